/* Rulesets of two-heap games: parsing the text forms, membership, the move list, and the
 * line directions the table algorithms walk (redundant multiples dropped, overlaps of one
 * ray corrected by inclusion-exclusion so counts along lines count each option once). */
#include "engines.h"
#include "gamedyn/twoheap.h"
#include "gamedyn/util.h"
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define VEC_LIMIT 2147483647u /* entries fit int32: positions use 64-bit arithmetic */

typedef struct {
    gd_vec2 *v;
    size_t n, cap;
} vecs;

static int vecs_push(vecs *s, uint32_t r, uint32_t t)
{
    if (s->n == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 16;
        gd_vec2 *v = realloc(s->v, cap * sizeof *v);
        if (!v)
            return -1;
        s->v = v, s->cap = cap;
    }
    s->v[s->n].r = r, s->v[s->n].s = t;
    s->n++;
    return 0;
}

static int vec_cmp(const void *x, const void *y)
{
    const gd_vec2 *a = x, *b = y;
    if (a->r != b->r)
        return a->r < b->r ? -1 : 1;
    return a->s < b->s ? -1 : a->s > b->s;
}

/* Sorts and removes duplicates; with xor, pairs cancel (symmetric difference). */
static void vecs_normalize(vecs *s, int xor)
{
    if (!s->n)
        return;
    size_t sorted = 1; /* sub:K comes in order: 2^25 vectors need no sort */
    while (sorted < s->n && vec_cmp(&s->v[sorted - 1], &s->v[sorted]) < 0)
        sorted++;
    if (sorted == s->n)
        return;
    qsort(s->v, s->n, sizeof *s->v, vec_cmp);
    size_t k = 0;
    for (size_t i = 0; i < s->n;) {
        size_t j = i;
        while (j < s->n && vec_cmp(&s->v[i], &s->v[j]) == 0)
            j++;
        if (!xor || (j - i) % 2)
            s->v[k++] = s->v[i];
        i = j;
    }
    s->n = k;
}

static void skip_ws(const char **p)
{
    while (isspace((unsigned char)**p))
        (*p)++;
}

/* A non-negative integer entry; names a negative one. */
static int entry(const char **p, uint32_t *out, const char *what, char *err, size_t errlen)
{
    skip_ws(p);
    if (**p == '-') {
        gd_err(err, errlen, "negative entry in %s", what);
        return -1;
    }
    uint64_t v;
    if (!isdigit((unsigned char)**p) || gd_parse_u64_token(p, &v) != 0 || v > VEC_LIMIT) {
        gd_err(err, errlen, "malformed %s: expected an integer from 0 to %u at '%.20s'", what, VEC_LIMIT, *p);
        return -1;
    }
    *out = (uint32_t)v;
    skip_ws(p);
    return 0;
}

/* "(r,s);(r,s)..." or "{(r,s),(r,s)}": vectors into out; end must be reached. */
static int vector_list(const char *text, vecs *out, const char *what, char *err, size_t errlen)
{
    const char *p = text;
    skip_ws(&p);
    int brace = *p == '{';
    if (brace)
        p++;
    skip_ws(&p);
    if ((brace && *p == '}') || (!brace && !*p)) {
        gd_err(err, errlen, "empty set in %s", what);
        return -1;
    }
    for (;;) {
        skip_ws(&p);
        if (*p != '(') {
            gd_err(err, errlen, "malformed %s: expected '(' at '%.20s'", what, p);
            return -1;
        }
        p++;
        uint32_t r, s;
        if (entry(&p, &r, what, err, errlen))
            return -1;
        if (*p != ',') {
            gd_err(err, errlen, "malformed %s: expected ',' at '%.20s'", what, p);
            return -1;
        }
        p++;
        if (entry(&p, &s, what, err, errlen))
            return -1;
        if (*p != ')') {
            gd_err(err, errlen, "malformed %s: expected ')' at '%.20s'", what, p);
            return -1;
        }
        p++;
        if (r == 0 && s == 0) {
            gd_err(err, errlen, "zero vector (0,0) in %s", what);
            return -1;
        }
        if (vecs_push(out, r, s)) {
            gd_err(err, errlen, "out of memory");
            return -1;
        }
        skip_ws(&p);
        if (*p == ';' || *p == ',') {
            p++;
            continue;
        }
        break;
    }
    if (brace) {
        if (*p != '}') {
            gd_err(err, errlen, "malformed %s: expected '}' at '%.20s'", what, p);
            return -1;
        }
        p++;
        skip_ws(&p);
    }
    if (*p) {
        gd_err(err, errlen, "malformed %s: unexpected '%.20s'", what, p);
        return -1;
    }
    return 0;
}

/* sub:K or sub:{s1,...}: take s from one heap. */
static int sub_preset(const char *param, vecs *S, char *err, size_t errlen)
{
    const char *p = param;
    skip_ws(&p);
    if (*p == '{') {
        p++;
        skip_ws(&p);
        if (*p == '}') {
            gd_err(err, errlen, "empty set in sub:{...}");
            return -1;
        }
        for (;;) {
            uint32_t t;
            if (entry(&p, &t, "sub:{...}", err, errlen))
                return -1;
            if (t == 0) {
                gd_err(err, errlen, "zero vector: sub:{...} takes positive amounts");
                return -1;
            }
            if (vecs_push(S, t, 0) || vecs_push(S, 0, t)) {
                gd_err(err, errlen, "out of memory");
                return -1;
            }
            if (*p == ',') {
                p++;
                continue;
            }
            break;
        }
        if (*p != '}') {
            gd_err(err, errlen, "malformed preset sub:{...}: expected ',' or '}' at '%.20s'", p);
            return -1;
        }
        p++;
        skip_ws(&p);
        if (*p) {
            gd_err(err, errlen, "malformed preset sub:{...}: unexpected '%.20s'", p);
            return -1;
        }
        vecs_normalize(S, 0);
        return 0;
    }
    uint32_t k;
    if (entry(&p, &k, "sub:K", err, errlen))
        return -1;
    if (*p) {
        gd_err(err, errlen, "malformed preset sub:K: unexpected '%.20s'", p);
        return -1;
    }
    if (k == 0) {
        gd_err(err, errlen, "empty set: sub:0 has no move (K must be at least 1)");
        return -1;
    }
    if (k > 1u << 24) {
        gd_err(err, errlen, "sub:%u: K at most 2^24", k);
        return -1;
    }
    for (int first = 1; first >= 0; first--) /* (0,1)..(0,k) then (1,0)..(k,0): sorted */
        for (uint32_t t = 1; t <= k; t++)
            if (first ? vecs_push(S, 0, t) : vecs_push(S, t, 0)) {
                gd_err(err, errlen, "out of memory");
                return -1;
            }
    return 0;
}

static uint64_t gcd64(uint64_t a, uint64_t b)
{
    while (b) {
        uint64_t t = a % b;
        a = b, b = t;
    }
    return a;
}

/* m with v = m*d, m >= 1; 0 if none. */
static uint64_t multiple_of(uint64_t vr, uint64_t vs, gd_vec2 d)
{
    if (d.r == 0) {
        if (vr || vs % d.s)
            return 0;
        return vs / d.s;
    }
    if (vr % d.r)
        return 0;
    uint64_t m = vr / d.r;
    return m >= 1 && vs == m * d.s ? m : 0;
}

static int in_list(const gd_vec2 *v, size_t n, uint64_t r, uint64_t s)
{
    if (r > VEC_LIMIT || s > VEC_LIMIT)
        return 0;
    gd_vec2 key = {(uint32_t)r, (uint32_t)s};
    return n && bsearch(&key, v, n, sizeof *v, vec_cmp) != NULL;
}

static int in_ml(const gd_ruleset *r, uint64_t vr, uint64_t vs)
{
    for (size_t i = 0; i < r->ndir; i++)
        if (multiple_of(vr, vs, r->line[i].d))
            return 1;
    return 0;
}

int gd_ruleset_is_move(const gd_ruleset *r, uint64_t dr, uint64_t ds)
{
    if (in_list(r->add, r->nadd, dr, ds))
        return 1;
    return in_ml(r, dr, ds) && !in_list(r->rm, r->nrm, dr, ds);
}

/* The line directions: L without the directions that are multiples of another one of L,
 * then for each ray with several directions k_i*p the inclusion-exclusion terms lcm(T)*p
 * of every subset T of two or more, with sign (-1)^(|T|+1) (equal terms merged). */
static int build_lines(gd_ruleset *r, char *err, size_t errlen)
{
    size_t n = r->nl;
    gd_vec2 *keep = malloc((n ? n : 1) * sizeof *keep);
    if (!keep)
        goto oom;
    size_t nk = 0;
    for (size_t i = 0; i < n; i++) {
        int redundant = 0;
        for (size_t j = 0; j < n && !redundant; j++) {
            uint64_t m = j != i ? multiple_of(r->L[i].r, r->L[i].s, r->L[j]) : 0;
            redundant = m > 1;
        }
        if (!redundant)
            keep[nk++] = r->L[i];
    }
    /* Upper bound of terms: rays with k directions give 2^k - 1 terms; cap k. */
    size_t cap = nk + 1;
    gd_line_dir *line = malloc(cap * sizeof *line);
    if (!line) {
        free(keep);
        goto oom;
    }
    size_t nline = 0;
    for (size_t i = 0; i < nk; i++)
        line[nline].d = keep[i], line[nline++].coef = 1;
    r->ndir = nk;
    int *done = calloc(nk ? nk : 1, sizeof *done);
    if (!done) {
        free(keep), free(line);
        goto oom;
    }
    for (size_t i = 0; i < nk; i++) {
        if (done[i])
            continue;
        uint64_t g = gcd64(keep[i].r, keep[i].s);
        uint64_t pr = keep[i].r / g, ps = keep[i].s / g;
        uint64_t ks[16];
        size_t nks = 0;
        for (size_t j = i; j < nk; j++) {
            uint64_t gj = gcd64(keep[j].r, keep[j].s);
            if (keep[j].r / gj == pr && keep[j].s / gj == ps) {
                done[j] = 1;
                if (nks == 16) {
                    free(keep), free(line), free(done);
                    gd_err(err, errlen, "more than 16 directions on one ray in L");
                    return -1;
                }
                ks[nks++] = gj;
            }
        }
        for (uint64_t mask = 1; mask < ((uint64_t)1 << nks); mask++) {
            int bits = __builtin_popcountll(mask);
            if (bits < 2)
                continue;
            uint64_t l = 1;
            for (size_t t = 0; t < nks && l; t++)
                if (mask >> t & 1) {
                    uint64_t q = l / gcd64(l, ks[t]);
                    l = q <= VEC_LIMIT / ks[t] ? q * ks[t] : 0;
                }
            if (!l || pr * l > VEC_LIMIT || ps * l > VEC_LIMIT)
                continue; /* a multiple past any table: never a move that fits */
            gd_vec2 d = {(uint32_t)(pr * l), (uint32_t)(ps * l)};
            int c = bits % 2 ? 1 : -1;
            size_t k = nk;
            while (k < nline && vec_cmp(&line[k].d, &d) != 0)
                k++;
            if (k < nline) {
                line[k].coef += c;
                continue;
            }
            if (nline == cap) {
                cap *= 2;
                gd_line_dir *nl = realloc(line, cap * sizeof *nl);
                if (!nl) {
                    free(keep), free(line), free(done);
                    goto oom;
                }
                line = nl;
            }
            line[nline].d = d, line[nline++].coef = c;
        }
    }
    /* Drop merged terms that cancelled. */
    size_t k = nk;
    for (size_t i = nk; i < nline; i++)
        if (line[i].coef)
            line[k++] = line[i];
    r->nline = k;
    r->line = line;
    free(keep);
    free(done);
    return 0;
oom:
    gd_err(err, errlen, "out of memory");
    return -1;
}

void gd_ruleset_free(gd_ruleset *r)
{
    free(r->L), free(r->add), free(r->rm), free(r->line);
    memset(r, 0, sizeof *r);
}

int gd_ruleset_parse(gd_ruleset *r, const char *text, const char *alter, char *err, size_t errlen)
{
    memset(r, 0, sizeof *r);
    /* The text is the ruleset's name in every output: recorded whole, or refused. */
    size_t len = strlen(text) + (alter ? 1 + strlen(alter) : 0);
    if (len >= sizeof r->text) {
        gd_err(err, errlen, "ruleset '%.40s...' is %zu characters long: at most %zu can be recorded", text, len,
               sizeof r->text - 1);
        return -1;
    }
    vecs L = {0}, S = {0}, X = {0};
    char name[64];
    const char *caret = strchr(text, '^');
    size_t body = caret ? (size_t)(caret - text) : strlen(text);
    const char *colon = memchr(text, ':', body);
    size_t nlen = colon ? (size_t)(colon - text) : body;
    /* a name too long for the buffer matches no family: its first 63 bytes are enough */
    size_t keep = nlen < sizeof name ? nlen : sizeof name - 1;
    memcpy(name, text, keep);
    name[keep] = 0;
    char *param = NULL;
    if (colon) {
        size_t plen = body - nlen - 1;
        param = malloc(plen + 1);
        if (!param)
            goto oom;
        memcpy(param, colon + 1, plen);
        param[plen] = 0;
    }
    int plain = strcmp(name, "nim") == 0 || strcmp(name, "wythoff") == 0 || strcmp(name, "maharaja") == 0;
    if (plain && colon) {
        gd_err(err, errlen, "malformed preset '%s': %s takes no parameter", text, name);
        goto fail;
    }
    if (plain) {
        if (vecs_push(&L, 1, 0) || vecs_push(&L, 0, 1) || (strcmp(name, "nim") && vecs_push(&L, 1, 1)))
            goto oom;
        if (strcmp(name, "maharaja") == 0 && (vecs_push(&S, 1, 2) || vecs_push(&S, 2, 1)))
            goto oom;
    } else if (strcmp(name, "sub") == 0) {
        if (!colon) {
            gd_err(err, errlen, "malformed preset 'sub': write sub:K or sub:{s1,s2,...}");
            goto fail;
        }
        if (sub_preset(param, &S, err, errlen))
            goto fail;
    } else if (strcmp(name, "linear") == 0) {
        if (!colon) {
            gd_err(err, errlen, "malformed preset 'linear': write linear:(l1,l2);(l1,l2);...");
            goto fail;
        }
        if (vector_list(param, &L, "linear:...", err, errlen))
            goto fail;
    } else {
        gd_err(err, errlen, "malformed ruleset '%s': expected nim, wythoff, maharaja, sub:K, sub:{s1,...} or "
                            "linear:(l1,l2);...", text);
        goto fail;
    }
    if (caret && vector_list(caret + 1, &X, "the alteration S after '^'", err, errlen))
        goto fail;
    if (alter && vector_list(alter, &X, "--alter S", err, errlen))
        goto fail;
    vecs_normalize(&L, 0);
    vecs_normalize(&S, 0);
    vecs_normalize(&X, 1);
    for (size_t i = 0; i < X.n; i++)
        if (vecs_push(&S, X.v[i].r, X.v[i].s))
            goto oom;
    vecs_normalize(&S, 1); /* S of the preset, altered: a symmetric difference */
    r->L = L.v, r->nl = L.n;
    L.v = NULL;
    if (build_lines(r, err, errlen))
        goto fail;
    vecs add = {0}, rm = {0};
    for (size_t i = 0; i < S.n; i++)
        if (vecs_push(in_ml(r, S.v[i].r, S.v[i].s) ? &rm : &add, S.v[i].r, S.v[i].s)) {
            free(add.v), free(rm.v);
            goto oom;
        }
    r->add = add.v, r->nadd = add.n, r->rm = rm.v, r->nrm = rm.n;
    if (!r->ndir && !r->nadd) {
        gd_err(err, errlen, "empty set: the ruleset '%s' has no move", text);
        goto fail;
    }
    r->symmetric = 1;
    for (size_t i = 0; i < r->nl && r->symmetric; i++)
        r->symmetric = gd_ruleset_is_move(r, r->L[i].s, r->L[i].r) && gd_ruleset_is_move(r, 2ull * r->L[i].s, 2ull * r->L[i].r);
    for (size_t i = 0; i < r->nadd && r->symmetric; i++)
        r->symmetric = gd_ruleset_is_move(r, r->add[i].s, r->add[i].r);
    for (size_t i = 0; i < r->nrm && r->symmetric; i++)
        r->symmetric = !gd_ruleset_is_move(r, r->rm[i].s, r->rm[i].r);
    /* L symmetric as a set of directions (the test above samples m = 1, 2). */
    for (size_t i = 0; i < r->ndir && r->symmetric; i++) {
        int found = 0;
        for (size_t j = 0; j < r->ndir; j++)
            found |= r->line[j].d.r == r->line[i].d.s && r->line[j].d.s == r->line[i].d.r;
        r->symmetric = found;
    }
    snprintf(r->text, sizeof r->text, "%s%s%s", text, alter ? "^" : "", alter ? alter : "");
    free(param);
    free(S.v), free(X.v);
    return 0;
oom:
    gd_err(err, errlen, "out of memory");
fail:
    free(param);
    free(L.v), free(S.v), free(X.v);
    gd_ruleset_free(r);
    return -1;
}

/* The index after the run of v[i].r (v sorted): past the added moves of one r that are too long in s. */
static size_t next_r(const gd_vec2 *v, size_t n, size_t i)
{
    uint32_t r = v[i].r;
    size_t lo = i + 1, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (v[mid].r <= r)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The added moves (r,s) with r <= a, s <= b, each to fn; stops at fn's nonzero return.
 * Time O(their number + the distinct r <= a times log nadd), not O(nadd): sub:2^24 has 2^25. */
static int each_add(const gd_ruleset *r, uint64_t a, uint64_t b, int (*fn)(void *, gd_vec2), void *ctx)
{
    for (size_t i = 0; i < r->nadd && r->add[i].r <= a;) {
        if (r->add[i].s > b) {
            i = next_r(r->add, r->nadd, i);
            continue;
        }
        int rc = fn(ctx, r->add[i]);
        if (rc)
            return rc;
        i++;
    }
    return 0;
}

static int stop(void *ctx, gd_vec2 v)
{
    (void)ctx, (void)v;
    return 1;
}

static int count(void *ctx, gd_vec2 v)
{
    (void)v;
    ++*(uint64_t *)ctx;
    return 0;
}

static int push_add(void *ctx, gd_vec2 v)
{
    return vecs_push(ctx, v.r, v.s);
}

uint64_t gd_ruleset_count_added(const gd_ruleset *r, uint64_t a, uint64_t b)
{
    uint64_t n = 0;
    each_add(r, a, b, count, &n);
    return n;
}

int gd_ruleset_has_move(const gd_ruleset *r, uint64_t a, uint64_t b)
{
    if (each_add(r, a, b, stop, NULL))
        return 1;
    for (size_t i = 0; i < r->ndir; i++) {
        gd_vec2 d = r->line[i].d;
        uint64_t mmax = d.r == 0 ? b / d.s : d.s == 0 ? a / d.r : (a / d.r < b / d.s ? a / d.r : b / d.s);
        /* At most nrm multiples are removed. */
        for (uint64_t m = 1; m <= mmax && m <= r->nrm + 1; m++)
            if (!in_list(r->rm, r->nrm, m * d.r, m * d.s))
                return 1;
    }
    return 0;
}

long gd_ruleset_moves(const gd_ruleset *r, uint64_t a, uint64_t b, gd_vec2 **out)
{
    vecs v = {0};
    if (each_add(r, a, b, push_add, &v))
        goto oom;
    for (size_t i = 0; i < r->ndir; i++) {
        gd_vec2 d = r->line[i].d;
        uint64_t mmax = d.r == 0 ? b / d.s : d.s == 0 ? a / d.r : (a / d.r < b / d.s ? a / d.r : b / d.s);
        for (uint64_t m = 1; m <= mmax; m++)
            if (!in_list(r->rm, r->nrm, m * d.r, m * d.s) && vecs_push(&v, (uint32_t)(m * d.r), (uint32_t)(m * d.s)))
                goto oom;
    }
    vecs_normalize(&v, 0);
    *out = v.v;
    return (long)v.n;
oom:
    free(v.v);
    *out = NULL;
    return -1;
}

static int fits(gd_vec2 v, uint64_t amax, uint64_t bmax)
{
    return v.r <= amax && v.s <= bmax;
}

int gd_ruleset_clip(const gd_ruleset *r, uint64_t amax, uint64_t bmax, gd_ruleset *out)
{
    memset(out, 0, sizeof *out);
    memcpy(out->text, r->text, sizeof out->text);
    out->symmetric = r->symmetric;
    size_t nadd = 0;
    for (size_t i = 0; i < r->nadd; i++)
        nadd += fits(r->add[i], amax, bmax);
    out->L = malloc((r->nl ? r->nl : 1) * sizeof *out->L);
    out->add = malloc((nadd ? nadd : 1) * sizeof *out->add);
    out->rm = malloc((r->nrm ? r->nrm : 1) * sizeof *out->rm);
    out->line = malloc((r->nline ? r->nline : 1) * sizeof *out->line);
    if (!out->L || !out->add || !out->rm || !out->line) {
        gd_ruleset_free(out);
        return -1;
    }
    for (size_t i = 0; i < r->nl; i++)
        if (fits(r->L[i], amax, bmax))
            out->L[out->nl++] = r->L[i];
    for (size_t i = 0; i < r->nadd; i++)
        if (fits(r->add[i], amax, bmax))
            out->add[out->nadd++] = r->add[i];
    for (size_t i = 0; i < r->nrm; i++)
        if (fits(r->rm[i], amax, bmax))
            out->rm[out->nrm++] = r->rm[i];
    for (size_t i = 0; i < r->nline; i++)
        if (fits(r->line[i].d, amax, bmax)) {
            out->line[out->nline++] = r->line[i];
            out->ndir += i < r->ndir;
        }
    return 0;
}

/* Largest number of options a cell of rows <= amax, columns <= bmax can have, plus the
 * pass's g and the perturbation's move to (0,0): every value is below it. */
uint64_t gd_table_value_bound(const gd_ruleset *r, uint64_t amax, uint64_t bmax)
{
    uint64_t n = r->nadd + 3;
    for (size_t i = 0; i < r->ndir; i++) {
        gd_vec2 d = r->line[i].d;
        n += d.r == 0 ? bmax / d.s : d.s == 0 ? amax / d.r : (amax / d.r < bmax / d.s ? amax / d.r : bmax / d.s);
    }
    return n;
}

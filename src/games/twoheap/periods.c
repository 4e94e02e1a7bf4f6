/* Certified additive periodicity of the rows of a two-heap Grundy table (docs/periods.md).
 * Row a is computed from its definition, the lower rows through their proved certificates;
 * the state is the set of free values below b + K seen relative to b (K = the number of
 * lower contributions), and a certificate is a repetition of that state after L columns
 * whose lower contributions, read through the level window the row used, repeat with L. */
#include "gamedyn/twoheap.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

#define RING_MAX ((uint64_t)1 << 20) /* certificates have L < RING (<= 2^20) */
#define CHAIN_DEPTH 64                  /* earlier equal states tried per column */
#define NONE UINT32_MAX

typedef struct {
    const gd_period_row *row; /* the certified source row */
    uint64_t s;               /* column shift: the value at b is row(b - s) */
    uint64_t beta;            /* row->b0 + s: from here the relative value is row->p periodic */
    int64_t *rel;             /* one period of row(b - s) - b from b = beta (lazy) */
    int64_t lo, hi;           /* its range */
} source;

uint64_t gd_periods_value(const gd_period_row *r, uint64_t b)
{
    if (b < r->npre)
        return r->pre[b];
    uint64_t k = (b - r->b0) / r->p;
    return r->pre[r->b0 + (b - r->b0) % r->p] + k * r->p;
}

int gd_periods_applicable(const gd_ruleset *r, char *err, size_t errlen)
{
    int row = 0;
    for (size_t i = 0; i < r->nl; i++)
        row |= r->L[i].r == 0 && r->L[i].s == 1;
    for (size_t i = 0; i < r->nrm; i++)
        if (r->rm[i].r == 0) {
            gd_err(err, errlen, "not applicable: the row move (0,%u) is removed", r->rm[i].s);
            return -1;
        }
    if (!row) {
        gd_err(err, errlen, "not applicable: (0,1) is not a direction of L (row moves must take any number)");
        return -1;
    }
    return 0;
}

static uint64_t gcd64(uint64_t x, uint64_t y)
{
    while (y) {
        uint64_t t = x % y;
        x = y;
        y = t;
    }
    return x;
}

static int source_rel(source *j)
{
    if (j->rel)
        return 0;
    uint64_t p = j->row->p;
    if (!(j->rel = malloc(p * sizeof *j->rel)))
        return -1;
    j->lo = INT64_MAX;
    j->hi = INT64_MIN;
    for (uint64_t i = 0; i < p; i++) {
        uint64_t b = j->beta + i;
        int64_t v = (int64_t)gd_periods_value(j->row, b - j->s) - (int64_t)b;
        j->rel[i] = v;
        j->lo = v < j->lo ? v : j->lo;
        j->hi = v > j->hi ? v : j->hi;
    }
    return 0;
}

typedef struct {
    uint64_t K, cols;
    uint64_t rn;     /* RING: the states kept, a power of 2 */
    int32_t *ring;   /* RING states of K relative holes */
    int64_t *x;      /* g(b) - b */
    int64_t *minrel; /* least element of the relative free set at b */
    uint64_t *hash, *g;
    uint32_t *prev, *map, *stamp;
    uint64_t mapmask;
    int64_t *bmin, *bmax; /* per block of BLOCK columns: least minrel, largest x */
    size_t lastbad;       /* the source that failed (D) last: tried first */
} sim;

#define BLOCK 256
#define RING (m->rn)

/* min of minrel over [lo, hi] and max of x over [lo, hi) by blocks (both complete there). */
static void window(const sim *m, uint64_t lo, uint64_t hi, int64_t *A, int64_t *B)
{
    int64_t a = INT64_MAX, b = INT64_MIN;
    uint64_t i = lo;
    while (i <= hi) {
        if (i % BLOCK == 0 && i + BLOCK - 1 < hi) { /* a whole block, below hi: x complete in it */
            a = m->bmin[i / BLOCK] < a ? m->bmin[i / BLOCK] : a;
            b = m->bmax[i / BLOCK] > b ? m->bmax[i / BLOCK] : b;
            i += BLOCK;
            continue;
        }
        a = m->minrel[i] < a ? m->minrel[i] : a;
        if (i < hi)
            b = m->x[i] > b ? m->x[i] : b;
        i++;
    }
    *A = a;
    *B = b;
}

static void sim_free(sim *m)
{
    free(m->ring);
    free(m->x);
    free(m->minrel);
    free(m->hash);
    free(m->g);
    free(m->prev);
    free(m->map);
    free(m->stamp);
    free(m->bmin);
    free(m->bmax);
}

/* Hypotheses (B)-(E) of docs/periods.md for the columns b1 < b2 (state of b2 just stored). */
static int check_cert(sim *m, source *src, size_t ns, uint64_t beta, uint64_t b1, uint64_t b2, int64_t *wlo, int64_t *whi)
{
    uint64_t L = b2 - b1, K = m->K;
    if (b1 < beta || L >= RING || L == 0)
        return 0;
    if (memcmp(m->ring + (b1 % RING) * K, m->ring + (b2 % RING) * K, K * sizeof *m->ring))
        return 0; /* (E) */
    int64_t A, B;
    window(m, b1, b2, &A, &B);
    for (size_t kk = 0; kk < ns; kk++) { /* (D), source by source: its window period divides gcd(L, p) */
        size_t k = kk == 0 ? m->lastbad : kk == m->lastbad ? 0 : kk;
        source *j = &src[k];
        uint64_t p = j->row->p, d = gcd64(L, p);
        if (d == p)
            continue;
        if (source_rel(j))
            return -1;
        if (j->hi < A || j->lo > B)
            continue;
        for (uint64_t i = 0; i < p; i++) {
            int64_t u = j->rel[i], v = j->rel[(i + d) % p];
            int in_u = u >= A && u <= B, in_v = v >= A && v <= B;
            if (in_u != in_v || (in_u && u != v)) {
                m->lastbad = k;
                return 0;
            }
        }
    }
    *wlo = A;
    *whi = B;
    return 1;
}

/* Row a of the layer (0: g, 1: g'). claim NULL: search a certificate within max_b columns;
 * else re-check claim's certificate, values and (b0, p). Fills out (out->proved = 0 with why). */
static int row_run(const gd_periods *P, int layer, uint64_t a, const gd_period_row *claim, gd_period_row *out)
{
    const gd_ruleset *R = P->rules;
    memset(out, 0, sizeof *out);
    gd_period_row *lower = layer ? P->pass_rows : P->plain;
    uint64_t smax = 0;
    for (size_t i = 0; i < R->nl; i++)
        if (R->L[i].r > 0 && (a / R->L[i].r) * R->L[i].s > smax)
            smax = (a / R->L[i].r) * R->L[i].s;
    for (size_t i = 0; i < R->nadd; i++)
        if (R->add[i].r > 0 && R->add[i].r <= a && R->add[i].s > smax)
            smax = R->add[i].s;
    size_t cap = (size_t)(a * (smax + 1) + 1), ns = 0;
    source *src = calloc(cap, sizeof *src);
    sim m = {0};
    int rc = -1, has_s0 = 0;
    if (!src)
        return -1;
    for (uint64_t r = 1; r <= a; r++)
        for (uint64_t s = 0; s <= smax; s++)
            if (gd_ruleset_is_move(R, r, s)) {
                src[ns].row = &lower[a - r];
                src[ns++].s = s;
                has_s0 |= s == 0;
            }
    size_t nmoves = ns;
    if (layer) { /* the pass: the plain value g(a,b), except at a terminal position */
        src[ns].row = &P->plain[a];
        src[ns++].s = 0;
    }
    uint64_t beta = 0;
    for (size_t k = 0; k < ns; k++) {
        if (!src[k].row->proved) {
            snprintf(out->why, sizeof out->why, "not proved: needs row %llu%s, not proved",
                     (unsigned long long)(src[k].row - (k < nmoves ? lower : P->plain)), k < nmoves && layer ? " (pass)" : " (plain)");
            rc = 0;
            goto done;
        }
        src[k].beta = src[k].row->b0 + src[k].s;
        beta = src[k].beta > beta ? src[k].beta : beta;
    }
    if (layer && !has_s0 && beta < 1)
        beta = 1; /* (a,0) is terminal: no pass there, the contributions differ at column 0 */
    uint64_t K = ns, cols = claim ? claim->b1 + claim->L : P->max_b;
    if (claim && (claim->L == 0 || claim->L >= RING_MAX || claim->b1 > P->max_b)) {
        snprintf(out->why, sizeof out->why, "certificate out of range");
        rc = 0;
        goto done;
    }
    m.K = K;
    m.cols = cols;
    uint64_t mapsize = 1;
    while (mapsize < 2 * (cols + 1))
        mapsize <<= 1;
    m.mapmask = mapsize - 1;
    for (m.rn = 1; m.rn <= cols && m.rn < RING_MAX; m.rn <<= 1)
        ;
    m.ring = malloc(m.rn * (K ? K : 1) * sizeof *m.ring);
    m.x = malloc((cols + 1) * sizeof *m.x);
    m.minrel = malloc((cols + 1) * sizeof *m.minrel);
    m.hash = malloc((cols + 1) * sizeof *m.hash);
    m.g = malloc((cols + 1) * sizeof *m.g);
    m.prev = malloc((cols + 1) * sizeof *m.prev);
    m.map = calloc(mapsize, sizeof *m.map); /* column + 1, 0 empty: untouched pages stay free */
    m.stamp = calloc(cols + K + 2, sizeof *m.stamp);
    m.bmin = malloc((cols / BLOCK + 1) * sizeof *m.bmin);
    m.bmax = malloc((cols / BLOCK + 1) * sizeof *m.bmax);
    uint64_t *holes = malloc((K ? K : 1) * sizeof *holes);
    if (!m.ring || !m.x || !m.minrel || !m.hash || !m.g || !m.prev || !m.map || !m.stamp || !m.bmin || !m.bmax || !holes) {
        free(holes);
        goto done;
    }
    for (uint64_t i = 0; i < K; i++)
        holes[i] = i; /* before column 0 every value is free; those below 0 + K are the holes */
    uint64_t b2 = 0, b1 = 0;
    int64_t wlo = 0, whi = 0;
    int found = 0;
    for (uint64_t b = 0; b <= cols; b++) {
        /* the relative state X_b: holes - b, then every value >= K */
        int32_t *st = m.ring + (b % m.rn) * K;
        uint64_t h = 0x9e3779b97f4a7c15ull;
        for (uint64_t i = 0; i < K; i++) {
            st[i] = (int32_t)((int64_t)holes[i] - (int64_t)b);
            h = (h ^ (uint32_t)st[i]) * 0x100000001b3ull;
            h ^= h >> 29;
        }
        m.hash[b] = h;
        m.minrel[b] = K ? st[0] : 0;
        if (b % BLOCK == 0) {
            m.bmin[b / BLOCK] = INT64_MAX;
            m.bmax[b / BLOCK] = INT64_MIN;
        }
        if (m.minrel[b] < m.bmin[b / BLOCK])
            m.bmin[b / BLOCK] = m.minrel[b];
        uint64_t slot = h & m.mapmask;
        while (m.map[slot] && m.hash[m.map[slot] - 1] != h)
            slot = (slot + 1) & m.mapmask;
        m.prev[b] = m.map[slot] ? m.map[slot] - 1 : NONE;
        if (claim) {
            if (b == cols) {
                int c = check_cert(&m, src, ns, beta, claim->b1, b, &wlo, &whi);
                if (c < 0) {
                    free(holes);
                    goto done;
                }
                if (c) {
                    found = 1;
                    b1 = claim->b1;
                    b2 = b;
                }
            }
        } else {
            uint32_t c1 = m.prev[b];
            for (int depth = 0; c1 != NONE && depth < CHAIN_DEPTH && b - c1 < m.rn && !found; depth++, c1 = m.prev[c1]) {
                int c = check_cert(&m, src, ns, beta, c1, b, &wlo, &whi);
                if (c < 0) {
                    free(holes);
                    goto done;
                }
                if (c) {
                    found = 1;
                    b1 = c1;
                    b2 = b;
                }
            }
        }
        m.map[slot] = (uint32_t)(b + 1);
        if (found || b == cols)
            break;
        /* column b: the least free value that no lower contribution takes */
        uint32_t tag = (uint32_t)(b + 1);
        int terminal = layer && b == 0 && !has_s0;
        for (size_t k = 0; k < ns; k++) {
            if (src[k].s > b || (terminal && k == nmoves))
                continue;
            uint64_t v = gd_periods_value(src[k].row, b - src[k].s);
            if (v <= b + K)
                m.stamp[v] = tag;
        }
        uint64_t g = b + K, gi = K;
        for (uint64_t i = 0; i < K; i++)
            if (m.stamp[holes[i]] != tag) {
                g = holes[i];
                gi = i;
                break;
            }
        if (gi == K && m.stamp[g] == tag) { /* impossible: K + 1 candidates, at most K taken */
            snprintf(out->why, sizeof out->why, "internal: no free value at column %llu", (unsigned long long)b);
            free(holes);
            rc = 0;
            goto done;
        }
        m.g[b] = g;
        m.x[b] = (int64_t)g - (int64_t)b;
        if (m.x[b] > m.bmax[b / BLOCK])
            m.bmax[b / BLOCK] = m.x[b];
        if (gi < K) { /* g leaves the holes, b + K joins them (it is the largest) */
            memmove(holes + gi, holes + gi + 1, (K - gi - 1) * sizeof *holes);
            holes[K - 1] = b + K;
        }
    }
    free(holes);
    if (!found) {
        snprintf(out->why, sizeof out->why, claim ? "certificate fails: state or window periods do not repeat"
                                                    : "not proved within the limits (max-b %llu)",
                 (unsigned long long)P->max_b);
        rc = 0;
        goto done;
    }
    uint64_t L = b2 - b1, p = L;
    for (uint64_t q = 1; q < L; q++) {
        if (L % q)
            continue;
        uint64_t i = 0;
        while (i < L && m.x[b1 + i] == m.x[b1 + (i + q) % L])
            i++;
        if (i == L) {
            p = q;
            break;
        }
    }
    uint64_t b0 = b1;
    while (b0 > 0 && m.x[b0 - 1] == m.x[b0 - 1 + p])
        b0--;
    if (claim) {
        int same = claim->b0 == b0 && claim->p == p && claim->npre == b0 + p;
        for (uint64_t i = 0; same && i < b0 + p; i++)
            same = claim->pre[i] == m.g[i];
        if (!same) {
            snprintf(out->why, sizeof out->why, "certificate fails: the claimed b0, p or values differ (computed b0 %llu p %llu)",
                     (unsigned long long)b0, (unsigned long long)p);
            rc = 0;
            goto done;
        }
    }
    if (!(out->pre = malloc((b0 + p) * sizeof *out->pre)))
        goto done;
    memcpy(out->pre, m.g, (b0 + p) * sizeof *out->pre);
    out->proved = 1;
    out->b0 = b0;
    out->p = p;
    out->b1 = b1;
    out->L = L;
    out->wlo = wlo;
    out->whi = whi;
    out->beta = beta;
    out->columns = b2;
    out->npre = b0 + p;
    snprintf(out->why, sizeof out->why, "state at %llu = state at %llu, window [%lld,%lld], lower periodic from %llu",
             (unsigned long long)b1, (unsigned long long)b2, (long long)wlo, (long long)whi, (unsigned long long)beta);
    rc = 0;
done:
    for (size_t k = 0; k < ns; k++)
        free(src[k].rel);
    free(src);
    sim_free(&m);
    return rc;
}

int gd_periods_run(gd_periods *P, const gd_ruleset *r, int pass, uint64_t a1, uint64_t max_b, char *err, size_t errlen)
{
    return gd_periods_run_progress(P, r, pass, a1, max_b, NULL, NULL, err, errlen);
}

int gd_periods_run_progress(gd_periods *P, const gd_ruleset *r, int pass, uint64_t a1, uint64_t max_b,
                            gd_periods_progress progress, void *ctx, char *err, size_t errlen)
{
    memset(P, 0, sizeof *P);
    if (gd_periods_applicable(r, err, errlen))
        return -1;
    if (max_b < 1 || max_b > ((uint64_t)1 << 30)) {
        gd_err(err, errlen, "max-b must be 1 .. 2^30");
        return -1;
    }
    P->rules = r;
    P->pass = pass;
    P->a1 = a1;
    P->max_b = max_b;
    P->plain = calloc(a1 + 1, sizeof *P->plain);
    P->pass_rows = pass ? calloc(a1 + 1, sizeof *P->pass_rows) : NULL;
    if (!P->plain || (pass && !P->pass_rows))
        goto oom;
    for (int layer = 0; layer <= pass; layer++)
        for (uint64_t a = 0; a <= a1; a++) {
            if (row_run(P, layer, a, NULL, layer ? &P->pass_rows[a] : &P->plain[a]))
                goto oom;
            if (progress)
                progress(ctx, (uint64_t)layer * (a1 + 1) + a + 1, (uint64_t)(pass + 1) * (a1 + 1));
        }
    return 0;
oom:
    gd_periods_free(P);
    gd_err(err, errlen, "out of memory");
    return -1;
}

const gd_period_row *gd_periods_row(const gd_periods *P, uint64_t a)
{
    return P->pass ? &P->pass_rows[a] : &P->plain[a];
}

int gd_periods_verify(const gd_periods *P, char *err, size_t errlen)
{
    for (int layer = 0; layer <= P->pass; layer++)
        for (uint64_t a = 0; a <= P->a1; a++) {
            const gd_period_row *held = layer ? &P->pass_rows[a] : &P->plain[a];
            if (!held->proved)
                continue;
            gd_period_row chk;
            if (row_run(P, layer, a, held, &chk)) {
                gd_err(err, errlen, "out of memory");
                return -1;
            }
            int ok = chk.proved;
            if (!ok)
                gd_err(err, errlen, "row %llu%s: %s", (unsigned long long)a, layer ? " (pass)" : "", chk.why);
            free(chk.pre);
            if (!ok)
                return -1;
        }
    return 0;
}

void gd_periods_free(gd_periods *P)
{
    for (int layer = 0; layer <= 1; layer++) {
        gd_period_row *rows = layer ? P->pass_rows : P->plain;
        if (!rows)
            continue;
        for (uint64_t a = 0; a <= P->a1; a++)
            free(rows[a].pre);
        free(rows);
    }
    P->plain = P->pass_rows = NULL;
}

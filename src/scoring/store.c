/* store.c - the context and its hash-consed store of forms: a form is stored once, with
 * what the rest of the module reads from it without recursion (outcome, stops, the least and
 * largest score, birthday), each computed from its options when it is stored. */
#include "scoring_int.h"
#include "gamedyn/util.h"
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void sc_fail(gd_scoring *s, const char *fmt, ...)
{
    if (s->failed)
        return;
    s->failed = 1;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->err, sizeof s->err, fmt, ap);
    va_end(ap);
}

/* Takes more bytes from the store's own bound and its budget: 0, or -1 with the store
 * failed. */
static int take(gd_scoring *s, uint64_t more)
{
    char b[32];
    if (s->max_bytes && s->bytes + more > s->max_bytes) {
        sc_fail(s, "the store would exceed its memory bound of %s", gd_format_bytes(s->max_bytes, b, sizeof b));
        return -1;
    }
    if (s->budget && gd_budget_take(s->budget, more) != 0) {
        sc_fail(s, "the store would exceed its memory bound of %s",
                gd_format_bytes(gd_budget_bound(s->budget), b, sizeof b));
        return -1;
    }
    return 0;
}

void sc_unaccount(gd_scoring *s, uint64_t bytes)
{
    if (s->budget)
        gd_budget_give(s->budget, bytes);
    s->bytes -= bytes;
}

void *sc_realloc(gd_scoring *s, void *p, size_t old_bytes, size_t new_bytes)
{
    if (s->failed)
        return NULL;
    uint64_t more = new_bytes > old_bytes ? new_bytes - old_bytes : 0;
    if (take(s, more) != 0)
        return NULL;
    void *q = realloc(p, new_bytes);
    if (!q) {
        if (s->budget)
            gd_budget_give(s->budget, more);
        sc_fail(s, "out of memory (%zu bytes)", new_bytes);
        return NULL;
    }
    s->bytes += more;
    if (old_bytes > new_bytes)
        sc_unaccount(s, old_bytes - new_bytes);
    return q;
}

static uint64_t hash64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15u;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
    return x ^ (x >> 31);
}

/* The bytes of a growth are taken before it, the old slots' given back after. */
int sc_map_put(gd_scoring *s, sc_map *m, uint64_t key, uint32_t val)
{
    if (s->failed)
        return -1;
    if (!m->h && !(m->h = gd_hash_new(1))) {
        sc_fail(s, "out of memory");
        return -1;
    }
    uint64_t old = gd_hash_bytes(m->h), more = gd_hash_grow_bytes(m->h);
    if (more && take(s, more) != 0)
        return -1;
    s->bytes += more;
    if (gd_hash_put(m->h, &key, val) == GD_HASH_NONE) {
        sc_unaccount(s, more);
        sc_fail(s, "out of memory (%llu bytes)", (unsigned long long)more);
        return -1;
    }
    if (more)
        sc_unaccount(s, old);
    return 0;
}

void sc_map_free(gd_scoring *s, sc_map *m)
{
    if (!m->h)
        return;
    sc_unaccount(s, gd_hash_bytes(m->h));
    gd_hash_free(m->h);
    m->h = NULL;
}

gd_dyadic sc_add(gd_scoring *s, gd_dyadic a, gd_dyadic b)
{
    gd_dyadic r;
    if (gd_dyadic_add(a, b, &r) != 0) {
        sc_fail(s, "a score out of range (dyadic rationals below 2^61 with denominators up to 2^61)");
        return gd_dyadic_int(0);
    }
    return r;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

size_t sc_sort_unique(uint32_t *a, size_t n)
{
    if (n < 2)
        return n;
    qsort(a, n, sizeof *a, cmp_u32);
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (!k || a[k - 1] != a[i])
            a[k++] = a[i];
    return k;
}

gd_scoring *gd_scoring_new(void)
{
    return calloc(1, sizeof(gd_scoring));
}

void gd_scoring_free(gd_scoring *s)
{
    if (!s)
        return;
    free(s->nodes), free(s->pool), free(s->table);
    sc_map_free(s, &s->geq), sc_map_free(s, &s->sum), sc_map_free(s, &s->neg);
    sc_unaccount(s, s->bytes);
    free(s);
}

const char *gd_scoring_error(const gd_scoring *s)
{
    return s->failed ? s->err : NULL;
}

void gd_scoring_set_max_bytes(gd_scoring *s, uint64_t bytes)
{
    s->max_bytes = bytes;
}

void gd_scoring_set_budget(gd_scoring *s, gd_budget *b)
{
    if (s->budget)
        gd_budget_give(s->budget, s->bytes);
    s->budget = b;
    /* what the store holds already is counted, never refused: the next growth is */
    if (b)
        gd_budget_charge(b, s->bytes);
}

uint64_t gd_scoring_bytes(const gd_scoring *s)
{
    return s->bytes + sizeof *s;
}

size_t gd_scoring_size(const gd_scoring *s)
{
    return s->n;
}

static uint64_t dy_key(gd_dyadic x)
{
    return hash64((uint64_t)x.num ^ ((uint64_t)(uint32_t)x.exp << 58));
}

static uint64_t form_hash(const uint32_t *l, size_t nl, gd_dyadic la, const uint32_t *r, size_t nr, gd_dyadic ra)
{
    uint64_t h = hash64(nl * 0x10001u + nr);
    h = hash64(h ^ (nl ? 0 : dy_key(la)));
    h = hash64(h ^ (nr ? 1 : dy_key(ra)));
    for (size_t i = 0; i < nl; i++)
        h = hash64(h ^ l[i]);
    h = hash64(h ^ 0x5555);
    for (size_t i = 0; i < nr; i++)
        h = hash64(h ^ r[i]);
    return h;
}

static int dy_eq(gd_dyadic a, gd_dyadic b)
{
    return a.num == b.num && a.exp == b.exp;
}

static int same_form(const gd_scoring *s, uint32_t id, const uint32_t *l, size_t nl, gd_dyadic la, const uint32_t *r,
                     size_t nr, gd_dyadic ra)
{
    const sc_node *n = &s->nodes[id];
    if (n->nl != nl || n->nr != nr)
        return 0;
    if ((!nl && !dy_eq(n->latom, la)) || (!nr && !dy_eq(n->ratom, ra)))
        return 0;
    if (!nl && !nr)
        return 1;
    const uint32_t *p = s->pool + n->off;
    return (!nl || memcmp(p, l, nl * sizeof *l) == 0) && (!nr || memcmp(p + nl, r, nr * sizeof *r) == 0);
}

static int table_grow(gd_scoring *s)
{
    size_t cap = s->tcap ? 2 * s->tcap : 1024;
    uint32_t *t = sc_realloc(s, NULL, 0, cap * sizeof *t);
    if (!t)
        return -1;
    memset(t, 0xff, cap * sizeof *t);
    for (size_t id = 0; id < s->n; id++) {
        const sc_node *n = &s->nodes[id];
        const uint32_t *p = n->nl + n->nr ? s->pool + n->off : NULL;
        size_t i = form_hash(p, n->nl, n->latom, p ? p + n->nl : NULL, n->nr, n->ratom) & (cap - 1);
        while (t[i] != UINT32_MAX)
            i = (i + 1) & (cap - 1);
        t[i] = (uint32_t)id;
    }
    free(s->table);
    sc_unaccount(s, s->tcap * sizeof *t);
    s->table = t, s->tcap = cap;
    return 0;
}

static gd_dyadic dmin(gd_dyadic a, gd_dyadic b)
{
    return gd_dyadic_cmp(a, b) <= 0 ? a : b;
}

static gd_dyadic dmax(gd_dyadic a, gd_dyadic b)
{
    return gd_dyadic_cmp(a, b) >= 0 ? a : b;
}

/* The least and largest score of the form from these sides. */
static void score_range(const gd_scoring *s, const uint32_t *l, size_t nl, gd_dyadic la, const uint32_t *r, size_t nr,
                        gd_dyadic ra, gd_dyadic *lo, gd_dyadic *hi)
{
    int any = 0;
    gd_dyadic a = gd_dyadic_int(0), b = a;
#define SEE(x, y) (any ? (a = dmin(a, x), b = dmax(b, y)) : (a = x, b = y), any = 1)
    if (!nl)
        SEE(la, la);
    if (!nr)
        SEE(ra, ra);
    for (size_t i = 0; i < nl; i++)
        SEE(s->nodes[l[i]].smin, s->nodes[l[i]].smax);
    for (size_t i = 0; i < nr; i++)
        SEE(s->nodes[r[i]].smin, s->nodes[r[i]].smax);
#undef SEE
    *lo = a, *hi = b;
}

int sc_guaranteed(const gd_scoring *s, const uint32_t *l, size_t nl, gd_dyadic la, const uint32_t *r, size_t nr,
                  gd_dyadic ra)
{
    gd_dyadic lo, hi;
    score_range(s, l, nl, la, r, nr, ra, &lo, &hi);
    return (nl || gd_dyadic_cmp(la, lo) <= 0) && (nr || gd_dyadic_cmp(ra, hi) >= 0);
}

void sc_print_order(const gd_scoring *s, gd_scoring_id g, int side, uint32_t *out)
{
    uint32_t n = side ? SC_NR(s, g) : SC_NL(s, g);
    for (uint32_t i = 0; i < n; i++) {
        uint32_t x = side ? SC_R(s, g, i) : SC_L(s, g, i), j = i;
        uint64_t hx = s->nodes[x].shape;
        for (; j > 0 && (s->nodes[out[j - 1]].shape > hx || (s->nodes[out[j - 1]].shape == hx && out[j - 1] > x)); j--)
            out[j] = out[j - 1];
        out[j] = x;
    }
}

gd_scoring_id sc_form(gd_scoring *s, const uint32_t *l, size_t nl, gd_dyadic la, const uint32_t *r, size_t nr,
                      gd_dyadic ra)
{
    if (s->failed)
        return GD_SCORING_NONE;
    if (nl)
        la = gd_dyadic_int(0);
    if (nr)
        ra = gd_dyadic_int(0);
    if (2 * (s->n + 1) > s->tcap && table_grow(s))
        return GD_SCORING_NONE;
    size_t i = form_hash(l, nl, la, r, nr, ra) & (s->tcap - 1);
    for (; s->table[i] != UINT32_MAX; i = (i + 1) & (s->tcap - 1))
        if (same_form(s, s->table[i], l, nl, la, r, nr, ra))
            return s->table[i];
    if (s->n >= UINT32_MAX - 1) {
        sc_fail(s, "too many games in the store");
        return GD_SCORING_NONE;
    }
    if (s->n == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 1024;
        sc_node *p = sc_realloc(s, s->nodes, s->cap * sizeof *p, cap * sizeof *p);
        if (!p)
            return GD_SCORING_NONE;
        s->nodes = p, s->cap = cap;
    }
    if (s->npool + nl + nr > s->cappool) {
        size_t cap = s->cappool ? 2 * s->cappool : 4096;
        while (cap < s->npool + nl + nr)
            cap *= 2;
        uint32_t *p = sc_realloc(s, s->pool, s->cappool * sizeof *p, cap * sizeof *p);
        if (!p)
            return GD_SCORING_NONE;
        s->pool = p, s->cappool = cap;
    }
    /* the callers' options never point into the pool, which may just have moved */
    uint32_t off = (uint32_t)s->npool;
    if (nl + nr) {
        if (nl)
            memcpy(s->pool + off, l, nl * sizeof *l);
        if (nr)
            memcpy(s->pool + off + nl, r, nr * sizeof *r);
        s->npool += nl + nr;
        l = s->pool + off, r = s->pool + off + nl;
    }
    sc_node n = {.off = off, .nl = (uint32_t)nl, .nr = (uint32_t)nr, .canon = GD_SCORING_NONE, .latom = la,
                 .ratom = ra};
    score_range(s, l, nl, la, r, nr, ra, &n.smin, &n.smax);
    for (size_t k = 0; k < nl + nr; k++)
        if (s->nodes[l[k]].birthday + 1 > n.birthday)
            n.birthday = s->nodes[l[k]].birthday + 1;
    /* outcome and the stops of the order test (docs/scoring.md) */
    n.ol = la, n.st.ls_lo = la;
    for (size_t k = 0; k < nl; k++) {
        const sc_node *o = &s->nodes[l[k]];
        n.ol = k ? dmax(n.ol, o->or_) : o->or_;
        n.st.ls_lo = k ? dmax(n.st.ls_lo, o->st.rs_lo) : o->st.rs_lo;
    }
    n.or_ = ra, n.st.rs_hi = ra;
    n.st.rs_lo = n.st.ls_lo;
    for (size_t k = 0; k < nr; k++) {
        const sc_node *o = &s->nodes[r[k]];
        n.or_ = k ? dmin(n.or_, o->ol) : o->ol;
        n.st.rs_hi = k ? dmin(n.st.rs_hi, o->st.ls_hi) : o->st.ls_hi;
        n.st.rs_lo = dmin(n.st.rs_lo, o->st.ls_lo);
    }
    n.st.ls_hi = n.st.rs_hi;
    for (size_t k = 0; k < nl; k++)
        n.st.ls_hi = dmax(n.st.ls_hi, s->nodes[l[k]].st.rs_hi);
    /* the shape: atoms, and each side's options as a set (a sum of their mixed shapes) */
    uint64_t sl = 0, sr = 0;
    for (size_t k = 0; k < nl; k++)
        sl += hash64(s->nodes[l[k]].shape ^ 0x6c656674u);
    for (size_t k = 0; k < nr; k++)
        sr += hash64(s->nodes[r[k]].shape ^ 0x7269676874u);
    n.shape = hash64(hash64(nl ? sl : dy_key(la) ^ 0x1111) ^ hash64(nr ? sr : dy_key(ra) ^ 0x2222) ^ (nl << 1 | !!nr));
    uint32_t id = (uint32_t)s->n++;
    s->nodes[id] = n;
    s->table[i] = id;
    return id;
}

gd_scoring_id gd_scoring_form(gd_scoring *s, gd_scoring_side left, gd_scoring_side right)
{
    if (s->failed)
        return GD_SCORING_NONE;
    size_t n = left.n + right.n;
    uint32_t *buf = malloc((n ? n : 1) * sizeof *buf);
    if (!buf) {
        sc_fail(s, "out of memory");
        return GD_SCORING_NONE;
    }
    for (size_t i = 0; i < n; i++) {
        uint32_t g = i < left.n ? left.opt[i] : right.opt[i - left.n];
        if (g >= s->n) {
            free(buf);
            sc_fail(s, "an option that is not a game of this context");
            return GD_SCORING_NONE;
        }
        buf[i] = g;
    }
    size_t nl = sc_sort_unique(buf, left.n);
    memmove(buf + nl, buf + left.n, right.n * sizeof *buf);
    size_t nr = sc_sort_unique(buf + nl, right.n);
    gd_scoring_id g = GD_SCORING_NONE;
    if (!sc_guaranteed(s, buf, nl, left.atom, buf + nl, nr, right.atom))
        sc_fail(s, "not a guaranteed game: an empty side's score must be at most (Left) or at least (Right) "
                   "every score of the game");
    else
        g = sc_form(s, buf, nl, left.atom, buf + nl, nr, right.atom);
    free(buf);
    return g;
}

gd_scoring_id gd_scoring_number(gd_scoring *s, gd_dyadic x)
{
    return sc_form(s, NULL, 0, x, NULL, 0, x);
}

gd_scoring_side gd_scoring_left(const gd_scoring *s, gd_scoring_id g)
{
    const sc_node *n = &s->nodes[g];
    return (gd_scoring_side){n->nl ? s->pool + n->off : NULL, n->nl, n->latom};
}

gd_scoring_side gd_scoring_right(const gd_scoring *s, gd_scoring_id g)
{
    const sc_node *n = &s->nodes[g];
    return (gd_scoring_side){n->nr ? s->pool + n->off + n->nl : NULL, n->nr, n->ratom};
}

uint32_t gd_scoring_birthday(const gd_scoring *s, gd_scoring_id g)
{
    return s->nodes[g].birthday;
}

void gd_scoring_outcome(const gd_scoring *s, gd_scoring_id g, gd_dyadic *ol, gd_dyadic *or_)
{
    *ol = s->nodes[g].ol, *or_ = s->nodes[g].or_;
}

void gd_scoring_stops_of(const gd_scoring *s, gd_scoring_id g, gd_scoring_stops *st)
{
    *st = s->nodes[g].st;
}

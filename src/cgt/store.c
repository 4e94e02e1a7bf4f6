/* store.c - the context and its hash-consed store of canonical forms: games made from
 * options are simplified (dominated options removed, reversible ones bypassed; Siegel, CGT
 * 2013, II.2) and stored once, so equal values get equal ids. The order G <= H is the
 * recursive test, memoized by the pair of ids; numbers and x + k.^ + *n are recognised
 * when stored and compared by their parameters. */
#include "cgt_int.h"
#include "gamedyn/util.h"
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void cg_fail(gd_cgt *c, const char *fmt, ...)
{
    if (c->failed)
        return;
    c->failed = 1;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err, sizeof c->err, fmt, ap);
    va_end(ap);
}

/* Takes more bytes from the context's own bound and its budget: 0, or -1 with the context
 * failed. */
static int take(gd_cgt *c, uint64_t more)
{
    char b[32];
    if (c->max_bytes && c->bytes + more > c->max_bytes) {
        cg_fail(c, "the store would exceed its memory bound of %s", gd_format_bytes(c->max_bytes, b, sizeof b));
        return -1;
    }
    if (c->budget && gd_budget_take(c->budget, more) != 0) {
        cg_fail(c, "the store would exceed its memory bound of %s",
                gd_format_bytes(gd_budget_bound(c->budget), b, sizeof b));
        return -1;
    }
    return 0;
}

static void give(gd_cgt *c, uint64_t less)
{
    if (c->budget)
        gd_budget_give(c->budget, less);
}

void *cg_realloc(gd_cgt *c, void *p, size_t old_bytes, size_t new_bytes)
{
    if (c->failed)
        return NULL;
    uint64_t more = new_bytes > old_bytes ? new_bytes - old_bytes : 0;
    if (take(c, more) != 0)
        return NULL;
    void *q = realloc(p, new_bytes);
    if (!q) {
        give(c, more);
        cg_fail(c, "out of memory (%zu bytes)", new_bytes);
        return NULL;
    }
    if (old_bytes > new_bytes)
        give(c, old_bytes - new_bytes);
    c->bytes = c->bytes - old_bytes + new_bytes;
    return q;
}

int cg_account(gd_cgt *c, size_t bytes)
{
    if (c->failed || take(c, bytes) != 0)
        return -1;
    c->bytes += bytes;
    return 0;
}

void cg_unaccount(gd_cgt *c, size_t bytes)
{
    give(c, bytes);
    c->bytes -= bytes;
}

uint64_t cg_hash64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15u;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
    return x ^ (x >> 31);
}

/* The bytes of a growth are taken before it, the old slots' given back after. */
int cg_map_put(gd_cgt *c, cg_map *m, uint64_t key, uint32_t val)
{
    if (!m->h && !(m->h = gd_hash_new(1))) {
        cg_fail(c, "out of memory");
        return -1;
    }
    uint64_t old = gd_hash_bytes(m->h), more = gd_hash_grow_bytes(m->h);
    if (more && cg_account(c, more) != 0)
        return -1;
    if (gd_hash_put(m->h, &key, val) == GD_HASH_NONE) {
        cg_unaccount(c, more);
        cg_fail(c, "out of memory (%llu bytes)", (unsigned long long)more);
        return -1;
    }
    if (more)
        cg_unaccount(c, old);
    return 0;
}

void cg_map_free(gd_cgt *c, cg_map *m)
{
    if (!m->h)
        return;
    cg_unaccount(c, gd_hash_bytes(m->h));
    gd_hash_free(m->h);
    m->h = NULL;
}

/* ---- hash-consing ---- */

static uint64_t hash_opts(const uint32_t *L, size_t nl, const uint32_t *R, size_t nr)
{
    uint64_t h = cg_hash64(nl * 0x10001u + nr);
    for (size_t i = 0; i < nl; i++)
        h = cg_hash64(h ^ L[i]);
    h = cg_hash64(h ^ 0x5555);
    for (size_t i = 0; i < nr; i++)
        h = cg_hash64(h ^ R[i]);
    return h;
}

static int same_opts(const gd_cgt *c, uint32_t id, const uint32_t *L, size_t nl, const uint32_t *R, size_t nr)
{
    const cg_node *n = &c->nodes[id];
    return n->nl == nl && n->nr == nr && (!nl || memcmp(c->pool + n->off, L, nl * sizeof *L) == 0) &&
           (!nr || memcmp(c->pool + n->off + nl, R, nr * sizeof *R) == 0);
}

static uint32_t lookup(const gd_cgt *c, uint64_t h, const uint32_t *L, size_t nl, const uint32_t *R, size_t nr)
{
    for (size_t i = h & (c->tcap - 1);; i = (i + 1) & (c->tcap - 1)) {
        uint32_t id = c->table[i];
        if (id == GD_CGT_NONE || same_opts(c, id, L, nl, R, nr))
            return id;
    }
}

static int grow_table(gd_cgt *c)
{
    size_t cap = c->tcap ? c->tcap * 2 : 1024;
    uint32_t *t = cg_realloc(c, NULL, 0, cap * sizeof *t);
    if (!t)
        return -1;
    memset(t, 0xff, cap * sizeof *t);
    for (size_t id = 0; id < c->n; id++) {
        const cg_node *n = &c->nodes[id];
        uint64_t h = hash_opts(c->pool + n->off, n->nl, c->pool + n->off + n->nl, n->nr);
        size_t i = h & (cap - 1);
        while (t[i] != GD_CGT_NONE)
            i = (i + 1) & (cap - 1);
        t[i] = (uint32_t)id;
    }
    if (c->tcap)
        cg_unaccount(c, c->tcap * sizeof *c->table);
    free(c->table);
    c->table = t, c->tcap = cap;
    return 0;
}

/* Numbers and x + k.^ + *n recognised from the options of a canonical form (the forms are
 * unique, so matching the known canonical form of a value identifies it): a game whose
 * options are all numbers with max L < min R is the simplest number between them; x + *n
 * has the options x + *i, i < n, on both sides; for k >= 1, x + k.^ + *n is
 * {x | x + (k-1).^ + *(n^1)}, with x + * added on the left for ^* (Siegel, CGT, II.4). */
static void classify(gd_cgt *c, uint32_t id)
{
    cg_node *n = &c->nodes[id];
    const uint32_t *L = c->pool + n->off, *R = L + n->nl;
    uint32_t b = 0;
    int all_numbers = 1;
    for (size_t i = 0; i < (size_t)n->nl + n->nr; i++) {
        const cg_node *o = &c->nodes[L[i]];
        if (o->birthday + 1 > b)
            b = o->birthday + 1;
        all_numbers &= o->kind == CG_NUS && o->ups == 0 && o->nim == 0;
    }
    n->birthday = b;
    n->kind = CG_GENERAL;
    if (all_numbers) {
        gd_dyadic lo = {0, 0}, hi = {0, 0};
        for (size_t i = 0; i < n->nl; i++)
            if (i == 0 || gd_dyadic_cmp(c->nodes[L[i]].x, lo) > 0)
                lo = c->nodes[L[i]].x;
        for (size_t i = 0; i < n->nr; i++)
            if (i == 0 || gd_dyadic_cmp(c->nodes[R[i]].x, hi) < 0)
                hi = c->nodes[R[i]].x;
        if (!n->nl || !n->nr || gd_dyadic_cmp(lo, hi) < 0) {
            if (gd_dyadic_simplest(n->nl > 0, lo, n->nr > 0, hi, &n->x) == 0)
                n->kind = CG_NUS, n->ups = 0, n->nim = 0;
            return;
        }
    }
    /* x + *m: distinct ids of x + *i are distinct i, so m options with i < m are all of them */
    if (n->nl == n->nr && n->nl > 0 && memcmp(L, R, n->nl * sizeof *L) == 0) {
        const cg_node *o0 = &c->nodes[L[0]];
        int ok = 1;
        for (size_t i = 0; ok && i < n->nl; i++) {
            const cg_node *o = &c->nodes[L[i]];
            ok = o->kind == CG_NUS && o->ups == 0 && o->nim < n->nl && gd_dyadic_cmp(o->x, o0->x) == 0;
        }
        if (ok) {
            n->kind = CG_NUS, n->x = o0->x, n->ups = 0, n->nim = n->nl;
            return;
        }
    }
    /* x + k.^ + *m, k != 0: one side {x} or {x, x+*}, the other one option */
    for (int side = 0; side < 2; side++) {
        const uint32_t *A = side ? R : L, *B = side ? L : R;
        uint32_t na = side ? n->nr : n->nl, nb = side ? n->nl : n->nr;
        if (nb != 1 || na < 1 || na > 2)
            continue;
        const cg_node *r = &c->nodes[B[0]];
        if (r->kind != CG_NUS || (side ? r->ups > 0 : r->ups < 0))
            continue;
        const cg_node *a0 = &c->nodes[A[0]], *a1 = na == 2 ? &c->nodes[A[1]] : NULL;
        if (a1 && a1->kind == CG_NUS && a1->nim == 0 && a1->ups == 0) {
            const cg_node *t = a0;
            a0 = a1, a1 = t;
        }
        if (a0->kind != CG_NUS || a0->ups != 0 || a0->nim != 0 || gd_dyadic_cmp(a0->x, r->x) != 0)
            continue;
        if (a1 && (a1->kind != CG_NUS || a1->ups != 0 || a1->nim != 1 || gd_dyadic_cmp(a1->x, r->x) != 0))
            continue;
        int32_t k = side ? r->ups - 1 : r->ups + 1;
        uint32_t m = r->nim ^ 1;
        if ((na == 2) != ((k == 1 || k == -1) && m == 1))
            continue;
        n->kind = CG_NUS, n->x = r->x, n->ups = k, n->nim = m;
        return;
    }
}

/* The stops (Siegel, CGT II.3: L(x) = R(x) = x for a number; otherwise L(G) = max R(GL),
 * R(G) = min L(GR)), set when a game is stored, from its options' (stored before it): the
 * order test uses them to refuse G <= H at once when a stop of G exceeds H's. */
static void set_stops(gd_cgt *c, uint32_t id)
{
    cg_node *n = &c->nodes[id];
    if (cg_is_number(c, id)) {
        n->lstop = n->rstop = n->x, n->has_stops = 1;
        return;
    }
    const uint32_t *L = c->pool + n->off, *R = L + n->nl;
    gd_dyadic ls = {0, 0}, rs = {0, 0};
    for (size_t i = 0; i < n->nl; i++)
        if (i == 0 || gd_dyadic_cmp(c->nodes[L[i]].rstop, ls) > 0)
            ls = c->nodes[L[i]].rstop;
    for (size_t i = 0; i < n->nr; i++)
        if (i == 0 || gd_dyadic_cmp(c->nodes[R[i]].lstop, rs) < 0)
            rs = c->nodes[R[i]].lstop;
    n->lstop = ls, n->rstop = rs, n->has_stops = 1;
}

/* Stores a canonical form given by sorted, deduplicated, simplified options. */
static uint32_t intern(gd_cgt *c, const uint32_t *L, size_t nl, const uint32_t *R, size_t nr)
{
    if (c->failed)
        return GD_CGT_NONE;
    if ((c->n + 1) * 2 > c->tcap && grow_table(c))
        return GD_CGT_NONE;
    uint64_t h = hash_opts(L, nl, R, nr);
    uint32_t id = lookup(c, h, L, nl, R, nr);
    if (id != GD_CGT_NONE)
        return id;
    if (c->n >= (size_t)GD_CGT_NONE - 1) {
        cg_fail(c, "the store is full (2^32 - 1 games)");
        return GD_CGT_NONE;
    }
    if (c->n == c->cap) {
        size_t cap = c->cap ? c->cap * 2 : 1024;
        cg_node *nn = cg_realloc(c, c->nodes, c->cap * sizeof *nn, cap * sizeof *nn);
        if (!nn)
            return GD_CGT_NONE;
        c->nodes = nn, c->cap = cap;
    }
    if (c->npool + nl + nr > c->cappool) {
        size_t cap = c->cappool ? c->cappool : 4096;
        while (cap < c->npool + nl + nr)
            cap *= 2;
        uint32_t *p = cg_realloc(c, c->pool, c->cappool * sizeof *p, cap * sizeof *p);
        if (!p)
            return GD_CGT_NONE;
        c->pool = p, c->cappool = cap;
    }
    id = (uint32_t)c->n++;
    cg_node *n = &c->nodes[id];
    memset(n, 0, sizeof *n);
    n->off = (uint32_t)c->npool, n->nl = (uint32_t)nl, n->nr = (uint32_t)nr, n->neg = GD_CGT_NONE;
    if (nl)
        memcpy(c->pool + c->npool, L, nl * sizeof *L);
    if (nr)
        memcpy(c->pool + c->npool + nl, R, nr * sizeof *R);
    c->npool += nl + nr;
    classify(c, id);
    set_stops(c, id);
    size_t i = h & (c->tcap - 1);
    while (c->table[i] != GD_CGT_NONE)
        i = (i + 1) & (c->tcap - 1);
    c->table[i] = id;
    return id;
}

/* ---- the order ---- */

static int leq_raw_id(gd_cgt *c, const uint32_t *L, size_t nl, const uint32_t *R, size_t nr, uint32_t y);

/* Whether k.^ + *n >= 0 (Siegel, CGT II.4: ^*n > 0 for n != 1, ^* || 0, k.^ + *n > 0 for k >= 2). */
static int infinitesimal_nonneg(int64_t k, uint32_t n)
{
    return k >= 2 || (k == 1 && n != 1) || (k == 0 && n == 0);
}

int cg_leq(gd_cgt *c, gd_cgt_id g, gd_cgt_id h)
{
    if (g == h)
        return 1;
    const cg_node *a = &c->nodes[g], *b = &c->nodes[h];
    if (a->kind == CG_NUS && b->kind == CG_NUS) {
        int x = gd_dyadic_cmp(a->x, b->x);
        if (x)
            return x < 0;
        return infinitesimal_nonneg((int64_t)b->ups - a->ups, a->nim ^ b->nim);
    }
    /* G <= H implies L(G) <= L(H) and R(G) <= R(H) (Siegel, CGT II.3): most pairs that
     * are not in order are told apart here without a walk of their options */
    if (gd_dyadic_cmp(a->lstop, b->lstop) > 0 || gd_dyadic_cmp(a->rstop, b->rstop) > 0)
        return 0;
    uint64_t key = (uint64_t)g << 32 | h;
    uint32_t v;
    if (cg_map_get(&c->leq, key, &v))
        return (int)v;
    int r = 1;
    int gnum = cg_is_number(c, g), hnum = cg_is_number(c, h);
    /* Number avoidance (Siegel, CGT II.3): against a number x, G - x is decided by moves
     * in G alone when G is not a number. */
    if (!gnum)
        for (uint32_t i = 0; r && i < CG_NL(c, g); i++)
            r = !cg_leq(c, h, CG_L(c, g, i));
    if (!hnum)
        for (uint32_t i = 0; r && i < CG_NR(c, h); i++)
            r = !cg_leq(c, CG_R(c, h, i), g);
    if (cg_map_put(c, &c->leq, key, (uint32_t)r))
        return 0;
    return r;
}

/* x <= G for G given by its options (not stored). */
static int leq_id_raw(gd_cgt *c, uint32_t x, const uint32_t *L, size_t nl, const uint32_t *R, size_t nr)
{
    for (size_t i = 0; i < nr; i++)
        if (cg_leq(c, R[i], x))
            return 0;
    for (uint32_t i = 0; i < CG_NL(c, x); i++)
        if (leq_raw_id(c, L, nl, R, nr, CG_L(c, x, i)))
            return 0;
    return 1;
}

/* G <= y. */
static int leq_raw_id(gd_cgt *c, const uint32_t *L, size_t nl, const uint32_t *R, size_t nr, uint32_t y)
{
    for (size_t i = 0; i < nl; i++)
        if (cg_leq(c, y, L[i]))
            return 0;
    for (uint32_t i = 0; i < CG_NR(c, y); i++)
        if (leq_id_raw(c, CG_R(c, y, i), L, nl, R, nr))
            return 0;
    return 1;
}

/* ---- canonical simplification ---- */

typedef struct {
    uint32_t *v;
    size_t n, cap;
} idvec;

static int vec_push(gd_cgt *c, idvec *a, uint32_t x)
{
    if (a->n == a->cap) {
        size_t cap = a->cap ? a->cap * 2 : 16;
        uint32_t *v = cg_realloc(c, a->v, a->cap * sizeof *v, cap * sizeof *v);
        if (!v)
            return -1;
        a->v = v, a->cap = cap;
    }
    a->v[a->n++] = x;
    return 0;
}

static void vec_free(gd_cgt *c, idvec *a)
{
    if (a->cap)
        cg_unaccount(c, a->cap * sizeof *a->v);
    free(a->v);
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

static void sort_unique(idvec *a)
{
    if (a->n < 2)
        return;
    if (a->n <= 64) /* the usual few options: no call a comparison */
        for (size_t i = 1; i < a->n; i++) {
            uint32_t x = a->v[i];
            size_t j = i;
            for (; j && a->v[j - 1] > x; j--)
                a->v[j] = a->v[j - 1];
            a->v[j] = x;
        }
    else
        qsort(a->v, a->n, sizeof *a->v, cmp_u32);
    size_t k = 0;
    for (size_t i = 0; i < a->n; i++)
        if (k == 0 || a->v[k - 1] != a->v[i])
            a->v[k++] = a->v[i];
    a->n = k;
}

/* Removes the Left options below another (left = 1) or the Right options above another.
 * Each option is tested against the ones kept so far only: one it is below goes, those
 * below it go (the order is transitive, so what a removed option dominated, its dominator
 * does too). Equal options were merged already, so no two kept ones are equal. */
static void remove_dominated(gd_cgt *c, idvec *a, int left)
{
    size_t k = 0;
    for (size_t i = 0; i < a->n; i++) {
        uint32_t x = a->v[i];
        int dominated = 0;
        for (size_t j = 0; j < k && !dominated; j++)
            dominated = left ? cg_leq(c, x, a->v[j]) : cg_leq(c, a->v[j], x);
        if (dominated)
            continue;
        size_t m = 0;
        for (size_t j = 0; j < k; j++)
            if (!(left ? cg_leq(c, a->v[j], x) : cg_leq(c, x, a->v[j])))
                a->v[m++] = a->v[j];
        a->v[m] = x;
        k = m + 1;
    }
    a->n = k;
}

/* Bypasses the reversible options of one side: a Left option GL with some GLR <= G is
 * replaced by the Left options of that GLR (and the mirror for Right). 1 if any was. */
static int bypass(gd_cgt *c, idvec *L, idvec *R, int left)
{
    idvec *a = left ? L : R;
    int changed = 0;
    for (size_t i = 0; i < a->n && !c->failed; i++) {
        uint32_t o = a->v[i];
        uint32_t cnt = left ? CG_NR(c, o) : CG_NL(c, o);
        for (uint32_t j = 0; j < cnt; j++) {
            uint32_t r = left ? CG_R(c, o, j) : CG_L(c, o, j);
            int rev = left ? leq_id_raw(c, r, L->v, L->n, R->v, R->n) : leq_raw_id(c, L->v, L->n, R->v, R->n, r);
            if (!rev)
                continue;
            a->v[i] = a->v[--a->n];
            uint32_t m = left ? CG_NL(c, r) : CG_NR(c, r);
            for (uint32_t k = 0; k < m; k++)
                if (vec_push(c, a, left ? CG_L(c, r, k) : CG_R(c, r, k)))
                    return 0;
            changed = 1;
            i--; /* the option moved into slot i is looked at next */
            break;
        }
    }
    return changed;
}

gd_cgt_id gd_cgt_make(gd_cgt *c, const gd_cgt_id *left, size_t nl, const gd_cgt_id *right, size_t nr)
{
    if (c->failed)
        return GD_CGT_NONE;
    idvec L = {0}, R = {0};
    for (size_t i = 0; i < nl; i++)
        if (left[i] >= c->n)
            cg_fail(c, "no game of id %u", left[i]);
        else
            vec_push(c, &L, left[i]);
    for (size_t i = 0; i < nr; i++)
        if (right[i] >= c->n)
            cg_fail(c, "no game of id %u", right[i]);
        else
            vec_push(c, &R, right[i]);
    int changed = 1;
    while (changed && !c->failed) {
        sort_unique(&L), sort_unique(&R);
        remove_dominated(c, &L, 1);
        remove_dominated(c, &R, 0);
        changed = bypass(c, &L, &R, 1);
        changed |= bypass(c, &L, &R, 0);
    }
    uint32_t id = GD_CGT_NONE;
    if (!c->failed) {
        sort_unique(&L), sort_unique(&R);
        id = intern(c, L.v, L.n, R.v, R.n);
    }
    vec_free(c, &L), vec_free(c, &R);
    return id;
}

/* ---- the context ---- */

gd_cgt *gd_cgt_new(void)
{
    gd_cgt *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->bytes = sizeof *c;
    /* the pool exists from the start, so an option pointer is never NULL + offset */
    c->cappool = 4096;
    c->pool = cg_realloc(c, NULL, 0, c->cappool * sizeof *c->pool);
    if (!c->pool || intern(c, NULL, 0, NULL, 0) != 0) {
        gd_cgt_free(c);
        return NULL;
    }
    return c;
}

void gd_cgt_free(gd_cgt *c)
{
    if (!c)
        return;
    if (c->release_thermo)
        c->release_thermo(c);
    cg_map_free(c, &c->leq);
    cg_map_free(c, &c->sum);
    cg_map_free(c, &c->numbers);
    cg_map_free(c, &c->nus);
    free(c->nodes);
    free(c->pool);
    free(c->table);
    give(c, c->bytes);
    free(c);
}

const char *gd_cgt_error(const gd_cgt *c)
{
    return c->failed ? c->err : NULL;
}

void gd_cgt_set_max_bytes(gd_cgt *c, uint64_t bytes)
{
    c->max_bytes = bytes;
}

gd_budget *gd_cgt_budget(const gd_cgt *c)
{
    return c->budget;
}

void gd_cgt_set_budget(gd_cgt *c, gd_budget *b)
{
    give(c, c->bytes);
    c->budget = b;
    /* what the store holds already is counted, never refused: the next growth is */
    if (b)
        gd_budget_charge(b, c->bytes);
}

uint64_t gd_cgt_bytes(const gd_cgt *c)
{
    return c->bytes;
}

size_t gd_cgt_size(const gd_cgt *c)
{
    return c->n;
}

const gd_cgt_id *gd_cgt_left(const gd_cgt *c, gd_cgt_id g, size_t *n)
{
    *n = c->nodes[g].nl;
    return c->pool + c->nodes[g].off;
}

const gd_cgt_id *gd_cgt_right(const gd_cgt *c, gd_cgt_id g, size_t *n)
{
    *n = c->nodes[g].nr;
    return c->pool + c->nodes[g].off + c->nodes[g].nl;
}

int gd_cgt_leq(gd_cgt *c, gd_cgt_id g, gd_cgt_id h)
{
    if (c->failed || g >= c->n || h >= c->n)
        return -1;
    int r = cg_leq(c, g, h);
    return c->failed ? -1 : r;
}

uint32_t gd_cgt_birthday(const gd_cgt *c, gd_cgt_id g)
{
    return c->nodes[g].birthday;
}

int gd_cgt_is_number(const gd_cgt *c, gd_cgt_id g, gd_dyadic *x)
{
    if (g >= c->n || !cg_is_number(c, g))
        return 0;
    if (x)
        *x = c->nodes[g].x;
    return 1;
}

int gd_cgt_is_nus(const gd_cgt *c, gd_cgt_id g, gd_dyadic *x, int32_t *ups, uint32_t *nim)
{
    if (g >= c->n || c->nodes[g].kind != CG_NUS)
        return 0;
    if (x)
        *x = c->nodes[g].x;
    if (ups)
        *ups = c->nodes[g].ups;
    if (nim)
        *nim = c->nodes[g].nim;
    return 1;
}

/* ---- numbers, nimbers, ups ---- */

/* Stores a form known to be canonical (the forms below, Siegel CGT II.3-II.4), without
 * simplifying it again: *n alone would cost n^4 order tests that way. The options are
 * sorted here; classify() then recognises the value, and the callers check it did. */
static uint32_t intern_known(gd_cgt *c, uint32_t *L, size_t nl, uint32_t *R, size_t nr)
{
    if (nl > 1)
        qsort(L, nl, sizeof *L, cmp_u32);
    if (nr > 1)
        qsort(R, nr, sizeof *R, cmp_u32);
    return intern(c, L, nl, R, nr);
}

#define NUM_MAX_INT (1 << 16)
#define NUM_MAX_EXP 48

static uint64_t number_key(gd_dyadic x)
{
    return (uint64_t)x.num << 6 | (uint64_t)x.exp;
}

gd_cgt_id gd_cgt_number(gd_cgt *c, gd_dyadic x)
{
    if (c->failed)
        return GD_CGT_NONE;
    gd_dyadic lim = gd_dyadic_int(NUM_MAX_INT);
    if (x.exp > NUM_MAX_EXP || gd_dyadic_cmp(x, lim) > 0 || gd_dyadic_cmp(x, gd_dyadic_neg(lim)) < 0) {
        char b[64];
        cg_fail(c, "the number %s is out of range (|x| <= 65536, denominators up to 2^48)",
                gd_dyadic_format(x, b, sizeof b));
        return GD_CGT_NONE;
    }
    uint32_t id;
    if (x.num == 0)
        return 0;
    if (cg_map_get(&c->numbers, number_key(x), &id))
        return id;
    if (x.exp == 0) {
        /* integers one after the other from the largest known, without deep recursion */
        int64_t step = x.num > 0 ? 1 : -1, k = 0;
        id = 0;
        for (int64_t j = x.num; j != 0; j -= step) {
            uint32_t known;
            if (cg_map_get(&c->numbers, number_key(gd_dyadic_int(j)), &known)) {
                k = j, id = known;
                break;
            }
        }
        while (k != x.num && !c->failed) {
            k += step;
            uint32_t o = id;
            id = step > 0 ? intern_known(c, &o, 1, NULL, 0) : intern_known(c, NULL, 0, &o, 1);
            if (id == GD_CGT_NONE || cg_map_put(c, &c->numbers, number_key(gd_dyadic_int(k)), id))
                return GD_CGT_NONE;
        }
        return id;
    }
    gd_dyadic lo, hi;
    gd_dyadic_make(x.num - 1, x.exp, &lo);
    gd_dyadic_make(x.num + 1, x.exp, &hi);
    uint32_t l = gd_cgt_number(c, lo), r = gd_cgt_number(c, hi);
    if (r == GD_CGT_NONE || l == GD_CGT_NONE)
        return GD_CGT_NONE;
    id = intern_known(c, &l, 1, &r, 1);
    if (id == GD_CGT_NONE || cg_map_put(c, &c->numbers, number_key(x), id))
        return GD_CGT_NONE;
    return id;
}

gd_cgt_id gd_cgt_integer(gd_cgt *c, int64_t n)
{
    if (n > NUM_MAX_INT || n < -NUM_MAX_INT) {
        cg_fail(c, "the integer %lld is out of range (|n| <= 65536)", (long long)n);
        return GD_CGT_NONE;
    }
    return gd_cgt_number(c, gd_dyadic_int(n));
}

gd_cgt_id gd_cgt_nimber(gd_cgt *c, uint32_t n)
{
    return gd_cgt_nus(c, gd_dyadic_int(0), 0, n);
}

gd_cgt_id gd_cgt_nus(gd_cgt *c, gd_dyadic x, int64_t ups, uint32_t nim)
{
    if (c->failed)
        return GD_CGT_NONE;
    if (ups > 4096 || ups < -4096 || nim > 1024) {
        cg_fail(c, "x + k.^ + *n out of range (|k| <= 4096, n <= 1024)");
        return GD_CGT_NONE;
    }
    uint32_t base = gd_cgt_number(c, x);
    if (base == GD_CGT_NONE || (ups == 0 && nim == 0))
        return base;
    /* remembered: *n is built from every *i below it */
    uint64_t key = (uint64_t)base << 25 | (uint64_t)(ups + 4096) << 11 | nim;
    uint32_t id;
    if (cg_map_get(&c->nus, key, &id))
        return id;
    if (ups == 0) {
        idvec o = {0};
        for (uint32_t i = 0; i < nim && !c->failed; i++)
            vec_push(c, &o, gd_cgt_nus(c, x, 0, i));
        /* the same sorted array serves both sides */
        id = c->failed ? GD_CGT_NONE : intern_known(c, o.v, o.n, o.v, o.n);
        vec_free(c, &o);
    } else {
        int s = ups > 0 ? 1 : -1;
        uint32_t a[2] = {base, GD_CGT_NONE}, na = 1;
        if ((ups == 1 || ups == -1) && nim == 1)
            a[na++] = gd_cgt_nus(c, x, 0, 1);
        uint32_t b = gd_cgt_nus(c, x, ups - s, nim ^ 1);
        if (c->failed)
            return GD_CGT_NONE;
        id = s > 0 ? intern_known(c, a, na, &b, 1) : intern_known(c, &b, 1, a, na);
    }
    if (id == GD_CGT_NONE)
        return id;
    const cg_node *n = &c->nodes[id];
    if (n->kind != CG_NUS || n->ups != ups || n->nim != nim || gd_dyadic_cmp(n->x, x) != 0) {
        cg_fail(c, "internal: x + %lld.^ + *%u not recognised", (long long)ups, nim);
        return GD_CGT_NONE;
    }
    if (cg_map_put(c, &c->nus, key, id))
        return GD_CGT_NONE;
    return id;
}

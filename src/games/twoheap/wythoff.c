/* Wythoff's P-positions four ways (twoheap.h, "== wythoff ==", docs/wythoff.md): the floor form and its
 * inverse, the mex rule, the Fibonacci word and the Zeckendorf representation. Integers
 * only: phi never appears as a floating-point number. */
#include "gamedyn/twoheap.h"
#include <string.h>

typedef unsigned __int128 u128;

/* floor(sqrt(5) * 2^62): only the starting guess; the exact comparisons below decide. */
#define SQRT5_Q62 10312043428088987146ull

uint64_t gd_wythoff_isqrt5(uint64_t n)
{
    u128 v = (u128)5 * n * n;
    uint64_t s = (uint64_t)(((u128)n * SQRT5_Q62) >> 62); /* within 2 of the root for n <= 2^62 */
    while ((u128)s * s > v)
        s--;
    while ((u128)(s + 1) * (s + 1) <= v)
        s++;
    return s;
}

/* n phi = (n + n sqrt 5) / 2 and n sqrt 5 is irrational for n > 0, so with s its floor,
 * n + n sqrt 5 lies strictly between n + s and n + s + 1: halving and flooring gives
 * floor((n + s) / 2) (docs/wythoff.md). */
gd_wythoff_pair gd_wythoff_floor(uint64_t n)
{
    uint64_t a = (n + gd_wythoff_isqrt5(n)) / 2;
    return (gd_wythoff_pair){a, a + n};
}

uint64_t gd_wythoff_partner(uint64_t x)
{
    if (x == 0)
        return 0;
    /* a_n = x needs x < n phi < x + 1: n = floor(x / phi) + 1 = a_x - x + 1. */
    uint64_t ax = gd_wythoff_floor(x).a;
    gd_wythoff_pair p = gd_wythoff_floor(ax - x + 1);
    if (p.a == x)
        return p.b;
    /* Else b_m = x (the a's and b's split the positive integers): x < m phi^2 < x + 1,
     * m = floor(x / phi^2) + 1 = floor(2x - x phi) + 1 = 2x - a_x. */
    p = gd_wythoff_floor(2 * x - ax);
    return p.b == x ? p.a : UINT64_MAX; /* UINT64_MAX: cannot happen (the tests look) */
}

int gd_wythoff_is_p(uint64_t a, uint64_t b)
{
    uint64_t lo = a < b ? a : b, hi = a < b ? b : a;
    return gd_wythoff_floor(hi - lo).a == lo;
}

int gd_wythoff_winning(uint64_t a, uint64_t b, gd_wythoff_pair to[3])
{
    if (gd_wythoff_is_p(a, b))
        return 0;
    int k = 0;
    uint64_t y = gd_wythoff_partner(a);
    if (y < b) /* take from heap b: removal (0, b - y) */
        to[k++] = (gd_wythoff_pair){a, y};
    /* The other two take from heap a; ordered by the amount taken from a, then from b. */
    gd_wythoff_pair row = {0, 0}, diag = {0, 0};
    int has_row = 0, has_diag = 0;
    uint64_t x = gd_wythoff_partner(b);
    if (x < a)
        row = (gd_wythoff_pair){x, b}, has_row = 1;
    uint64_t lo = a < b ? a : b, d = a < b ? b - a : a - b;
    gd_wythoff_pair q = gd_wythoff_floor(d);
    if (q.a < lo) {
        uint64_t r = lo - q.a;
        diag = (gd_wythoff_pair){a - r, b - r}, has_diag = 1;
    }
    if (has_row && has_diag && a - diag.a < a - row.a)
        to[k++] = diag, has_diag = 0;
    if (has_row)
        to[k++] = row;
    if (has_diag)
        to[k++] = diag;
    return k;
}

/* == mex rule == Level L makes a_{n+1} from a_n: the next number, skipped once when it is
 * b_j, the least b not yet passed (b's differ by 2 or 3, so one skip at most and the next
 * b is never needed before the next term). b_j = a_j + j with a_j pulled from level L+1,
 * which is the same generator started at n = 1 and is about n / phi behind. */
static void level_start(gd_wythoff_mex *m, int L)
{
    m->lv[L].n = 1, m->lv[L].a = 1; /* a_1 = mex{a_0, b_0} = mex{0} = 1 */
    m->lv[L].j = 1, m->lv[L].bj = 2, m->lv[L].fresh = 1;
}

static uint64_t level_next(gd_wythoff_mex *m, int L)
{
    if (!m->lv[L].fresh) {
        if (L + 1 == m->depth)
            level_start(m, m->depth++);
        m->lv[L].bj = level_next(m, L + 1) + m->lv[L].j;
        m->lv[L].fresh = 1;
    }
    uint64_t c = m->lv[L].a + 1;
    if (c == m->lv[L].bj)
        c++, m->lv[L].j++, m->lv[L].fresh = 0;
    m->lv[L].n++;
    return m->lv[L].a = c;
}

void gd_wythoff_mex_init(gd_wythoff_mex *m)
{
    memset(m, 0, sizeof *m);
}

gd_wythoff_pair gd_wythoff_mex_next(gd_wythoff_mex *m)
{
    if (m->depth == 0) {
        /* n = 0: mex of the empty set. Level 0 then stands at n = 1. */
        level_start(m, 0);
        m->depth = 1;
        m->lv[0].n = 0; /* marks that (1,2) has not been given out yet */
        return (gd_wythoff_pair){0, 0};
    }
    if (m->lv[0].n == 0) {
        m->lv[0].n = 1;
        return (gd_wythoff_pair){1, 2};
    }
    uint64_t a = level_next(m, 0);
    return (gd_wythoff_pair){a, a + m->lv[0].n};
}

/* == Fibonacci word == S_k = phi^k(0): S_0 = 0, S_1 = 01, S_k = S_{k-1} S_{k-2}; and
 * phi^k(1) = S_{k-1}, a prefix of S_k. The block S_16 serves both letters at level 16. */
#define FIB_TOP 120 /* |phi^120(0)| > 10^25 letters: more than any run reads */
static uint8_t fib_block[2584];
static size_t fib_len[GD_WYTHOFF_FIB_BLOCK + 1];

static void fib_block_build(void)
{
    if (fib_len[GD_WYTHOFF_FIB_BLOCK])
        return;
    /* Apply the morphism to S_0 sixteen times, in place from the back. */
    uint8_t tmp[sizeof fib_block];
    size_t n = 1;
    fib_block[0] = 0;
    fib_len[0] = 1;
    for (int k = 1; k <= GD_WYTHOFF_FIB_BLOCK; k++) {
        size_t m = 0;
        for (size_t i = 0; i < n; i++) {
            tmp[m++] = 0;
            if (fib_block[i] == 0)
                tmp[m++] = 1;
        }
        memcpy(fib_block, tmp, m);
        fib_len[k] = n = m;
    }
}

static void reader_init(gd_wythoff_fib_reader *r)
{
    fib_block_build();
    memset(r, 0, sizeof *r);
    r->st[0].level = FIB_TOP, r->st[0].letter = 0;
    r->top = 1;
    r->blk = fib_block;
    r->pos = 1;
}

/* Expands the stack to the next block. */
static void reader_refill(gd_wythoff_fib_reader *r)
{
    for (;;) {
        int t = --r->top;
        uint8_t level = r->st[t].level, letter = r->st[t].letter;
        if (level <= GD_WYTHOFF_FIB_BLOCK) {
            r->at = 0;
            r->len = letter == 0 ? fib_len[level] : level ? fib_len[level - 1] : 1;
            r->blk = letter == 0 || level ? fib_block : (const uint8_t *)"\1";
            return;
        }
        /* 0 -> 01, 1 -> 0: push the children last first. */
        if (letter == 0) {
            r->st[r->top].level = level - 1, r->st[r->top++].letter = 1;
        }
        r->st[r->top].level = level - 1, r->st[r->top++].letter = 0;
    }
}

/* The position of the next letter c. */
static uint64_t reader_find(gd_wythoff_fib_reader *r, uint8_t c)
{
    for (;;) {
        if (r->at < r->len) {
            const uint8_t *q = memchr(r->blk + r->at, c, r->len - r->at);
            if (q) {
                size_t i = (size_t)(q - r->blk);
                uint64_t p = r->pos + (i - r->at);
                r->pos = p + 1, r->at = i + 1;
                return p;
            }
            r->pos += r->len - r->at;
        }
        reader_refill(r);
    }
}

void gd_wythoff_fib_init(gd_wythoff_fib *f)
{
    reader_init(&f->zeros);
    reader_init(&f->ones);
    f->n = 0;
}

gd_wythoff_pair gd_wythoff_fib_next(gd_wythoff_fib *f)
{
    if (f->n++ == 0)
        return (gd_wythoff_pair){0, 0};
    uint64_t a = reader_find(&f->zeros, 0);
    return (gd_wythoff_pair){a, reader_find(&f->ones, 1)};
}

int gd_wythoff_fib_letter(uint64_t k)
{
    /* Descend phi^K(0) by lengths: letter k of S_K is in S_{K-1} (k <= |S_{K-1}|) or is
     * letter k - |S_{K-1}| of S_{K-2}. */
    uint64_t len[100];
    len[0] = 1, len[1] = 2;
    int K = 1;
    while (len[K] < k)
        K++, len[K] = len[K - 1] + len[K - 2];
    while (K >= 2) {
        if (k <= len[K - 1])
            K -= 1;
        else
            k -= len[K - 1], K -= 2;
    }
    return K == 0 ? 0 : (int)(k - 1); /* S_0 = 0; S_1 = 01 */
}

/* == Zeckendorf == bit i stands for F_{i+2}: 1, 2, 3, 5, 8, ... */
static uint64_t fibs[66];

static void fibs_build(void)
{
    if (fibs[65])
        return;
    fibs[0] = 1, fibs[1] = 2;
    for (int i = 2; i < 66; i++)
        fibs[i] = fibs[i - 1] + fibs[i - 2];
}

uint64_t gd_wythoff_zeckendorf(uint64_t x)
{
    fibs_build();
    uint64_t z = 0;
    for (int i = 63; i >= 0; i--)
        if (fibs[i] <= x)
            x -= fibs[i], z |= (uint64_t)1 << i;
    return z;
}

uint64_t gd_wythoff_zeck_value(uint64_t bits)
{
    fibs_build();
    uint64_t v = 0;
    for (int i = 0; i < 64; i++)
        if (bits >> i & 1)
            v += fibs[i];
    return v;
}

void gd_wythoff_zeck_init(gd_wythoff_zeck *z)
{
    fibs_build();
    memset(z, 0, sizeof *z);
}

/* x -> x + 1 on zeta(x): 1 + F_2 = F_3 (ends in 1), 1 + F_3 = F_4 (ends in 10), else set
 * bit 0; then carries F_k + F_{k+1} = F_{k+2} upwards. shifted follows every bit (bit i of
 * zeta(x) is bit i+1 of zeta(x)0, worth F_{i+3}). */
static void zeck_inc(gd_wythoff_zeck *z)
{
    uint64_t w = z->z;
    int k;
    if (w & 1)
        w &= ~(uint64_t)1, z->shifted -= fibs[1], k = 1;
    else if (w & 2)
        w &= ~(uint64_t)2, z->shifted -= fibs[2], k = 2;
    else
        k = 0;
    w |= (uint64_t)1 << k, z->shifted += fibs[k + 1];
    while (k < 62 && (w >> (k + 1) & 1)) {
        w &= ~((uint64_t)3 << k);
        z->shifted -= fibs[k + 1] + fibs[k + 2];
        k += 2;
        w |= (uint64_t)1 << k, z->shifted += fibs[k + 1];
    }
    z->z = w;
    z->x++;
}

gd_wythoff_pair gd_wythoff_zeck_next(gd_wythoff_zeck *z)
{
    if (z->n++ == 0)
        return (gd_wythoff_pair){0, 0};
    do
        zeck_inc(z);
    while (__builtin_ctzll(z->z) & 1);
    return (gd_wythoff_pair){z->x, z->shifted};
}

/* Nim arithmetic: the column's mex examples, nim-products against the mex definition
 * (a brute force written from Conway's rule), the fast product against the bit-level
 * recursion, Fermat 2-powers, and the field laws on random 64-bit triples (fixed seed). */
#include "gamedyn/nimber.h"
#include "testlib.h"
#include <stdlib.h>

#define MEX(...) gd_nimber_mex((const uint64_t[]){__VA_ARGS__}, sizeof((const uint64_t[]){__VA_ARGS__}) / 8)

static uint64_t rng = 0x9e3779b97f4a7c15u;
static uint64_t next(void)
{
    /* splitmix64: a fixed sequence */
    uint64_t z = (rng += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

/* A random nimber of a random width: small ones exercise the subfields. */
static uint64_t sample(void)
{
    unsigned w = (unsigned)(next() % 65);
    return w == 64 ? next() : next() & (((uint64_t)1 << w) - 1);
}

static void mex_examples(void)
{
    CHECK(MEX(0, 2, 3, 4, 3, 8) == 1, "mex{0,2,3,4,3,8}");
    CHECK(MEX(1, 2, 3, 3, 3, 4) == 0, "mex{1,2,3,3,3,4}");
    CHECK(MEX(1, 0, 3, 4, 5, 6, 5) == 2, "mex{1,0,3,4,5,6,5}");
    CHECK(gd_nimber_mex(NULL, 0) == 0, "mex{} = 0");
    CHECK(MEX(UINT64_MAX, 0, UINT64_MAX - 1, 1) == 2, "huge values are skipped");
    CHECK(MEX(0, 1, 2) == 3, "mex = n");
    /* beyond the stack bitmap: 0..99999 shuffled, each twice, plus huge values */
    size_t n = 200004;
    uint64_t *v = malloc(n * sizeof *v);
    for (size_t i = 0; i < 200000; i++)
        v[i] = i / 2;
    v[200000] = UINT64_MAX, v[200001] = 100001, v[200002] = 1u << 31, v[200003] = 5;
    for (size_t i = n - 1; i > 0; i--) {
        size_t j = (size_t)(next() % (i + 1));
        uint64_t t = v[i];
        v[i] = v[j], v[j] = t;
    }
    CHECK(gd_nimber_mex(v, n) == 100000, "large mex: %llu", (unsigned long long)gd_nimber_mex(v, n));
    for (size_t i = 0; i < n; i++)
        if (v[i] == 4321)
            v[i] = 7;
    CHECK(gd_nimber_mex(v, n) == 4321, "large mex with a gap");
    free(v);
    uint64_t s[] = {3, 5, 6};
    CHECK(gd_nimber_add(s, 3) == 0 && gd_nimber_add(s, 2) == 6 && gd_nimber_add(NULL, 0) == 0, "nim-sum");
}

/* Conway: a*b = mex{a'*b + a*b' + a'*b' : a' < a, b' < b}, for a, b < N. */
#define N 64
static void brute_products(void)
{
    static uint64_t t[N][N];
    uint64_t opts[N * N];
    for (int a = 0; a < N; a++)
        for (int b = 0; b < N; b++) {
            size_t k = 0;
            for (int x = 0; x < a; x++)
                for (int y = 0; y < b; y++)
                    opts[k++] = t[x][b] ^ t[a][y] ^ t[x][y];
            t[a][b] = gd_nimber_mex(opts, k);
        }
    long bad = 0;
    for (int a = 0; a < N; a++)
        for (int b = 0; b < N; b++)
            if ((gd_nimber_mul((uint64_t)a, (uint64_t)b) != t[a][b] ||
                 gd_nimber_mul_recursive((uint64_t)a, (uint64_t)b) != t[a][b]) &&
                bad++ < 5)
                CHECK(0, "%d*%d: mex definition %llu, fast %llu, recursive %llu", a, b, (unsigned long long)t[a][b],
                      (unsigned long long)gd_nimber_mul((uint64_t)a, (uint64_t)b),
                      (unsigned long long)gd_nimber_mul_recursive((uint64_t)a, (uint64_t)b));
    CHECK(bad == 0, "%ld products below %d differ from the mex definition", bad, N);
    CHECK(t[2][2] == 3 && t[2][3] == 1 && t[3][3] == 2 && t[4][4] == 6 && t[16][16] == 24 && t[8][8] == 13,
          "the column's products: 2*2=3, 2*3=1, 3*3=2, 4*4=6, 8*8=13, 16*16=24");
}

static void fast_vs_recursive(void)
{
    long bad = 0;
    long pairs = (UNDER_ASAN ? 3000 : 30000) * tl_effort();
    for (long i = 0; i < pairs; i++) {
        uint64_t a = sample(), b = sample();
        if (gd_nimber_mul(a, b) != gd_nimber_mul_recursive(a, b) && bad++ < 5)
            CHECK(0, "0x%llx * 0x%llx: fast 0x%llx recursive 0x%llx", (unsigned long long)a, (unsigned long long)b,
                  (unsigned long long)gd_nimber_mul(a, b), (unsigned long long)gd_nimber_mul_recursive(a, b));
    }
    /* every pair of single bits: the whole multiplication table of the basis */
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 64; j++) {
            uint64_t a = (uint64_t)1 << i, b = (uint64_t)1 << j;
            if (gd_nimber_mul(a, b) != gd_nimber_mul_recursive(a, b) && bad++ < 5)
                CHECK(0, "2^%d * 2^%d", i, j);
        }
    CHECK(bad == 0, "%ld fast products differ from the recursion", bad);
}

static void fermat(void)
{
    /* F = 2^(2^k): F*F = 3F/2, x*F = xF for x < F, and the nimbers below F are a subfield. */
    for (int k = 0; k < 6; k++) {
        uint64_t F = (uint64_t)1 << (1u << k);
        if (k < 6 && F) {
            CHECK(gd_nimber_mul(F, F) == F + F / 2, "F*F = 3F/2 for F = 2^%u", 1u << k);
            for (int i = 0; i < 200; i++) {
                uint64_t x = next() % F, y = next() % F;
                CHECK(gd_nimber_mul(x, F) == x * F, "x*F = xF");
                CHECK(gd_nimber_mul(x, y) < F, "subfield below 2^%u closed", 1u << k);
            }
        }
    }
    /* 2^32 * 2^32 = 3 * 2^31 fits; the top Fermat power of 64-bit nimbers */
    CHECK(gd_nimber_mul((uint64_t)1 << 32, (uint64_t)1 << 32) == (uint64_t)3 << 31, "2^32 squared");
}

static void field_laws(void)
{
    long triples = (UNDER_ASAN ? 20000 : 200000) * tl_effort();
    long bad = 0;
    for (long i = 0; i < triples; i++) {
        uint64_t a = sample(), b = sample(), c = sample();
        uint64_t ab = gd_nimber_mul(a, b);
        int ok = gd_nimber_mul(ab, c) == gd_nimber_mul(a, gd_nimber_mul(b, c)) && ab == gd_nimber_mul(b, a) &&
                 gd_nimber_mul(a, b ^ c) == (ab ^ gd_nimber_mul(a, c)) && gd_nimber_mul(a, 1) == a &&
                 gd_nimber_mul(a, 0) == 0 && (a == 0 || gd_nimber_mul(a, gd_nimber_inv(a)) == 1);
        if (!ok && bad++ < 5)
            CHECK(0, "field law fails at a=0x%llx b=0x%llx c=0x%llx", (unsigned long long)a, (unsigned long long)b,
                  (unsigned long long)c);
    }
    CHECK(bad == 0, "%ld of %ld triples break a field law", bad, triples);
    CHECK(gd_nimber_inv(0) == 0 && gd_nimber_inv(1) == 1 && gd_nimber_inv(2) == 3 && gd_nimber_inv(3) == 2,
          "small inverses");
    /* the inverse by the norm against Fermat's little theorem: a^(2^64-2) */
    for (int i = 0; i < (UNDER_ASAN ? 100 : 1000); i++) {
        uint64_t a = sample();
        CHECK(gd_nimber_inv(a) == gd_nimber_pow(a, UINT64_MAX - 1), "inv(0x%llx) = a^(2^64-2)", (unsigned long long)a);
    }
    CHECK(gd_nimber_pow(5, 0) == 1 && gd_nimber_pow(2, 2) == 3 && gd_nimber_pow(7, UINT64_MAX) == 1,
          "powers (the multiplicative group has order 2^64-1)");
}

static void parsing(void)
{
    uint64_t v = 0;
    CHECK(gd_nimber_parse("0", &v) == 0 && v == 0, "0");
    CHECK(gd_nimber_parse("18446744073709551615", &v) == 0 && v == UINT64_MAX, "2^64-1");
    CHECK(gd_nimber_parse("0xFFFFFFFFFFFFFFFF", &v) == 0 && v == UINT64_MAX, "hex 2^64-1");
    CHECK(gd_nimber_parse("0x1f", &v) == 0 && v == 31, "0x1f");
    CHECK(gd_nimber_parse("0X10", &v) == 0 && v == 16, "0X10");
    const char *bad[] = {"", "0x", "-1", " 1", "1 ", "18446744073709551616", "0x10000000000000000", "12a", "0xg",
                         "1e3", "+5", "0x-1"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        CHECK(gd_nimber_parse(bad[i], &v) != 0, "'%s' is refused", bad[i]);
}

int main(void)
{
    mex_examples();
    brute_products();
    fast_vs_recursive();
    fermat();
    field_laws();
    parsing();
    return tl_done("t_nimber");
}

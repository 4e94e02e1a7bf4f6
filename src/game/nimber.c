/* Nim arithmetic: nim-sum, mex, Conway's nim-product and inverse on 64-bit nimbers
 * (nimber.h has the rules; docs/nimbers.md the reasoning). */
#include "gamedyn/nimber.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

uint64_t gd_nimber_add(const uint64_t *v, size_t n)
{
    uint64_t x = 0;
    for (size_t i = 0; i < n; i++)
        x ^= v[i];
    return x;
}

/* Without memory: try 0, 1, ... in turn. */
static uint64_t mex_slow(const uint64_t *v, size_t n)
{
    for (uint64_t m = 0;; m++) {
        size_t i = 0;
        while (i < n && v[i] != m)
            i++;
        if (i == n)
            return m;
    }
}

uint64_t gd_nimber_mex(const uint64_t *v, size_t n)
{
    /* The mex is at most n: bits 0..n of a bitmap suffice, larger values are skipped. */
    unsigned char small[8192 + 1];
    size_t bytes = n / 8 + 1;
    unsigned char *seen = bytes <= sizeof small ? small : malloc(bytes);
    if (!seen)
        return mex_slow(v, n);
    memset(seen, 0, bytes);
    for (size_t i = 0; i < n; i++)
        if (v[i] <= n)
            seen[v[i] / 8] |= (unsigned char)(1u << (v[i] % 8));
    uint64_t m = 0;
    while (seen[m / 8] & (1u << (m % 8)))
        m++;
    if (seen != small)
        free(seen);
    return m;
}

/* == the reference: the Fermat 2-power recursion on w-bit nimbers (w a power of 2) == */
static uint64_t mul_bits(uint64_t a, uint64_t b, unsigned w)
{
    if (w == 1)
        return a & b;
    unsigned h = w / 2;
    uint64_t m = ((uint64_t)1 << h) - 1;
    uint64_t a0 = a & m, a1 = a >> h, b0 = b & m, b1 = b >> h;
    uint64_t c00 = mul_bits(a0, b0, h), c11 = mul_bits(a1, b1, h), cm = mul_bits(a0 ^ a1, b0 ^ b1, h);
    return ((cm ^ c00) << h) | (c00 ^ mul_bits(c11, (uint64_t)1 << (h - 1), h));
}

uint64_t gd_nimber_mul_recursive(uint64_t a, uint64_t b)
{
    return mul_bits(a, b, 64);
}

/* == the fast version: the same recursion with 8-bit products from a table == */
static uint8_t mul8_table[256][256], inv8_table[256];
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static void tables_init(void)
{
    for (unsigned a = 0; a < 256; a++)
        for (unsigned b = 0; b <= a; b++)
            mul8_table[a][b] = mul8_table[b][a] = (uint8_t)mul_bits(a, b, 8);
    for (unsigned a = 1; a < 256; a++)
        for (unsigned b = 1; b < 256; b++)
            if (mul8_table[a][b] == 1)
                inv8_table[a] = (uint8_t)b;
}

static inline uint64_t mul8(uint64_t a, uint64_t b)
{
    return mul8_table[a][b];
}

/* x * F/2 for the three half-Fermat constants 0x80, 0x8000, 0x80000000: with x = x1 F' + x0
 * and F/2 = (F'/2) F' (F' = sqrt F), x * F/2 = (h(x1) + h(x0)) F' + h(h(x1)), h the
 * constant of the level below. */
static inline uint64_t half8(uint64_t x)
{
    return mul8_table[x][0x80];
}

static inline uint64_t half16(uint64_t x)
{
    uint64_t h1 = half8(x >> 8), h0 = half8(x & 0xff);
    return ((h1 ^ h0) << 8) | half8(h1);
}

static inline uint64_t half32(uint64_t x)
{
    uint64_t h1 = half16(x >> 16), h0 = half16(x & 0xffff);
    return ((h1 ^ h0) << 16) | half16(h1);
}

static inline uint64_t mul16(uint64_t a, uint64_t b)
{
    uint64_t a0 = a & 0xff, a1 = a >> 8, b0 = b & 0xff, b1 = b >> 8;
    uint64_t c00 = mul8(a0, b0), c11 = mul8(a1, b1), cm = mul8(a0 ^ a1, b0 ^ b1);
    return ((cm ^ c00) << 8) | (c00 ^ half8(c11));
}

static inline uint64_t mul32(uint64_t a, uint64_t b)
{
    uint64_t a0 = a & 0xffff, a1 = a >> 16, b0 = b & 0xffff, b1 = b >> 16;
    uint64_t c00 = mul16(a0, b0), c11 = mul16(a1, b1), cm = mul16(a0 ^ a1, b0 ^ b1);
    return ((cm ^ c00) << 16) | (c00 ^ half16(c11));
}

static inline uint64_t mul64(uint64_t a, uint64_t b)
{
    uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
    uint64_t c00 = mul32(a0, b0), c11 = mul32(a1, b1), cm = mul32(a0 ^ a1, b0 ^ b1);
    return ((cm ^ c00) << 32) | (c00 ^ half32(c11));
}

uint64_t gd_nimber_mul(uint64_t a, uint64_t b)
{
    pthread_once(&tables_once, tables_init);
    return mul64(a, b);
}

uint64_t gd_nimber_pow(uint64_t a, uint64_t e)
{
    pthread_once(&tables_once, tables_init);
    uint64_t r = 1;
    for (; e; e >>= 1, a = mul64(a, a))
        if (e & 1)
            r = mul64(r, a);
    return r;
}

/* The inverse by the norm: conj(a) = a1 F + (a0 + a1), a * conj(a) = N in the subfield. */
static uint64_t inv16(uint64_t a)
{
    uint64_t a0 = a & 0xff, a1 = a >> 8, s = a0 ^ a1;
    uint64_t n = inv8_table[mul8(a0, s) ^ half8(mul8(a1, a1))];
    return (mul8(a1, n) << 8) | mul8(s, n);
}

static uint64_t inv32(uint64_t a)
{
    uint64_t a0 = a & 0xffff, a1 = a >> 16, s = a0 ^ a1;
    uint64_t n = inv16(mul16(a0, s) ^ half16(mul16(a1, a1)));
    return (mul16(a1, n) << 16) | mul16(s, n);
}

static uint64_t inv64(uint64_t a)
{
    uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, s = a0 ^ a1;
    uint64_t n = inv32(mul32(a0, s) ^ half32(mul32(a1, a1)));
    return (mul32(a1, n) << 32) | mul32(s, n);
}

uint64_t gd_nimber_inv(uint64_t a)
{
    pthread_once(&tables_once, tables_init);
    return inv64(a); /* the norm of 0 is 0 and inv8(0) = 0, so inv(0) = 0 */
}

int gd_nimber_parse(const char *s, uint64_t *v)
{
    uint64_t x = 0;
    int hex = s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    const char *p = hex ? s + 2 : s;
    if (!*p)
        return -1;
    for (; *p; p++) {
        unsigned d;
        if (*p >= '0' && *p <= '9')
            d = (unsigned)(*p - '0');
        else if (hex && *p >= 'a' && *p <= 'f')
            d = (unsigned)(*p - 'a' + 10);
        else if (hex && *p >= 'A' && *p <= 'F')
            d = (unsigned)(*p - 'A' + 10);
        else
            return -1;
        unsigned base = hex ? 16 : 10;
        if (x > (UINT64_MAX - d) / base)
            return -1;
        x = x * base + d;
    }
    *v = x;
    return 0;
}

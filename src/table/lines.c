/* Line bitsets and the mex scan (see lines.h). The scan is the inner loop of every Grundy
 * table: it ORs the lines word by word from the largest first-zero pointer on, four words
 * a step, so a run of full words costs one test per 256 values. */
#include "lines.h"
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define HAVE_AVX2_DISPATCH 1

/* Words from i on while the OR of the lines (c may be NULL) is all ones, 512 bits a step;
 * returns the first word index where it is not (or where fewer than 8 words are left). */
__attribute__((target("avx2"))) static size_t full_run_avx2(const uint64_t *a, const uint64_t *b, const uint64_t *c,
                                                           size_t i, size_t nw)
{
    const __m256i ones = _mm256_set1_epi64x(-1);
    if (c) {
        for (; i + 8 <= nw; i += 8) {
            __m256i x = _mm256_or_si256(_mm256_loadu_si256((const __m256i *)(a + i)),
                                        _mm256_loadu_si256((const __m256i *)(b + i)));
            __m256i y = _mm256_or_si256(_mm256_loadu_si256((const __m256i *)(a + i + 4)),
                                        _mm256_loadu_si256((const __m256i *)(b + i + 4)));
            x = _mm256_or_si256(x, _mm256_loadu_si256((const __m256i *)(c + i)));
            y = _mm256_or_si256(y, _mm256_loadu_si256((const __m256i *)(c + i + 4)));
            if (!_mm256_testc_si256(_mm256_and_si256(x, y), ones))
                break;
        }
    } else {
        for (; i + 8 <= nw; i += 8) {
            __m256i x = _mm256_or_si256(_mm256_loadu_si256((const __m256i *)(a + i)),
                                        _mm256_loadu_si256((const __m256i *)(b + i)));
            __m256i y = _mm256_or_si256(_mm256_loadu_si256((const __m256i *)(a + i + 4)),
                                        _mm256_loadu_si256((const __m256i *)(b + i + 4)));
            if (!_mm256_testc_si256(_mm256_and_si256(x, y), ones))
                break;
        }
    }
    return i;
}

/* Run-time CPU dispatch: decided once. */
static int use_avx2(void)
{
    static int v = -1;
    if (v < 0) {
        __builtin_cpu_init();
        v = __builtin_cpu_supports("avx2") ? 1 : 0;
    }
    return v;
}
#endif

size_t gd_lines_words(uint64_t bound)
{
    return (size_t)(bound / 64 + 2);
}

int gd_lineset_init(gd_lineset *ls, size_t nlines, size_t nw)
{
    ls->nlines = nlines, ls->nw = nw;
    ls->bits = calloc(nlines ? nlines * nw : 1, sizeof *ls->bits);
    ls->fz = calloc(nlines ? nlines : 1, sizeof *ls->fz);
    if (!ls->bits || !ls->fz) {
        gd_lineset_free(ls);
        return -1;
    }
    return 0;
}

void gd_lineset_free(gd_lineset *ls)
{
    free(ls->bits), free(ls->fz);
    ls->bits = NULL, ls->fz = NULL;
}

static uint64_t next_zero1(const uint64_t *w, uint64_t from)
{
    uint64_t i = from >> 6;
    uint64_t x = w[i] | (((uint64_t)1 << (from & 63)) - 1);
    while (x == ~(uint64_t)0)
        x = w[++i];
    return (i << 6) + (uint64_t)__builtin_ctzll(~x);
}

void gd_lineset_insert(gd_lineset *ls, size_t line, uint32_t v)
{
    uint64_t *w = gd_lineset_line(ls, line);
    w[v >> 6] |= (uint64_t)1 << (v & 63);
    if (v == ls->fz[line])
        ls->fz[line] = (uint32_t)next_zero1(w, v);
}

/* First zero >= from of the OR of k lines. */
static inline uint64_t or_next_zero(const uint64_t *const *w, int k, size_t nw, uint64_t from)
{
    size_t i = (size_t)(from >> 6);
    uint64_t x = ((uint64_t)1 << (from & 63)) - 1;
    for (int t = 0; t < k; t++)
        x |= w[t][i];
    if (x != ~(uint64_t)0)
        return ((uint64_t)i << 6) + (uint64_t)__builtin_ctzll(~x);
    i++;
#ifdef HAVE_AVX2_DISPATCH
    if ((k == 2 || k == 3) && use_avx2())
        i = full_run_avx2(w[0], w[1], k == 3 ? w[2] : NULL, i, nw);
#endif
    if (k == 2) {
        const uint64_t *a = w[0], *b = w[1];
        for (; i + 4 <= nw; i += 4)
            if (((a[i] | b[i]) & (a[i + 1] | b[i + 1]) & (a[i + 2] | b[i + 2]) & (a[i + 3] | b[i + 3])) != ~(uint64_t)0)
                break;
    } else if (k == 3) {
        const uint64_t *a = w[0], *b = w[1], *c = w[2];
        for (; i + 4 <= nw; i += 4)
            if (((a[i] | b[i] | c[i]) & (a[i + 1] | b[i + 1] | c[i + 1]) & (a[i + 2] | b[i + 2] | c[i + 2]) &
                 (a[i + 3] | b[i + 3] | c[i + 3])) != ~(uint64_t)0)
                break;
    }
    for (; i < nw; i++) {
        x = 0;
        for (int t = 0; t < k; t++)
            x |= w[t][i];
        if (x != ~(uint64_t)0)
            return ((uint64_t)i << 6) + (uint64_t)__builtin_ctzll(~x);
    }
    return (uint64_t)nw << 6;
}

uint32_t gd_lines_mex(const uint64_t *const *w, int k, size_t nw, uint64_t from, uint32_t *ex, size_t nex)
{
    for (size_t i = 1; i < nex; i++) {
        uint32_t v = ex[i];
        size_t j = i;
        for (; j > 0 && ex[j - 1] > v; j--)
            ex[j] = ex[j - 1];
        ex[j] = v;
    }
    uint64_t z = k ? or_next_zero(w, k, nw, from) : from;
    size_t i = 0;
    for (;;) {
        while (i < nex && ex[i] < z)
            i++;
        if (i < nex && ex[i] == z) {
            z = k ? or_next_zero(w, k, nw, z + 1) : z + 1;
            continue;
        }
        return (uint32_t)z;
    }
}

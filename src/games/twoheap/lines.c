/* Line bitsets and the mex scan (see lines.h). The scan is the inner loop of every Grundy
 * table. Measured on nim --pass and wythoff at 8192^2, a scan passes 25 words on average
 * (many over 64) before it meets a zero of the OR, and 96% of those words are already all
 * ones in one of the lines by itself (92% in row k's own line for nim --pass). So each line
 * keeps a summary, one bit per word set when the word is all ones: the scan ORs the
 * summaries (one summary word covers 4096 values) and reads bitset words only where no
 * line is known full. A scan then touches a cache line or two of each cold line instead
 * of streaming through it, which is what made the time grow as N^3 past the caches. */
#define _DEFAULT_SOURCE /* MADV_HUGEPAGE */
#include "lines.h"
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* Every cell reads lines a few KiB apart, a different 4 KiB page each: past 8192^2 the
 * line bitsets span tens of thousands of pages, far beyond the TLB, and each cold load
 * also paid a page walk. With 2 MiB pages (transparent huge pages, which this machine's
 * kernel grants on request) the same bytes need a few hundred TLB entries. Small blocks
 * are left to malloc. */
#define HUGE_PAGE ((size_t)2 << 20)

void *gd_table_alloc(size_t bytes, int zero)
{
    if (bytes < 2 * HUGE_PAGE)
        return zero ? calloc(bytes ? bytes : 1, 1) : malloc(bytes ? bytes : 1);
    void *p = NULL;
    if (posix_memalign(&p, HUGE_PAGE, bytes))
        return NULL;
#ifdef MADV_HUGEPAGE
    madvise(p, bytes, MADV_HUGEPAGE); /* advice only: without it, ordinary pages */
#endif
    if (zero)
        memset(p, 0, bytes);
    return p;
}

size_t gd_lines_words(uint64_t bound)
{
    return (size_t)(bound / 64 + 2);
}

int gd_lineset_init(gd_lineset *ls, size_t nlines, size_t nw)
{
    return gd_lineset_init_blocked(ls, nlines, nw, 0);
}

int gd_lineset_init_blocked(gd_lineset *ls, size_t nlines, size_t nw, unsigned lb)
{
    size_t m = ((size_t)1 << lb) - 1, padded = (nlines + m) & ~m;
    ls->nlines = nlines, ls->nw = nw, ls->sw = (nw + 63) / 64, ls->lb = lb;
    if (lb) { /* the tiled mirror engine: see lines.h */
        ls->bits = calloc(padded * nw, sizeof *ls->bits);
        ls->full = calloc(padded * ls->sw, sizeof *ls->full);
    } else {
        ls->bits = gd_table_alloc(padded * nw * sizeof *ls->bits, 1);
        ls->full = gd_table_alloc(padded * ls->sw * sizeof *ls->full, 1);
    }
    ls->fz = calloc(nlines ? nlines : 1, sizeof *ls->fz);
    if (!ls->bits || !ls->full || !ls->fz) {
        gd_lineset_free(ls);
        return -1;
    }
    return 0;
}

void gd_lineset_free(gd_lineset *ls)
{
    free(ls->bits), free(ls->full), free(ls->fz);
    ls->bits = NULL, ls->full = NULL, ls->fz = NULL;
}

/* First zero >= from of the OR of k lines (bitsets w, summaries f; word i at [i << lb]). A
 * zero exists below nw*64 (gd_lines_words), so its word is full in no line and the summary
 * walk stops. */
static inline uint64_t or_next_zero(const uint64_t *const *w, const uint64_t *const *f, int k, uint64_t from,
                                    unsigned lb)
{
    size_t i = (size_t)(from >> 6);
    uint64_t x = ((uint64_t)1 << (from & 63)) - 1;
    for (int t = 0; t < k; t++)
        x |= w[t][i << lb];
    while (x == ~(uint64_t)0) {
        i++;
        size_t s = i >> 6;
        uint64_t m = ((uint64_t)1 << (i & 63)) - 1;
        for (int t = 0; t < k; t++)
            m |= f[t][s << lb];
        while (m == ~(uint64_t)0) {
            s++;
            m = 0;
            for (int t = 0; t < k; t++)
                m |= f[t][s << lb];
        }
        i = (s << 6) + (size_t)__builtin_ctzll(~m);
        x = 0;
        for (int t = 0; t < k; t++)
            x |= w[t][i << lb];
    }
    return ((uint64_t)i << 6) + (uint64_t)__builtin_ctzll(~x);
}

uint32_t gd_line_next_zero(const uint64_t *w, const uint64_t *f, unsigned lb, uint64_t from)
{
    return (uint32_t)or_next_zero(&w, &f, 1, from, lb);
}

void gd_lineset_insert(gd_lineset *ls, size_t line, uint32_t v)
{
    uint64_t *w = gd_lineset_line(ls, line), *f = gd_lineset_full(ls, line);
    unsigned lb = ls->lb;
    size_t i = v >> 6;
    w[i << lb] |= (uint64_t)1 << (v & 63);
    if (w[i << lb] == ~(uint64_t)0)
        f[(i >> 6) << lb] |= (uint64_t)1 << (i & 63);
    if (v == ls->fz[line]) {
        const uint64_t *cw = w, *cf = f;
        ls->fz[line] = (uint32_t)or_next_zero(&cw, &cf, 1, v, lb);
    }
}

/* or_next_zero with the lines' count fixed at compile time (2 and 3 are the mirror
 * engine's): the loops over the lines unroll. */
static uint64_t next_zero_k(const uint64_t *const *w, const uint64_t *const *f, int k, uint64_t from,
                            unsigned lb)
{
    if (k == 2)
        return or_next_zero(w, f, 2, from, lb);
    if (k == 3)
        return or_next_zero(w, f, 3, from, lb);
    return or_next_zero(w, f, k, from, lb);
}

uint32_t gd_lines_mex(const uint64_t *const *w, const uint64_t *const *f, int k, uint64_t from, uint32_t *ex,
                      size_t nex)
{
    return gd_lines_mex_lb(w, f, k, from, ex, nex, 0);
}

uint32_t gd_lines_mex_lb(const uint64_t *const *w, const uint64_t *const *f, int k, uint64_t from, uint32_t *ex,
                         size_t nex, unsigned lb)
{
    for (size_t i = 1; i < nex; i++) {
        uint32_t v = ex[i];
        size_t j = i;
        for (; j > 0 && ex[j - 1] > v; j--)
            ex[j] = ex[j - 1];
        ex[j] = v;
    }
    uint64_t z = k ? next_zero_k(w, f, k, from, lb) : from;
    size_t i = 0;
    for (;;) {
        while (i < nex && ex[i] < z)
            i++;
        if (i < nex && ex[i] == z) {
            z = k ? next_zero_k(w, f, k, z + 1, lb) : z + 1;
            continue;
        }
        return (uint32_t)z;
    }
}

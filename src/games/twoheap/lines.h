/* lines.h - private to src/games/twoheap: per-line bitsets of the values seen on a line, with a
 * first-zero pointer, and the mex scans over the OR of a few lines. */
#ifndef GAMEDYN_TWOHEAP_LINES_H
#define GAMEDYN_TWOHEAP_LINES_H
#include <stddef.h>
#include <stdint.h>

/* Layout: the lines are kept in blocks of 2^lb lines; within a block word i of every line
 * comes before word i+1 of any, so word i of line l is gd_lineset_line(ls, l)[i << lb].
 * lb = 0 is one line after another. With lb > 0, lines l and l+1 read at the same word
 * share a cache line (see the mirror engine). */
typedef struct {
    uint64_t *bits; /* nlines x nw words */
    uint64_t *full; /* nlines x sw words: bit i of a line's summary set when its word i is all ones */
    uint32_t *fz;   /* per line: least value not on it */
    size_t nlines, nw, sw;
    unsigned lb;
} gd_lineset;

/* malloc (calloc when zero) for the big arrays of the tables: 2 MiB-aligned and advised
 * to use huge pages from 4 MiB on. Released with free. */
void *gd_table_alloc(size_t bytes, int zero);

int gd_lineset_init(gd_lineset *ls, size_t nlines, size_t nw);
/* The same in blocks of 2^lb lines (nlines is rounded up to a multiple of 2^lb). With
 * lb > 0 (the mirror engine, whose tiles keep their lines cached, so TLB misses no longer
 * matter) the arrays come from calloc, not gd_table_alloc: fresh zero pages, no memset,
 * and with 4 KiB pages the words above the table's largest value (about 1.5 N of the
 * bound 3 N for Wythoff) are never touched: wythoff --pass 16384^2 peaks at 1165 MiB
 * instead of 1417 in the same time. */
int gd_lineset_init_blocked(gd_lineset *ls, size_t nlines, size_t nw, unsigned lb);
void gd_lineset_free(gd_lineset *ls);

static inline size_t gd_lineset_base_(size_t line, size_t nw, unsigned lb)
{
    size_t m = ((size_t)1 << lb) - 1;
    return (line & ~m) * nw + (line & m);
}

static inline uint64_t *gd_lineset_line(const gd_lineset *ls, size_t line)
{
    return ls->bits + gd_lineset_base_(line, ls->nw, ls->lb);
}

/* Adds value v to a line. */
void gd_lineset_insert(gd_lineset *ls, size_t line, uint32_t v);

static inline uint64_t *gd_lineset_full(const gd_lineset *ls, size_t line)
{
    return ls->full + gd_lineset_base_(line, ls->sw, ls->lb);
}

/* The least value >= from that is on none of the k lines (bitsets w[t], summaries f[t],
 * nw words each; the caller guarantees one exists below nw*64) and not in ex[0..nex-1]
 * (sorted in place). */
uint32_t gd_lines_mex(const uint64_t *const *w, const uint64_t *const *f, int k, uint64_t from, uint32_t *ex,
                      size_t nex);
/* The same over lines of a lineset with blocks of 2^lb lines (word i at [i << lb]). */
uint32_t gd_lines_mex_lb(const uint64_t *const *w, const uint64_t *const *f, int k, uint64_t from, uint32_t *ex,
                         size_t nex, unsigned lb);

/* The least value >= from not on the line (bitset w, summary f, blocks of 2^lb lines). */
uint32_t gd_line_next_zero(const uint64_t *w, const uint64_t *f, unsigned lb, uint64_t from);

/* gd_lineset_insert for a line given by its bitset, summary and first-zero pointer: the
 * inner loop's form, inlined. */
static inline void gd_line_add(uint64_t *w, uint64_t *f, uint32_t *fz, unsigned lb, uint32_t v)
{
    size_t i = (size_t)(v >> 6) << lb;
    uint64_t x = w[i] | (uint64_t)1 << (v & 63);
    w[i] = x;
    if (x == ~(uint64_t)0)
        f[(size_t)(v >> 12) << lb] |= (uint64_t)1 << ((v >> 6) & 63);
    if (v == *fz)
        *fz = gd_line_next_zero(w, f, lb, v);
}

/* Words a line needs for values below bound (a zero always exists below nw*64). */
size_t gd_lines_words(uint64_t bound);
#endif

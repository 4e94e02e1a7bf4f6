/* == heap == octal and hexadecimal take-and-break games on heaps (src/games/heap/, docs/heap.md).
 *
 * A code d0.d1d2...dk (digits 0-9, A-F): bit 1, 2, 4, 8 of digit d_j says whether removing
 * j tokens from a heap may leave 0, 1, 2 or 3 non-empty heaps; d0 (removing nothing) may
 * only split (bits 4 and 8). Modifier '!' after the code: the heaps a split leaves must be
 * unequal (Grundy's game is 4!, also written 4.0! or 'grundy'). Presets: kayles (0.77),
 * dawson-chess (0.137), dawson-kayles (0.07), grundy (4!); sub:{s1,...} (take s_i from a
 * heap: digit 3 at each s_i); allbut:{s1,...} (take any positive number except the s_i:
 * digit 3 at every other j, an infinite code).
 *
 * The nim-sequence G(0..N): gd_heap_plain is the O(n^2) mex from the rules (the oracle);
 * gd_heap_run is the sparse-space method (a value v is rare when popcount(v & mask) is
 * even, common otherwise; a split into two heaps gives a common value only when exactly
 * one part is rare, so the common options come from the few rare heaps and only rare
 * candidates for the mex need a search), with certified periodicity used to finish a
 * finite octal code once the Guy-Smith theorem applies, and a checkpoint. */
#ifndef GAMEDYN_HEAP_H
#define GAMEDYN_HEAP_H
#include "gamedyn/api.h"
#include <stddef.h>
#include <stdint.h>

#define GD_HEAP_MAX_DIGITS 4096 /* k: the most tokens a finite code's move removes */

typedef struct {
    char text[160];   /* the code as canonical text: "0.77", "4!", "allbut:{1,3}"; a long code
                       * cut, ending in "..." (the whole text: gd_heap_code_text) */
    char preset[32];  /* the preset's name, or "" */
    int k;            /* the last digit's index (0: d0 only) */
    int unequal;      /* '!': split parts must differ */
    int tail;         /* allbut: digit 3 for every j > k */
    int hex;          /* some digit has bit 8 (three heaps) */
    uint8_t d[GD_HEAP_MAX_DIGITS + 1];
} gd_heap_code;

/* Parses a code or preset; 0, or -1 with a one-line err. */
GD_API int gd_heap_code_parse(const char *text, gd_heap_code *c, char *err, size_t errlen);
/* The code's canonical text whole, however long (text above, never cut); malloc'd, NULL when
 * out of memory. */
GD_API char *gd_heap_code_text(const gd_heap_code *c);
/* The digit for removing j tokens (the tail beyond k). */
static inline unsigned gd_heap_digit(const gd_heap_code *c, uint64_t j)
{
    return j <= (uint64_t)c->k ? c->d[j] : (unsigned)c->tail;
}
/* Whether the code has a two-heap split at some j (the sparse method then matters). */
GD_API int gd_heap_code_splits(const gd_heap_code *c);
/* Whether the Guy-Smith theorem applies: finite, no bit 8, no '!'. */
GD_API int gd_heap_code_octal_finite(const gd_heap_code *c);

/* G(0..n) by the plain mex over every option (O(n^2), O(n^3) with bit 8); g has n+1
 * entries. 0, or -1 with err (out of memory). */
GD_API int gd_heap_plain(const gd_heap_code *c, uint64_t n, uint32_t *g, char *err, size_t errlen);
/* G(from..n) the same way, from G(0..from-1) already in g. */
GD_API int gd_heap_plain_range(const gd_heap_code *c, uint64_t from, uint64_t n, uint32_t *g, char *err, size_t errlen);

/* == the sparse-space run == */
typedef struct {
    gd_heap_code code;
    uint64_t target; /* G(0..target) wanted */
    uint64_t done;   /* G(0..done-1) known */
    uint32_t *g;     /* target+1 values */
    uint32_t mask;   /* the current mask (0: every value rare) */
    int fixed_mask;  /* the caller chose the mask: never re-chosen */
    uint32_t *rare;  /* indices n >= 1 with G(n) rare under mask, ascending */
    uint32_t *rarev; /* their values G(rare[i]) */
    uint64_t nrare, caprare;
    uint64_t filled_from; /* values from here on were filled by a certified period (0: none) */
    uint64_t filled_p;    /* that period */
    uint64_t scan_pairs;  /* statistics: pairs searched for rare candidates */
    uint64_t *seen;       /* the mex bitmap (words) */
    uint64_t seen_words;
    uint64_t *prefix;     /* allbut: values of G(0..n-k-1) (bitmap) */
    uint64_t prefix_words, prefix_upto, prefix_mex;
    uint32_t maxval;
    int threads;        /* 2: the two-thread pipeline where the code allows it (set after init) */
    uint32_t par_block; /* its block length (0: 1024); small blocks test it on small ranges */
    uint32_t par_scan;  /* the splits its helper lists a heap (0: L; follows the load) */
} gd_heap_run;

/* Starts a run to G(0..target); mask: a fixed mask, or -1 to choose it from the values
 * (Walsh-Hadamard transform of the histogram, at each power of two). 0, or -1. */
GD_API int gd_heap_run_init(gd_heap_run *r, const gd_heap_code *c, uint64_t target, int64_t mask, char *err,
                            size_t errlen);
/* Computes values until done > upto (at most target+1) or seconds pass (0: no limit).
 * 1 when the run is complete, 0 when stopped early, -1 with err. */
GD_API int gd_heap_run_step(gd_heap_run *r, uint64_t upto, double seconds, char *err, size_t errlen);
GD_API void gd_heap_run_free(gd_heap_run *r);
/* Bytes a run to target needs (the --max-mem check). */
GD_API uint64_t gd_heap_run_bytes(uint64_t target);
/* The mask minimising the number of n in [1, n) with G(n) rare (popcount(G & m) even). */
GD_API uint32_t gd_heap_best_mask(const uint32_t *g, uint64_t n, uint64_t *rare_count);
/* The number of n in [1, n) with G(n) rare under mask. */
GD_API uint64_t gd_heap_rare_count(const uint32_t *g, uint64_t n, uint32_t mask);

/* Checkpoint: the run's code, target, mask and values so far, written atomically;
 * resume checks the code matches and continues. 0, or -1 with err. */
GD_API int gd_heap_checkpoint_save(const gd_heap_run *r, const char *path, char *err, size_t errlen);
GD_API int gd_heap_checkpoint_load(gd_heap_run *r, const gd_heap_code *c, uint64_t target, const char *path, char *err,
                                   size_t errlen);

/* == periods == */
typedef struct {
    int found;       /* a period (or arithmetic period) was observed */
    uint64_t n0, p;  /* G(n+p) = G(n) + s for n0 <= n <= N-p, least p, then least n0 */
    uint64_t s;      /* saltus (0: plain periodicity) */
    int certified;   /* by the Guy-Smith theorem (finite octal codes) */
    uint64_t need;   /* Guy-Smith: values needed, 2*max(n0,1) + 2p + k - 1 */
    uint64_t upto;   /* N: how far it was checked */
    char why[256];   /* "certified (Guy-Smith): ..." / "observed ..." / "not certified ..." */
} gd_heap_period;

/* Finds the least period of G(0..n) (p <= max_p; saltus allowed when arith) seen over at
 * least its last 'min_reps' periods and certifies it when the theorem applies. */
GD_API void gd_heap_find_period(const gd_heap_code *c, const uint32_t *g, uint64_t n, uint64_t max_p, int arith,
                                gd_heap_period *out);
/* Guy-Smith window check: G(m+p) = G(m) for n0' <= m < 2 n0' + p + k, n0' = max(n0,1),
 * and the window lies in [0, n]. */
GD_API int gd_heap_guy_smith(const gd_heap_code *c, const uint32_t *g, uint64_t n, uint64_t n0, uint64_t p);
/* The exceptions of a period: the n < n0 whose value differs from the periodic one,
 * G(n) != G(n + t p) - t s for the least t with n + t p >= n0. Their count; the first
 * cap are written to out. */
GD_API uint64_t gd_heap_exceptions(const uint32_t *g, uint64_t n0, uint64_t p, uint64_t s, uint64_t *out, uint64_t cap);

#endif

/* wythoff.h - gd_wythoff_*: a part of twoheap.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_WYTHOFF_H
#define GAMEDYN_PUBLIC_WYTHOFF_H
#include "gamedyn/api.h"
#include "gamedyn/twoheap.h"

/* == floor form == (exact: 5 n^2 in 128 bits, an exact integer square root) */
/* floor(sqrt(5 n^2)) for n <= 2^62. */
GD_API uint64_t gd_wythoff_isqrt5(uint64_t n);
/* (a_n, b_n) for n <= 2^62. */
GD_API gd_wythoff_pair gd_wythoff_floor(uint64_t n);

/* == the inverse, for heaps up to 2^62 == */
/* The unique y with (x, y) a P-position (x <= 2^62). */
GD_API uint64_t gd_wythoff_partner(uint64_t x);
/* Whether (a, b) is a P-position. */
GD_API int gd_wythoff_is_p(uint64_t a, uint64_t b);
/* Every winning move from (a, b): the P-positions one queen move away (same column, row
 * or diagonal), at most 3, sorted by (heap-a removal, heap-b removal) as the two-heap
 * games list moves; the count (0 at a P-position). */
GD_API int gd_wythoff_winning(uint64_t a, uint64_t b, gd_wythoff_pair to[3]);

/* == mex rule, streamed == a_n is the least number above a_{n-1} that is no b_i (the
 * numbers below it are all taken); the b_i it has to skip come from a second copy of the
 * same generator running behind (at about n / phi), which uses a third, and so on: O(log n)
 * levels, about phi^2 steps a term in all. */
#define GD_WYTHOFF_LEVELS 128
typedef struct {
    struct {
        uint64_t n, a;  /* the last term made: a_n */
        uint64_t j, bj; /* the next b to skip: b_j (fresh = 0: b_j not fetched yet) */
        int fresh;
    } lv[GD_WYTHOFF_LEVELS];
    int depth; /* levels started */
} gd_wythoff_mex;
GD_API void gd_wythoff_mex_init(gd_wythoff_mex *m);
/* The next pair: (a_0, b_0) = (0,0) first. */
GD_API gd_wythoff_pair gd_wythoff_mex_next(gd_wythoff_mex *m);

/* == Fibonacci word, streamed == the word is expanded from the morphism with a stack
 * (one entry a level; the lowest levels as precomputed blocks phi^k(0)). Two readers:
 * one finds the 0s, the other the 1s (a queue pairing them would grow like n). */
#define GD_WYTHOFF_FIB_BLOCK 16 /* levels held as blocks: |phi^16(0)| = 2584 letters */
typedef struct {
    int top;
    struct {
        uint8_t level, letter;
    } st[2 * GD_WYTHOFF_LEVELS];
    const uint8_t *blk; /* the block being read: letters blk[at .. len-1] are next */
    size_t at, len;
    uint64_t pos; /* position (1-based) of the letter blk[at] */
} gd_wythoff_fib_reader;
typedef struct {
    gd_wythoff_fib_reader zeros, ones;
    uint64_t n; /* pairs given out */
} gd_wythoff_fib;
GD_API void gd_wythoff_fib_init(gd_wythoff_fib *f);
GD_API gd_wythoff_pair gd_wythoff_fib_next(gd_wythoff_fib *f);
/* Letter k (1-based) of the word, from its morphism directly (slow: O(log k)); for tests. */
GD_API int gd_wythoff_fib_letter(uint64_t k);

/* == Zeckendorf, streamed == the integers x = 1, 2, ... with zeta(x) kept up to date by
 * an increment with carries, and the value of zeta(x)0 beside it. */
typedef struct {
    uint64_t x, z, shifted; /* x, zeta(x) (bit i: F_{i+2}), value of zeta(x) followed by 0 */
    uint64_t n;
} gd_wythoff_zeck;
GD_API void gd_wythoff_zeck_init(gd_wythoff_zeck *z);
GD_API gd_wythoff_pair gd_wythoff_zeck_next(gd_wythoff_zeck *z);
/* zeta(x) as bits (bit i: F_{i+2}), greedy; and its value back. */
GD_API uint64_t gd_wythoff_zeckendorf(uint64_t x);
GD_API uint64_t gd_wythoff_zeck_value(uint64_t bits);

/* == cross-check == every n in 0..N by all four (the floor form incrementally, and by
 * gd_wythoff_floor itself at every 2^16-th n and at N). */
enum { GD_WYTHOFF_MEX = 0, GD_WYTHOFF_FLOOR = 1, GD_WYTHOFF_FIB = 2, GD_WYTHOFF_ZECK = 3, GD_WYTHOFF_WAYS = 4 };
typedef struct {
    uint64_t checked;    /* n checked: 0 .. checked-1 */
    uint64_t direct;     /* n where gd_wythoff_floor was called too */
    int bad;             /* a disagreement at n = bad_n */
    uint64_t bad_n;
    gd_wythoff_pair at[GD_WYTHOFF_WAYS]; /* the four answers at bad_n, or at N */
} gd_wythoff_report;
/* Testing: fault_way >= 0 corrupts that way's a_n at n = fault_n (the check must see it). */
typedef void (*gd_wythoff_progress)(void *ctx, uint64_t n, uint64_t N);
/* 0 (all agree), 1 (a disagreement, in r), -1 out of memory. */
GD_API int gd_wythoff_check(uint64_t N, int fault_way, uint64_t fault_n, gd_wythoff_progress progress, void *ctx,
                            gd_wythoff_report *r);
GD_API const char *gd_wythoff_way_name(int way);

/* == Figure 1 == the first P-positions on the board 0..size-1 (a to the right, b upwards,
 * (0,0) bottom-left), each P-position (a_n,b_n) and (b_n,a_n) a black cell, and the
 * queen's lines it fills with N-positions (the cells it is reachable from: up, right and
 * up-right), in the colour of its n (the mex rule's order); cells of cell x cell pixels
 * with a grey grid. size 2 .. 200, cell 3 .. 64. 0, or -1 (size or memory). */
GD_API int gd_wythoff_figure(uint32_t size, uint32_t cell, gd_image *im);

#endif

/* engine_impl.h - the engine's internal state, shared by engine.c, marks.c and tail.c. */
#ifndef GAMEDYN_ENGINE_IMPL_H
#define GAMEDYN_ENGINE_IMPL_H
#include "gamedyn/bits.h"
#include "gamedyn/sheet.h"

/* W, stored by key (gd_rules_key): one bitset row per key over the index n.
 * Row k's word 0 is absolute word base(k); keys [lo, hi) are live in a ring. */
typedef struct {
    uint64_t *w;
    uint64_t *floor; /* per key: every index below it is set */
    size_t wpr;      /* words per row */
    uint64_t cap;    /* ring size, a power of two */
    uint64_t lo, hi;
    int shifted; /* rules->left_shift: base(k) = k / 64, else 0 */
} gd_lower;

typedef struct {
    uint64_t x, y0, period, extent;
    uint32_t *vals;
} gd_periodic_tail;

struct gd_engine {
    gd_config cfg;
    const gd_rules *rules;
    gd_perturb V;
    int window;
    gd_engine *plain; /* pass variant: the game without the pass */
    const gd_sheet *plain_sheet;
    uint64_t x; /* next sheet */
    int dead;   /* a P at [x',0,0]: every later position moves there */
    gd_lower lower;
    /* same-sheet parents (and D): bitset over absolute index n, word 0 = absolute word s_base */
    uint64_t *S;
    size_t s_words, s_used;
    uint64_t s_base, s_floor, s_max;
    int s_any;
    /* D: the indices x'+z* of the column-0 losers so far */
    uint64_t *K;
    size_t k_words;
    uint64_t k_max;
    int k_any;
    /* proved tails of lower sheets: flat values as a z-bitset, the rest listed */
    uint64_t *tflat;
    size_t tflat_words;
    uint64_t tflat_bits, tflat_mex;
    gd_periodic_tail *ptail;
    size_t nptail, captail;
    uint64_t stable_key; /* every key >= it sees only tails of lower sheets */
    uint64_t lcm;        /* lcm of the lower tails' periods */
    /* the sheet being built */
    uint32_t *zbuf;
    size_t zcap;
    uint32_t *tailbuf;
    size_t tailcap;
    gd_sheet out;
    uint64_t columns;
};

/* marks.c: W rows and the same-sheet set */
int gd_lower_init(gd_lower *L, int shifted, uint64_t cap, size_t wpr);
void gd_lower_free(gd_lower *L);
static inline uint64_t gd_lower_base(const gd_lower *L, uint64_t key)
{
    return L->shifted ? key >> 6 : 0;
}
static inline uint64_t *gd_lower_row(const gd_lower *L, uint64_t key)
{
    return L->w + (size_t)(key & (L->cap - 1)) * L->wpr;
}
/* Makes rows up to key live (new rows receive the proved tails); 0 on success. */
int gd_engine_need_key(gd_engine *e, uint64_t key);
/* Adds the deadly index n to the live rows. */
int gd_lower_add_deadly(gd_engine *e, uint64_t n);
/* Ensures row key's words cover absolute index n; 0 on success. */
int gd_lower_cover(gd_lower *L, uint64_t key, uint64_t n);
int gd_engine_s_cover(gd_engine *e, uint64_t n);
static inline int gd_engine_s_get(const gd_engine *e, uint64_t n)
{
    uint64_t w = (n >> 6) - e->s_base;
    return w < e->s_words && ((e->S[w] >> (n & 63)) & 1);
}
/* The supermex of one column: the lowest z marked neither by W, by the nex
 * extra marks, nor by a same-sheet parent; 0 on success. */
int gd_engine_mex(gd_engine *e, uint64_t x, uint64_t y, const uint64_t *extra, int nex, uint64_t *zout);
/* Records a P at [x,y,z] in W and in the same-sheet set. */
int gd_engine_place(gd_engine *e, uint64_t x, uint64_t y, uint64_t z);


/* tail.c: the state proof waits for two periods of at most this many columns. */
#define GD_TAIL_MAX_PERIOD ((uint64_t)1 << 20)
typedef struct {
    uint64_t yp;     /* marks are periodic from this column */
    uint64_t period; /* with this period */
    uint64_t next_flat, next_state;
} gd_tail_watch;
/* After column y: 1 if the tail is proved (e->out filled), 0 if not yet, -1 on error. */
int gd_tail_try(gd_engine *e, gd_tail_watch *tw, uint64_t x, uint64_t y);
/* Writes the proved tail of sheet x into the live rows past its explicit part and remembers it. */
int gd_tail_publish(gd_engine *e, const gd_sheet *s);

#endif

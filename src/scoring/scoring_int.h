/* scoring_int.h - the context of the scoring module: the store of forms and its caches. */
#ifndef GAMEDYN_SCORING_INT_H
#define GAMEDYN_SCORING_INT_H
#include "gamedyn/scoring.h"
#include "gamedyn/hash.h"

/* A memo from 64-bit keys to 32-bit values (below GD_SCORING_NONE): base's table, made at
 * the first put ({0}: empty), its bytes counted against the store's bound. */
typedef struct {
    gd_hash *h;
} sc_map;

typedef struct {
    uint32_t off, nl, nr; /* options at pool[off..off+nl) (Left), then nr Right */
    uint32_t birthday;
    uint32_t canon;       /* the canonical form's id, GD_SCORING_NONE until known */
    gd_dyadic latom, ratom; /* the atoms of empty sides (nl == 0, nr == 0) */
    gd_dyadic ol, or_;    /* the outcome */
    gd_dyadic smin, smax; /* the least and largest score anywhere in the game */
    gd_scoring_stops st;
    uint64_t shape; /* a hash of the form alone (atoms, options' shapes as sets), the same
                       whatever else the store holds: the order options are printed in */
} sc_node;

struct gd_scoring {
    sc_node *nodes;
    size_t n, cap;
    uint32_t *pool;
    size_t npool, cappool;
    uint32_t *table; /* hash-consing: ids by the hash of the form */
    size_t tcap;
    sc_map geq, sum, neg;
    uint64_t bytes, max_bytes;
    gd_budget *budget; /* shared with the other parts of a computation; NULL: none */
    int failed;
    char err[200];
};

void sc_fail(gd_scoring *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void *sc_realloc(gd_scoring *s, void *p, size_t old_bytes, size_t new_bytes);
/* The store frees bytes it had taken: they go back to its budget. */
void sc_unaccount(gd_scoring *s, uint64_t bytes);
/* Inline: a memo lookup is most of a comparison's work, and a call more showed. */
static inline int sc_map_get(const sc_map *m, uint64_t key, uint32_t *val)
{
    uint32_t v = m->h ? gd_hash_get(m->h, &key) : GD_HASH_NONE;
    if (v == GD_HASH_NONE)
        return 0;
    *val = v;
    return 1;
}
int sc_map_put(gd_scoring *s, sc_map *m, uint64_t key, uint32_t val);
void sc_map_free(gd_scoring *s, sc_map *m);
/* Dyadic arithmetic that fails the context instead of overflowing. */
gd_dyadic sc_add(gd_scoring *s, gd_dyadic a, gd_dyadic b);

/* The form {left | right} from options sorted and without repeats; no reduction, no
 * check of the guarantee beyond the one it states (store.c). */
gd_scoring_id sc_form(gd_scoring *s, const uint32_t *l, size_t nl, gd_dyadic la, const uint32_t *r, size_t nr,
                      gd_dyadic ra);
/* Whether the form built from these sides would be guaranteed. */
int sc_guaranteed(const gd_scoring *s, const uint32_t *l, size_t nl, gd_dyadic la, const uint32_t *r, size_t nr,
                  gd_dyadic ra);
/* The options of one side of g (side 0 Left, 1 Right) into out, in the order of their
 * shapes (ties by id): the order in which they are printed, the same in every store. */
void sc_print_order(const gd_scoring *s, gd_scoring_id g, int side, uint32_t *out);
/* Sorts ids and drops repeats; returns the new count. */
size_t sc_sort_unique(uint32_t *a, size_t n);

#define SC_NL(s, g) ((s)->nodes[g].nl)
#define SC_NR(s, g) ((s)->nodes[g].nr)
/* Options by index: the pool moves when a form is added, so no pointer into it is kept
 * across a call that may add one. */
#define SC_L(s, g, i) ((s)->pool[(s)->nodes[g].off + (i)])
#define SC_R(s, g, i) ((s)->pool[(s)->nodes[g].off + (s)->nodes[g].nl + (i)])

/* order.c: G >= H by the paper's test (memoized). */
int sc_geq(gd_scoring *s, gd_scoring_id g, gd_scoring_id h);
/* reduce.c: the canonical form of a stored form; a + hat(k) (every score of Conway's
 * integer k embedded shifted by a), canonical. */
gd_scoring_id sc_canonical(gd_scoring *s, gd_scoring_id g);
gd_scoring_id sc_shifted_waiting(gd_scoring *s, gd_dyadic a, int64_t k);

#endif

/* cgt_int.h - the context of the cgt module: the store of canonical forms, its caches. */
#ifndef GAMEDYN_CGT_INT_H
#define GAMEDYN_CGT_INT_H
#include "gamedyn/cgt.h"
#include "gamedyn/hash.h"

/* A memo from 64-bit keys to 32-bit values (below GD_CGT_NONE): base's table, made at the
 * first put ({0}: empty), its bytes counted against the context's bound. */
typedef struct {
    gd_hash *h;
} cg_map;

enum { CG_GENERAL = 0, CG_NUS = 1 };

typedef struct {
    uint32_t off, nl, nr; /* options at pool[off..off+nl) (Left), then nr Right */
    uint32_t birthday;
    uint32_t neg;          /* GD_CGT_NONE until known */
    uint8_t kind;          /* CG_NUS: x + ups.^ + *nim */
    int32_t ups;
    uint32_t nim;
    gd_dyadic x;
    uint8_t has_stops;
    gd_dyadic lstop, rstop;
} cg_node;

typedef struct cg_thermo cg_thermo;

struct gd_cgt {
    cg_node *nodes;
    size_t n, cap;
    uint32_t *pool;
    size_t npool, cappool;
    uint32_t *table; /* hash-consing: ids by the hash of their options */
    size_t tcap;
    cg_map leq, sum, numbers, nus;
    cg_thermo **thermo; /* per id, computed on demand */
    size_t nthermo;
    /* set by thermo.c with its cache, so the store frees it without calling back into a
     * file that calls the store */
    void (*release_thermo)(gd_cgt *c);
    uint64_t bytes, max_bytes;
    gd_budget *budget; /* shared with the other parts of a computation; NULL: none */
    int failed;
    char err[200];
    uint32_t ids[4]; /* 0, *, ^ cached */
};

void cg_fail(gd_cgt *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Accounted allocation: NULL (and the context failed) when out of memory or the bound. */
void *cg_realloc(gd_cgt *c, void *p, size_t old_bytes, size_t new_bytes);
void cg_unaccount(gd_cgt *c, size_t bytes);
/* Counts bytes allocated elsewhere (caches of plain malloc) against the bound: 0, or -1 and
 * the context failed. */
int cg_account(gd_cgt *c, size_t bytes);

/* Inline: a memo lookup is most of a comparison's work, and a call more showed. */
static inline int cg_map_get(const cg_map *m, uint64_t key, uint32_t *val)
{
    uint32_t v = m->h ? gd_hash_get(m->h, &key) : GD_HASH_NONE;
    if (v == GD_HASH_NONE)
        return 0;
    *val = v;
    return 1;
}
int cg_map_put(gd_cgt *c, cg_map *m, uint64_t key, uint32_t val);
void cg_map_free(gd_cgt *c, cg_map *m);
uint64_t cg_hash64(uint64_t x);

static inline const cg_node *cg_node_of(const gd_cgt *c, gd_cgt_id g)
{
    return &c->nodes[g];
}
/* Options by index: the pool moves when a game is added, so no pointer into it is kept
 * across a call that may add one. */
#define CG_L(c, g, i) ((c)->pool[(c)->nodes[g].off + (i)])
#define CG_R(c, g, i) ((c)->pool[(c)->nodes[g].off + (c)->nodes[g].nl + (i)])
#define CG_NL(c, g) ((c)->nodes[g].nl)
#define CG_NR(c, g) ((c)->nodes[g].nr)

static inline const uint32_t *cg_lopts(const gd_cgt *c, gd_cgt_id g)
{
    return c->pool + c->nodes[g].off;
}
static inline const uint32_t *cg_ropts(const gd_cgt *c, gd_cgt_id g)
{
    return c->pool + c->nodes[g].off + c->nodes[g].nl;
}
static inline int cg_is_number(const gd_cgt *c, gd_cgt_id g)
{
    const cg_node *n = &c->nodes[g];
    return n->kind == CG_NUS && n->ups == 0 && n->nim == 0;
}

/* store.c: the memoized order (1 when g <= h). */
int cg_leq(gd_cgt *c, gd_cgt_id g, gd_cgt_id h);


#endif

/* The values of a partizan game's positions as canonical forms (value_impl.h): G = {G^L |
 * G^R} made canonical by the cgt module (Conway, On Numbers and Games, ch. 10; Siegel,
 * Combinatorial Game Theory, II.2). Memoized per key: a position is split by the family's
 * components operation into independent components, whose disjunctive sum it is, so its
 * value is the sum of theirs (Winning Ways, ch. 2); each component is looked up by its
 * normal form, with the sign the symmetry carries (a symmetry that swaps Left and Right
 * negates the value). Iterative: a depth-first search on an explicit stack; a frame's
 * moves stay on a shared move stack until it is done, the values of its options found so
 * far on a shared id stack. */
#include "value_impl.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint64_t hash;
    uint64_t off; /* the key's coordinates in the arena */
    gd_cgt_id form; /* GD_CGT_NONE while the key is being valued (on the stack) */
    uint16_t flags;
    uint8_t n, passes;
} vent;

typedef struct {
    uint32_t ent;
    uint64_t mbase, nmoves, next, idbase;
} vframe;

typedef struct {
    gd_cgt_id id;
    int side;
} vopt;

struct gd_value_table {
    const gd_game *g;
    gd_cgt *c;
    int plain;
    gd_budget *budget; /* the solver's, shared with c's store */
    vent *e;
    size_t ne, cape;
    uint64_t *arena;
    size_t na, capa;
    uint32_t *slot;
    size_t nslot;
    vframe *fr;
    size_t nfr, capfr;
    gd_move *mv;
    size_t nmv, capmv;
    vopt *ids;
    size_t nids, capids;
    gd_cgt_id *lr;
    size_t caplr;
    gd_position *parts; /* GD_GAME_MAX_COMPONENTS */
};

gd_value_table *gd_value_table_new(const gd_game *g, gd_cgt *c, int plain, gd_budget *b)
{
    gd_value_table *t = calloc(1, sizeof *t);
    if (!t || !(t->parts = malloc(GD_GAME_MAX_COMPONENTS * sizeof *t->parts))) {
        free(t);
        return NULL;
    }
    t->g = g;
    t->c = c;
    t->plain = plain;
    t->budget = b;
    /* its fixed part is small and held already: counted, never refused */
    gd_budget_charge(b, gd_value_table_bytes(t));
    return t;
}

void gd_value_table_free(gd_value_table *t)
{
    if (!t)
        return;
    gd_budget_give(t->budget, gd_value_table_bytes(t));
    free(t->e), free(t->arena), free(t->slot), free(t->fr), free(t->mv), free(t->ids), free(t->lr);
    free(t->parts);
    free(t);
}

uint64_t gd_value_table_bytes(const gd_value_table *t)
{
    return sizeof *t + GD_GAME_MAX_COMPONENTS * sizeof(gd_position) + t->cape * sizeof(vent) + t->capa * 8 +
           t->nslot * 4 + t->capfr * sizeof(vframe) + t->capmv * sizeof(gd_move) + t->capids * sizeof(vopt) +
           t->caplr * sizeof(gd_cgt_id);
}

uint64_t gd_value_table_count(const gd_value_table *t)
{
    return t->ne;
}

/* Takes extra bytes from the budget; 1 with err when they would pass the bound (the bytes
 * named are the whole computation's, the solver's and the forms' included). */
static int over(const gd_value_table *t, uint64_t extra, char *err, size_t errlen)
{
    if (gd_budget_take(t->budget, extra) == 0)
        return 0;
    char a[32], b[32];
    gd_err(err, errlen, "the values need more than %s after %llu keys and %zu forms: above the memory bound %s "
                        "(--max-mem)",
           gd_format_bytes(gd_budget_used(t->budget) + extra, a, sizeof a), (unsigned long long)t->ne,
           gd_cgt_size(t->c), gd_format_bytes(gd_budget_bound(t->budget), b, sizeof b));
    return 1;
}

static int grow(gd_value_table *t, void **p, size_t *cap, size_t need, size_t sz, char *err, size_t errlen)
{
    if (need <= *cap)
        return 0;
    size_t nc = *cap ? *cap : 64;
    while (nc < need)
        nc *= 2;
    if (over(t, (uint64_t)(nc - *cap) * sz, err, errlen))
        return -1;
    void *q = realloc(*p, nc * sz);
    if (!q) {
        gd_budget_give(t->budget, (uint64_t)(nc - *cap) * sz);
        gd_err(err, errlen, "out of memory in the table of values after %llu keys", (unsigned long long)t->ne);
        return -1;
    }
    *p = q;
    *cap = nc;
    return 0;
}

static long find(const gd_value_table *t, const gd_position *p, uint64_t h)
{
    if (!t->nslot)
        return -1;
    for (size_t i = h & (t->nslot - 1);; i = (i + 1) & (t->nslot - 1)) {
        uint32_t k = t->slot[i];
        if (!k)
            return -1;
        const vent *e = &t->e[k - 1];
        if (e->hash == h && e->n == p->n && e->passes == p->passes && e->flags == p->flags &&
            memcmp(t->arena + e->off, p->c, p->n * sizeof *p->c) == 0)
            return (long)k - 1;
    }
}

static void place(gd_value_table *t, uint32_t idx)
{
    size_t i = t->e[idx].hash & (t->nslot - 1);
    while (t->slot[i])
        i = (i + 1) & (t->nslot - 1);
    t->slot[i] = idx + 1;
}

static long insert(gd_value_table *t, const gd_position *p, uint64_t h, char *err, size_t errlen)
{
    if (t->ne >= UINT32_MAX - 1) {
        gd_err(err, errlen, "the table of values holds at most 2^32-2 keys");
        return -1;
    }
    if (grow(t, (void **)&t->e, &t->cape, t->ne + 1, sizeof *t->e, err, errlen) ||
        grow(t, (void **)&t->arena, &t->capa, t->na + (p->n ? p->n : 1), 8, err, errlen))
        return -1;
    if (2 * (t->ne + 1) > t->nslot) {
        size_t ns = t->nslot ? 2 * t->nslot : 1024;
        if (over(t, (uint64_t)ns * 4, err, errlen))
            return -1;
        uint32_t *q = calloc(ns, sizeof *q);
        if (!q) {
            gd_budget_give(t->budget, (uint64_t)ns * 4);
            gd_err(err, errlen, "out of memory in the table of values after %llu keys", (unsigned long long)t->ne);
            return -1;
        }
        gd_budget_give(t->budget, (uint64_t)t->nslot * 4);
        free(t->slot);
        t->slot = q;
        t->nslot = ns;
        for (size_t i = 0; i < t->ne; i++)
            place(t, (uint32_t)i);
    }
    vent *e = &t->e[t->ne];
    e->hash = h;
    e->off = t->na;
    e->form = GD_CGT_NONE;
    e->flags = p->flags;
    e->n = p->n;
    e->passes = p->passes;
    memcpy(t->arena + t->na, p->c, p->n * sizeof *p->c);
    t->na += p->n;
    place(t, (uint32_t)t->ne);
    return (long)t->ne++;
}

/* p's components into t->parts, each replaced by its key; signs[i] the sign of each. The
 * number, or -1 with err. */
static int split(gd_value_table *t, const gd_position *p, int *signs, char *err, size_t errlen)
{
    int k = 1;
    t->parts[0] = *p;
    if (!t->plain && (k = gd_game_components(t->g, p, t->parts, GD_GAME_MAX_COMPONENTS)) > GD_GAME_MAX_COMPONENTS) {
        char b[128];
        gd_err(err, errlen, "%s has %d components, more than the %d a value is summed from",
               gd_game_format(t->g, p, b, sizeof b), k, GD_GAME_MAX_COMPONENTS);
        return -1;
    }
    for (int i = 0; i < k; i++) {
        gd_position key = t->parts[i];
        signs[i] = t->plain ? 1 : gd_game_normal_form(t->g, &t->parts[i], &key);
        t->parts[i] = key;
    }
    return k;
}

/* The value of the components in t->parts[0..k-1] once all are known: GD_CGT_NONE with
 * *missing the index of an unknown key (-1 when none is missing, a failure in the cgt
 * context then). */
static gd_cgt_id sum_known(gd_value_table *t, int k, const int *signs, long *missing)
{
    gd_cgt_id v = GD_CGT_NONE;
    *missing = -1;
    if (!k) /* looked up only here: it is a hash probe in the context */
        return gd_cgt_integer(t->c, 0);
    for (int i = 0; i < k; i++) {
        long e = find(t, &t->parts[i], gd_position_hash(&t->parts[i]));
        if (e < 0 || t->e[e].form == GD_CGT_NONE) {
            *missing = i;
            return GD_CGT_NONE;
        }
        gd_cgt_id x = t->e[e].form;
        if (signs[i] < 0)
            x = gd_cgt_neg(t->c, x);
        v = i ? gd_cgt_sum(t->c, v, x) : x;
    }
    return v;
}

static int push(gd_value_table *t, const gd_position *key, char *err, size_t errlen)
{
    uint64_t h = gd_position_hash(key);
    long e = find(t, key, h);
    if (e >= 0) {
        char a[256];
        gd_err(err, errlen, "the move graph of %s has a cycle through %s", t->g->name,
               gd_game_format(t->g, key, a, sizeof a));
        return -1;
    }
    if ((e = insert(t, key, h, err, errlen)) < 0 ||
        grow(t, (void **)&t->fr, &t->capfr, t->nfr + 1, sizeof *t->fr, err, errlen))
        return -1;
    uint64_t m = t->g->ops->rules.moves(t->g, key, NULL, 0);
    if (m > (uint64_t)1 << 40) {
        char a[256];
        gd_err(err, errlen, "%s has too many moves to value", gd_game_format(t->g, key, a, sizeof a));
        return -1;
    }
    if (grow(t, (void **)&t->mv, &t->capmv, t->nmv + m, sizeof *t->mv, err, errlen))
        return -1;
    t->g->ops->rules.moves(t->g, key, t->mv + t->nmv, m);
    t->fr[t->nfr++] = (vframe){(uint32_t)e, t->nmv, m, 0, t->nids};
    t->nmv += m;
    return 0;
}

static int cgt_failed(gd_value_table *t, char *err, size_t errlen)
{
    const char *why = gd_cgt_error(t->c);
    gd_err(err, errlen, "values of %s: %s", t->g->name, why ? why : "a canonical form could not be made");
    return -1;
}

/* Every option of the top frame is valued: its form. */
static int finish(gd_value_table *t, char *err, size_t errlen)
{
    vframe *f = &t->fr[t->nfr - 1];
    size_t n = t->nids - f->idbase, nl = 0;
    if (grow(t, (void **)&t->lr, &t->caplr, n ? n : 1, sizeof *t->lr, err, errlen))
        return -1;
    for (size_t i = f->idbase; i < t->nids; i++)
        if (t->ids[i].side == GD_LEFT)
            t->lr[nl++] = t->ids[i].id;
    size_t nr = nl;
    for (size_t i = f->idbase; i < t->nids; i++)
        if (t->ids[i].side != GD_LEFT)
            t->lr[nr++] = t->ids[i].id;
    gd_cgt_id v = gd_cgt_make(t->c, t->lr, nl, t->lr + nl, nr - nl);
    if (v == GD_CGT_NONE)
        return cgt_failed(t, err, errlen);
    t->e[f->ent].form = v;
    t->nids = f->idbase;
    t->nmv = f->mbase;
    t->nfr--;
    return 0;
}

/* Values every key in t->parts[0..k-1] (and everything below them). */
static int run(gd_value_table *t, int k0, const int *signs0, char *err, size_t errlen)
{
    int signs[GD_GAME_MAX_COMPONENTS];
    long missing;
    /* The top-level keys are pushed one at a time: parts is reused below. */
    gd_position top[1];
    for (;;) {
        if (sum_known(t, k0, signs0, &missing) != GD_CGT_NONE || missing < 0)
            return missing < 0 && gd_cgt_error(t->c) ? cgt_failed(t, err, errlen) : 0;
        top[0] = t->parts[missing];
        gd_position keep[GD_GAME_MAX_COMPONENTS];
        memcpy(keep, t->parts, (size_t)k0 * sizeof *keep);
        if (push(t, top, err, errlen))
            return -1;
        while (t->nfr) {
            vframe *f = &t->fr[t->nfr - 1];
            int pushed = 0;
            while (f->next < f->nmoves) {
                const gd_move *m = &t->mv[f->mbase + f->next];
                int side = m->side;
                int k = split(t, &m->to, signs, err, errlen);
                if (k < 0)
                    return -1;
                gd_cgt_id v = sum_known(t, k, signs, &missing);
                if (v == GD_CGT_NONE && missing < 0)
                    return cgt_failed(t, err, errlen);
                if (v == GD_CGT_NONE) {
                    gd_position child = t->parts[missing];
                    if (push(t, &child, err, errlen))
                        return -1;
                    pushed = 1;
                    break;
                }
                if (grow(t, (void **)&t->ids, &t->capids, t->nids + 1, sizeof *t->ids, err, errlen))
                    return -1;
                t->ids[t->nids++] = (vopt){v, side};
                f->next++;
            }
            if (!pushed && finish(t, err, errlen))
                return -1;
        }
        memcpy(t->parts, keep, (size_t)k0 * sizeof *keep);
    }
}

int gd_value_table_value(gd_value_table *t, const gd_position *p, gd_cgt_id *out, char *err, size_t errlen)
{
    int signs[GD_GAME_MAX_COMPONENTS];
    int k = split(t, p, signs, err, errlen);
    if (k < 0 || run(t, k, signs, err, errlen) != 0) {
        /* keys left half-valued would read as cycles later: forget the table */
        t->ne = t->na = t->nfr = t->nmv = t->nids = 0;
        if (t->slot)
            memset(t->slot, 0, t->nslot * sizeof *t->slot);
        return -1;
    }
    long missing;
    gd_cgt_id v = sum_known(t, k, signs, &missing);
    if (v == GD_CGT_NONE)
        return cgt_failed(t, err, errlen);
    *out = v;
    return 0;
}

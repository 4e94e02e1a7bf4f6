/* The generic solver: outcome, Grundy value and remoteness by mex over the moves, for
 * any game of the interface; for a partizan family, the outcome class from the two games
 * of who starts (Left wins moving first iff some Left option is not a Right win with Right
 * to move, and symmetrically), no Grundy value and remoteness 0. Memoized in an open-addressing hash table keyed by
 * position; iterative: a depth-first search on an explicit stack whose frames hold only
 * (position, next move), the moves being regenerated into one shared buffer when a
 * frame resumes, so memory is O(positions + depth + largest move list), never
 * O(depth x moves). Definitions of V, the pass and remoteness: game.h. Partizan values
 * (canonical forms) are the table of value.c, kept here with the cgt context they live in. */
#include "gamedyn/cgt.h"
#include "gamedyn/game.h"
#include "gamedyn/loopy.h"
#include "gamedyn/util.h"
#include "solver_impl.h"
#include "value_impl.h"
#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* ST_LW, ST_RW (partizan): Left, Right wins moving first. */
/* ST_DRAW, ST_INF (loopy): a draw; the generalized Sprague-Grundy value is infinity. */
enum { ST_DONE = 1, ST_P = 2, ST_AUTO = 4, ST_GRUNDY = 8, ST_LW = 16, ST_RW = 32, ST_DRAW = 64, ST_INF = 128 };

typedef struct {
    uint64_t hash;
    uint64_t off; /* first coordinate in the arena */
    uint64_t grundy;
    uint64_t rem;
    uint16_t flags;
    uint8_t n, passes;
    uint8_t state;
} entry;

typedef struct {
    uint32_t idx;
    uint64_t next; /* the first move not yet known to be solved */
} frame;

struct gd_solver {
    const gd_game *g;
    gd_budget *budget;     /* the game's, or own_budget */
    gd_budget *own_budget; /* made when a bound of its own is asked for */
    entry *e;
    size_t ne, cape;
    uint64_t *arena;
    size_t na, capa;
    uint32_t *slot; /* entry index + 1; 0 empty */
    size_t nslot;   /* a power of two, at least twice ne */
    frame *fr;
    size_t nfr, capfr;
    gd_move *mv;
    size_t capmv;
    unsigned char *seen;
    size_t capseen;
    gd_cgt *cgt;
    int own_cgt, plain, generic;
    gd_value_table *values;
    void *fam_values; /* the family's own table of values (ops->values.values_new) */
};

uint64_t gd_solver_bytes_per_position(int n)
{
    /* entry + coordinates, with the slack of doubling arrays; two to four index slots;
     * a stack frame (a chain is as deep as it is long). */
    return (sizeof(entry) + 8 * (uint64_t)n) * 2 + 16 + sizeof(frame);
}

static uint64_t bytes_in_use(const gd_solver *s)
{
    return s->cape * sizeof(entry) + s->capa * 8 + s->nslot * 4 + s->capfr * sizeof(frame) +
           s->capmv * sizeof(gd_move) + s->capseen;
}

gd_solver *gd_solver_new_shared(const gd_game *g, gd_budget *b)
{
    gd_solver *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->g = g;
    s->budget = b;
    return s;
}

/* A bound of its own (max_bytes), or without one the game's budget, so that the solver's
 * tables count together with the game's other parts. */
gd_solver *gd_solver_new(const gd_game *g, uint64_t max_bytes)
{
    gd_budget *own = max_bytes || !g->budget ? gd_budget_new(max_bytes) : NULL;
    if ((max_bytes || !g->budget) && !own)
        return NULL;
    gd_solver *s = gd_solver_new_shared(g, own ? own : g->budget);
    if (!s) {
        gd_budget_free(own);
        return NULL;
    }
    s->own_budget = own;
    return s;
}

void gd_solver_free(gd_solver *s)
{
    if (!s)
        return;
    free(s->e);
    free(s->arena);
    free(s->slot);
    free(s->fr);
    free(s->mv);
    free(s->seen);
    gd_value_table_free(s->values);
    if (s->fam_values)
        s->g->ops->values.values_free(s->fam_values);
    if (s->own_cgt)
        gd_cgt_free(s->cgt);
    gd_budget_give(s->budget, bytes_in_use(s));
    gd_budget_free(s->own_budget);
    free(s);
}

static void reset(gd_solver *s)
{
    s->ne = s->na = s->nfr = 0;
    if (s->slot)
        memset(s->slot, 0, s->nslot * sizeof *s->slot);
}

uint64_t gd_solver_count(const gd_solver *s)
{
    return s->ne;
}

/* Takes extra bytes from the budget; 1 with err when they would pass the bound (the bytes
 * named are the whole computation's: the other parts' count as much as the solver's). */
static int too_big(gd_solver *s, uint64_t extra, char *err, size_t errlen)
{
    if (gd_budget_take(s->budget, extra) == 0)
        return 0;
    char a[32], b[32];
    uint64_t have = gd_budget_used(s->budget);
    gd_err(err, errlen, "the generic solver needs more than %s after %llu positions: above the memory bound %s "
                        "(--max-mem)",
           gd_format_bytes(have + extra, a, sizeof a), (unsigned long long)s->ne,
           gd_format_bytes(gd_budget_bound(s->budget), b, sizeof b));
    return 1;
}

/* Grows *p (element size sz) to hold need elements; 0, or -1 with err. */
static int grow(gd_solver *s, void **p, size_t *cap, size_t need, size_t sz, char *err, size_t errlen)
{
    if (need <= *cap)
        return 0;
    size_t nc = *cap ? *cap : 64;
    while (nc < need)
        nc *= 2;
    if (too_big(s, (uint64_t)(nc - *cap) * sz, err, errlen))
        return -1;
    void *q = realloc(*p, nc * sz);
    if (!q) {
        gd_budget_give(s->budget, (uint64_t)(nc - *cap) * sz);
        gd_err(err, errlen, "out of memory in the generic solver after %llu positions", (unsigned long long)s->ne);
        return -1;
    }
    *p = q;
    *cap = nc;
    return 0;
}

static int same(const gd_solver *s, const entry *e, const gd_position *p, uint64_t h)
{
    if (e->hash != h || e->n != p->n || e->passes != p->passes || e->flags != p->flags)
        return 0;
    return memcmp(s->arena + e->off, p->c, p->n * sizeof *p->c) == 0;
}

/* The entry of p, or -1. */
static long find(const gd_solver *s, const gd_position *p, uint64_t h)
{
    if (!s->nslot)
        return -1;
    for (size_t i = h & (s->nslot - 1);; i = (i + 1) & (s->nslot - 1)) {
        uint32_t k = s->slot[i];
        if (!k)
            return -1;
        if (same(s, &s->e[k - 1], p, h))
            return (long)k - 1;
    }
}

static void place(gd_solver *s, uint32_t idx)
{
    size_t i = s->e[idx].hash & (s->nslot - 1);
    while (s->slot[i])
        i = (i + 1) & (s->nslot - 1);
    s->slot[i] = idx + 1;
}

static long insert(gd_solver *s, const gd_position *p, uint64_t h, char *err, size_t errlen)
{
    if (s->ne >= UINT32_MAX - 1) {
        gd_err(err, errlen, "the generic solver holds at most 2^32-2 positions");
        return -1;
    }
    if (grow(s, (void **)&s->e, &s->cape, s->ne + 1, sizeof *s->e, err, errlen) ||
        /* at least one word: a first position of no coordinates must not leave the arena NULL
         * (memcpy and pointer arithmetic on NULL are undefined even for 0 bytes) */
        grow(s, (void **)&s->arena, &s->capa, s->na + (p->n ? p->n : 1), sizeof *s->arena, err, errlen))
        return -1;
    if (2 * (s->ne + 1) > s->nslot) {
        size_t ns = s->nslot ? 2 * s->nslot : 128;
        if (too_big(s, (uint64_t)ns * 4, err, errlen))
            return -1;
        uint32_t *q = calloc(ns, sizeof *q);
        if (!q) {
            gd_budget_give(s->budget, (uint64_t)ns * 4);
            gd_err(err, errlen, "out of memory in the generic solver after %llu positions", (unsigned long long)s->ne);
            return -1;
        }
        gd_budget_give(s->budget, (uint64_t)s->nslot * 4);
        free(s->slot);
        s->slot = q;
        s->nslot = ns;
        for (size_t i = 0; i < s->ne; i++)
            place(s, (uint32_t)i);
    }
    entry *e = &s->e[s->ne];
    memset(e, 0, sizeof *e);
    e->hash = h;
    e->off = s->na;
    e->n = p->n;
    e->passes = p->passes;
    e->flags = p->flags;
    memcpy(s->arena + s->na, p->c, p->n * sizeof *p->c);
    s->na += p->n;
    place(s, (uint32_t)s->ne);
    return (long)s->ne++;
}

static void key_of(const gd_solver *s, uint32_t idx, gd_position *p)
{
    const entry *e = &s->e[idx];
    memset(p, 0, sizeof *p);
    p->n = e->n;
    p->passes = e->passes;
    p->flags = e->flags;
    memcpy(p->c, s->arena + e->off, e->n * sizeof *p->c);
}

static void fill(const entry *e, gd_value *v)
{
    v->outcome = e->state & ST_DRAW ? GD_OUTCOME_D : e->state & ST_P ? GD_OUTCOME_P : GD_OUTCOME_N;
    if (e->state & (ST_LW | ST_RW)) /* partizan: only here is either set */
        v->outcome = (e->state & ST_LW) && (e->state & ST_RW) ? GD_OUTCOME_N
                     : e->state & ST_LW                      ? GD_OUTCOME_L
                                                              : GD_OUTCOME_R;
    v->automatic = !!(e->state & ST_AUTO);
    v->has_grundy = !!(e->state & ST_GRUNDY);
    v->kind = v->has_grundy ? GD_VALUE_NIMBER : GD_VALUE_NONE;
    v->grundy = e->grundy;
    v->form = 0;
    v->remoteness = e->rem;
    v->infinite = !!(e->state & ST_INF);
}

int gd_solver_lookup(const gd_solver *s, const gd_position *p, gd_value *v)
{
    long k = find(s, p, gd_position_hash(p));
    if (k < 0 || !(s->e[k].state & ST_DONE))
        return 0;
    fill(&s->e[k], v);
    return 1;
}

/* The moves of p into s->mv; their number, or -1. */
static long gen_moves(gd_solver *s, const gd_position *p, char *err, size_t errlen)
{
    uint64_t m = s->g->ops->rules.moves(s->g, p, NULL, 0);
    if (m > (uint64_t)(SIZE_MAX / sizeof(gd_move) / 2) || m > (uint64_t)LONG_MAX / 2) {
        char b[128];
        gd_err(err, errlen, "%s has too many moves for the generic solver", gd_game_format(s->g, p, b, sizeof b));
        return -1;
    }
    if (grow(s, (void **)&s->mv, &s->capmv, m, sizeof *s->mv, err, errlen))
        return -1;
    s->g->ops->rules.moves(s->g, p, s->mv, m);
    return (long)m;
}

/* The partizan outcome of the top frame from its solved options: a side wins moving
 * first iff one of its options is lost by the other side moving first there. */
static void finalize_partizan(gd_solver *s, uint32_t idx, long m)
{
    int lw = 0, rw = 0;
    for (long i = 0; i < m; i++) {
        const entry *c = &s->e[find(s, &s->mv[i].to, gd_position_hash(&s->mv[i].to))];
        if (s->mv[i].side == GD_LEFT)
            lw |= !(c->state & ST_RW);
        else
            rw |= !(c->state & ST_LW);
    }
    s->e[idx].state = (uint8_t)(ST_DONE | (lw ? ST_LW : 0) | (rw ? ST_RW : 0) | (lw || rw ? 0 : ST_P));
    s->e[idx].rem = 0;
}

/* Every option of the top frame is solved: its value. */
static int finalize(gd_solver *s, uint32_t idx, long m, char *err, size_t errlen)
{
    if (s->g->ops->kind == GD_GAME_PARTIZAN) {
        finalize_partizan(s, idx, m);
        return 0;
    }
    if (grow(s, (void **)&s->seen, &s->capseen, (size_t)m + 1, 1, err, errlen))
        return -1;
    memset(s->seen, 0, (size_t)m + 1);
    int any_p = 0, all_defined = 1;
    uint64_t min_p = UINT64_MAX, max_all = 0;
    for (long i = 0; i < m; i++) {
        const entry *c = &s->e[find(s, &s->mv[i].to, gd_position_hash(&s->mv[i].to))];
        if (c->state & ST_P) {
            any_p = 1;
            if (c->rem < min_p)
                min_p = c->rem;
        }
        if (c->rem > max_all)
            max_all = c->rem;
        if (!(c->state & ST_GRUNDY))
            all_defined = 0;
        else if (c->grundy <= (uint64_t)m)
            s->seen[c->grundy] = 1;
    }
    entry *e = &s->e[idx];
    e->state = ST_DONE | (any_p ? 0 : ST_P);
    e->rem = m == 0 ? 0 : any_p ? 1 + min_p : 1 + max_all;
    if (all_defined) {
        uint64_t g = 0;
        while (s->seen[g])
            g++;
        e->grundy = g;
        e->state |= ST_GRUNDY;
    }
    return 0;
}

static int precheck(gd_solver *s, const gd_position *p, char *err, size_t errlen)
{
    if (s->g->blocking) {
        gd_err(err, errlen, "%s with --blocking: the generic solver does not solve blocking games (query uses the "
                            "table)", s->g->name);
        return -1;
    }
    if (!s->g->ops->rules.bound)
        return 0;
    uint64_t b = s->g->ops->rules.bound(s->g, p), per = gd_solver_bytes_per_position(p->n);
    uint64_t moves = s->g->ops->rules.moves(s->g, p, NULL, 0);
    double need = (double)b * (double)per + (double)moves * sizeof(gd_move);
    if (need > (double)gd_budget_left(s->budget)) {
        char a[32], c[32], pb[128];
        need += (double)gd_budget_used(s->budget); /* the whole computation's, as the bound is */
        gd_err(err, errlen, "solving %s takes up to %s%llu positions, about %s: above the memory bound %s (--max-mem)",
               gd_game_format(s->g, p, pb, sizeof pb), b == UINT64_MAX ? "more than " : "", (unsigned long long)b,
               need >= 1.8e19 ? "more than 16 EiB" : gd_format_bytes((uint64_t)need, a, sizeof a),
               gd_format_bytes(gd_budget_bound(s->budget), c, sizeof c));
        return -1;
    }
    return 0;
}

static int push(gd_solver *s, uint32_t idx, char *err, size_t errlen)
{
    if (grow(s, (void **)&s->fr, &s->capfr, s->nfr + 1, sizeof *s->fr, err, errlen))
        return -1;
    s->fr[s->nfr++] = (frame){idx, 0};
    return 0;
}

static int run(gd_solver *s, uint32_t root, char *err, size_t errlen)
{
    if (push(s, root, err, errlen))
        return -1;
    while (s->nfr) {
        uint32_t idx = s->fr[s->nfr - 1].idx;
        gd_position cur;
        key_of(s, idx, &cur);
        if (s->g->ops->rules.is_automatic && s->g->ops->rules.is_automatic(s->g, &cur)) {
            s->e[idx].state = ST_DONE | ST_AUTO; /* N, remoteness 0, no Grundy value */
            s->nfr--;
            continue;
        }
        long m = gen_moves(s, &cur, err, errlen);
        if (m < 0)
            return -1;
        int pushed = 0;
        for (uint64_t i = s->fr[s->nfr - 1].next; i < (uint64_t)m; i++) {
            const gd_position *to = &s->mv[i].to;
            uint64_t h = gd_position_hash(to);
            long k = find(s, to, h);
            if (k >= 0 && !(s->e[k].state & ST_DONE)) {
                char a[128], b[128];
                gd_err(err, errlen, "the move graph of %s has a cycle: %s leads back to %s", s->g->name,
                       gd_game_format(s->g, &cur, a, sizeof a), gd_game_format(s->g, to, b, sizeof b));
                return -1;
            }
            if (k < 0) {
                s->fr[s->nfr - 1].next = i;
                if ((k = insert(s, to, h, err, errlen)) < 0 || push(s, (uint32_t)k, err, errlen))
                    return -1;
                pushed = 1;
                break;
            }
        }
        if (pushed)
            continue;
        if (finalize(s, idx, m, err, errlen))
            return -1;
        s->nfr--;
    }
    return 0;
}

/* A loopy game: every position reachable from root, breadth first, joins the table, and
 * the positions reachable from root (those solved before included: their labels depend
 * only on what is reachable from them, so they come out the same) are labelled by the
 * loopy module on their move graph, numbered in the order they were reached. */
static int run_loopy(gd_solver *s, uint32_t root, char *err, size_t errlen)
{
    uint32_t *list = NULL, *local = NULL, *off = NULL, *to = NULL, *rem = NULL, *gam = NULL;
    uint8_t *out = NULL;
    size_t capl = 0, capg = 0, capo = 0, capt = 0, nl = 1, nt = 0, inited = 0;
    uint64_t labels = 0; /* the bytes taken for the labels */
    int rc = -1;
    if (grow(s, (void **)&list, &capl, 1, sizeof *list, err, errlen))
        goto done;
    list[0] = root;
    for (size_t i = 0; i < nl; i++) {
        gd_position cur;
        key_of(s, list[i], &cur);
        long m = gen_moves(s, &cur, err, errlen);
        if (m < 0 || grow(s, (void **)&off, &capo, i + 2, sizeof *off, err, errlen) ||
            grow(s, (void **)&to, &capt, nt + (size_t)m + 1, sizeof *to, err, errlen))
            goto done;
        if (nt + (size_t)m >= UINT32_MAX) {
            gd_err(err, errlen, "the move graph has more than 2^32-2 moves: too large for the loopy solver");
            goto done;
        }
        off[i] = (uint32_t)nt;
        for (long j = 0; j < m; j++) {
            uint64_t h = gd_position_hash(&s->mv[j].to);
            long k = find(s, &s->mv[j].to, h);
            if (k < 0 && (k = insert(s, &s->mv[j].to, h, err, errlen)) < 0)
                goto done;
            if (grow(s, (void **)&local, &capg, s->ne, sizeof *local, err, errlen))
                goto done;
            for (; inited < s->ne; inited++)
                local[inited] = inited == root ? 0 : UINT32_MAX;
            if (local[k] == UINT32_MAX) {
                if (grow(s, (void **)&list, &capl, nl + 1, sizeof *list, err, errlen))
                    goto done;
                local[k] = (uint32_t)nl;
                list[nl++] = (uint32_t)k;
            }
            to[nt++] = local[k];
        }
    }
    off[nl] = (uint32_t)nt;
    /* the labels and the loopy module's working arrays: the reversed rows, a few numbers a
     * position */
    if (too_big(s, (uint64_t)(nl + 1) * 4 * 9 + nl + (uint64_t)nt * 4 * 2, err, errlen))
        goto done;
    labels = (uint64_t)(nl + 1) * 4 * 9 + nl + (uint64_t)nt * 4 * 2;
    rem = malloc((nl + 1) * sizeof *rem), gam = malloc((nl + 1) * sizeof *gam), out = malloc(nl + 1);
    gd_loopy_graph lg = {(uint32_t)nl, off, to};
    if (!rem || !gam || !out || gd_loopy_outcomes(&lg, out, rem) != 0 || gd_loopy_gamma(&lg, gam, NULL) != 0) {
        gd_err(err, errlen, "out of memory in the loopy solver after %llu positions", (unsigned long long)nl);
        goto done;
    }
    for (size_t i = 0; i < nl; i++) {
        entry *e = &s->e[list[i]];
        e->state = (uint8_t)(ST_DONE | (out[i] == GD_LOOPY_P ? ST_P : 0) | (out[i] == GD_LOOPY_D ? ST_DRAW : 0) |
                             (gam[i] == GD_LOOPY_INF ? ST_INF : ST_GRUNDY));
        e->grundy = gam[i] == GD_LOOPY_INF ? 0 : gam[i];
        e->rem = rem[i];
    }
    rc = 0;
done:
    /* the working arrays were taken through grow: they go back with their memory */
    gd_budget_give(s->budget, capl * sizeof *list + capg * sizeof *local + capo * sizeof *off + capt * sizeof *to +
                                  labels);
    free(list), free(local), free(off), free(to), free(rem), free(gam), free(out);
    return rc;
}

int gd_solver_solve(gd_solver *s, const gd_position *p, gd_value *v, char *err, size_t errlen)
{
    if (s->g->ops->kind == GD_GAME_SCORING) {
        gd_err(err, errlen, "%s is a scoring game: a score decides, not the last move, so it has no outcome class "
                            "(its outcome (o_L, o_R) is read from its value: gamedyn query)", s->g->name);
        return -1;
    }
    uint64_t h = gd_position_hash(p);
    long k = find(s, p, h);
    if (k < 0) {
        if (precheck(s, p, err, errlen) || (k = insert(s, p, h, err, errlen)) < 0)
            return -1;
        if (s->g->loopy ? run_loopy(s, (uint32_t)k, err, errlen) : run(s, (uint32_t)k, err, errlen)) {
            reset(s); /* half-solved entries would read as cycles later */
            return -1;
        }
    }
    fill(&s->e[k], v);
    return 0;
}

long gd_solver_winning(gd_solver *s, const gd_position *p, gd_move **out, char *err, size_t errlen)
{
    gd_value v;
    *out = NULL;
    if (gd_solver_solve(s, p, &v, err, errlen) != 0)
        return -1;
    gd_move *mv;
    long n = gd_game_list_moves(s->g, p, UINT64_MAX, &mv, err, errlen);
    if (n < 0)
        return -1;
    long k = 0;
    for (long i = 0; i < n; i++) {
        gd_value w;
        if (gd_solver_lookup(s, &mv[i].to, &w) && gd_game_move_wins(s->g, &mv[i], w.outcome))
            mv[k++] = mv[i];
    }
    *out = mv;
    return k;
}

int gd_solver_best_move(gd_solver *s, const gd_position *p, gd_move *m, char *err, size_t errlen)
{
    gd_value v;
    if (s->g->ops->kind == GD_GAME_PARTIZAN) {
        gd_err(err, errlen, "%s is partizan: a best move depends on the side to move (see the winning moves)",
               s->g->name);
        return -1;
    }
    if (gd_solver_solve(s, p, &v, err, errlen))
        return -1;
    gd_move *mv;
    long n = gd_game_list_moves(s->g, p, UINT64_MAX, &mv, err, errlen);
    if (n < 0)
        return -1;
    long best = -1;
    uint64_t best_rem = 0;
    for (long i = 0; i < n; i++) {
        gd_value w;
        if (!gd_solver_lookup(s, &mv[i].to, &w))
            continue; /* cannot happen: p was solved with everything below it */
        int wins = w.outcome == GD_OUTCOME_P;
        if (v.outcome == GD_OUTCOME_D) {
            if (best < 0 && w.outcome == GD_OUTCOME_D)
                best = i;
            continue;
        }
        if (v.outcome == GD_OUTCOME_N ? wins && (best < 0 || w.remoteness < best_rem)
                                      : (best < 0 || w.remoteness > best_rem))
            best = i, best_rem = w.remoteness;
    }
    if (best >= 0)
        *m = mv[best];
    free(mv);
    return best >= 0;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

long gd_solver_inf_set(gd_solver *s, const gd_position *p, uint64_t *k, size_t cap, char *err, size_t errlen)
{
    gd_value v;
    if (gd_solver_solve(s, p, &v, err, errlen))
        return -1;
    gd_move *mv;
    long n = gd_game_list_moves(s->g, p, UINT64_MAX, &mv, err, errlen);
    if (n < 0)
        return -1;
    uint64_t *val = malloc(((size_t)n + 1) * sizeof *val);
    if (!val) {
        free(mv);
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    long m = 0, d = 0;
    for (long i = 0; i < n; i++) {
        gd_value w;
        if (gd_solver_lookup(s, &mv[i].to, &w) && w.has_grundy)
            val[m++] = w.grundy;
    }
    qsort(val, (size_t)m, sizeof *val, cmp_u64);
    for (long i = 0; i < m; i++)
        if (i == 0 || val[i] != val[i - 1]) {
            if ((size_t)d < cap)
                k[d] = val[i];
            d++;
        }
    free(val);
    free(mv);
    return d;
}

/* For the move graph (solver_impl.h): positions are numbered in the order they were
 * first reached, the first root being 0. */
long gd_solver_index(const gd_solver *s, const gd_position *p)
{
    return find(s, p, gd_position_hash(p));
}

void gd_solver_position(const gd_solver *s, uint64_t idx, gd_position *p, gd_value *v)
{
    key_of(s, (uint32_t)idx, p);
    fill(&s->e[idx], v);
}

gd_cgt *gd_solver_cgt(gd_solver *s)
{
    if (!s->cgt && (s->cgt = gd_cgt_new()) != NULL) {
        s->own_cgt = 1;
        gd_cgt_set_budget(s->cgt, s->budget);
    }
    return s->cgt;
}

void gd_solver_share_cgt(gd_solver *s, gd_cgt *c)
{
    if (!s->cgt)
        s->cgt = c;
}

void gd_solver_plain_values(gd_solver *s, int plain)
{
    s->plain = plain;
}

void gd_solver_generic_values(gd_solver *s, int generic)
{
    s->generic = generic;
}

uint64_t gd_solver_value_count(const gd_solver *s)
{
    uint64_t keys = 0;
    if (s->fam_values)
        s->g->ops->values.values_size(s->fam_values, &keys);
    return keys + (s->values ? gd_value_table_count(s->values) : 0);
}

int gd_solver_value(gd_solver *s, const gd_position *p, gd_value *v, char *err, size_t errlen)
{
    if (s->g->ops->kind != GD_GAME_PARTIZAN)
        return gd_solver_solve(s, p, v, err, errlen);
    const gd_game_ops *ops = s->g->ops;
    if (!gd_solver_cgt(s) || (!s->values && !(s->values = gd_value_table_new(s->g, s->cgt, s->plain, s->budget))) ||
        (!s->plain && !s->generic && ops->values.value && !s->fam_values && !(s->fam_values = ops->values.values_new(s->g, s->cgt)))) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    gd_cgt_id id;
    int r = GD_ORACLE_NONE;
    if (s->fam_values &&
        (r = ops->values.value(s->fam_values, p, gd_budget_left(s->budget), &id, err, errlen)) == -1)
        return -1;
    if (r == GD_ORACLE_NONE && gd_value_table_value(s->values, p, &id, err, errlen))
        return -1;
    memset(v, 0, sizeof *v);
    char o = gd_cgt_outcome(s->cgt, id);
    v->outcome = o == 'L' ? GD_OUTCOME_L : o == 'R' ? GD_OUTCOME_R : o == 'N' ? GD_OUTCOME_N : GD_OUTCOME_P;
    if (!o) {
        gd_err(err, errlen, "values of %s: %s", s->g->name, gd_cgt_error(s->cgt) ? gd_cgt_error(s->cgt) : "no outcome");
        return -1;
    }
    v->kind = GD_VALUE_FORM;
    v->form = id;
    return 0;
}

/* A Left move to G^L wins iff Left wins G^L with Right to move, that is G^L >= 0; a Right
 * move to G^R wins iff G^R <= 0 (Conway's order: G >= 0 iff Left wins moving second). */
long gd_solver_value_winning(gd_solver *s, const gd_position *p, gd_move **out, char *err, size_t errlen)
{
    *out = NULL;
    if (s->g->ops->kind != GD_GAME_PARTIZAN)
        return gd_solver_winning(s, p, out, err, errlen);
    gd_move *mv;
    long n = gd_game_list_moves(s->g, p, UINT64_MAX, &mv, err, errlen), k = 0;
    if (n < 0)
        return -1;
    gd_cgt_id zero = gd_cgt_integer(s->cgt, 0);
    for (long i = 0; i < n; i++) {
        gd_value w;
        if (gd_solver_value(s, &mv[i].to, &w, err, errlen) != 0) {
            free(mv);
            return -1;
        }
        int r = mv[i].side == GD_LEFT ? gd_cgt_leq(s->cgt, zero, (gd_cgt_id)w.form)
                                      : gd_cgt_leq(s->cgt, (gd_cgt_id)w.form, zero);
        if (r < 0) {
            free(mv);
            gd_err(err, errlen, "values of %s: %s", s->g->name,
                   gd_cgt_error(s->cgt) ? gd_cgt_error(s->cgt) : "a comparison failed");
            return -1;
        }
        if (r)
            mv[k++] = mv[i];
    }
    *out = mv;
    return k;
}

size_t gd_solver_value_text(gd_solver *s, const gd_value *v, char *buf, size_t len)
{
    if (v->kind == GD_VALUE_FORM && s->cgt)
        return gd_cgt_print(s->cgt, (gd_cgt_id)v->form, buf, len);
    if (v->kind == GD_VALUE_NIMBER && v->has_grundy) {
        int n = v->grundy == 0 ? snprintf(buf, len, "0")
                : v->grundy == 1 ? snprintf(buf, len, "*")
                                 : snprintf(buf, len, "*%llu", (unsigned long long)v->grundy);
        return n < 0 ? 0 : (size_t)n;
    }
    int n = snprintf(buf, len, "undefined");
    return n < 0 ? 0 : (size_t)n;
}

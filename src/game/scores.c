/* The values of a scoring family's positions as guaranteed scoring games (game.h, "scoring
 * families"; docs/scoring.md): G = {G^L | G^R}, a side without options carrying the family's
 * score as its atom (Larsson, Neto, Nowakowski, Santos, "Guaranteed scoring games", 2016),
 * reduced by the scoring module. The recursion over moves and score is the definition; a
 * family's own table (ops->scoring.scoring_value) answers first unless the table is generic, and the
 * recursion is its check (tests/games/scoring_domineering). */
#include "gamedyn/game.h"
#include "gamedyn/util.h"
#include "scores_impl.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    gd_position key;
    gd_scoring_id id;
    int used;
} sent;

struct gd_game_scores {
    const gd_game *g;
    gd_scoring *s;
    int own, generic;
    gd_budget *budget;     /* the game's, or own_budget */
    gd_budget *own_budget; /* made when a bound of its own is asked for */
    void *fam; /* the family's own table, made at first use */
    sent *tab;
    size_t n, cap;
};

/* A table drawing from b, or with b NULL from a budget of its own of max_bytes. */
static gd_game_scores *make(const gd_game *g, gd_scoring *s, gd_budget *b, uint64_t max_bytes)
{
    gd_game_scores *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->g = g;
    if (!b && !(t->own_budget = gd_budget_new(max_bytes))) {
        free(t);
        return NULL;
    }
    t->budget = b ? b : t->own_budget;
    t->s = s;
    if (!s) {
        if (!(t->s = gd_scoring_new())) {
            gd_budget_free(t->own_budget);
            free(t);
            return NULL;
        }
        t->own = 1;
        gd_scoring_set_budget(t->s, t->budget);
    }
    return t;
}

/* Without a bound of its own, the table and its forms count with the game's other parts. */
gd_game_scores *gd_game_scores_new(const gd_game *g, gd_scoring *s, uint64_t max_bytes)
{
    gd_budget *shared = max_bytes ? NULL : g->budget;
    return make(g, s, shared, max_bytes ? max_bytes : g->max_mem);
}

gd_game_scores *gd_game_scores_new_shared(const gd_game *g, gd_scoring *s, gd_budget *b)
{
    return make(g, s, b, 0);
}

void gd_game_scores_free(gd_game_scores *t)
{
    if (!t)
        return;
    if (t->fam)
        t->g->ops->scoring.scores_free(t->fam);
    if (t->own)
        gd_scoring_free(t->s);
    gd_budget_give(t->budget, t->cap * sizeof *t->tab);
    gd_budget_free(t->own_budget);
    free(t->tab);
    free(t);
}

gd_scoring *gd_game_scores_context(const gd_game_scores *t)
{
    return t->s;
}

void gd_game_scores_generic(gd_game_scores *t, int generic)
{
    t->generic = generic;
}

uint64_t gd_game_scores_count(const gd_game_scores *t)
{
    return t->n;
}

static sent *slot(gd_game_scores *t, const gd_position *p)
{
    size_t i = gd_position_hash(p) & (t->cap - 1);
    while (t->tab[i].used && !gd_position_equal(&t->tab[i].key, p))
        i = (i + 1) & (t->cap - 1);
    return &t->tab[i];
}

static int remember(gd_game_scores *t, const gd_position *p, gd_scoring_id id, char *err, size_t errlen)
{
    if (2 * (t->n + 1) > t->cap) {
        size_t cap = t->cap ? 2 * t->cap : 1024;
        uint64_t more = (uint64_t)cap * sizeof *t->tab;
        int fits = gd_budget_take(t->budget, more) == 0;
        sent *old = t->tab, *tab = fits ? calloc(cap, sizeof *tab) : NULL;
        if (!tab) {
            char a[32], b[32];
            if (fits)
                gd_budget_give(t->budget, more);
            /* the bytes of the whole computation: the forms' and the other parts' too */
            gd_err(err, errlen, "the values of %llu positions need about %s, above the memory bound %s (--max-mem)",
                   (unsigned long long)t->n, gd_format_bytes(gd_budget_used(t->budget) + more, a, sizeof a),
                   gd_format_bytes(gd_budget_bound(t->budget), b, sizeof b));
            return -1;
        }
        size_t oldcap = t->cap;
        gd_budget_give(t->budget, oldcap * sizeof *t->tab);
        t->tab = tab, t->cap = cap;
        for (size_t i = 0; i < oldcap; i++)
            if (old[i].used)
                *slot(t, &old[i].key) = old[i];
        free(old);
    }
    sent *e = slot(t, p);
    t->n += !e->used;
    *e = (sent){*p, id, 1};
    return 0;
}

static int failed(gd_game_scores *t, char *err, size_t errlen)
{
    gd_err(err, errlen, "%s", gd_scoring_error(t->s) ? gd_scoring_error(t->s) : "out of memory");
    return -1;
}

/* The recursion: {values of Left's options | Right's}, atoms from the family's score. */
static int recurse(gd_game_scores *t, const gd_position *p, gd_scoring_id *id, char *err, size_t errlen)
{
    if (t->cap) {
        sent *e = slot(t, p);
        if (e->used) {
            *id = e->id;
            return 0;
        }
    }
    const gd_game *g = t->g;
    gd_move *mv;
    long n = gd_game_list_moves(g, p, UINT64_MAX, &mv, err, errlen);
    if (n < 0)
        return -1;
    gd_scoring_id *opt = malloc((size_t)(n + 1) * sizeof *opt);
    size_t k[2] = {0, 0};
    int rc = opt ? 0 : failed(t, err, errlen);
    /* Left's options from the front, Right's from the back */
    for (long i = 0; i < n && !rc; i++) {
        gd_scoring_id v;
        if ((rc = recurse(t, &mv[i].to, &v, err, errlen)) == 0) {
            if (mv[i].side == GD_LEFT)
                opt[k[0]++] = v;
            else
                opt[n - 1 - (long)k[1]++] = v;
        }
    }
    free(mv);
    gd_scoring_side side[2];
    for (int s = 0; s < 2 && !rc; s++) {
        int64_t atom = 0;
        if (!k[s] && g->ops->scoring.score(g, p, s, &atom, err, errlen) != 0)
            rc = -1;
        side[s] = (gd_scoring_side){s ? opt + n - (long)k[1] : opt, k[s], gd_dyadic_int(atom)};
    }
    if (!rc) {
        *id = gd_scoring_make(t->s, side[0], side[1]);
        rc = *id == GD_SCORING_NONE ? failed(t, err, errlen) : remember(t, p, *id, err, errlen);
    }
    free(opt);
    return rc;
}

int gd_game_scores_value(gd_game_scores *t, const gd_position *p, gd_scoring_id *id, char *err, size_t errlen)
{
    const gd_game_ops *ops = t->g->ops;
    if (ops->kind != GD_GAME_SCORING || !ops->scoring.score) {
        gd_err(err, errlen, "%s is not a scoring game: it has outcome classes, not scores", t->g->name);
        return -1;
    }
    if (!t->generic && ops->scoring.scoring_value) {
        if (!t->fam && !(t->fam = ops->scoring.scores_new(t->g, t->s)))
            return failed(t, err, errlen);
        return ops->scoring.scoring_value(t->fam, p, id, err, errlen);
    }
    return recurse(t, p, id, err, errlen);
}

long gd_game_scores_moves(gd_game_scores *t, const gd_position *p, gd_scoring_id *value, gd_dyadic *ol,
                          gd_dyadic *or_, gd_game_scored_move **out, char *err, size_t errlen)
{
    gd_scoring_id g;
    *out = NULL;
    if (gd_game_scores_value(t, p, &g, err, errlen) != 0)
        return -1;
    gd_scoring_outcome(t->s, g, ol, or_);
    if (value)
        *value = g;
    gd_move *mv;
    long n = gd_game_list_moves(t->g, p, UINT64_MAX, &mv, err, errlen);
    if (n < 0)
        return -1;
    gd_game_scored_move *w = malloc((size_t)(n + 1) * sizeof *w);
    if (!w) {
        free(mv);
        return failed(t, err, errlen);
    }
    int found[2] = {0, 0}, has[2] = {0, 0};
    for (long i = 0; i < n; i++) {
        gd_scoring_id v;
        gd_dyadic a, b;
        if (gd_game_scores_value(t, &mv[i].to, &v, err, errlen) != 0) {
            free(mv), free(w);
            return -1;
        }
        gd_scoring_outcome(t->s, v, &a, &b);
        int side = mv[i].side == GD_RIGHT;
        w[i].move = mv[i];
        w[i].score = side ? a : b; /* the opponent moves next */
        w[i].best = gd_dyadic_cmp(w[i].score, side ? *or_ : *ol) == 0;
        found[side] |= w[i].best, has[side] = 1;
    }
    free(mv);
    if (found[0] != has[0] || found[1] != has[1]) {
        free(w);
        gd_err(err, errlen, "internal inconsistency: no move of %s attains the outcome of its value",
               found[0] != has[0] ? "Left" : "Right");
        return -1;
    }
    *out = w;
    return n;
}

int gd_game_scores_best(gd_game_scores *t, const gd_position *p, int side, gd_move *m, gd_dyadic *score, char *err,
                        size_t errlen)
{
    gd_dyadic ol, or_;
    gd_game_scored_move *w;
    long n = gd_game_scores_moves(t, p, NULL, &ol, &or_, &w, err, errlen);
    if (n < 0)
        return -1;
    int r = 0;
    for (long i = 0; i < n && !r; i++)
        if (w[i].move.side == side && w[i].best) {
            *m = w[i].move, r = 1;
            if (score)
                *score = w[i].score;
        }
    free(w);
    return r;
}

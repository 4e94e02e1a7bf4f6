/* Fibonacci Nim as a game: positions [n,r] (n tokens, take 1..r; a move taking j leads
 * to [n-j,2j]). "fibnim:17" is the start [17,16]; "fibnim:17,4" is [17,4]. Fast oracles
 * (include/gamedyn/fibnim.h): P/N and every winning move by Whinihan's rule for n up to
 * 2^62; Grundy values from the table module for n up to FIBNIM_ORACLE_MAX (computed on
 * demand, kept in the instance). Variant: the pass (the oracles then leave it to the
 * generic solver). */
#include "cmd.h"
#include "gamedyn/game.h"
#include "gamedyn/fibnim.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

/* The oracle computes Grundy tables up to this n (about 8 s there, 2 s at 2^15). */
#define FIBNIM_ORACLE_MAX ((uint64_t)1 << 16)

typedef struct {
    gd_fibnim_table t; /* t.nmax == 0: none yet */
    uint64_t max_mem;
    uint64_t t_bytes;  /* what t holds (its estimate), taken from the game's budget */
    gd_budget *budget; /* that budget (NULL: none) */
} fibnim_ctx;

static int fibnim_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    if (gd_game_parse_coords(g, text, 1, 2, "coordinate", (uint64_t)1 << 63, "2^63 (n at most 2^62)", p, err,
                             errlen) != 0)
        return -1;
    if (p->c[0] > GD_FIBNIM_MAX_N) {
        gd_err(err, errlen, "fibnim position '%s': n is above the limit 2^62 = 4611686018427387904", text);
        return -1;
    }
    if (p->n == 1) { /* the start: the first player may take all but one */
        p->c[1] = p->c[0] ? p->c[0] - 1 : 0;
        p->n = 2;
    }
    return 0;
}

static int fibnim_terminal(const gd_position *p)
{
    return p->c[0] == 0 || p->c[1] == 0;
}

static uint64_t fibnim_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    (void)g;
    uint64_t n = p->c[0], k = p->c[1] < n ? p->c[1] : n;
    for (uint64_t j = 1; j <= k && j <= cap; j++) {
        out[j - 1].to = *p;
        out[j - 1].to.c[0] = n - j;
        out[j - 1].to.c[1] = 2 * j;
        out[j - 1].is_pass = 0;
    }
    return gd_game_add_pass(p, fibnim_terminal(p), out, cap, k);
}

/* Reachable: the root and (m, 2j) with m < n, 1 <= j <= min(r, n); twice with the pass. */
static uint64_t fibnim_bound(const gd_game *g, const gd_position *p)
{
    (void)g;
    /* Every position reached is [m,2j] after taking j <= n-m tokens in the last move (the
     * limit after a move is twice the move, whatever the limit before): at most n(n+1)/2
     * of them besides p. */
    uint64_t n = p->c[0];
    if (n >= (uint64_t)1 << 31)
        return UINT64_MAX;
    return (n * (n + 1) / 2 + 1) * (p->passes ? 2 : 1);
}

static int fibnim_is_move(const gd_game *g, const gd_position *p, const gd_position *q)
{
    (void)g;
    if (q->n != 2 || q->c[0] >= p->c[0])
        return 0;
    uint64_t j = p->c[0] - q->c[0];
    return j <= p->c[1] && q->c[1] == 2 * j;
}

static int fibnim_outcome(const gd_game *g, const gd_position *p, char *err, size_t errlen)
{
    (void)err, (void)errlen;
    if (g->has_pass && p->passes)
        return GD_ORACLE_NONE;
    return gd_fibnim_is_p(p->c[0], p->c[1]) ? GD_OUTCOME_P : GD_OUTCOME_N;
}

static long fibnim_winning(const gd_game *g, const gd_position *p, gd_move **out, char *err, size_t errlen)
{
    *out = NULL;
    if (g->has_pass && p->passes)
        return GD_ORACLE_NONE;
    uint64_t takes[92];
    int k = gd_fibnim_winning(p->c[0], p->c[1], takes);
    gd_move *m = malloc(92 * sizeof *m);
    if (!m) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    for (int i = 0; i < k; i++) {
        m[i].to = *p;
        m[i].to.c[0] = p->c[0] - takes[i];
        m[i].to.c[1] = 2 * takes[i];
        m[i].is_pass = 0;
    }
    *out = m;
    return k;
}

static int fibnim_grundy(const gd_game *g, const gd_position *p, uint64_t *value, char *err, size_t errlen)
{
    fibnim_ctx *c = g->ctx;
    uint64_t n = p->c[0];
    if ((g->has_pass && p->passes) || n > FIBNIM_ORACLE_MAX)
        return GD_ORACLE_NONE;
    if (n > c->t.nmax || !c->t.off) {
        /* Grow by doubling, so a run of queries computes O(log) tables. */
        uint64_t want = 1024;
        while (want < n)
            want *= 2;
        /* the table kept for the next queries counts in the game's budget: it may hold what
         * the game's other parts leave, the table it replaces included */
        gd_fibnim_table t;
        uint64_t room = g->budget ? gd_budget_left(g->budget) + c->t_bytes : c->max_mem;
        if (gd_fibnim_compute(want, room, &t, err, errlen) != 0)
            return -1;
        gd_fibnim_table_free(&c->t);
        c->t = t;
        if (g->budget) {
            gd_budget_give(g->budget, c->t_bytes);
            gd_budget_charge(g->budget, gd_fibnim_estimate_bytes(want));
        }
        c->budget = g->budget, c->t_bytes = gd_fibnim_estimate_bytes(want);
    }
    *value = gd_fibnim_get(&c->t, n, p->c[1]);
    return 0;
}

static void fibnim_free(gd_game *g)
{
    fibnim_ctx *c = g->ctx;
    gd_fibnim_table_free(&c->t);
    if (c->budget)
        gd_budget_give(c->budget, c->t_bytes);
    free(c);
}

static const gd_game_ops fibnim_ops = {
    .kind = GD_GAME_IMPARTIAL,
    .rules.parse = fibnim_parse,
    .rules.format = gd_game_format_coords,
    .rules.moves = fibnim_moves,
    .rules.bound = fibnim_bound,
    .oracles.outcome = fibnim_outcome,
    .oracles.grundy = fibnim_grundy,
    .oracles.winning = fibnim_winning,
    .rules.is_move = fibnim_is_move,
    .rules.free_ctx = fibnim_free,
};

static gd_game *fibnim_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    (void)name;
    gd_game *g = gd_game_new(&fibnim_ops, sizeof(fibnim_ctx));
    if (!g) {
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    ((fibnim_ctx *)g->ctx)->max_mem = opt->max_mem ? opt->max_mem : gd_game_default_max_mem();
    g->summary = "Fibonacci Nim [n,r]";
    g->has_pass = (int)gd_game_opt_u64(opt, "pass");
    return g;
}

static const gd_game_opt fibnim_opts[] = {GD_GAME_OPT_PASS, {0}};

static const gd_game_command commands[] = {
    {"fibnim", "Grundy values of Fibonacci Nim, every (n, r) up to a size", gd_cmd_fibnim},
    {NULL, NULL, NULL},
};

const gd_game_family gd_family_fibnim = {
    .name = "fibnim",
    .summary = "Fibonacci Nim [n,r]: take 1..r of n tokens, then the next may take twice that",
    .syntax = "n or n,r: n tokens up to 2^62, take 1..r (n alone: the start, r = n-1)",
    .example = "fibnim:20",
    .oracles = "outcome, winning moves: Whinihan's rule (n up to 2^62); Grundy value: the table (n up to 2^16)",
    .opts = fibnim_opts,
    .open = fibnim_open,
    .commands = commands,
};

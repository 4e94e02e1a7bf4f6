/* Nim with any number of heaps (1 to GD_GAME_MAX_COORDS): a move takes any positive
 * number of tokens from one heap. Variants: the pass (one pass shared by both players,
 * never from [0,...,0]) and a perturbation V of 3-heap positions (sheet.h's V specs).
 * Fast oracles: plain Nim is P exactly when the XOR of the heaps is 0, which is also
 * its Grundy value (any heap up to 2^64-1); 3-heap positions of the pass and perturbed
 * variants (and of plain Nim read from a database) go to the sheet engine. */
#include "gamedyn/game.h"
#include "gamedyn/sheet.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    gd_sheet_ctx s; /* first; its oracle is NULL when XOR answers everything */
    int db;
} nim_ctx;

static const gd_rules *nim_rules(void)
{
    return gd_rules_get(GD_SHEET_NIM);
}

static int nim_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    const nim_ctx *c = g->ctx;
    /* V is a set of [x,y,z], and a database holds 3-heap sheets. */
    int three = g->perturbed || c->db;
    return gd_game_parse_coords(g, text, three ? 3 : 1, three ? 3 : GD_GAME_MAX_COORDS, "heap", UINT64_MAX,
                                "2^64-1 = 18446744073709551615", p, err, errlen);
}

static int nim_is_automatic(const gd_game *g, const gd_position *p)
{
    const nim_ctx *c = g->ctx;
    return g->perturbed && p->n == 3 && gd_perturb_contains(&c->s.V, nim_rules(), p->c[0], p->c[1], p->c[2]);
}

static int nim_terminal(const gd_position *p)
{
    for (int i = 0; i < p->n; i++)
        if (p->c[i])
            return 0;
    return 1;
}

static uint64_t nim_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    if (nim_is_automatic(g, p))
        return 0;
    uint64_t n = 0;
    for (int i = 0; i < p->n; i++) {
        uint64_t h = p->c[i];
        if (n > UINT64_MAX - h)
            return UINT64_MAX;
        for (uint64_t t = 1; t <= h && n + t - 1 < cap; t++) {
            gd_move *m = &out[n + t - 1];
            m->to = *p;
            m->to.c[i] = h - t;
            m->is_pass = 0;
        }
        n += h;
    }
    return gd_game_add_pass(p, nim_terminal(p), out, cap, n);
}

static uint64_t nim_bound(const gd_game *g, const gd_position *p)
{
    (void)g;
    uint64_t b = (uint64_t)p->passes + 1; /* the passes left go down, never up */
    for (int i = 0; i < p->n; i++) {
        if (p->c[i] == UINT64_MAX || b > UINT64_MAX / (p->c[i] + 1))
            return UINT64_MAX;
        b *= p->c[i] + 1;
    }
    return b;
}

static uint64_t nim_xor(const gd_position *p)
{
    uint64_t x = 0;
    for (int i = 0; i < p->n; i++)
        x ^= p->c[i];
    return x;
}

static int nim_outcome(const gd_game *g, const gd_position *p, char *err, size_t errlen)
{
    nim_ctx *c = g->ctx;
    if (c->s.sheets && p->n == 3)
        return gd_sheet_oracle_outcome(c->s.sheets, p->passes, p->c[0], p->c[1], p->c[2], err, errlen);
    if (g->has_pass && p->passes)
        return GD_ORACLE_NONE; /* other heap counts with the pass: the generic solver */
    return nim_xor(p) ? GD_OUTCOME_N : GD_OUTCOME_P;
}

static int nim_grundy(const gd_game *g, const gd_position *p, uint64_t *value, char *err, size_t errlen)
{
    (void)err, (void)errlen;
    if (g->perturbed || (g->has_pass && p->passes))
        return GD_ORACLE_NONE;
    *value = nim_xor(p);
    return 0;
}

/* Plain Nim: the one move per heap that makes the XOR v (none when it is v already), in
 * move order. */
static long nim_to_value(const gd_game *g, const gd_position *p, uint64_t v, gd_move **out, char *err,
                         size_t errlen)
{
    *out = NULL;
    if (g->perturbed || (g->has_pass && p->passes))
        return GD_ORACLE_NONE;
    uint64_t x = nim_xor(p) ^ v;
    gd_move *m = malloc(GD_GAME_MAX_COORDS * sizeof *m);
    if (!m) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    long k = 0;
    for (int i = 0; x && i < p->n; i++)
        if ((p->c[i] ^ x) < p->c[i]) {
            m[k].to = *p;
            m[k].to.c[i] = p->c[i] ^ x;
            m[k++].is_pass = 0;
        }
    *out = m;
    return k;
}

/* The winning moves: those to XOR 0 (the database variant answers through the engine). */
static long nim_winning(const gd_game *g, const gd_position *p, gd_move **out, char *err, size_t errlen)
{
    const nim_ctx *c = g->ctx;
    *out = NULL;
    if (c->db)
        return GD_ORACLE_NONE;
    return nim_to_value(g, p, 0, out, err, errlen);
}

/* One ordinary move: one heap smaller, the others equal (heaps too big to list the moves of). */
static int nim_is_move(const gd_game *g, const gd_position *p, const gd_position *q)
{
    if (nim_is_automatic(g, p) || q->n != p->n || q->passes != p->passes || q->flags != p->flags)
        return 0;
    int smaller = 0;
    for (int i = 0; i < p->n; i++)
        if (q->c[i] > p->c[i])
            return 0;
        else
            smaller += q->c[i] < p->c[i];
    return smaller == 1;
}

static const gd_game_ops nim_ops = {
    .kind = GD_GAME_IMPARTIAL,
    .rules.parse = nim_parse,
    .rules.format = gd_game_format_coords,
    .rules.moves = nim_moves,
    .rules.is_automatic = nim_is_automatic,
    .rules.bound = nim_bound,
    .oracles.outcome = nim_outcome,
    .oracles.grundy = nim_grundy,
    .oracles.winning = nim_winning,
    .rules.is_move = nim_is_move,
    .oracles.to_value = nim_to_value,
    .rules.free_ctx = gd_sheet_game_free_ctx,
};

static gd_game *nim_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    (void)name;
    /* The sheet engine answers 3-heap positions of the variants XOR does not cover;
     * with --db it answers every 3-heap position, from the database. */
    int db = gd_game_opt_value(opt, "db") != NULL;
    int oracle = gd_game_opt_value(opt, "pass") || gd_game_opt_value(opt, "perturb") || db;
    gd_game *g = gd_sheet_game_new(GD_SHEET_NIM, &nim_ops, sizeof(nim_ctx), opt, oracle, err, errlen);
    if (g) {
        ((nim_ctx *)g->ctx)->db = db;
        g->summary = "Nim with any number of heaps";
    }
    return g;
}

static const gd_game_opt nim_opts[] = {GD_GAME_OPT_PASSES(GD_MAX_PASSES), GD_GAME_OPT_SHEET_PERTURB, GD_GAME_OPT_DB,
                                       {0}};

const gd_game_family gd_family_nim = {
    .name = "nim",
    .summary = "Nim with any number of heaps: take any number of tokens from one heap",
    .syntax = "h1,h2,...: 1 to 16 heaps, each up to 2^64-1 (3 heaps with --perturb or --db)",
    .example = "nim:3,5,6",
    .oracles = "outcome, Grundy value, winning moves: the XOR of the heaps; 3 heaps with a pass, V or a "
               "database: the sheet engine",
    .opts = nim_opts,
    .open = nim_open,
};

/* 3-row Chomp in the sheet engine's coordinates [x,y,z]: x columns of height 3, y of
 * height 2, z of height 1 (the poisoned square is in the full column; [0,0,1] is the
 * poisoned square alone, the terminal position; [0,0,0] is not a position). The rules
 * are sheet.h's gd_rules_moves. Variants: the pass and a perturbation V; the fast P/N
 * oracle is the sheet engine (a cached solution, or a database). Grundy values of plain
 * Chomp come from chomp.h for x+y+z <= CHOMP_GRUNDY_MAX; the variants, and larger
 * positions, go to the generic solver. */
#include "gamedyn/game.h"
#include "gamedyn/sheet.h"
#include "gamedyn/chomp.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

/* Moves keep x+y+z from growing; the sheet engine's sheets, columns and rows stop at 2^31. */
#define CHOMP_LIMIT ((uint64_t)1 << 31)
/* chompg computes every position up to x+y+z: about 2 s and 25 MiB at 512. */
#define CHOMP_GRUNDY_MAX 512

typedef struct {
    gd_sheet_ctx s; /* first: the sheet games' context */
    uint64_t max_mem;
} chomp_ctx;


static const gd_rules *chomp_rules(void)
{
    return gd_rules_get(GD_SHEET_CHOMP);
}

static int chomp_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    if (gd_game_parse_coords(g, text, 3, 3, "coordinate", CHOMP_LIMIT, "2^31 = 2147483648", p, err, errlen) != 0)
        return -1;
    if (p->c[0] + p->c[1] + p->c[2] > CHOMP_LIMIT) {
        gd_err(err, errlen, "chomp position '%s': x+y+z is above the limit 2^31 = 2147483648", text);
        return -1;
    }
    if (!gd_rules_is_position(chomp_rules(), p->c[0], p->c[1], p->c[2])) {
        gd_err(err, errlen, "[0,0,0] is not a position of chomp (the poisoned square alone is [0,0,1])");
        return -1;
    }
    return 0;
}

static int chomp_is_automatic(const gd_game *g, const gd_position *p)
{
    const gd_sheet_ctx *c = g->ctx;
    return g->perturbed && gd_perturb_contains(&c->V, chomp_rules(), p->c[0], p->c[1], p->c[2]);
}

static uint64_t chomp_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    if (chomp_is_automatic(g, p))
        return 0;
    const gd_rules *r = chomp_rules();
    gd_xyz at = {p->c[0], p->c[1], p->c[2]};
    uint64_t n = gd_rules_moves(r, at, NULL, 0);
    if (cap) {
        gd_xyz local[256], *to = n <= 256 ? local : malloc(n * sizeof *to);
        if (!to)
            return UINT64_MAX; /* the caller cannot list them: treated as too many */
        gd_rules_moves(r, at, to, n);
        for (uint64_t i = 0; i < n && i < cap; i++) {
            out[i].to = *p;
            out[i].to.c[0] = to[i].x, out[i].to.c[1] = to[i].y, out[i].to.c[2] = to[i].z;
            out[i].is_pass = 0;
        }
        if (to != local)
            free(to);
    }
    return gd_game_add_pass(p, gd_rules_is_terminal(r, at.x, at.y, at.z), out, cap, n);
}

/* Exactly the positions [x',y',z'] != [0,0,0] with x' <= x, x'+y' <= x+y, x'+y'+z' <= x+y+z. */
static uint64_t chomp_bound(const gd_game *g, const gd_position *p)
{
    (void)g;
    double A = (double)p->c[0], B = A + (double)p->c[1], C = B + (double)p->c[2];
    if (A > 1e7)
        return UINT64_MAX;
    double total = 0;
    for (double a = 0; a <= A; a++) {
        double k = B - a + 1;
        total += k * ((C - a + 1) + (C - B + 1)) / 2;
    }
    total = (total - 1) * (p->passes + 1); /* the passes left go down, never up */
    return total >= 1.8e19 ? UINT64_MAX : (uint64_t)total;
}

static int chomp_outcome(const gd_game *g, const gd_position *p, char *err, size_t errlen)
{
    gd_sheet_ctx *c = g->ctx;
    return gd_sheet_oracle_outcome(c->sheets, p->passes, p->c[0], p->c[1], p->c[2], err, errlen);
}

static int chomp_grundy(const gd_game *g, const gd_position *p, uint64_t *value, char *err, size_t errlen)
{
    const chomp_ctx *c = g->ctx;
    if (g->perturbed || g->has_pass || p->c[0] + p->c[1] + p->c[2] > CHOMP_GRUNDY_MAX)
        return GD_ORACLE_NONE;
    uint32_t v;
    /* its arrays live for the call only: they must fit in what the game's other parts leave */
    uint64_t room = g->budget ? gd_budget_left(g->budget) : c->max_mem;
    if (gd_chompg_value(p->c[0], p->c[1], p->c[2], room, &v, err, errlen) != 0)
        return -1;
    *value = v;
    return 0;
}

static const gd_game_ops chomp_ops = {
    .kind = GD_GAME_IMPARTIAL,
    .rules.parse = chomp_parse,
    .rules.format = gd_game_format_coords,
    .rules.moves = chomp_moves,
    .rules.is_automatic = chomp_is_automatic,
    .rules.bound = chomp_bound,
    .oracles.outcome = chomp_outcome,
    .oracles.grundy = chomp_grundy,
    .rules.free_ctx = gd_sheet_game_free_ctx,
};

static gd_game *chomp_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    (void)name;
    gd_game *g = gd_sheet_game_new(GD_SHEET_CHOMP, &chomp_ops, sizeof(chomp_ctx), opt, 1, err, errlen);
    if (g) {
        ((chomp_ctx *)g->ctx)->max_mem = opt->max_mem ? opt->max_mem : gd_game_default_max_mem();
        g->summary = "3-row Chomp [x,y,z]";
    }
    return g;
}

static const gd_game_opt chomp_opts[] = {GD_GAME_OPT_PASSES(GD_MAX_PASSES), GD_GAME_OPT_SHEET_PERTURB,
                                         GD_GAME_OPT_DB, {0}};

const gd_game_family gd_family_chomp = {
    .name = "chomp",
    .summary = "3-row Chomp [x,y,z]: x columns of height 3, y of height 2, z of height 1",
    .syntax = "x,y,z: [0,0,1] is the poisoned square alone; x+y+z at most 2^31",
    .example = "chomp:5,2,1",
    .oracles = "outcome, winning moves: the sheet engine; Grundy values up to x+y+z = 512 (plain Chomp)",
    .opts = chomp_opts,
    .open = chomp_open,
};

/* Euclid's game [x,y] as a game of the interface: plain ("euclid") and Cole-Davie's
 * original rules ("euclid:cd"), optionally with the pass. Move order: the first number
 * is reduced (by 1, 2, ... times the second) when it is at least the second, then the
 * second when it is at least the first. Fast oracles (euclid.h): outcome and winning
 * moves for both rule sets, Grundy values (Nivasch's formula for the plain rules, the
 * chain recursion along Euclid's algorithm for Cole-Davie's), is_move; every number up to
 * 2^62. With the pass, the generic solver. */
#include "cmd.h"
#include "gamedyn/euclid.h"
#include "gamedyn/game.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    char name[16];
    int cd;
} euclid_ctx;

static int euclid_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    const euclid_ctx *c = g->ctx;
    if (gd_game_parse_coords(g, text, 2, 2, "number", GD_EUCLID_MAX, "2^62 = 4611686018427387904", p, err, errlen))
        return -1;
    if (!c->cd && (p->c[0] == 0 || p->c[1] == 0)) {
        gd_err(err, errlen, "'%s': both numbers of a position of euclid are positive (euclid:cd allows 0)", text);
        return -1;
    }
    if (p->c[0] == 0 && p->c[1] == 0) {
        gd_err(err, errlen, "'%s': [0,0] is not a position of %s", text, g->name);
        return -1;
    }
    return 0;
}

/* The number of moves reducing hi by multiples of lo. */
static uint64_t reductions(const euclid_ctx *c, uint64_t hi, uint64_t lo)
{
    if (lo == 0 || hi < lo)
        return 0;
    return c->cd ? hi / lo : (hi - 1) / lo;
}

static uint64_t euclid_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    const euclid_ctx *c = g->ctx;
    uint64_t n = 0;
    for (int i = 0; i < 2; i++) {
        uint64_t hi = p->c[i], lo = p->c[!i], k = reductions(c, hi, lo);
        for (uint64_t j = 1; j <= k && n + j - 1 < cap; j++) {
            gd_move *m = &out[n + j - 1];
            m->to = *p;
            m->to.c[i] = hi - j * lo;
            m->is_pass = 0;
        }
        n += k; /* at most 2^62 + 1 moves in all: no overflow */
    }
    return gd_game_add_pass(p, n == 0, out, cap, n);
}

static uint64_t euclid_bound(const gd_game *g, const gd_position *p)
{
    const euclid_ctx *c = g->ctx;
    /* Every reachable position lies in the box below p (Cole-Davie: with the zeros). */
    uint64_t a = p->c[0] + (uint64_t)c->cd, b = p->c[1] + (uint64_t)c->cd, k = p->passes ? 2 : 1;
    if (b && a > UINT64_MAX / b / k)
        return UINT64_MAX;
    return a * b * k;
}

static int euclid_outcome(const gd_game *g, const gd_position *p, char *err, size_t errlen)
{
    const euclid_ctx *c = g->ctx;
    (void)err, (void)errlen;
    if (p->passes)
        return GD_ORACLE_NONE;
    return gd_euclid_is_p(p->c[0], p->c[1], c->cd) ? GD_OUTCOME_P : GD_OUTCOME_N;
}

static int euclid_grundy(const gd_game *g, const gd_position *p, uint64_t *value, char *err, size_t errlen)
{
    const euclid_ctx *c = g->ctx;
    (void)err, (void)errlen;
    if (p->passes)
        return GD_ORACLE_NONE;
    *value = c->cd ? gd_euclid_grundy_chain(p->c[0], p->c[1], 1) : gd_euclid_grundy(p->c[0], p->c[1]);
    return 0;
}

static long euclid_winning(const gd_game *g, const gd_position *p, gd_move **out, char *err, size_t errlen)
{
    const euclid_ctx *c = g->ctx;
    *out = NULL;
    if (p->passes)
        return GD_ORACLE_NONE;
    uint64_t to[2][2];
    int k = gd_euclid_winning(p->c[0], p->c[1], c->cd, to);
    if (!(*out = malloc(2 * sizeof **out))) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    for (int i = 0; i < k; i++) {
        (*out)[i].to = *p;
        (*out)[i].to.c[0] = to[i][0], (*out)[i].to.c[1] = to[i][1];
        (*out)[i].is_pass = 0;
    }
    return k;
}

static int euclid_is_move(const gd_game *g, const gd_position *p, const gd_position *q)
{
    const euclid_ctx *c = g->ctx;
    if (q->n != 2 || q->passes != p->passes)
        return 0;
    for (int i = 0; i < 2; i++) {
        uint64_t hi = p->c[i], lo = p->c[!i];
        if (q->c[!i] != lo || q->c[i] >= hi || reductions(c, hi, lo) == 0)
            continue;
        uint64_t d = hi - q->c[i];
        if (d % lo == 0 && (c->cd || q->c[i] > 0))
            return 1;
    }
    return 0;
}

static const gd_game_ops euclid_ops = {
    .kind = GD_GAME_IMPARTIAL,
    .rules.parse = euclid_parse,
    .rules.format = gd_game_format_coords,
    .rules.moves = euclid_moves,
    .rules.bound = euclid_bound,
    .oracles.outcome = euclid_outcome,
    .oracles.grundy = euclid_grundy,
    .oracles.winning = euclid_winning,
    .rules.is_move = euclid_is_move,
};

static gd_game *euclid_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    int cd = strcmp(name, "euclid:cd") == 0;
    if (!cd && strcmp(name, "euclid") != 0) {
        gd_err(err, errlen, "unknown game '%s' (euclid takes one variant: euclid:cd, Cole-Davie's rules)", name);
        return NULL;
    }
    gd_game *g = gd_game_new(&euclid_ops, sizeof(euclid_ctx));
    if (!g) {
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    euclid_ctx *c = g->ctx;
    snprintf(c->name, sizeof c->name, "%s", name);
    c->cd = cd;
    g->name = c->name;
    g->summary = cd ? "Euclid's game, Cole-Davie's rules: subtract a multiple of the smaller number from the larger; "
                      "who reaches 0 wins"
                    : "Euclid's game: subtract a multiple of the smaller number from the larger, keeping it positive";
    g->has_pass = (int)gd_game_opt_u64(opt, "pass");
    return g;
}

static const gd_game_opt euclid_opts[] = {GD_GAME_OPT_PASS, {0}};

static const gd_game_command commands[] = {
    {"euclid", "Euclid's game: the table of Grundy values or outcomes (Nivasch's formula)", gd_cmd_euclid},
    {NULL, NULL, NULL},
};

const gd_game_family gd_family_euclid = {
    .name = "euclid",
    .summary = "Euclid's game [x,y]: subtract a multiple of the smaller from the larger (euclid:cd: Cole-Davie)",
    .syntax = "x,y: two positive numbers up to 2^62 (euclid:cd: 0 allowed, not both)",
    .example = "euclid:5,12",
    .variants = "euclid:cd: Cole-Davie's rules (who reaches 0 wins)",
    .oracles = "outcome, Grundy value (Nivasch's formula; the chain recursion for euclid:cd), winning moves",
    .opts = euclid_opts,
    .parameter = 1,
    .open = euclid_open,
    .commands = commands,
};

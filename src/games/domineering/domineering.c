/* Domineering on the game interface: a partizan family (include/gamedyn/domineering.h).
 * Moves: Left's (vertical, by top cell, row-major), then Right's (horizontal, by left
 * cell). The fast outcome oracle is the alpha-beta solver (search.c); the generic solver
 * checks it on small boards (tests/games/domineering). */
#include "cmd.h"
#include "gamedyn/domineering.h"
#include "gamedyn/util.h"
#include "values.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    gd_domineering_solver *s; /* made at the first question */
    gd_budget *budget;        /* the one s's bytes were taken from (the game's) */
    uint64_t s_bytes;         /* and how many */
    uint64_t max_mem;
    int one_move; /* winning moves: the one each side's search names */
} dom_ctx;

static int dom_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    (void)g;
    return gd_domineering_parse(text, p, err, errlen);
}

static int dom_format(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    (void)g;
    return gd_domineering_format(p, buf, len);
}

static uint64_t dom_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    (void)g;
    int rows = gd_domineering_rows(p), cols = gd_domineering_cols(p);
    uint64_t n = 0;
    if (rows * cols <= 64) { /* one word: the dominoes' first cells as masks, in the same order */
        uint64_t all = rows * cols == 64 ? ~(uint64_t)0 : ((uint64_t)1 << (rows * cols)) - 1, e = ~p->c[0] & all,
                 col0 = 0;
        for (int r = 0; r < rows; r++)
            col0 |= (uint64_t)1 << (r * cols);
        uint64_t first[2] = {cols < 64 ? e & e >> cols : 0, e & e >> 1 & ~(col0 << (cols - 1))};
        for (int side = GD_LEFT; side <= GD_RIGHT; side++)
            for (uint64_t x = first[side]; x; x &= x - 1, n++) {
                if (n >= cap)
                    continue;
                int k = __builtin_ctzll(x);
                out[n].to = *p;
                out[n].to.c[0] |= (uint64_t)1 << k | (uint64_t)1 << (k + (side == GD_LEFT ? cols : 1));
                out[n].is_pass = 0;
                out[n].side = side;
            }
        return n;
    }
    for (int side = GD_LEFT; side <= GD_RIGHT; side++)
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) {
                int r2 = side == GD_LEFT ? r + 1 : r, c2 = side == GD_LEFT ? c : c + 1;
                if (r2 >= rows || c2 >= cols || gd_domineering_occupied(p, r, c) ||
                    gd_domineering_occupied(p, r2, c2))
                    continue;
                if (n < cap) {
                    out[n].to = *p;
                    gd_domineering_occupy(&out[n].to, r, c);
                    gd_domineering_occupy(&out[n].to, r2, c2);
                    out[n].is_pass = 0;
                    out[n].side = side;
                }
                n++;
            }
    return n;
}

/* Every reachable board is a set of the empty cells occupied. */
static uint64_t dom_bound(const gd_game *g, const gd_position *p)
{
    (void)g;
    int empty = gd_domineering_rows(p) * gd_domineering_cols(p) -
                (__builtin_popcountll(p->c[0]) + __builtin_popcountll(p->c[1]) + __builtin_popcountll(p->c[2]));
    return empty >= 64 ? UINT64_MAX : (uint64_t)1 << empty;
}

static void solver_free(dom_ctx *c)
{
    gd_domineering_solver_free(c->s);
    if (c->budget)
        gd_budget_give(c->budget, c->s_bytes);
    c->s = NULL, c->budget = NULL, c->s_bytes = 0;
}

/* The search's table is sized from the whole bound, as for a search alone, and taken from
 * the game's budget: refused when the game's other parts leave too little. 0, or -1 with err. */
static int take_solver(const gd_game *g, int cells, char *err, size_t errlen)
{
    dom_ctx *c = g->ctx;
    uint64_t need = gd_domineering_solver_bytes(c->max_mem, cells);
    if (!g->budget || gd_budget_take(g->budget, need) == 0) {
        c->budget = g->budget, c->s_bytes = need;
        return 0;
    }
    char a[32], b[32];
    gd_err(err, errlen, "the Domineering solver needs %s: above the memory bound %s (--max-mem)",
           gd_format_bytes(gd_budget_used(g->budget) + need, a, sizeof a),
           gd_format_bytes(gd_budget_bound(g->budget), b, sizeof b));
    return -1;
}

/* The instance's solver, remade with a bigger table when a bigger board comes. */
static gd_domineering_solver *solver(const gd_game *g, const gd_position *p, char *err, size_t errlen)
{
    dom_ctx *c = g->ctx;
    int cells = gd_domineering_rows(p) * gd_domineering_cols(p);
    if (c->s && gd_domineering_solver_cells(c->s) < cells)
        solver_free(c);
    if (!c->s && take_solver(g, cells, err, errlen) == 0 &&
        !(c->s = gd_domineering_solver_new(c->max_mem, cells, err, errlen)))
        solver_free(c);
    return c->s;
}

static int dom_outcome(const gd_game *g, const gd_position *p, char *err, size_t errlen)
{
    if (gd_domineering_rows(p) > GD_DOM_MAX_SIDE || gd_domineering_cols(p) > GD_DOM_MAX_SIDE)
        return GD_ORACLE_NONE;
    gd_domineering_solver *s = solver(g, p, err, errlen);
    return s ? gd_domineering_outcome(s, p, err, errlen) : -1;
}

/* Each side's winning moves: a Left move wins iff Right, moving next, loses there. */
static long dom_winning(const gd_game *g, const gd_position *p, gd_move **out, char *err, size_t errlen)
{
    const dom_ctx *c = g->ctx;
    *out = NULL;
    if (gd_domineering_rows(p) > GD_DOM_MAX_SIDE || gd_domineering_cols(p) > GD_DOM_MAX_SIDE)
        return GD_ORACLE_NONE;
    gd_domineering_solver *s = solver(g, p, err, errlen);
    if (!s)
        return -1;
    if (c->one_move) { /* the move each side's search names: no search per move */
        gd_move *m = malloc(2 * sizeof *m);
        long k = 0;
        if (!m) {
            gd_err(err, errlen, "out of memory");
            return -1;
        }
        for (int side = GD_LEFT; side <= GD_RIGHT; side++) {
            gd_domineering_result r;
            if (gd_domineering_search(s, p, side, &r, err, errlen) != 0) {
                free(m);
                return -1;
            }
            if (r.win) {
                m[k].to = *p;
                gd_domineering_occupy(&m[k].to, r.row, r.col);
                int left = side == GD_LEFT;
                gd_domineering_occupy(&m[k].to, r.row + left, r.col + !left);
                m[k].is_pass = 0;
                m[k++].side = side;
            }
        }
        *out = m;
        return k;
    }
    gd_move *mv;
    long n = gd_game_list_moves(g, p, UINT64_MAX, &mv, err, errlen), k = 0;
    if (n < 0)
        return -1;
    for (long i = 0; i < n; i++) {
        gd_domineering_result r;
        if (gd_domineering_search(s, &mv[i].to, !mv[i].side, &r, err, errlen) != 0) {
            free(mv);
            return -1;
        }
        if (!r.win)
            mv[k++] = mv[i];
    }
    *out = mv;
    return k;
}

static int dom_components(const gd_game *g, const gd_position *p, gd_position *out, int cap)
{
    (void)g;
    return gd_domineering_split(p, out, cap);
}

static int dom_normal_form(const gd_game *g, const gd_position *p, gd_position *key)
{
    (void)g;
    return gd_domineering_normal_form(p, key);
}

/* The table counts with the forms it builds: the budget of their store (the solver's). */
static void *dom_values_new(const gd_game *g, gd_cgt *c)
{
    (void)g;
    return gd_dom_values_new(c, gd_cgt_budget(c));
}

static int dom_draw(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    (void)g;
    return gd_domineering_draw(p, buf, len);
}

static int dom_parse_move(const gd_game *g, const gd_position *p, int side, const char *text, gd_move *m, char *err,
                          size_t errlen)
{
    (void)g;
    int r = gd_domineering_parse_move(p, side, text, &m->to, err, errlen);
    if (r == 1)
        m->is_pass = 0, m->side = side;
    return r;
}

static int dom_format_move(const gd_game *g, const gd_position *p, const gd_move *m, char *buf, size_t len)
{
    (void)g;
    return gd_domineering_format_move(p, &m->to, buf, len);
}

static void dom_free(gd_game *g)
{
    dom_ctx *c = g->ctx;
    if (c)
        solver_free(c);
    free(c);
}

static const gd_game_ops dom_ops = {
    .kind = GD_GAME_PARTIZAN,
    .rules.parse = dom_parse,
    .rules.format = dom_format,
    .rules.moves = dom_moves,
    .rules.bound = dom_bound,
    .oracles.outcome = dom_outcome,
    .oracles.winning = dom_winning,
    .rules.free_ctx = dom_free,
    .values.components = dom_components,
    .values.normal_form = dom_normal_form,
    .values.values_new = dom_values_new,
    .values.value = gd_dom_value,
    .values.values_size = gd_dom_values_size,
    .values.values_free = gd_dom_values_free,
    .ui.draw = dom_draw,
    .ui.parse_move = dom_parse_move,
    .ui.format_move = dom_format_move,
};

static gd_game *dom_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    (void)name;
    gd_game *g = gd_game_new(&dom_ops, sizeof(dom_ctx));
    if (!g) {
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    dom_ctx *c = g->ctx;
    c->max_mem = opt->max_mem;
    c->one_move = gd_game_opt_value(opt, "one-move") != NULL;
    return g;
}

static const gd_game_opt dom_opts[] = {
    {"one-move", GD_OPT_FLAG, NULL, "winning moves: only the one the search finds for each side (big boards)", NULL, 0},
    {0},
};

static const gd_game_command commands[] = {
    {"atlas", "the values and thermographs of every Domineering rectangle in a range", gd_cmd_atlas},
    {NULL, NULL, NULL},
};

const gd_game_family gd_family_domineering = {
    .name = "domineering",
    .summary = "Domineering (partizan): Left places vertical dominoes, Right horizontal ones",
    .syntax = "RxC (the empty board of R rows and C columns) or rows of '.' (empty) and '#' (occupied) "
              "separated by '/'; at most 144 cells",
    .example = "domineering:..#/.../...",
    .oracles = "outcome class and winning moves: alpha-beta search with a transposition table and safe-move "
               "bounds (boards of at most 64 rows and 64 columns)",
    .opts = dom_opts,
    .open = dom_open,
    .commands = commands,
};

/* The parts of one computation share one memory bound (the game's budget, budget.h). Two
 * cases, each with a bound B that each part alone fits in and the two together do not:
 *
 *  - one query (gd_query with the value) of a Domineering board: the search's table (the
 *    outcome oracle) and the values (the family's table and the cgt forms). Each part alone
 *    is answered within B; the query is refused. Before the budget the search's table was
 *    compared with B alone and the values with B less the generic solver's bytes only, so
 *    the query passed while holding both (gamedyn query domineering:5x5 --value
 *    --max-mem 6M answered, using about 8 MiB).
 *  - one solver of a Toads and Frogs position: its values first, then its search, refused up
 *    front by its estimate against what the values leave. Before the budget the estimate
 *    was compared with B alone and the search passed.
 *
 * Also: the budget is back to 0 when the parts are freed, and each game's is its own; a sum
 * is one computation: its components draw from its budget, so of two Domineering boards
 * whose searches each fit in B, and not both, the second search is refused (before, each
 * component had a bound of its own). */
#include "gamedyn/game.h"
#include "gamedyn/query.h"
#include "gamedyn/sum.h"
#include "gamedyn/util.h"
#include "testlib.h"
#include <string.h>

#define BIG ((uint64_t)256 << 20)

static gd_game *open_at(const char *text, uint64_t bound, gd_position *p)
{
    gd_game_options o = {0};
    o.max_mem = bound;
    gd_game *g;
    char err[512];
    if (gd_game_open_position(text, &o, &g, p, err, sizeof err) != 0) {
        CHECK(0, "%s: %s", text, err);
        return NULL;
    }
    CHECK(g->budget && gd_budget_bound(g->budget) == bound, "the game's budget is its bound");
    return g;
}

/* The query's peak (value: with the value) on a fresh game of that bound; 0 when refused,
 * the message into err. */
static uint64_t query_peak(const char *text, uint64_t bound, int value, char *err, size_t errlen)
{
    gd_position p;
    gd_game *g = open_at(text, bound, &p);
    if (!g)
        return 0;
    gd_query_options o = {value, NULL};
    gd_query_answer a;
    int rc = gd_query(g, &p, &o, &a, err, errlen);
    uint64_t peak = rc == 0 ? gd_budget_peak(g->budget) : 0;
    gd_query_answer_free(&a);
    gd_game_free(g);
    return peak;
}

/* The values alone: a solver of the game's budget asked for the value only. */
static uint64_t values_peak(const char *text, uint64_t bound, char *err, size_t errlen)
{
    gd_position p;
    gd_game *g = open_at(text, bound, &p);
    gd_solver *s = g ? gd_solver_new(g, 0) : NULL;
    gd_value v;
    uint64_t peak = s && gd_solver_value(s, &p, &v, err, errlen) == 0 ? gd_budget_peak(g->budget) : 0;
    gd_solver_free(s);
    if (g)
        CHECK(gd_budget_used(g->budget) == 0, "the solver gives back what it took: %llu",
              (unsigned long long)gd_budget_used(g->budget));
    gd_game_free(g);
    return peak;
}

static void domineering_query(void)
{
    const char *text = "domineering:5x5";
    char err[512] = "";
    uint64_t search = query_peak(text, BIG, 0, err, sizeof err), values = values_peak(text, BIG, err, sizeof err);
    CHECK(search && values, "measured alone: %s", err);
    uint64_t bound = search > values ? search : values;
    CHECK(bound < search + values, "the two together pass the bound: %llu + %llu", (unsigned long long)search,
          (unsigned long long)values);
    CHECK(query_peak(text, bound, 0, err, sizeof err) == search, "the search alone fits: %s", err);
    CHECK(values_peak(text, bound, err, sizeof err) == values, "the values alone fit: %s", err);
    err[0] = 0;
    CHECK(query_peak(text, bound, 1, err, sizeof err) == 0, "the query holding both is refused");
    CHECK(strstr(err, "memory bound") != NULL, "a refusal naming the bound: %s", err);
    CHECK(query_peak(text, search + values, 1, err, sizeof err) != 0, "both fit in their sum: %s", err);
}

/* The solver's up-front estimate of its tables: the bound on the positions times the bytes
 * a position, and the root's moves (what gd_solver_solve checks before it starts). */
static uint64_t search_estimate(const gd_game *g, const gd_position *p)
{
    return g->ops->rules.bound(g, p) * gd_solver_bytes_per_position(p->n) + g->ops->rules.moves(g, p, NULL, 0) * sizeof(gd_move);
}

static void toads_solver(void)
{
    const char *text = "toads:TTTT...FFFF";
    char err[512] = "";
    gd_position p;
    gd_value v;
    gd_game *g = open_at(text, BIG, &p);
    uint64_t search = g ? search_estimate(g, &p) : 0, values = values_peak(text, BIG, err, sizeof err);
    gd_game_free(g);
    uint64_t bound = search > values ? search : values;
    CHECK(search && values && bound < search + values, "the two together pass the bound: %llu + %llu",
          (unsigned long long)search, (unsigned long long)values);
    g = open_at(text, bound, &p);
    gd_solver *s = g ? gd_solver_new(g, 0) : NULL;
    CHECK(s && gd_solver_solve(s, &p, &v, err, sizeof err) == 0, "the search alone fits: %s", err);
    gd_solver_free(s);
    gd_game_free(g);
    g = open_at(text, bound, &p);
    s = g ? gd_solver_new(g, 0) : NULL;
    CHECK(s && gd_solver_value(s, &p, &v, err, sizeof err) == 0, "the values fit: %s", err);
    err[0] = 0;
    CHECK(s && gd_solver_solve(s, &p, &v, err, sizeof err) != 0, "the search beside them is refused");
    CHECK(strstr(err, "takes up to") && strstr(err, "above the memory bound"), "the solver's message: %s", err);
    gd_solver_free(s);
    CHECK(g && gd_budget_used(g->budget) == 0, "everything given back");
    /* another game's budget is its own: the same search on a game of its own fits */
    gd_game *h = open_at(text, bound, &p);
    gd_solver *t = h ? gd_solver_new(h, 0) : NULL;
    CHECK(t && gd_solver_solve(t, &p, &v, err, sizeof err) == 0, "a second game, a second budget: %s", err);
    gd_solver_free(t);
    gd_game_free(h);
    gd_game_free(g);
}

static void domineering_sum(void)
{
    char err[512] = "";
    uint64_t search = query_peak("domineering:5x5", BIG, 0, err, sizeof err);
    gd_position p, q;
    gd_game *g = gd_sum_open("domineering:5x5 domineering:5x5", search, &p, err, sizeof err);
    CHECK(g != NULL, "sum: %s", err);
    if (!g)
        return;
    for (int i = 0; i < gd_sum_components(g); i++)
        CHECK(gd_sum_component(g, i)->budget == g->budget, "component %d draws from the sum's budget", i + 1);
    gd_sum_part(g, &p, 0, &q);
    CHECK(gd_game_oracle_outcome(gd_sum_component(g, 0), &q, err, sizeof err) >= 0, "one search fits: %s", err);
    gd_sum_part(g, &p, 1, &q);
    err[0] = 0;
    CHECK(gd_game_oracle_outcome(gd_sum_component(g, 1), &q, err, sizeof err) == -1 && strstr(err, "memory bound"),
          "the second beside it is refused: %s", err);
    gd_game_free(g);
}

int main(void)
{
    domineering_query();
    toads_solver();
    domineering_sum();
    return tl_done("budget_parts");
}

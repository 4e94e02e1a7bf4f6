/* fuzz_game - the whole game text "GAME:POS" as query, graph and play read it: the family's
 * name and its parameter (two-heap rulesets "sub:{2,5}", "wythoff^{(1,2)}", heap codes
 * "heap:0.137", sums "sum:nim:3 kayles:4 --pass") and the position. A text that opens must
 * format back to a position that parses to the same one; on small positions the fast
 * outcome oracle must agree with the generic solver (mex over the moves, the rules alone).
 * A refusal is one line that says why. */
#include "common.h"
#include "gamedyn/game.h"

/* The oracle against the solver only where both are cheap: few positions reachable, and
 * small coordinates (an oracle's table covers the rectangle up to the position). */
enum { MAX_REACHABLE = 4000, MAX_COORD = 64, MAX_TEXT = 256 };

static void round_trip(const gd_game *g, const gd_position *p)
{
    char buf[4096], err[256];
    gd_game_format(g, p, buf, sizeof buf);
    gd_position q;
    if (gd_game_parse(g, buf, &q, err, sizeof err) != 0 || !gd_position_equal(p, &q))
        abort();
}

static void oracle_against_solver(const gd_game *g, const gd_position *p)
{
    if (g->blocking || !g->ops->rules.bound || g->ops->rules.bound(g, p) > MAX_REACHABLE)
        return;
    for (int k = 0; k < p->n; k++)
        if (p->c[k] > MAX_COORD)
            return;
    char err[512];
    int o = gd_game_oracle_outcome(g, p, err, sizeof err);
    if (o < 0)
        return; /* no fast answer (or a refusal): the solver is the answer */
    gd_solver *s = gd_solver_new(g, 64u << 20);
    if (!s)
        abort();
    gd_value v;
    if (gd_solver_solve(s, p, &v, err, sizeof err) == 0 && v.outcome != o) {
        char text[4096];
        fprintf(stderr, "fuzz_game: %s at %s: oracle %d, solver %d\n", g->name,
                gd_game_format(g, p, text, sizeof text), o, v.outcome);
        abort();
    }
    gd_solver_free(s);
}

/* sub:K lists its 2K moves vectors one by one (K up to 2^24: a second to open, ten under the
 * sanitizers): beyond MAX_SUB_K the opening is only slower, not different. */
enum { MAX_SUB_K = 1 << 16 };
static int big_sub(const char *text)
{
    for (const char *p = strstr(text, "sub:"); p; p = strstr(p + 1, "sub:")) {
        unsigned long long k = 0;
        const char *d = p + 4;
        while (*d == ' ' || *d == '\t')
            d++;
        for (; *d >= '0' && *d <= '9' && k <= MAX_SUB_K; d++)
            k = 10 * k + (unsigned)(*d - '0');
        if (k > MAX_SUB_K)
            return 1;
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* Long texts only make the parsers' work longer, not different. */
    if (size > MAX_TEXT)
        return 0;
    char *text = fuzz_string(data, size);
    if (big_sub(text)) {
        free(text);
        return 0;
    }
    gd_game_options o = {0};
    o.max_mem = 64u << 20; /* the oracles' own tables: the machine is shared */
    gd_game *g = NULL;
    gd_position p;
    char err[512];
    err[0] = 0;
    if (gd_game_open_position(text, &o, &g, &p, err, sizeof err) != 0) {
        if (!err[0] || strchr(err, '\n'))
            abort();
    } else {
        round_trip(g, &p);
        oracle_against_solver(g, &p);
        gd_game_free(g);
    }
    free(text);
    return 0;
}

/* fuzz_partizan - the position parsers of the partizan rulesets Hackenbush (edge lists and
 * strings, both instances), Toads and Frogs, Clobber, Cutcake, Toppling Dominoes, Col and
 * Snort. The first byte of the input picks the game, the rest is the text. A text that parses must format to a text
 * that parses to the same position, and so must every move's position, each move carrying
 * a side; a refusal is one line. On positions with at most 4000 reachable (by the family's
 * bound) the generic solver must stay within the bound, and its class must follow from
 * its classes of the options (Left wins moving first iff some Left option is not won by
 * Right moving first, and the same for Right). */
#include "games.h"

static const char *const names[] = {"hackenbush", "hackenbush:string", "toads", "clobber", "cutcake",
                                     "toppling-dominoes", "col", "snort"};
#define NGAMES (sizeof names / sizeof *names)
static gd_game *games[NGAMES];

static int left_wins(int o) { return o == GD_OUTCOME_L || o == GD_OUTCOME_N; }
static int right_wins(int o) { return o == GD_OUTCOME_R || o == GD_OUTCOME_N; }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[512];
    fuzz_open_games(games, names, NGAMES);
    if (size < 1 || size > 4096)
        return 0;
    gd_game *g = games[data[0] % NGAMES];
    char *text = fuzz_string(data + 1, size - 1);
    gd_position p;
    err[0] = 0;
    if (g->ops->rules.parse(g, text, &p, err, sizeof err) != 0) {
        if (!err[0] || strchr(err, '\n'))
            abort();
        free(text);
        return 0;
    }
    free(text);
    fuzz_check_reparse(g, &p);
    uint64_t n = g->ops->rules.moves(g, &p, NULL, 0);
    if (n > 100000)
        abort(); /* no position of these games has that many moves */
    gd_move *mv = malloc((n ? n : 1) * sizeof *mv);
    if (!mv || g->ops->rules.moves(g, &p, mv, n) != n)
        abort();
    for (uint64_t i = 0; i < n; i++) {
        if (mv[i].is_pass || (mv[i].side != GD_LEFT && mv[i].side != GD_RIGHT))
            abort();
        fuzz_check_reparse(g, &mv[i].to);
    }
    uint64_t bound = g->ops->rules.bound(g, &p);
    if (bound <= 4000) {
        gd_solver *s = gd_solver_new(g, (uint64_t)256 << 20);
        gd_value v;
        if (!s || gd_solver_solve(s, &p, &v, err, sizeof err) != 0 || gd_solver_count(s) > bound)
            abort();
        int lw = 0, rw = 0;
        for (uint64_t i = 0; i < n; i++) {
            gd_value w;
            if (!gd_solver_lookup(s, &mv[i].to, &w))
                abort();
            if (mv[i].side == GD_LEFT)
                lw |= !right_wins(w.outcome);
            else
                rw |= !left_wins(w.outcome);
        }
        if (lw != left_wins(v.outcome) || rw != right_wins(v.outcome))
            abort();
        gd_solver_free(s);
    }
    free(mv);
    return 0;
}

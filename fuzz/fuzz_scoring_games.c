/* fuzz_scoring_games - the position parsers and move names of the scoring families
 * (scoring-domineering, domination; docs/scoring.md). The first byte picks the game; the
 * rest is the position's text, and after a newline a move's name as typed at 'play'. A text
 * that parses must format to a text that parses to the same position, and so must every
 * move's target, each move with a side; a refusal is one line. A name that reads as a move
 * is one of that side's moves, and its format_move name reads back to it. On small positions
 * (at most 10 empty cells or undominated vertices) the family's value must equal the
 * recursion's over moves and score, every move's score must be the opponent's outcome of its
 * option, and each side with a move must have a best one. */
#include "games.h"

static const char *const names[] = {"scoring-domineering", "domination"};
#define NGAMES (sizeof names / sizeof *names)
static gd_game *games[NGAMES];

/* Empty cells (a board's c[0..2] and its size in c[3]) or undominated vertices. */
static int open_count(int game, const gd_position *p)
{
    if (game == 1)
        return (int)p->c[3] - __builtin_popcountll(p->c[0]);
    int cells = (int)((p->c[3] >> 8) & 0xff) * (int)(p->c[3] & 0xff);
    return cells - __builtin_popcountll(p->c[0]) - __builtin_popcountll(p->c[1]) - __builtin_popcountll(p->c[2]);
}

static void check_move_name(gd_game *g, const gd_position *p, const char *name, const gd_move *mv, uint64_t n)
{
    char err[512], back[64];
    for (int side = GD_LEFT; side <= GD_RIGHT; side++) {
        gd_move m;
        err[0] = 0;
        int r = g->ops->ui.parse_move(g, p, side, name, &m, err, sizeof err);
        if (r < 0 && (!err[0] || strchr(err, '\n')))
            abort();
        if (r != 1)
            continue;
        uint64_t k = 0;
        while (k < n && !(mv[k].side == side && gd_position_equal(&mv[k].to, &m.to)))
            k++;
        if (k == n)
            abort();
        gd_move again;
        g->ops->ui.format_move(g, p, &m, back, sizeof back);
        if (g->ops->ui.parse_move(g, p, side, back, &again, err, sizeof err) != 1 ||
            !gd_position_equal(&again.to, &m.to))
            abort();
    }
}

static void check_values(gd_game *g, const gd_position *p)
{
    char err[512];
    gd_game_scores *fam = gd_game_scores_new(g, NULL, (uint64_t)256 << 20);
    gd_game_scores *gen = fam ? gd_game_scores_new(g, gd_game_scores_context(fam), (uint64_t)256 << 20) : NULL;
    if (!gen)
        abort();
    gd_game_scores_generic(gen, 1);
    gd_scoring_id a, b;
    gd_dyadic ol, or_;
    gd_game_scored_move *w;
    long n = gd_game_scores_moves(fam, p, &a, &ol, &or_, &w, err, sizeof err);
    if (n < 0 || gd_game_scores_value(gen, p, &b, err, sizeof err) != 0 || a != b)
        abort();
    int has[2] = {0, 0}, best[2] = {0, 0};
    for (long i = 0; i < n; i++) {
        gd_scoring_id v;
        gd_dyadic l, r;
        if (gd_game_scores_value(gen, &w[i].move.to, &v, err, sizeof err) != 0)
            abort();
        gd_scoring_outcome(gd_game_scores_context(fam), v, &l, &r);
        int side = w[i].move.side == GD_RIGHT;
        if (gd_dyadic_cmp(w[i].score, side ? l : r) != 0)
            abort();
        has[side] = 1, best[side] |= w[i].best;
    }
    if (has[0] != best[0] || has[1] != best[1])
        abort();
    free(w);
    gd_game_scores_free(gen);
    gd_game_scores_free(fam);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[512];
    fuzz_open_games(games, names, NGAMES);
    if (size < 1 || size > 1024)
        return 0;
    int game = data[0] % NGAMES;
    gd_game *g = games[game];
    char *text = fuzz_string(data + 1, size - 1);
    char *name = strchr(text, '\n');
    if (name)
        *name++ = 0;
    gd_position p;
    err[0] = 0;
    if (g->ops->rules.parse(g, text, &p, err, sizeof err) != 0) {
        if (!err[0] || strchr(err, '\n'))
            abort();
        free(text);
        return 0;
    }
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
    if (name)
        check_move_name(g, &p, name, mv, n);
    if (open_count(game, &p) <= 10)
        check_values(g, &p);
    free(mv);
    free(text);
    return 0;
}

/* Domineering: the text forms and their refusals; an independent brute force over a grid
 * of characters (the rules alone) against the generic solver on every board of up to 9
 * cells; the generic solver (the partizan outcome from the family's moves) against the
 * alpha-beta solver on every board of every shape up to 4x4, every empty rectangle of at
 * most 20 cells and random boards (fixed seed); the winning moves of both; the regions. */
#include "gamedyn/domineering.h"
#include "gamedyn/game.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

/* == the brute force: a grid of '.' and '#', the rules as written == */
static int bf_wins(char *b, int rows, int cols, int left)
{
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) {
            int r2 = left ? r + 1 : r, c2 = left ? c : c + 1;
            if (r2 >= rows || c2 >= cols || b[r * cols + c] != '.' || b[r2 * cols + c2] != '.')
                continue;
            b[r * cols + c] = b[r2 * cols + c2] = '#';
            int opp = bf_wins(b, rows, cols, !left);
            b[r * cols + c] = b[r2 * cols + c2] = '.';
            if (!opp)
                return 1;
        }
    return 0;
}

static int bf_outcome(char *b, int rows, int cols)
{
    int l = bf_wins(b, rows, cols, 1), r = bf_wins(b, rows, cols, 0);
    return l && r ? GD_OUTCOME_N : l ? GD_OUTCOME_L : r ? GD_OUTCOME_R : GD_OUTCOME_P;
}

static void to_grid(const gd_position *p, char *b)
{
    int rows = gd_domineering_rows(p), cols = gd_domineering_cols(p);
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            b[r * cols + c] = gd_domineering_occupied(p, r, c) ? '#' : '.';
}

static void board_of(int rows, int cols, uint64_t bits, gd_position *p)
{
    gd_domineering_board(p, rows, cols);
    for (int k = 0; k < rows * cols; k++)
        if ((bits >> k) & 1)
            gd_domineering_occupy(p, k / cols, k % cols);
}

static int same_moves(const gd_move *a, long na, const gd_move *b, long nb)
{
    if (na != nb)
        return 0;
    for (long i = 0; i < na; i++)
        if (!gd_position_equal(&a[i].to, &b[i].to) || a[i].side != b[i].side)
            return 0;
    return 1;
}

/* The three answers at p: generic solver, fast oracle, brute force (when small); with
 * moves, the winning moves of the solver and of the oracle too. */
static void check_board(gd_game *g, gd_solver *s, const gd_position *p, int brute, int moves, long *bad)
{
    char err[512], pb[200];
    gd_game_format(g, p, pb, sizeof pb);
    gd_value v;
    if (gd_solver_solve(s, p, &v, err, sizeof err) != 0) {
        CHECK(0, "%s: generic solver: %s", pb, err);
        (*bad)++;
        return;
    }
    int o = gd_game_oracle_outcome(g, p, err, sizeof err);
    int ok = o == v.outcome && v.kind == GD_VALUE_NONE && !v.has_grundy;
    if (brute) {
        char b[GD_DOM_MAX_CELLS];
        to_grid(p, b);
        ok = ok && bf_outcome(b, gd_domineering_rows(p), gd_domineering_cols(p)) == v.outcome;
    }
    if (moves && ok) {
        gd_move *w = NULL, *sw = NULL;
        long nw = gd_game_oracle_winning(g, p, &w, err, sizeof err);
        long ns = gd_solver_winning(s, p, &sw, err, sizeof err);
        ok = nw >= 0 && ns >= 0 && same_moves(w, nw, sw, ns);
        free(w), free(sw);
    }
    if (!ok && (*bad)++ < 5)
        CHECK(0, "%s: generic %s, oracle %s", pb, gd_outcome_name(v.outcome), gd_outcome_name(o));
    CHECK(1, "counted");
}

/* --one-move: each side's one move is one of that side's winning moves, and there is one
 * exactly for each side that wins moving first. */
static void check_one_move(gd_game *g, gd_game *one, const gd_position *p, long *bad)
{
    char err[512];
    gd_move *all = NULL, *w = NULL;
    long na = gd_game_oracle_winning(g, p, &all, err, sizeof err);
    long nw = gd_game_oracle_winning(one, p, &w, err, sizeof err);
    int ok = na >= 0 && nw >= 0 && nw <= 2;
    int has[2] = {0, 0}, got[2] = {0, 0};
    for (long i = 0; ok && i < na; i++)
        has[all[i].side] = 1;
    for (long i = 0; ok && i < nw; i++) {
        int found = 0;
        for (long j = 0; j < na && !found; j++)
            found = all[j].side == w[i].side && gd_position_equal(&all[j].to, &w[i].to);
        ok = found && !got[w[i].side];
        got[w[i].side] = 1;
    }
    ok = ok && has[0] == got[0] && has[1] == got[1];
    if (!ok && (*bad)++ < 5) {
        char pb[200];
        CHECK(0, "--one-move at %s", gd_game_format(g, p, pb, sizeof pb));
    }
    free(all), free(w);
}

static void check_text(gd_game *g)
{
    gd_position p;
    char err[512], buf[400];
    CHECK(gd_game_parse(g, "5x4", &p, err, sizeof err) == 0 && gd_domineering_rows(&p) == 5 &&
              gd_domineering_cols(&p) == 4,
          "5x4 is 5 rows of 4");
    gd_game_format(g, &p, buf, sizeof buf);
    CHECK(strcmp(buf, "..../..../..../..../....") == 0, "format 5x4: %s", buf);
    CHECK(gd_game_parse(g, "domineering:..#/.../...", &p, err, sizeof err) == 0, "grid: %s", err);
    CHECK(gd_domineering_occupied(&p, 0, 2) && !gd_domineering_occupied(&p, 0, 1), "the '#' cell");
    gd_game_format(g, &p, buf, sizeof buf);
    CHECK(strcmp(buf, "..#/.../...") == 0, "round trip: %s", buf);
    CHECK(gd_game_parse(g, "12x12", &p, err, sizeof err) == 0, "12x12: %s", err);
    CHECK(gd_game_parse(g, "1x144", &p, err, sizeof err) == 0, "1x144: %s", err);
    static const char *const bad[] = {"", "0x4", "4x0", "13x12", "1x145", "x4", "4x", "4x4x", "..#/..",
                                      "..a", "//", "./", "-1x2", "99999999999999999999x1", "4 x 4"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        err[0] = 0;
        CHECK(gd_game_parse(g, bad[i], &p, err, sizeof err) != 0 && err[0] && !strchr(err, '\n'),
              "'%s' refused in one line", bad[i]);
    }
}

/* The regions partition the empty cells, and their moves are the board's. */
static void check_regions(gd_game *g, const gd_position *p, long *bad)
{
    gd_position reg[GD_DOM_MAX_CELLS];
    int n = gd_domineering_regions(p, reg, GD_DOM_MAX_CELLS);
    int empty = 0, sum_empty = 0;
    uint64_t mv = g->ops->rules.moves(g, p, NULL, 0), sum_mv = 0;
    for (int r = 0; r < gd_domineering_rows(p); r++)
        for (int c = 0; c < gd_domineering_cols(p); c++)
            empty += !gd_domineering_occupied(p, r, c);
    for (int i = 0; i < n; i++) {
        for (int r = 0; r < gd_domineering_rows(&reg[i]); r++)
            for (int c = 0; c < gd_domineering_cols(&reg[i]); c++)
                sum_empty += !gd_domineering_occupied(&reg[i], r, c);
        sum_mv += g->ops->rules.moves(g, &reg[i], NULL, 0);
    }
    if ((empty != sum_empty || mv != sum_mv || (empty == 0) != (n == 0)) && (*bad)++ < 5) {
        char pb[200];
        CHECK(0, "regions of %s", gd_game_format(g, p, pb, sizeof pb));
    }
}

int main(void)
{
    char err[512];
    gd_game_options opt = {0};
    opt.max_mem = (uint64_t)2 << 30;
    gd_game *g = gd_game_open("domineering", &opt, err, sizeof err);
    CHECK(g != NULL && g->ops->kind == GD_GAME_PARTIZAN, "open: %s", err);
    if (!g)
        return tl_done("domineering");
    check_text(g);
    gd_game_options o1 = opt;
    gd_game_options_set(&o1, "one-move", "1");
    gd_game *one = gd_game_open("domineering", &o1, err, sizeof err);
    CHECK(one != NULL, "open --one-move: %s", err);
    long bad = 0, bad_regions = 0, bad_one = 0;
    /* every board of every shape up to 4x4 (brute force up to 9 cells) */
    for (int rows = 1; rows <= 4; rows++)
        for (int cols = 1; cols <= 4; cols++) {
            gd_solver *s = gd_solver_new(g, (uint64_t)1 << 30);
            int cells = rows * cols;
            for (uint64_t bits = 0; bits < (1ULL << cells); bits++) {
                gd_position p;
                board_of(rows, cols, bits, &p);
                check_board(g, s, &p, cells <= 9, cells <= 9 || bits % 97 == 0, &bad);
                if (one && (cells <= 9 || bits % 31 == 0))
                    check_one_move(g, one, &p, &bad_one);
                check_regions(g, &p, &bad_regions);
            }
            gd_solver_free(s);
        }
    /* every empty rectangle of at most 20 cells */
    for (int rows = 1; rows <= 20; rows++)
        for (int cols = 1; rows * cols <= 20; cols++) {
            gd_solver *s = gd_solver_new(g, (uint64_t)1 << 30);
            gd_position p;
            gd_domineering_board(&p, rows, cols);
            check_board(g, s, &p, 0, 1, &bad);
            gd_solver_free(s);
        }
    /* random boards up to 7x7 with at most 20 empty cells */
    uint64_t x = 12345;
    for (long t = 0; t < 300 * tl_effort(); t++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        int rows = 2 + (int)((x >> 33) % 6), cols = 2 + (int)((x >> 40) % 6);
        gd_position p;
        gd_domineering_board(&p, rows, cols);
        int empty = rows * cols;
        for (int k = 0; k < rows * cols; k++) {
            x = x * 6364136223846793005ULL + 1442695040888963407ULL;
            if ((x >> 60) < 6 || empty > 20) { /* about 3 cells in 8, and enough to leave 20 */
                gd_domineering_occupy(&p, k / cols, k % cols);
                empty--;
            }
        }
        gd_solver *s = gd_solver_new(g, (uint64_t)1 << 30);
        check_board(g, s, &p, 0, t % 10 == 0, &bad);
        check_regions(g, &p, &bad_regions);
        gd_solver_free(s);
    }
    CHECK(bad == 0, "%ld boards differ", bad);
    CHECK(bad_regions == 0, "%ld boards' regions wrong", bad_regions);
    CHECK(bad_one == 0, "%ld boards' --one-move wrong", bad_one);
    gd_game_free(one);
    gd_game_free(g);
    return tl_done("domineering");
}

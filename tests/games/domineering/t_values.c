/* Domineering values: the canonical forms the generic table of values computes with regions and
 * normal forms against plain recursion over the moves (no regions, no symmetries), on
 * every board of every shape up to 4x4 and on random 5x5 and 4x6 boards (fixed seed);
 * G + (G turned through a right angle) = 0 by plain recursion; the outcome class read
 * from the form against the generic solver's search on every board up to 4x4; published values
 * (tests/data/domineering_values.txt and domineering_values_cited.txt, sources in their
 * headers), by the generic table and by the family's own. */
#include "gamedyn/cgt.h"
#include "gamedyn/domineering.h"
#include "gamedyn/game.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

static void board_of(int rows, int cols, uint64_t bits, gd_position *p)
{
    gd_domineering_board(p, rows, cols);
    for (int k = 0; k < rows * cols; k++)
        if ((bits >> k) & 1)
            gd_domineering_occupy(p, k / cols, k % cols);
}

static void transpose(const gd_position *p, gd_position *t)
{
    int rows = gd_domineering_rows(p), cols = gd_domineering_cols(p);
    gd_domineering_board(t, cols, rows);
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if (gd_domineering_occupied(p, r, c))
                gd_domineering_occupy(t, c, r);
}

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t next(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return rng;
}

int main(void)
{
    char err[512];
    gd_game_options o = {0};
    gd_game *g = gd_game_open("domineering", &o, err, sizeof err);
    CHECK(g != NULL, "open: %s", err);
    if (!g)
        return tl_done("domineering_values");
    gd_cgt *c = gd_cgt_new();
    gd_solver *fast = gd_solver_new(g, (uint64_t)1 << 31), *plain = gd_solver_new(g, (uint64_t)1 << 31),
              *search = gd_solver_new(g, (uint64_t)1 << 31);
    gd_solver_share_cgt(fast, c);
    gd_solver_share_cgt(plain, c);
    gd_solver_plain_values(plain, 1);
    /* the generic table with regions and normal forms; the family's own table is checked
     * against it in t_values_fast.c, and on the published values below */
    gd_solver_generic_values(fast, 1);
    gd_solver *fam = gd_solver_new(g, (uint64_t)1 << 31);
    gd_solver_share_cgt(fam, c);
    CHECK(gd_solver_cgt(fast) == c && gd_solver_cgt(plain) == c, "shared context");
    gd_cgt_id zero = gd_cgt_integer(c, 0);
    long boards = 0, outcomes = 0;
    for (int rows = 1; rows <= 4; rows++)
        for (int cols = 1; cols <= 4; cols++) {
            int cells = rows * cols;
            for (uint64_t bits = 0; bits < ((uint64_t)1 << cells); bits++) {
                gd_position p, t;
                board_of(rows, cols, bits, &p);
                gd_value a, b, s, bt;
                int ra = gd_solver_value(fast, &p, &a, err, sizeof err);
                int rb = gd_solver_value(plain, &p, &b, err, sizeof err);
                CHECK(ra == 0 && rb == 0 && a.kind == GD_VALUE_FORM && a.form == b.form, "%dx%d %llx: %s", rows, cols,
                      (unsigned long long)bits, err);
                transpose(&p, &t);
                CHECK(gd_solver_value(plain, &t, &bt, err, sizeof err) == 0 &&
                          gd_cgt_sum(c, (gd_cgt_id)b.form, (gd_cgt_id)bt.form) == zero,
                      "%dx%d %llx: G + transpose(G) != 0", rows, cols, (unsigned long long)bits);
                CHECK(gd_solver_solve(search, &p, &s, err, sizeof err) == 0 && s.outcome == a.outcome,
                      "%dx%d %llx: outcome of the form %s, search %s", rows, cols, (unsigned long long)bits,
                      gd_outcome_name(a.outcome), gd_outcome_name(s.outcome));
                outcomes++;
                boards++;
            }
        }
    CHECK(boards == 74954 && outcomes == boards, "%ld boards, %ld outcomes", boards, outcomes);
    long cases = 30 * tl_effort();
    for (long i = 0; i < cases; i++) {
        int rows = i % 2 ? 4 : 5, cols = i % 2 ? 6 : 5;
        uint64_t bits = 0;
        for (int k = 0; k < rows * cols; k++)
            bits |= (uint64_t)(next() % 100 < 30) << k;
        gd_position p;
        board_of(rows, cols, bits, &p);
        gd_value a, b;
        CHECK(gd_solver_value(fast, &p, &a, err, sizeof err) == 0 && gd_solver_value(plain, &p, &b, err, sizeof err) == 0 &&
                  a.form == b.form,
              "random %dx%d %llx: %s", rows, cols, (unsigned long long)bits, err);
    }
    /* a region inside a board of more than 64 cells gets the key it has alone */
    for (long i = 0; i < 200; i++) {
        int rows = 1 + (int)(next() % 5), cols = 1 + (int)(next() % 6), r0 = (int)(next() % 4), c0 = (int)(next() % 3);
        gd_position small, big, ks, kb;
        board_of(rows, cols, next() & next(), &small);
        gd_domineering_board(&big, 10, 12);
        for (int r = 0; r < 10; r++)
            for (int col = 0; col < 12; col++)
                if (r < r0 || r >= r0 + rows || col < c0 || col >= c0 + cols ||
                    gd_domineering_occupied(&small, r - r0, col - c0))
                    gd_domineering_occupy(&big, r, col);
        int ss = gd_domineering_normal_form(&small, &ks), sb = gd_domineering_normal_form(&big, &kb);
        CHECK(ss == sb && ks.n == kb.n && memcmp(ks.c, kb.c, sizeof ks.c) == 0, "%dx%d board in 10x12: keys differ", rows, cols);
    }
    /* published values */
    char line[256];
    int entries = 0;
    const char *files[] = {"domineering_values.txt", "domineering_values_cited.txt"};
    for (int fi = 0; fi < 2; fi++) {
        FILE *f = tl_open_reference(files[fi]);
        while (tl_next_line(f, line, sizeof line)) {
            char board[160], value[96], src[16];
            if (sscanf(line, "%159s %95s %15s", board, value, src) != 3) {
                CHECK(0, "bad line '%s'", line);
                continue;
            }
            gd_position p;
            gd_cgt_id want;
            gd_value v;
            CHECK(gd_domineering_parse(board, &p, err, sizeof err) == 0, "%s: %s", board, err);
            CHECK(gd_cgt_parse(c, value, &want, err, sizeof err) == 0, "%s: %s", value, err);
            CHECK(gd_solver_value(fast, &p, &v, err, sizeof err) == 0 && v.form == want, "%s: published %s (%s)", board,
                  value, src);
            CHECK(gd_solver_value(fam, &p, &v, err, sizeof err) == 0 && v.form == want,
                  "%s: published %s (%s), family's table", board, value, src);
            entries++;
        }
        fclose(f);
    }
    CHECK(entries >= 12, "%d published values", entries);
    gd_solver_free(fast);
    gd_solver_free(plain);
    gd_solver_free(fam);
    gd_solver_free(search);
    gd_cgt_free(c);
    gd_game_free(g);
    return tl_done("domineering_values");
}

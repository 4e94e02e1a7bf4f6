/* Clobber: the text form and its refusals; a brute force of the rules on grids of
 * characters against the generic solver on every board of at most 6 cells (7 without the
 * sanitizers) and every shape; the values built with the cgt module from the same rules
 * against tests/data/partizan_values.txt; the bound; Clobber is all-small (Left can move
 * iff Right can), so no position is a nonzero number; every move's name reads back as it. */
#include "partizan.h"

/* pos: rows of x, o, . separated by '/'. A stone moves onto an orthogonally adjacent stone
 * of the other colour, which goes. */
static int rules(const char *pos, int side, char out[][PZ_LEN])
{
    int len = (int)strlen(pos), cols = (int)strcspn(pos, "/"), k = 0;
    char me = side == GD_LEFT ? 'x' : 'o', them = side == GD_LEFT ? 'o' : 'x';
    for (int i = 0; i < len; i++) {
        if (pos[i] != me)
            continue;
        /* in the text, the square above is cols + 1 characters back (the '/') */
        int nb[4] = {i - cols - 1, i + cols + 1, i - 1, i + 1};
        for (int d = 0; d < 4; d++) {
            int j = nb[d];
            if (j < 0 || j >= len || pos[j] != them)
                continue;
            strcpy(out[k], pos);
            out[k][i] = '.', out[k][j] = me;
            k++;
        }
    }
    return k;
}

static int same(const char *text, char *pos)
{
    snprintf(pos, PZ_LEN, "%s", text);
    return 0;
}

/* Every move's name (format_move) is read back (parse_move, with and without the '-') as
 * that move, by the side that makes it; the other side cannot make it. */
static void check_move_names(gd_game *g, const char *pos)
{
    gd_position p;
    gd_move mv[64];
    char err[256], name[32], nodash[32];
    if (gd_game_parse(g, pos, &p, err, sizeof err) != 0)
        return;
    uint64_t n = g->ops->rules.moves(g, &p, mv, 64);
    for (uint64_t i = 0; i < n && i < 64; i++) {
        g->ops->ui.format_move(g, &p, &mv[i], name, sizeof name);
        size_t d = strcspn(name, "-");
        snprintf(nodash, sizeof nodash, "%.*s%s", (int)d, name, name[d] ? name + d + 1 : "");
        const char *forms[2] = {name, nodash};
        for (int f = 0; f < 2; f++) {
            gd_move back;
            int r = g->ops->ui.parse_move(g, &p, mv[i].side, forms[f], &back, err, sizeof err);
            CHECK(r == 1 && memcmp(back.to.c, mv[i].to.c, sizeof back.to.c) == 0 && back.side == mv[i].side,
                  "%s: move %s read back as %d (%s)", pos, forms[f], r, r < 0 ? err : "");
            r = g->ops->ui.parse_move(g, &p, !mv[i].side, forms[f], &back, err, sizeof err);
            CHECK(r == -1, "%s: move %s made by the other side (%d)", pos, forms[f], r);
        }
    }
}

int main(void)
{
    char err[512];
    gd_game *g = gd_game_open("clobber", NULL, err, sizeof err);
    CHECK(g != NULL, "open: %s", err);
    if (!g)
        return tl_done("clobber");
    static const char *const good[] = {"xo/ox", "xoxo", ".", "x/o/x", "x.o/.ox/ooo"};
    static const char *const bad[] = {"", "xO", "xo/o", "/", "xo//ox", "xa", "xo/"};
    pz_check_text(g, good, 5, bad, 7);
    gd_position p;
    char big[600];
    memset(big, 'x', 448), big[448] = 0;
    CHECK(gd_game_parse(g, big, &p, err, sizeof err) == 0, "a row of 448: %s", err);
    big[448] = 'o', big[449] = 0;
    CHECK(gd_game_parse(g, big, &p, err, sizeof err) != 0, "a row of 449 refused");
    for (int r = 0; r < 16; r++) /* 16 rows of 28 = 448 cells */
        memset(big + r * 29, r % 2 ? 'o' : 'x', 28), big[r * 29 + 28] = r < 15 ? '/' : 0;
    CHECK(gd_game_parse(g, big, &p, err, sizeof err) == 0, "448 cells: %s", err);
    big[15 * 29 + 28] = 'x', big[15 * 29 + 29] = 0;
    CHECK(gd_game_parse(g, big, &p, err, sizeof err) != 0, "ragged rows refused");

    gd_cgt *c = gd_cgt_new();
    pz_memo *m = pz_new(rules, c);
    gd_solver *s = gd_solver_new(g, (uint64_t)1 << 30);
    long bad_count = 0, count = 0, numbers = 0;
    const int max_cells = UNDER_ASAN ? 6 : 7;
    for (int rows = 1; rows <= max_cells; rows++)
        for (int cols = 1; rows * cols <= max_cells; cols++) {
            int cells = rows * cols;
            long total = 1;
            for (int i = 0; i < cells; i++)
                total *= 3;
            for (long code = 0; code < total; code++) {
                char pos[PZ_LEN];
                long x = code;
                int at = 0;
                for (int i = 0; i < cells; i++, x /= 3) {
                    if (i && i % cols == 0)
                        pos[at++] = '/';
                    pos[at++] = ".xo"[x % 3];
                }
                pos[at] = 0;
                pz_check(s, g, pos, m, pos, cells <= 6, &bad_count);
                check_move_names(g, pos);
                count++;
                gd_dyadic d;
                if (cells <= 6 && gd_cgt_is_number(c, pz_value(m, pos), &d) && d.num != 0)
                    numbers++;
                if (cells == 6) {
                    gd_solver *one = gd_solver_new(g, (uint64_t)1 << 26);
                    gd_value v;
                    gd_game_parse(g, pos, &p, err, sizeof err);
                    CHECK(gd_solver_solve(one, &p, &v, err, sizeof err) == 0 &&
                              gd_solver_count(one) <= g->ops->rules.bound(g, &p),
                          "%s: bound", pos);
                    gd_solver_free(one);
                }
            }
        }
    CHECK(bad_count == 0, "%ld of %ld boards differ", bad_count, count);
    CHECK(numbers == 0, "%ld boards are nonzero numbers", numbers);
    int rows = pz_check_published("partizan_values.txt", "clobber", g, m, same);
    CHECK(rows >= 5, "%d published rows", rows);
    CHECK(gd_cgt_error(c) == NULL, "cgt: %s", gd_cgt_error(c));
    gd_solver_free(s);
    pz_free(m);
    gd_cgt_free(c);
    gd_game_free(g);
    return tl_done("clobber");
}

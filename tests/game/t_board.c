/* The board helpers (include/gamedyn/board.h) on specs of this test's own: the text read and
 * written back (aliases, rows, refusals in one line), packing (equal boards equal positions,
 * unused coordinates 0, the cell limit of each width), neighbours, components (groups, the
 * halo, the void filling), normal forms (every image of a board has its key, with the sign of
 * the colour exchange; crops), the saturating power and the drawing. */
#include "gamedyn/board.h"
#include "testlib.h"
#include <string.h>

static const gd_board_spec grid = {
    .what = "test board",
    .expect = "rows of # . L R",
    .symbols = "#.LR",
    .aliases = "xLoR",
    .swap = "#.RL",
    .grid = 1,
    .crop = 1,
    .images = GD_BOARD_IMAGES_GRID,
    .active = ".",
    .halo = 1,
};

static const gd_board_spec strip = {
    .what = "test strip",
    .expect = "a, b",
    .symbols = "ab",
    .swap = "ba",
    .images = GD_BOARD_IMAGE(1 | 8), /* reversed with the colours exchanged, as Toads and Frogs */
    .active = "b",
};

static const char *text_of(const gd_board_spec *s, const gd_position *p)
{
    static char buf[2048];
    gd_board_format(s, p, buf, sizeof buf);
    return buf;
}

static void check_text(void)
{
    char err[256];
    gd_position p, q;
    CHECK(gd_board_parse(&grid, "x.o/#../..L", &p, err, sizeof err) == 0, "%s", err);
    CHECK(strcmp(text_of(&grid, &p), "L.R/#../..L") == 0, "aliases: %s", text_of(&grid, &p));
    CHECK(p.c[0] == ((uint64_t)3 << 32 | 3) && p.n == 2, "layout: %llx, n %d", (unsigned long long)p.c[0], p.n);
    for (int i = p.n; i < GD_GAME_MAX_COORDS; i++)
        CHECK(p.c[i] == 0, "unused coordinate %d", i);
    CHECK(gd_board_parse(&grid, "L.R/#../..L", &q, err, sizeof err) == 0 && gd_position_equal(&p, &q), "equal");
    static const char *const bad[] = {"", "a", "../.", "./", "/", "L.R/", " .", "..\n"};
    for (int i = 0; i < 8; i++) {
        err[0] = 0;
        CHECK(gd_board_parse(&grid, bad[i], &p, err, sizeof err) != 0 && err[0] && !strchr(err, '\n'),
              "'%s' refused in one line: %s", bad[i], err);
    }
    CHECK(gd_board_parse(&strip, "ab/ab", &p, err, sizeof err) != 0, "a strip refuses rows");
    char big[1024];
    memset(big, '.', 480), big[480] = 0;
    CHECK(gd_board_parse(&grid, big, &p, err, sizeof err) == 0, "480 cells of 2 bits: %s", err);
    big[480] = '.', big[481] = 0;
    CHECK(gd_board_parse(&grid, big, &p, err, sizeof err) != 0, "481 refused");
    memset(big, 'a', 960), big[960] = 0;
    CHECK(gd_board_parse(&strip, big, &p, err, sizeof err) == 0 && strcmp(text_of(&strip, &p), big) == 0,
          "960 cells of 1 bit: %s", err);
}

static void check_geometry(void)
{
    char err[256];
    gd_position p, parts[8], key;
    gd_board b;
    int nb[4];
    gd_board_parse(&grid, "..#/L../##.", &p, err, sizeof err);
    gd_board_get(&grid, &p, &b);
    CHECK(gd_board_neighbours(&b, 4, nb) == 4 && gd_board_neighbours(&b, 0, nb) == 2, "neighbours");
    CHECK(gd_board_count(&b, ".") == 5 && gd_board_count(&b, "#L") == 4, "count");
    /* one group of five squares joined through the middle; the L beside it kept */
    int n = gd_board_components(&grid, &p, parts, 8);
    CHECK(n == 1 && strcmp(text_of(&grid, &parts[0]), "..#/L../##.") == 0, "%d: %s", n, text_of(&grid, &parts[0]));
    gd_board_parse(&grid, ".#./L#R/.#.", &p, err, sizeof err);
    n = gd_board_components(&grid, &p, parts, 8);
    CHECK(n == 4, "four groups: %d", n);
    CHECK(n == 4 && strcmp(text_of(&grid, &parts[0]), "./L") == 0 && strcmp(text_of(&grid, &parts[1]), "./R") == 0 &&
              strcmp(text_of(&grid, &parts[2]), "L/.") == 0,
          "halo: %s %s %s", text_of(&grid, &parts[0]), text_of(&grid, &parts[1]), text_of(&grid, &parts[2]));
    gd_board_parse(&strip, "abbaab", &p, err, sizeof err);
    n = gd_board_components(&strip, &p, parts, 8);
    CHECK(n == 2 && strcmp(text_of(&strip, &parts[0]), "bb") == 0 && strcmp(text_of(&strip, &parts[1]), "b") == 0,
          "strip groups %d", n);
    CHECK(gd_board_components(&strip, &p, parts, 1) == 2, "the count past cap");
    /* every image of an asymmetric board has one key; the colour exchange has sign -1 */
    gd_board_parse(&grid, "#L.R/..L#", &p, err, sizeof err);
    int sign = gd_board_normal_form(&grid, &p, &key);
    gd_board_get(&grid, &p, &b);
    for (int t = 0; t < 16; t++) {
        gd_board q = b;
        gd_position pq, k;
        q.rows = t & 4 ? b.cols : b.rows, q.cols = t & 4 ? b.rows : b.cols;
        for (int r = 0; r < b.rows; r++)
            for (int c = 0; c < b.cols; c++) {
                int y = t & 4 ? c : r, x = t & 4 ? r : c;
                y = t & 2 ? q.rows - 1 - y : y, x = t & 1 ? q.cols - 1 - x : x;
                char v = b.cell[r * b.cols + c];
                q.cell[y * q.cols + x] = t & 8 && v == 'L' ? 'R' : t & 8 && v == 'R' ? 'L' : v;
            }
        gd_board_put(&grid, &q, &pq);
        int s = gd_board_normal_form(&grid, &pq, &k);
        CHECK(gd_position_equal(&k, &key) && s == (t & 8 ? -sign : sign), "image %d: %s, sign %d", t,
              text_of(&grid, &pq), s);
    }
    gd_board_parse(&grid, "####/#.L#/####", &p, err, sizeof err);
    gd_board_normal_form(&grid, &p, &key);
    gd_position want;
    gd_board_parse(&grid, ".L", &want, err, sizeof err);
    gd_board_normal_form(&grid, &want, &want);
    CHECK(gd_position_equal(&key, &want), "cropped: %s", text_of(&grid, &key));
    gd_board_parse(&grid, "##/##", &p, err, sizeof err);
    gd_board_normal_form(&grid, &p, &key);
    CHECK(strcmp(text_of(&grid, &key), "#") == 0, "all void: %s", text_of(&grid, &key));
    /* the strip's images: its reversal with the colours exchanged, nothing else */
    gd_board_parse(&strip, "aab", &p, err, sizeof err);
    gd_position r;
    gd_board_parse(&strip, "baa", &r, err, sizeof err);
    int s1 = gd_board_normal_form(&strip, &p, &key), s2 = gd_board_normal_form(&strip, &r, &want);
    CHECK(!gd_position_equal(&key, &want), "reversal alone is not allowed");
    gd_board_parse(&strip, "abb", &r, err, sizeof err);
    s2 = gd_board_normal_form(&strip, &r, &want);
    CHECK(gd_position_equal(&key, &want) && s1 == -s2, "reversed and exchanged: sign %d, %d", s1, s2);
}

int main(void)
{
    check_text();
    check_geometry();
    CHECK(gd_board_pow(3, 4) == 81 && gd_board_pow(3, 41) == UINT64_MAX && gd_board_pow(0, 0) == 1, "pow");
    char err[256], buf[256];
    gd_position p;
    gd_board_parse(&grid, "L./.R", &p, err, sizeof err);
    gd_board_draw(&grid, &p, buf, sizeof buf);
    CHECK(strcmp(buf, "  a b\n1 L .\n2 . R\n") == 0, "draw:\n%s", buf);
    return tl_done("board");
}

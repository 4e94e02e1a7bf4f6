/* Cutcake: the text form and its refusals; a brute force of the rules on lists of pieces
 * against the generic solver on every piece of at most 24 squares (16 under the
 * sanitizers) and every pair of at most 12, with the values built by the cgt module from
 * the same rules (every one an integer, Winning Ways ch. 2); the hand-derived values of
 * tests/data/partizan_values.txt; the bound. */
#include "partizan.h"

static int by_decreasing(const void *a, const void *b)
{
    const int *x = a, *y = b;
    return x[0] != y[0] ? y[0] - x[0] : y[1] - x[1];
}

/* Pieces "HxW,..." (H rows, W columns), 1x1 left out, sorted; "0" for none. */
static void write_pieces(int (*pc)[2], int n, char *out)
{
    qsort(pc, (size_t)n, sizeof *pc, by_decreasing);
    int at = 0;
    for (int i = 0; i < n; i++)
        if (pc[i][0] * pc[i][1] > 1)
            at += snprintf(out + at, (size_t)(PZ_LEN - at), "%s%dx%d", at ? "," : "", pc[i][0], pc[i][1]);
    if (!at)
        strcpy(out, "0");
}

static int read_pieces(const char *pos, int (*pc)[2])
{
    int n = 0;
    if (strcmp(pos, "0") == 0)
        return 0;
    for (const char *s = pos; *s;) {
        char *end;
        pc[n][0] = (int)strtol(s, &end, 10);
        pc[n][1] = (int)strtol(end + 1, &end, 10);
        n++;
        s = end + (*end == ',');
    }
    return n;
}

/* Left cuts a piece between two columns, Right between two rows. */
static int rules(const char *pos, int side, char out[][PZ_LEN])
{
    int pc[80][2], n = read_pieces(pos, pc), k = 0;
    for (int i = 0; i < n; i++) {
        int len = side == GD_LEFT ? pc[i][1] : pc[i][0];
        for (int a = 1; a < len; a++) {
            int q[80][2];
            memcpy(q, pc, sizeof q);
            q[i][side == GD_LEFT ? 1 : 0] = a;
            q[n][0] = pc[i][0], q[n][1] = pc[i][1];
            q[n][side == GD_LEFT ? 1 : 0] = len - a;
            write_pieces(q, n + 1, out[k++]);
        }
    }
    return k;
}

static int to_pos(const char *text, char *pos)
{
    int pc[80][2], n = read_pieces(text, pc);
    write_pieces(pc, n, pos);
    return 0;
}

static void check(gd_solver *s, gd_game *g, pz_memo *m, const char *text, long *bad, long *not_integer)
{
    char pos[PZ_LEN], err[512];
    to_pos(text, pos);
    pz_check(s, g, text, m, pos, 1, bad);
    gd_dyadic d;
    if (!gd_cgt_is_number(m->cgt, pz_value(m, pos), &d) || d.exp != 0)
        (*not_integer)++;
    gd_solver *one = gd_solver_new(g, (uint64_t)1 << 26);
    gd_position p;
    gd_value v;
    gd_game_parse(g, text, &p, err, sizeof err);
    CHECK(gd_solver_solve(one, &p, &v, err, sizeof err) == 0 && gd_solver_count(one) <= g->ops->rules.bound(g, &p),
          "%s: %llu positions, bound %llu", text, (unsigned long long)gd_solver_count(one),
          (unsigned long long)g->ops->rules.bound(g, &p));
    gd_solver_free(one);
}

int main(void)
{
    char err[512], buf[256];
    gd_game *g = gd_game_open("cutcake", NULL, err, sizeof err);
    CHECK(g != NULL, "open: %s", err);
    if (!g)
        return tl_done("cutcake");
    static const char *const good[] = {"3x4", "3x4,2x2", "1x1", "0", "2x2,1x1,2x2", "128x1", "8x16", "1x2,2x1"};
    static const char *const bad[] = {"",    "3x",   "x4",   "0x4",     "3x0",  "3x4,",   "3X4", "129x1",
                                      "9x15", "8x16,1x1", "3x4 2x2", "-1x2", "99999999999999999999x1"};
    pz_check_text(g, good, 8, bad, 13);
    gd_position p;
    gd_game_parse(g, "1x1,2x2,3x4,2x2", &p, err, sizeof err);
    gd_game_format(g, &p, buf, sizeof buf);
    CHECK(strcmp(buf, "3x4,2x2,2x2") == 0, "normal form: %s", buf);

    gd_cgt *c = gd_cgt_new();
    pz_memo *m = pz_new(rules, c);
    gd_solver *s = gd_solver_new(g, (uint64_t)1 << 30);
    long bad_count = 0, count = 0, not_integer = 0;
    const int max_area = UNDER_ASAN ? 16 : 24;
    for (int h = 1; h <= max_area; h++)
        for (int w = 1; h * w <= max_area; w++, count++) {
            snprintf(buf, sizeof buf, "%dx%d", h, w);
            check(s, g, m, buf, &bad_count, &not_integer);
        }
    for (int h1 = 1; h1 <= 12; h1++)
        for (int w1 = 1; h1 * w1 <= 12; w1++)
            for (int h2 = 1; h2 <= 12; h2++)
                for (int w2 = 1; h1 * w1 + h2 * w2 <= 12; w2++, count++) {
                    snprintf(buf, sizeof buf, "%dx%d,%dx%d", h1, w1, h2, w2);
                    check(s, g, m, buf, &bad_count, &not_integer);
                }
    CHECK(bad_count == 0, "%ld of %ld cakes differ", bad_count, count);
    CHECK(not_integer == 0, "%ld of %ld cakes are not integers", not_integer, count);
    int rows = pz_check_published("partizan_values.txt", "cutcake", g, m, to_pos);
    CHECK(rows >= 15, "%d published rows", rows);
    CHECK(gd_cgt_error(c) == NULL, "cgt: %s", gd_cgt_error(c));
    gd_solver_free(s);
    pz_free(m);
    gd_cgt_free(c);
    gd_game_free(g);
    return tl_done("cutcake");
}

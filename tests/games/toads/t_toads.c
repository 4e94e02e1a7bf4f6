/* Toads and Frogs: the text form and its refusals; a brute force of the rules on strings
 * against the generic solver on every strip of at most 8 squares (9 without the
 * sanitizers); the values built with the cgt module from the same rules against the
 * published and hand-derived values of tests/data/partizan_values.txt; the bound. */
#include "partizan.h"

/* The rules as written: a toad steps right onto '.', or jumps one frog onto '.'; frogs mirror. */
static int rules(const char *pos, int side, char out[][PZ_LEN])
{
    int n = (int)strlen(pos), k = 0;
    char me = side == GD_LEFT ? 'T' : 'F', them = side == GD_LEFT ? 'F' : 'T';
    int d = side == GD_LEFT ? 1 : -1;
    for (int i = 0; i < n; i++) {
        if (pos[i] != me)
            continue;
        int j = i + d;
        if (j >= 0 && j < n && pos[j] == them)
            j += d;
        if (j < 0 || j >= n || pos[j] != '.')
            continue;
        strcpy(out[k], pos);
        out[k][i] = '.', out[k][j] = me;
        k++;
    }
    return k;
}

static int same(const char *text, char *pos)
{
    snprintf(pos, PZ_LEN, "%s", text);
    return 0;
}

int main(void)
{
    char err[512];
    gd_game *g = gd_game_open("toads", NULL, err, sizeof err);
    CHECK(g != NULL, "open: %s", err);
    if (!g)
        return tl_done("toads");
    static const char *const good[] = {"TT..FF", "T", ".", "F.T", "TFTF.TF"};
    static const char *const bad[] = {"", "TX", "t.f", "TT..FF/", " T"};
    pz_check_text(g, good, 5, bad, 5);
    char long_strip[482];
    memset(long_strip, '.', 480), long_strip[480] = 0;
    gd_position p;
    CHECK(gd_game_parse(g, long_strip, &p, err, sizeof err) == 0, "480 squares: %s", err);
    long_strip[480] = 'T', long_strip[481] = 0;
    CHECK(gd_game_parse(g, long_strip, &p, err, sizeof err) != 0, "481 squares refused");

    gd_cgt *c = gd_cgt_new();
    pz_memo *m = pz_new(rules, c);
    gd_solver *s = gd_solver_new(g, (uint64_t)1 << 30);
    long bad_count = 0, count = 0;
    const int max_len = UNDER_ASAN ? 8 : 9;
    for (int len = 1; len <= max_len; len++) {
        long total = 1;
        for (int i = 0; i < len; i++)
            total *= 3;
        for (long code = 0; code < total; code++) {
            char pos[PZ_LEN];
            long x = code;
            for (int i = 0; i < len; i++, x /= 3)
                pos[i] = ".TF"[x % 3];
            pos[len] = 0;
            pz_check(s, g, pos, m, pos, len <= 7, &bad_count);
            count++;
            if (len == 6) { /* the bound: every position the solver met from a fresh start */
                gd_solver *one = gd_solver_new(g, (uint64_t)1 << 26);
                gd_value v;
                gd_game_parse(g, pos, &p, err, sizeof err);
                CHECK(gd_solver_solve(one, &p, &v, err, sizeof err) == 0 &&
                          gd_solver_count(one) <= g->ops->rules.bound(g, &p),
                      "%s: %llu positions, bound %llu", pos, (unsigned long long)gd_solver_count(one),
                      (unsigned long long)g->ops->rules.bound(g, &p));
                gd_solver_free(one);
            }
        }
    }
    CHECK(bad_count == 0, "%ld of %ld strips differ", bad_count, count);
    int rows = pz_check_published("partizan_values.txt", "toads", g, m, same);
    CHECK(rows >= 10, "%d published rows", rows);
    CHECK(gd_cgt_error(c) == NULL, "cgt: %s", gd_cgt_error(c));
    gd_solver_free(s);
    pz_free(m);
    gd_cgt_free(c);
    gd_game_free(g);
    return tl_done("toads");
}

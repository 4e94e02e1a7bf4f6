/* Toppling Dominoes: the text form and its refusals; the rules written here from scratch (a
 * toppled domino falls, and each domino it meets falls on, until a gap or the end of the
 * row) against the family on every row of at most 7 places (6 under the sanitizers): the
 * moves, the generic solver's outcome class, and the value by components and normal forms,
 * by plain recursion and from these rules, one form; the rows of
 * tests/data/board_rulesets_values.txt; rows of one colour (n blue dominoes = n, n green = *n, the
 * rules make them integers and nim heaps) up to 14; the bound.
 *
 * Values of Toppling Dominoes here are derived by hand (tests/data/board_rulesets_values.txt,
 * HAND) and checked by the brute force: no table of published values was at hand. */
#include "boards.h"

/* Topples domino i of pos towards d (-1 left, +1 right) into out. */
static void topple(const char *pos, int i, int d, char *out)
{
    strcpy(out, pos);
    for (int j = i; j >= 0 && out[j] && out[j] != '.'; j += d)
        out[j] = '.';
}

static int rules(const char *pos, int side, char out[][PZ_LEN])
{
    int k = 0;
    for (int i = 0; pos[i]; i++)
        if (pos[i] == "LR"[side] || pos[i] == 'G') {
            topple(pos, i, -1, out[k++]);
            topple(pos, i, +1, out[k++]);
        }
    return k;
}

static int same(const char *text, char *pos)
{
    snprintf(pos, PZ_LEN, "%s", text);
    return 0;
}

/* A row of n dominoes of colour ch: its value by the family's table, printed. */
static void one_colour(bd_check *b, char ch, int n, char *buf, size_t len)
{
    char text[32], err[256];
    gd_position p;
    gd_value v;
    memset(text, ch, (size_t)n), text[n] = 0;
    if (gd_game_parse(b->g, text, &p, err, sizeof err) != 0 || gd_solver_value(b->fast, &p, &v, err, sizeof err))
        snprintf(buf, len, "error: %.40s", err);
    else
        gd_solver_value_text(b->fast, &v, buf, len);
}

int main(void)
{
    bd_check b;
    bd_open(&b, "toppling-dominoes", rules);
    static const char *const good[] = {"L", "G", ".", "LRGL", "LR..GL.", "...."};
    static const char *const bad[] = {"", "LX", "lr", "LR/GL", " L", "B"};
    pz_check_text(b.g, good, 6, bad, 6);
    char text[484];
    gd_position p;
    memset(text, 'G', 480), text[480] = 0;
    char err[256];
    CHECK(gd_game_parse(b.g, text, &p, err, sizeof err) == 0, "480 dominoes: %s", err);
    text[480] = 'L', text[481] = 0;
    CHECK(gd_game_parse(b.g, text, &p, err, sizeof err) != 0, "481 refused");

    for (int n = 1; n <= (UNDER_ASAN ? 6 : 7); n++)
        bd_all(&b, 1, n, ".LRG", 1);
    for (int n = 8; n <= (UNDER_ASAN ? 8 : 9); n++)
        bd_all(&b, 1, n, "LRG", 0);
    int rows = pz_check_published("board_rulesets_values.txt", "toppling-dominoes", b.g, b.m, same);
    CHECK(rows >= 8, "%d published rows", rows);

    for (int n = 1; n <= 14; n++) {
        char got[64], want[16];
        one_colour(&b, 'L', n, got, sizeof got);
        snprintf(want, sizeof want, "%d", n);
        CHECK(strcmp(got, want) == 0, "%d blue: %s", n, got);
        one_colour(&b, 'R', n, got, sizeof got);
        snprintf(want, sizeof want, "-%d", n);
        CHECK(strcmp(got, want) == 0, "%d red: %s", n, got);
        one_colour(&b, 'G', n, got, sizeof got);
        snprintf(want, sizeof want, n == 1 ? "*" : "*%d", n);
        CHECK(strcmp(got, want) == 0, "%d green: %s", n, got);
    }

    static const char *const bounded[] = {"LRGLR", "LL.RG.G", "GGGGGG", "LRG.LRG.L"};
    for (int i = 0; i < 4; i++) {
        gd_solver *one = gd_solver_new(b.g, (uint64_t)1 << 26);
        gd_value v;
        gd_game_parse(b.g, bounded[i], &p, err, sizeof err);
        CHECK(gd_solver_solve(one, &p, &v, err, sizeof err) == 0 && gd_solver_count(one) <= b.g->ops->rules.bound(b.g, &p),
              "%s: %llu positions, bound %llu", bounded[i], (unsigned long long)gd_solver_count(one),
              (unsigned long long)b.g->ops->rules.bound(b.g, &p));
        gd_solver_free(one);
    }
    bd_close(&b);
    return tl_done("toppling");
}

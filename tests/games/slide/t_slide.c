/* Sliding checkers: the moves against a brute force written from the rules on the text of
 * the board (each 'o' put on each square left of it), the Grundy oracle (the XOR of the
 * distances) against the generic solver, on every position of 1 to 3 rows of 1 to 5
 * squares; the text read back; the refusals. */
#include "gamedyn/game.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

#define ROWS 3
#define SQUARES 5

static int by_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The rules on text: each row's checker moves to any square left of it. */
static long brute_moves(const char *board, char **out)
{
    long n = 0;
    size_t len = strlen(board);
    for (size_t k = 0; k < len; k++) {
        if (board[k] != 'o')
            continue;
        size_t row = k;
        while (row > 0 && board[row - 1] != '/')
            row--;
        for (size_t t = row; t < k; t++) {
            out[n] = malloc(len + 1);
            memcpy(out[n], board, len + 1);
            out[n][k] = '.';
            out[n][t] = 'o';
            n++;
        }
    }
    return n;
}

static void check_board(gd_game *g, gd_solver *s, const char *board, long *bad)
{
    char err[512], buf[128];
    gd_position p;
    if (g->ops->rules.parse(g, board, &p, err, sizeof err) != 0) {
        CHECK(0, "%s: %s", board, err);
        (*bad)++;
        return;
    }
    int ok = strcmp(gd_game_format(g, &p, buf, sizeof buf), board) == 0;
    char *want[64], *got[64];
    long nw = brute_moves(board, want);
    gd_move *mv = NULL;
    long nm = gd_game_list_moves(g, &p, 64, &mv, err, sizeof err);
    ok = ok && nm == nw;
    for (long i = 0; ok && i < nm; i++) {
        got[i] = malloc(128);
        gd_game_format(g, &mv[i].to, got[i], 128);
    }
    if (ok) {
        qsort(want, (size_t)nw, sizeof *want, by_str);
        qsort(got, (size_t)nm, sizeof *got, by_str);
        for (long i = 0; i < nm; i++)
            ok = ok && strcmp(want[i], got[i]) == 0;
        for (long i = 0; i < nm; i++)
            free(got[i]);
    }
    for (long i = 0; i < nw; i++)
        free(want[i]);
    free(mv);
    gd_value v;
    uint64_t gv = ~0ull;
    ok = ok && gd_solver_solve(s, &p, &v, err, sizeof err) == 0 && v.has_grundy &&
         g->ops->oracles.grundy(g, &p, &gv, err, sizeof err) == 0 && gv == v.grundy &&
         gd_game_oracle_outcome(g, &p, err, sizeof err) == v.outcome;
    gd_solver *fresh = gd_solver_new(g, (uint64_t)1 << 24); /* exactly the positions reachable from p */
    gd_value fv;
    ok = ok && fresh && gd_solver_solve(fresh, &p, &fv, err, sizeof err) == 0 &&
         g->ops->rules.bound(g, &p) >= gd_solver_count(fresh);
    gd_solver_free(fresh);
    CHECK(ok, "%s: %ld moves by the rules, %ld listed; solver g=%llu, oracle g=%llu", board, nw, nm,
          (unsigned long long)v.grundy, (unsigned long long)gv);
    *bad += !ok;
}

/* Every board of `rows` rows: each row a length 1..SQUARES and a checker square. */
static long sweep(gd_game *g, int rows, long *bad)
{
    int len[ROWS] = {0}, at[ROWS] = {0};
    for (int i = 0; i < rows; i++)
        len[i] = 1;
    long total = 0;
    gd_solver *s = gd_solver_new(g, (uint64_t)1 << 28);
    for (;;) {
        char board[64];
        size_t k = 0;
        for (int i = 0; i < rows; i++) {
            if (i)
                board[k++] = '/';
            for (int j = 0; j < len[i]; j++)
                board[k++] = j == at[i] ? 'o' : '.';
        }
        board[k] = 0;
        check_board(g, s, board, bad);
        total++;
        int i = 0;
        while (i < rows) {
            if (++at[i] < len[i])
                break;
            at[i] = 0;
            if (++len[i] <= SQUARES)
                break;
            len[i] = 1;
            i++;
        }
        if (i == rows)
            break;
    }
    gd_solver_free(s);
    return total;
}

static void refusals(gd_game *g)
{
    static const char *const badtext[] = {"", "...", "o.o", "..x", "o//o", "o/", "/o", "o/o/o/o/o/o/o/o/o/o/o/o/o/o/o/o/o"};
    char err[512];
    gd_position p;
    for (size_t i = 0; i < sizeof badtext / sizeof *badtext; i++) {
        err[0] = 0;
        CHECK(g->ops->rules.parse(g, badtext[i], &p, err, sizeof err) == -1 && err[0] && !strchr(err, '\n'),
              "'%s' accepted", badtext[i]);
    }
    char longrow[1003];
    memset(longrow, '.', 1001);
    longrow[0] = 'o';
    longrow[1001] = 0;
    CHECK(g->ops->rules.parse(g, longrow, &p, err, sizeof err) == -1 && strstr(err, "1001 squares"), "%s", err);
    longrow[1000] = 0;
    CHECK(g->ops->rules.parse(g, longrow, &p, err, sizeof err) == 0, "1000 squares: %s", err);
    CHECK(g->ops->rules.parse(g, "...o/o", &p, err, sizeof err) == 0 && p.n == 2 && (p.c[0] & 0xffffffffu) == 3,
          "distances");
}

int main(void)
{
    char err[512];
    gd_game *g = gd_game_open("slide", NULL, err, sizeof err);
    CHECK(g != NULL, "open: %s", err);
    if (!g)
        return tl_done("t_slide");
    long bad = 0, total = 0;
    for (int rows = 1; rows <= ROWS; rows++)
        total += sweep(g, rows, &bad);
    printf("slide: %ld boards of 1 to %d rows of 1 to %d squares, %ld disagree with the rules or the solver\n", total,
           ROWS, SQUARES, bad);
    refusals(g);
    gd_game_free(g);
    return tl_done("t_slide");
}

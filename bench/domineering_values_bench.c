/* domineering_values_bench - canonical forms of Domineering boards through the generic
 * solver's table of values (regions and normal forms), for bench/domineering_values.sh.
 *   domineering_values_bench [--plain] BOARD...    (BOARD as after "domineering:")
 * One line a board: its seconds (the value alone, one solver a board), the keys and forms
 * stored, and the value. */
#include "gamedyn/cgt.h"
#include "gamedyn/game.h"
#include <stdio.h>
#include <string.h>
#include <time.h>

int main(int argc, char **argv)
{
    char err[512], text[8192];
    int plain = argc > 1 && strcmp(argv[1], "--plain") == 0;
    gd_game_options o = {0};
    gd_game *g = gd_game_open("domineering", &o, err, sizeof err);
    if (!g)
        return fprintf(stderr, "%s\n", err), 2;
    for (int i = 1 + plain; i < argc; i++) {
        gd_position p;
        if (gd_game_parse(g, argv[i], &p, err, sizeof err))
            return fprintf(stderr, "%s\n", err), 2;
        struct timespec a, b;
        clock_gettime(CLOCK_MONOTONIC, &a);
        gd_solver *s = gd_solver_new(g, 0);
        gd_solver_plain_values(s, plain);
        gd_value v;
        if (!s || gd_solver_value(s, &p, &v, err, sizeof err))
            return fprintf(stderr, "%s: %s\n", argv[i], s ? err : "out of memory"), 1;
        clock_gettime(CLOCK_MONOTONIC, &b);
        gd_solver_value_text(s, &v, text, sizeof text);
        printf("%-6s %9.4f s  keys %8llu  forms %7zu  %s  %s\n", argv[i],
               (double)(b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) * 1e-9,
               (unsigned long long)gd_solver_value_count(s), gd_cgt_size(gd_solver_cgt(s)), gd_outcome_name(v.outcome),
               text);
        gd_solver_free(s);
    }
    gd_game_free(g);
    return 0;
}

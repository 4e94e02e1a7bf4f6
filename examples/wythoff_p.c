/* wythoff_p.c - the P-positions (a, b), a <= b <= N, of Wythoff's game from its Grundy table.
 *
 *   cc wythoff_p.c $(pkg-config --cflags --libs gamedyn) -o wythoff_p && ./wythoff_p 50
 *
 * The table is the library's (gd_table_compute on the ruleset "wythoff", as 'gamedyn table
 * wythoff --max N' computes it); a P-position is a cell of Grundy value 0. They lie on the two
 * rays of slopes phi and 1/phi (phi the golden ratio): a_k = floor(k phi), b_k = a_k + k. */
#include <gamedyn/gamedyn.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 10) : 50;
    char err[512];
    gd_ruleset rules;
    if (gd_ruleset_parse(&rules, "wythoff", NULL, err, sizeof err) != 0) {
        fprintf(stderr, "wythoff_p: %s\n", err);
        return 2;
    }
    gd_table_spec spec = {.rules = &rules, .kind = GD_TABLE_GRUNDY, .a0 = 0, .a1 = n, .bmax = n};
    gd_table t;
    if (gd_table_compute(&spec, &t, err, sizeof err) != 0) {
        fprintf(stderr, "wythoff_p: %s\n", err);
        gd_ruleset_free(&rules);
        return 2;
    }
    printf("a\tb\n");
    for (uint64_t a = 0; a <= n; a++)
        for (uint64_t b = a; b <= n; b++)
            if (gd_table_get(&t, a, b) == 0)
                printf("%llu\t%llu\n", (unsigned long long)a, (unsigned long long)b);
    gd_table_free(&t);
    gd_ruleset_free(&rules);
    return 0;
}

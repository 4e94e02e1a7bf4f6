/* kayles.c - Kayles' nim-sequence G(0..N) and its period, certified by the Guy-Smith theorem.
 *
 *   cc kayles.c $(pkg-config --cflags --libs gamedyn) -o kayles && ./kayles 200
 *
 * Kayles is the octal game 0.77: knock down one pin or two adjacent pins of a row, which
 * may split it in two. The values come from the sparse-space method (gd_heap_run_*), the
 * period from gd_heap_find_period, as 'gamedyn heap kayles --max N' does: period 12 from
 * n = 71 on, with 14 exceptions below 71. */
#include <gamedyn/gamedyn.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 10) : 200;
    char err[512];
    gd_heap_code code;
    gd_heap_run run;
    if (gd_heap_code_parse("kayles", &code, err, sizeof err) != 0 ||
        gd_heap_run_init(&run, &code, n, -1, err, sizeof err) != 0) {
        fprintf(stderr, "kayles: %s\n", err);
        return 2;
    }
    int rc;
    while ((rc = gd_heap_run_step(&run, n, 0, err, sizeof err)) == 0)
        ;
    if (rc < 0) {
        fprintf(stderr, "kayles: %s\n", err);
        gd_heap_run_free(&run);
        return 2;
    }
    printf("n\tg\n");
    for (uint64_t i = 0; i <= n; i++)
        printf("%llu\t%u\n", (unsigned long long)i, run.g[i]);
    /* periods up to n/3, plain periodicity (a finite octal code has no saltus) */
    gd_heap_period p;
    gd_heap_find_period(&code, run.g, n, n / 3, 0, &p);
    if (p.found)
        printf("preperiod %llu period %llu saltus %llu %s\n", (unsigned long long)p.n0,
               (unsigned long long)p.p, (unsigned long long)p.s, p.certified ? "certified" : "observed");
    else
        printf("no period: %s\n", p.why);
    gd_heap_run_free(&run);
    return 0;
}

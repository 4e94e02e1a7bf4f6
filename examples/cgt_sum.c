/* cgt_sum.c - partizan values: read two games, print their canonical forms, their sum and
 * how they compare.
 *
 *   cc cgt_sum.c $(pkg-config --cflags --libs gamedyn) -o cgt_sum && ./cgt_sum '{1|0}' '1/2'
 *
 * The notation is CGSuite's ('gamedyn cgt --help'): numbers, *n, ^, {L|R}, +-x, tiny-x,
 * sums. Comparison answers =, <, > or || (confused), as 'gamedyn cgt compare G H' prints it.
 * (Positions of registered games, domineering:2x3, are read by 'gamedyn cgt' itself: see
 * domineering.c for values of positions.) */
#include <gamedyn/gamedyn.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    const char *gs = argc > 1 ? argv[1] : "{1|0}", *hs = argc > 2 ? argv[2] : "1/2";
    char err[512], a[1024], b[1024], s[1024];
    gd_cgt *c = gd_cgt_new();
    if (!c)
        return 2;
    gd_cgt_id g, h;
    if (gd_cgt_parse(c, gs, &g, err, sizeof err) != 0 || gd_cgt_parse(c, hs, &h, err, sizeof err) != 0) {
        fprintf(stderr, "cgt_sum: %s\n", err);
        gd_cgt_free(c);
        return 2;
    }
    gd_cgt_id sum = gd_cgt_sum(c, g, h);
    if (sum == GD_CGT_NONE) {
        fprintf(stderr, "cgt_sum: %s\n", gd_cgt_error(c));
        gd_cgt_free(c);
        return 2;
    }
    gd_cgt_print(c, g, a, sizeof a);
    gd_cgt_print(c, h, b, sizeof b);
    gd_cgt_print(c, sum, s, sizeof s);
    printf("G = %s\nH = %s\nG + H = %s (outcome %c)\n", a, b, s, gd_cgt_outcome(c, sum));
    printf("G %s H\n", gd_cgt_cmp_name(gd_cgt_compare(c, g, h)));
    gd_cgt_free(c);
    return 0;
}

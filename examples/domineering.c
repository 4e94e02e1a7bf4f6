/* domineering.c - outcome classes and values of empty Domineering rectangles.
 *
 *   cc domineering.c $(pkg-config --cflags --libs gamedyn) -o domineering && ./domineering 3 4
 *
 * Left places vertical dominoes, Right horizontal ones; who cannot move loses. For every
 * R x C board with R, C <= the given sizes: its outcome class (L: Left wins whoever starts,
 * R, N: the player to move wins, P: the second player wins) and its canonical form, from
 * the game interface of the registry: gd_game_open("domineering"), gd_game_parse, and the
 * generic solver's values (gd_solver_value), as 'gamedyn query domineering RxC --value'. */
#include <gamedyn/gamedyn.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rmax = argc > 1 ? atoi(argv[1]) : 3, cmax = argc > 2 ? atoi(argv[2]) : 4;
    char err[512], text[32], value[4096];
    gd_game *g = gd_game_open("domineering", NULL, err, sizeof err);
    if (!g) {
        fprintf(stderr, "domineering: %s\n", err);
        return 2;
    }
    gd_solver *s = gd_solver_new(g, 0);
    int rc = s ? 0 : 2;
    printf("board\toutcome\tvalue\n");
    for (int r = 1; r <= rmax && rc == 0; r++)
        for (int c = 1; c <= cmax && rc == 0; c++) {
            gd_position p;
            gd_value v;
            snprintf(text, sizeof text, "%dx%d", r, c);
            if (gd_game_parse(g, text, &p, err, sizeof err) != 0 || gd_solver_value(s, &p, &v, err, sizeof err) != 0) {
                fprintf(stderr, "domineering: %s\n", err);
                rc = 2;
                break;
            }
            gd_solver_value_text(s, &v, value, sizeof value);
            printf("%s\t%s\t%s\n", text, gd_outcome_name(v.outcome), value);
        }
    gd_solver_free(s);
    gd_game_free(g);
    return rc;
}

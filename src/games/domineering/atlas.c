/* atlas.c - the values of empty Domineering rectangles and their thermographic numbers,
 * for gamedyn atlas domineering (docs/atlas.md). The value comes from the generic solver
 * (src/game/value.c), the numbers from the cgt module, so this file only gathers them. */
#include "gamedyn/domineering.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>

int gd_domineering_atlas_in_range(int rows, int cols, int rmin, int rmax, int cmin, int cmax, int max_cells)
{
    return rows >= 1 && cols >= 1 && rows >= rmin && rows <= rmax && cols >= cmin && cols <= cmax &&
           rows * cols <= max_cells && rows * cols <= GD_DOM_MAX_CELLS;
}

static double cpu_seconds(void)
{
    struct timespec t;
    return clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t) == 0 ? (double)t.tv_sec + t.tv_nsec * 1e-9 : 0;
}

int gd_domineering_atlas_value(gd_solver *s, int rows, int cols, gd_domineering_atlas_entry *e, char *err,
                               size_t errlen)
{
    memset(e, 0, sizeof *e);
    e->rows = rows, e->cols = cols;
    if (rows < 1 || cols < 1 || rows * cols > GD_DOM_MAX_CELLS)
        return gd_err(err, errlen, "%dx%d: not a board (1 <= rows, cols; at most %d cells)", rows, cols,
                      GD_DOM_MAX_CELLS), -1;
    gd_position p;
    gd_domineering_board(&p, rows, cols);
    double t0 = gd_seconds(), c0 = cpu_seconds();
    gd_value v;
    if (gd_solver_value(s, &p, &v, err, errlen) != 0)
        return -1;
    gd_cgt *c = gd_solver_cgt(s);
    gd_cgt_id id = (gd_cgt_id)v.form;
    size_t n = gd_cgt_print(c, id, NULL, 0);
    e->value = malloc(n + 1);
    if (!e->value)
        return gd_err(err, errlen, "out of memory"), -1;
    gd_cgt_print(c, id, e->value, n + 1);
    e->outcome = gd_cgt_outcome(c, id);
    e->birthday = gd_cgt_birthday(c, id);
    if (!e->outcome || gd_cgt_left_stop(c, id, &e->left_stop) || gd_cgt_right_stop(c, id, &e->right_stop) ||
        gd_cgt_thermograph_of(c, id, &e->th)) {
        gd_domineering_atlas_entry_free(e);
        gd_err(err, errlen, "%dx%d: %s", rows, cols, gd_cgt_error(c) ? gd_cgt_error(c) : "out of memory");
        return -1;
    }
    e->mean = e->th.mean, e->temperature = e->th.temperature;
    e->seconds = gd_seconds() - t0;
    e->cpu_seconds = cpu_seconds() - c0;
    return 0;
}

void gd_domineering_atlas_entry_free(gd_domineering_atlas_entry *e)
{
    free(e->value);
    e->value = NULL;
    gd_cgt_thermograph_free(&e->th);
}

/* progress.h (module cli) - the one progress line of the long commands, on stderr:
 *     sheet 1200/5000  850/s  ETA 4.5 s
 * rewritten in place (\r) at most five times a second, shown only after half a second (a
 * short run prints nothing) and erased at the end, so the terminal keeps only the results.
 * Only when stderr is a terminal and -q was not given: a log or a pipe never receives it.
 * GAMEDYN_PROGRESS=1 in the environment shows it anyway, from the first update (tests). */
#ifndef GAMEDYN_PROGRESS_H
#define GAMEDYN_PROGRESS_H
#include "gamedyn/api.h"
#include <stdint.h>

typedef struct {
    const char *what; /* the unit counted: "sheet", "rectangle", "n", "step" */
    uint64_t total;
    double power; /* the work of the first done units is (done/total)^power of the whole
                   * (1 by default; 2 when the k-th unit costs about k, as Chomp's sheets do) */
    uint64_t from; /* units done before this run (a resumed one): the rate and the time left
                    * are of this run's units */
    double t0, last, delay;
    int on;       /* this run shows progress */
    int width;    /* characters on the line now (0: nothing shown) */
} gd_progress;

/* Starts counting what up to total (0: unknown, no rate-based ETA); quiet turns it off. */
GD_API void gd_progress_start(gd_progress *p, const char *what, uint64_t total, int quiet);
/* done units of total are finished. */
GD_API void gd_progress_update(gd_progress *p, uint64_t done);
/* Erases the line (if one is shown) and goes on counting: for a line of results on the
 * same terminal, after which the next update draws the line again. */
GD_API void gd_progress_clear(gd_progress *p);
/* Erases the line (if one is shown); the next start begins afresh. */
GD_API void gd_progress_end(gd_progress *p);
/* "4.5 s", "3 min 05 s", "2 h 10 min": a duration for a person. */
GD_API const char *gd_progress_duration(double secs, char *buf, int len);
#endif

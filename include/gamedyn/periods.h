/* periods.h - gd_periods_*: a part of twoheap.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_PERIODS_H
#define GAMEDYN_PUBLIC_PERIODS_H
#include "gamedyn/api.h"
#include "gamedyn/twoheap.h"

/* Whether r qualifies: 0, or -1 with err naming the reason. */
GD_API int gd_periods_applicable(const gd_ruleset *r, char *err, size_t errlen);
/* Proves rows 0..a1 (columns computed per row at most max_b). A row that is not proved has
 * proved = 0 (and so has every row above that needs it). 0, or -1 with err (not applicable,
 * out of memory). Free with gd_periods_free. */
GD_API int gd_periods_run(gd_periods *P, const gd_ruleset *r, int pass, uint64_t a1, uint64_t max_b, char *err, size_t errlen);
/* The same, calling progress(ctx, done, total) after each row (total: the rows of every layer). */
typedef void (*gd_periods_progress)(void *ctx, uint64_t done, uint64_t total);
GD_API int gd_periods_run_progress(gd_periods *P, const gd_ruleset *r, int pass, uint64_t a1, uint64_t max_b,
                                   gd_periods_progress progress, void *ctx, char *err, size_t errlen);
/* The row a of the requested layer (g' with pass). */
GD_API const gd_period_row *gd_periods_row(const gd_periods *P, uint64_t a);
/* Value at b of a proved row (the periodic extension). */
GD_API uint64_t gd_periods_value(const gd_period_row *row, uint64_t b);
/* Re-checks every certificate held in P from scratch, rows in increasing a, each against the
 * held certificates of the rows below (as they are held: a tampered lower row makes its own
 * check fail). 0 when all hold, else -1 with err naming the first failing row. */
GD_API int gd_periods_verify(const gd_periods *P, char *err, size_t errlen);
GD_API void gd_periods_free(gd_periods *P);

#endif

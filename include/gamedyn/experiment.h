/* experiment.h - the experiment module: the papers' numerical claims measured.
 * Sources: src/experiment/. */
#ifndef GAMEDYN_EXPERIMENT_H
#define GAMEDYN_EXPERIMENT_H
#include <stdint.h>
#include "gamedyn/sheet.h"

/* == measure == estimators for the papers' numerical claims (docs/experiments.md).
 *
 * The geometric constants of Chomp ("Renormalizing Chomp"): the column-0 loser
 * z*(x) ~ alpha x, the lower loser line (slope m_L, density lambda_L losers per
 * column), the upper loser line (m_U, lambda_U), and the fraction gamma of sheets
 * with an infinite (periodic) tail. Each sheet is measured on its own
 * (gd_sheet_lines_measure); gd_params averages the sheets of the upper half of
 * the x range.
 */

/* Running mean and standard error of the mean (sd / sqrt(n)). */
typedef struct {
    double n, sum, sum2;
} gd_stat;
void gd_stat_add(gd_stat *s, double v);
double gd_stat_mean(const gd_stat *s);   /* NaN when empty */
double gd_stat_stderr(const gd_stat *s); /* NaN with fewer than two values */

/* Least-squares line y = a + b x. */
typedef struct {
    double n, sx, sy, sxx, sxy, syy;
} gd_fit;
void gd_fit_add(gd_fit *f, double x, double y);
double gd_fit_slope(const gd_fit *f);        /* NaN with fewer than two distinct x */
double gd_fit_slope_stderr(const gd_fit *f); /* NaN with fewer than three points */

/* The lines of one Chomp loser sheet. */
typedef struct {
    int ok;                    /* a column-0 loser and at least 8 explicit columns */
    double zstar;              /* the column-0 loser's z */
    uint64_t explicit_columns; /* E: columns 1..E-1 hold the two lines */
    double lambda_L, lambda_U; /* LL and U losers per column over columns 1..E-1 */
    double m_L, m_U;           /* least-squares slopes of the LL and U losers (NaN if < 3) */
    int infinite;              /* the sheet has a proved periodic tail */
} gd_sheet_lines;
void gd_sheet_lines_measure(const gd_sheet *s, gd_sheet_lines *out);

enum { GD_PARAM_ALPHA, GD_PARAM_LAMBDA_L, GD_PARAM_LAMBDA_U, GD_PARAM_M_L, GD_PARAM_M_U, GD_PARAM_GAMMA, GD_NPARAMS };

typedef struct {
    uint64_t xmax, from;      /* sheets x in [from, xmax] enter the averages */
    gd_stat p[GD_NPARAMS];    /* indexed by GD_PARAM_* (alpha unused: see zfit) */
    gd_fit zfit;              /* z*(x) against x: alpha is its slope */
    double dev_min, dev_max;  /* z*(x) - x/sqrt2 over every sheet x >= 1 */
    int have_dev;
} gd_params;
void gd_params_init(gd_params *p, uint64_t xmax);
void gd_params_add(gd_params *p, const gd_sheet *s);
/* The estimate of GD_PARAM_i and its standard error (NaN when not measurable, e.g.
 * gamma without proved tails). */
void gd_params_value(const gd_params *p, int i, double *value, double *stderr_of);
const char *gd_param_name(int i);
double gd_param_predicted(int i);

/* The winning opening moves of the rectangles [x,0,0] ("Renormalizing Chomp"):
 * r-type [x-r, r, 0] (the z = 0 end of sheet x-r's lower loser line, shifted onto
 * column 0), s-type [x-s, 0, s] (the deadly diagonal of sheet x-s's column-0 loser),
 * or, in generic Chomp only, the sink [x', 0, 0]. Fed sheet by sheet. */
enum { GD_OPEN_NONE = 0, GD_OPEN_R, GD_OPEN_S, GD_OPEN_SINK };
typedef struct {
    uint32_t moves; /* winning moves from [x,0,0] */
    int type;       /* of the first one found */
    uint64_t tx, ty, tz;
} gd_opening_move;
typedef struct {
    uint64_t xmax;
    gd_opening_move *m; /* m[x], 0 <= x <= xmax */
} gd_opening;
int gd_opening_init(gd_opening *o, uint64_t xmax);
void gd_opening_add(gd_opening *o, const gd_sheet *s);
void gd_opening_free(gd_opening *o);
/* Distance of rectangle x's move from the prediction [x/sqrt2, x(2-sqrt2)/2, 0]
 * (r-type) or [x(2-sqrt2), 0, x(sqrt2-1)] (s-type); NaN for other types. */
double gd_opening_distance(const gd_opening_move *m, uint64_t x);

#endif

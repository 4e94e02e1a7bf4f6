/* experiment.h - the experiment module: the papers' numerical claims measured.
 *   measure      the geometric constants of Chomp, the opening moves
 *   sensitivity  damage spreading from one added automatic N-position
 *   overlap      the strength of a perturbation: M W_x against M(W_x + extras)
 *   compare      coarse-grained densities of W: scale invariance, the variants' attractor
 * The command line (gamedyn params, opening, sensitivity, overlap, compare) only prints
 * what these compute. Sources: src/experiment/. */
#ifndef GAMEDYN_EXPERIMENT_H
#define GAMEDYN_EXPERIMENT_H
#include "gamedyn/api.h"
#include <stdint.h>
#include "gamedyn/sheet.h"
#include "gamedyn/io.h"

/* == measure == estimators for the papers' numerical claims (docs/experiments.md).
 *
 * The geometric constants of Chomp ("Renormalizing Chomp"): the column-0 loser
 * z*(x) ~ alpha x, the lower loser line (slope m_L, density lambda_L losers per
 * column), the upper loser line (m_U, lambda_U), and the fraction gamma of sheets
 * with an infinite (periodic) tail. Each sheet is measured on its own
 * (gd_sheet_lines_measure); gd_params averages the sheets of the upper half of
 * the x range.
 */

/* A running mean and spread (Welford's update: the spread of values that differ from their
 * mean in the tenth digit keeps its digits, which a sum of squares loses). */
typedef struct {
    double n, mean, m2; /* m2: the sum of squared deviations from the mean */
} gd_stat;

/* Least-squares line y = a + b x. */
typedef struct {
    double n, sx, sy, sxx, sxy, syy;
} gd_fit;

/* The lines of one Chomp loser sheet. */
typedef struct {
    int ok;                    /* a column-0 loser and at least 8 explicit columns */
    double zstar;              /* the column-0 loser's z */
    uint64_t explicit_columns; /* E: columns 1..E-1 hold the two lines */
    double lambda_L, lambda_U; /* LL and U losers per column over columns 1..E-1 */
    double m_L, m_U;           /* least-squares slopes of the LL and U losers (NaN if < 3) */
    int infinite;              /* the sheet has a proved periodic tail */
    /* the losers' scatter about the sheet's own least-squares LL and U lines (NaN if < 3):
     * root mean square and largest absolute residual in z */
    double scatter_L_rms, scatter_L_max, scatter_U_rms, scatter_U_max;
    double within_L, within_U; /* the share of the line's losers within GD_SCATTER_BAND of it */
} gd_sheet_lines;
#define GD_SCATTER_BAND 2.5 /* "within about 2.5" of their lines (Renormalizing Chomp) */
GD_API void gd_sheet_lines_measure(const gd_sheet *s, gd_sheet_lines *out);

enum { GD_PARAM_ALPHA, GD_PARAM_LAMBDA_L, GD_PARAM_LAMBDA_U, GD_PARAM_M_L, GD_PARAM_M_U, GD_PARAM_GAMMA, GD_NPARAMS };

/* What gd_params keeps of sheet x (NaN: not measured). */
typedef struct {
    double zstar;       /* the column-0 loser (NaN: none) */
    int ok;             /* gd_sheet_lines.ok: the sheet enters alpha's fit */
    double v[GD_NPARAMS]; /* alpha unused; lambda_L, lambda_U, m_L, m_U, gamma's 0/1 (NaN for a window) */
    double scatter_rms[2], scatter_max[2], within[2]; /* LL, U */
} gd_params_sheet;

/* An estimate with its standard errors: se from the moving-block bootstrap, se_iid the
 * textbook one that takes the sheets as independent. */
typedef struct {
    double value, se, se_iid;
} gd_estimate;

#define GD_PARAMS_REPLICATES 400 /* bootstrap replicates */
#define GD_PARAMS_SEED 1         /* the bootstrap's SplitMix64 seed */
#define GD_PARAMS_EXCEPTIONS 16  /* exceptions of the counting identity kept */

typedef struct {
    uint64_t xmax, from;      /* sheets x in [from, xmax] enter the averages */
    gd_stat p[GD_NPARAMS];    /* indexed by GD_PARAM_* (alpha unused: see zfit) */
    gd_fit zfit;              /* z*(x) against x: alpha is its slope */
    gd_fit zfit_full;         /* the same over every x >= 1 with a column-0 loser */
    double dev_min, dev_max;  /* z*(x) - x/sqrt2 over every sheet x >= 1 */
    int have_dev;
    uint64_t dead_from;       /* the sheet x' >= 1 from which the game is dead (gd_sheet_kills); 0: alive */
    gd_params_sheet *sheet;   /* sheet[x], x = 0..xmax */
    uint8_t *hits;            /* the counting identity: hits[n], 1 <= n <= xmax (saturating) */
    /* gd_params_finish: */
    uint64_t block, block_full;   /* bootstrap block lengths over [from, xmax] and [1, xmax] */
    gd_estimate est[GD_NPARAMS];  /* the six, se from the bootstrap */
    gd_estimate alpha_full;       /* alpha over [1, xmax] */
    double band_centre, band_halfwidth; /* (max + min)/2 and (max - min)/2 of z*(x) - x/sqrt2 */
    double dev_pct[5];            /* its percentiles 1, 5, 50, 95, 99 (nearest rank) */
    gd_estimate scatter_rms[2];   /* LL, U: mean over the sheets of their rms scatter */
    gd_estimate within[2];        /* LL, U: mean over the sheets of their share within the band */
    double scatter_max[2];        /* the largest residual of any sheet in [from, xmax] */
    double scatter_max_median[2]; /* the median over those sheets of their largest residual */
    uint64_t identity_to;         /* n = 1..identity_to checked */
    uint64_t identity_exceptions; /* n hit other than exactly once */
    uint64_t exception_n[GD_PARAMS_EXCEPTIONS];
    unsigned exception_hits[GD_PARAMS_EXCEPTIONS];
} gd_params;

/* When a census saves itself: every `every` seconds (the clock starts at
 * gd_census_clock_start), and at sheet `stop` (UINT64_MAX: none), where it ends. The
 * engine is paused at the sheet being built when a save falls due (gd_engine_pause), and
 * gd_census_clock_tick saves once that sheet is taken; a stop stays in force across the
 * saves before it. */
typedef struct gd_census_clock {
    const char *path;
    double every, saved;
    uint64_t stop, pause;
    int due;
} gd_census_clock;

typedef struct {
    uint32_t moves; /* winning moves from [x,0,0] */
    int type;       /* of the first one found */
    uint64_t tx, ty, tz;
} gd_opening_move;
typedef struct {
    uint64_t xmax;
    gd_opening_move *m; /* m[x], 0 <= x <= xmax */
} gd_opening;

/* == sensitivity == game A (cfg: plain, with a pass, or generic with V) against game B = A plus one
 * automatic N-position p (docs/experiments.md). At every level x > p.x: the fraction of
 * A's P-positions (one a column, columns y < gd_view_columns(cfg, x)) that moved in B,
 * overall and, for Chomp, by the line of A's sheet each lies on (gd_loser_class). */
typedef struct {
    uint64_t x;
    uint64_t columns;       /* A's P-positions compared */
    double moved;           /* fraction of them moved in B (NaN when none) */
    double moved_LL, moved_U, moved_F; /* by line (NaN when the line is empty, and for Nim) */
    double moved_F_rolling; /* mean of moved_F over this and the 8 levels before (NaN as 0) */
} gd_sensitivity_level;

typedef struct {
    gd_config cfg;    /* A; cfg.perturb must stay valid until gd_sensitivity_free */
    gd_xyz at;        /* the point added to B's V */
    int lines;        /* the by-line fractions are measured (left-shifted games: Chomp) */
    gd_perturb VB;    /* B's V: A's and at */
    gd_engine *A, *B;
    uint64_t nlevels; /* levels at.x + 1 .. cfg.xmax, in order */
    gd_sensitivity_level *level;
    int64_t half, half_LL, half_U; /* first level, counted from at.x, with at least half moved; -1: never */
    gd_fit growth;    /* ln moved against the level, from the first damaged level to the first >= 0.25 */
    uint64_t dead_A, dead_B; /* the sheet x' >= 1 from which A (B) is dead (gd_sheet_kills); 0: alive */
} gd_sensitivity;

/* == ensemble == sensitivity over many perturbation sites at one level (docs/experiments.md,
 * "Ensembles"). Game A is run once; each site is one task of a gd_par_map (par.h) that runs
 * its own game B and returns a plain fixed-size result, so the ensemble is the same for any
 * number of threads or MPI ranks. */
typedef enum { GD_SITES_ALL = 0, GD_SITES_LINES, GD_SITES_COL0, GD_SITES_RANGE, GD_SITES_RANDOM } gd_sites_kind;
/* The two readings of "add a point to W_x and iterate R": the point is an automatic
 * N-position of sheet x only, or its mark stays in every later W (Chomp: the lower-sheet mark
 * moves along the antidiagonal, [x+t, y-t, z] for t <= y; Nim: [x', y, z] for every x' >= x). */
typedef enum { GD_READING_AUTOMATIC_N = 0, GD_READING_PERSIST } gd_reading;
/* Which columns count: the papers' window (gd_view_columns), a fixed box (y <= box_y and,
 * when box_z is not UINT64_MAX, A's P at z <= box_z), or the site's light cone within the
 * papers' window (Chomp: x+y >= x0+y0 and x+y+z >= x0+y0+z0 at A's P; Nim: y >= y0, z >= z0). */
typedef enum { GD_WINDOW_PAPERS = 0, GD_WINDOW_BOX, GD_WINDOW_CONE } gd_window_kind;
/* Which of A's P-positions count for the moved share: every one, the line losers (LL and U),
 * or one line (gd_loser_class; the lines are Chomp's). */
typedef enum { GD_COUNT_ALL = 0, GD_COUNT_LINES, GD_COUNT_LL, GD_COUNT_U, GD_COUNT_F } gd_count;

#define GD_ENSEMBLE_REPLICATES 400 /* bootstrap replicates over the sites */
#define GD_ENSEMBLE_SEED 1         /* the bootstrap's SplitMix64 seed */
#define GD_GROWTH_FLOOR 0.01       /* the growth phase starts where the mean first exceeds this */
#define GD_GROWTH_FRACTION 0.5     /* ... and ends where it first reaches this share of its plateau */

typedef struct {
    gd_sites_kind sites;
    uint64_t y0, y1;     /* GD_SITES_RANGE: columns y0..y1 */
    uint64_t nrandom;    /* GD_SITES_RANDOM: draws (with replacement) from the sites of "all" */
    uint64_t seed;       /* of those draws */
    gd_reading reading;
    gd_window_kind window;
    uint64_t box_y, box_z;
    gd_count count;
    int threads;         /* gd_par_opts.threads: 0 every core */
} gd_ensemble_opts;

/* Summary statistics of a sample: quartiles by linear interpolation between order
 * statistics (q(p) = v[h] at h = (n-1)p, R's type 7); sd with n-1; se = sd/sqrt(n). */
typedef struct {
    double n, mean, sd, se, median, q1, q3;
} gd_summary;

/* The growth rate of the damage: over levels l = 1..n (mean[l-1] the ensemble mean at l),
 * plateau = the mean of mean[] over the last quarter of the levels; the growth phase runs from
 * the first level with mean > floor to the first later level with mean >= fraction * plateau;
 * rate = least-squares slope of ln mean against l over the phase (levels with mean > 0). NaN
 * rate (and first = last = -1) when the phase has fewer than 3 levels. */
typedef struct {
    double plateau, rate, rate_se; /* rate_se: the least-squares slope's own error */
    int64_t first, last;           /* the phase, levels counted from the site */
    double points;                 /* levels fitted */
} gd_growth;

typedef struct {
    gd_summary s;
    double share_half;   /* sites with at least half moved (of those with a value) */
    double share_healed; /* sites with nothing moved in the window from this level to the last */
} gd_ensemble_level;

typedef struct {
    gd_config cfg; /* A; cfg.perturb must stay valid while the ensemble is used */
    uint64_t x0;   /* the sites' level */
    gd_ensemble_opts opts;
    uint64_t nsites;
    gd_xyz *site;
    uint64_t nlevels;    /* levels x0+1 .. cfg.xmax */
    double *moved;       /* moved[i * nlevels + l-1]: site i at level x0+l (NaN: no P counted) */
    int64_t *healed_from;/* per site: the level from which nothing moved to the end, -1: never */
    uint64_t *dead_B;    /* per site: the sheet from which its B is dead, 0: alive */
    uint64_t dead_A, ndead_B;
    gd_ensemble_level *level;
    int64_t half;                /* first level with ensemble mean >= 1/2; -1 never */
    double half_lo, half_hi;     /* its 95% bootstrap interval (INFINITY: never) */
    gd_growth growth;
    double growth_lo, growth_hi; /* 95% bootstrap interval of growth.rate (NaN if undefined) */
    double growth_boot_defined;  /* share of the replicates with a growth phase */
} gd_ensemble;

GD_API const char *gd_sites_name(gd_sites_kind k);

GD_API const char *gd_reading_name(gd_reading r);

GD_API const char *gd_window_name(gd_window_kind w);

GD_API const char *gd_count_name(gd_count c);

/* == overlap == the strength of a variant's extra marks (pass paper, Fig. 12): at each level
 * x, the fraction of the actual P-positions M(W_x + extras) that M gives from W_x alone.
 * Columns y < gd_view_columns(cfg, x) with an actual P below z = x + columns + 64 count. */
typedef struct {
    uint64_t x, columns, same;
    double overlap; /* same / columns; NaN when no column counts */
} gd_overlap_level;

typedef struct {
    gd_config cfg;
    gd_engine *e;
    uint64_t nlevels; /* levels 0 .. cfg.xmax */
    gd_overlap_level *level;
    gd_stat first, last; /* the overlaps of the first and of the last quarter of the levels */
    gd_fit trend;        /* overlap against x */
    uint64_t dead_from;  /* the sheet x' >= 1 from which the game is dead (gd_sheet_kills); 0: alive */
    uint64_t box_y;      /* set before the run: 0 the papers' window, else columns 0..box_y-1 at every level */
} gd_overlap;

/* Level-binned overlaps: bins of width levels from x = 0 (the last may be shorter); s over
 * the levels of the bin with a finite overlap. *bins malloc'd; 0, or -1 when out of memory. */
typedef struct {
    uint64_t x_from, x_to;
    gd_summary s;
} gd_overlap_bin;

/* == compare == instant-winner sheets compared through their coarse-grained densities
 * (gd_view_density over the default window; distance gd_density_distance):
 * (a) scale: W_X against W_2X and W_{X + round(X/10)} of the plain game;
 * (b) variants at W_X: plain, with a pass, finite generic (one point), random generic
 *     (seeds 1..N). */
typedef struct {
    gd_sheet_game game;
    uint64_t x;        /* X */
    unsigned grid;     /* boxes a side */
    uint64_t seeds;    /* N */
    const char *sigma; /* the random V's sigma as text; NULL: X/10 */
    const char *point; /* the finite V's point "x,y,z"; NULL: [9,13,4] (Nim), [20,3,10] (Chomp) */
    const char *model; /* more keys of the random specs ("clip=1", "centre=losers,p=0.5"); NULL: none */
    int threads;       /* the samples are one gd_par_map (par.h); 0: every core */
} gd_compare_opts;

typedef struct {
    char name[48]; /* W_X, W_2X, W_1.1X, pass, finite, random1, ... */
    gd_variant variant;
    gd_perturb V;
    uint64_t x;
    double *density;    /* grid x grid (NULL for a dead sample) */
    uint64_t dead_from; /* the sheet x' >= 1 from which the sample's game is dead; 0: alive */
} gd_compare_sample;

typedef struct {
    gd_compare_opts opts; /* opts.sigma points at sigma */
    char sigma[64];
    int nsamples;               /* samples 0..2 the scale ones, then pass, finite, random1.. */
    gd_compare_sample *sample;
    double scale[2];            /* W_X to sample 1 (W_2X), to sample 2 (W_1.1X) */
    int nvariants;              /* plain (sample 0), then the samples 3.. that are not dead */
    int *variant;               /* the sample of each variant */
    int ndead;                  /* samples left out as dead */
    double *distance;           /* nvariants x nvariants */
    /* over the live random seeds: the distances from plain, pass and finite to each seed, and
     * between two seeds (every pair); n = 0 when there are none */
    gd_summary to_random[3], between_random;
} gd_compare;

/* == published values == the numbers the papers state, with the tolerance their words
 * allow, in one table: the params command prints them beside its measurements and the report
 * judges against them. The papers: E. J. Friedman, A. S. Landsberg, "Nonlinear dynamics in
 * combinatorial games: renormalizing Chomp", Chaos 17 (2007) 023117 (Renormalizing Chomp);
 * R. E. Morrison, E. J. Friedman, A. S. Landsberg, "Combinatorial games with a pass: a
 * dynamical systems approach", Chaos 21 (2011) 043108 (the pass paper). */
typedef enum {
    GD_PUB_ABOUT,   /* |v - value| <= tol */
    GD_PUB_AT_MOST, /* v <= value + tol */
    GD_PUB_ABOVE,   /* v > value */
    GD_PUB_BETWEEN  /* lo <= v <= hi */
} gd_pub_rule;
typedef struct {
    const char *name;   /* GD_PUB_* below */
    gd_pub_rule rule;
    double value;       /* the number as published */
    double tol, lo, hi; /* what the rule reads */
    int at;             /* the level (after the site) a sensitivity statement is made at; 0 */
    const char *words;  /* the paper's words */
    const char *source; /* the paper, and where in it */
} gd_published;
#define GD_PUB_BAND_HALFWIDTH "zstar_band_halfwidth" /* "about ±1.75" */
#define GD_PUB_SCATTER_MAX "scatter_max"             /* losers "within about 2.5" of their lines */
#define GD_PUB_CHOMP_MOVED "chomp_moved"             /* "over half" of the line losers after 7 levels */
#define GD_PUB_NIM_MOVED "nim_moved"                 /* "nearly half" after about 15 levels */

/* Parts of this interface with headers of their own. */
#include "gamedyn/compare.h"
#include "gamedyn/dead.h"
#include "gamedyn/fit.h"
#include "gamedyn/growth.h"
#include "gamedyn/opening.h"
#include "gamedyn/overlap.h"
#include "gamedyn/published.h"
#include "gamedyn/sensitivity.h"
#include "gamedyn/stat.h"
#include "gamedyn/summary.h"

/* Parts of this interface with headers of their own. */
#include "gamedyn/census.h"
#include "gamedyn/ensemble.h"
#include "gamedyn/ensembles.h"
#include "gamedyn/param.h"
#include "gamedyn/params.h"

#endif

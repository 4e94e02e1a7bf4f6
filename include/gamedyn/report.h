/* report.h - the report of `gamedyn report`: the experiments it runs, and report.md and
 * index.html written from their data files, each measurement set against the papers'
 * published values (experiment.h, gd_published). The module runs nothing itself: the
 * caller makes the data files of gd_report_steps in the folder, then calls gd_report_write. */
#ifndef GAMEDYN_REPORT_H
#define GAMEDYN_REPORT_H
#include "gamedyn/api.h"
#include <stddef.h>
#include <stdio.h>

/* What the report records about its making: the files it writes carry it, as every output
 * of the tool does ("# gamedyn VERSION", "# command: ...", "# PARAMETERS" lines; PNG text). */
typedef struct {
    const char *command;    /* the command line that makes the report */
    const char *version;    /* gd_version() */
    const char *parameters; /* the parameter line of the provenance */
    const char *dir;        /* the folder being filled (read from and written to) */
    FILE *warn;             /* a missing gnuplot is said here ("gamedyn: ..."); NULL: not said */
    const char *census;     /* NULL, or a folder of censuses made apart: each subfolder with a
                             * params.tsv and its per-sheet sheets.tsv (params --sheets) */
} gd_report_context;

/* One experiment of the report: a command of the tool, as words after "gamedyn" (NULL
 * ends them). A word starting with "@" names a file in the report's folder: "@/x.tsv". */
typedef struct {
    const char *id;    /* its data file is DIR/ID.tsv (and DIR/ID.json when json) */
    const char *title; /* as listed under "Commands" */
    const char *const *args, *const *small; /* the papers' size; --small */
    int json;          /* its --json summary (stdout) goes to DIR/ID.json */
} gd_report_step;

/* The experiments, in the order of the report; *n receives their number. The caller runs
 * each with "-q -o @/ID.tsv" (and "--json" when json) appended, then "figures -q -o
 * @/figures". */
GD_API const gd_report_step *gd_report_steps(int *n);

/* Writes DIR/report.md and DIR/index.html (atomically) from the data files, with the
 * report's own data files and plots. lines[k] is the command that made step k as it can be
 * rerun, lines[n] the one that made the figures. 0, or 2 with the reason in err. */
GD_API int gd_report_write(const gd_report_context *ctx, const char *const *lines, char *err, size_t errlen);

/* Whether dir can be a gd_report_context.census: a readable folder whose subfolders with a
 * params.tsv have plain names (letters, digits, '-', '_', '.') and a sheets.tsv. 0, or 2
 * with the reason in err: checked before the experiments run. */
GD_API int gd_report_census_check(const char *dir, char *err, size_t errlen);

/* How a row sets a measurement against the papers: one of three, the reason in the row. A
 * statement that holds for most cases but not all disagrees: every disagreement is counted. */
typedef enum {
    GD_REPORT_NONE = 0, /* not comparable: nothing published, or nothing measured */
    GD_REPORT_AGREE,    /* within the error, or within the published statement's own words */
    GD_REPORT_DISAGREE  /* beyond it: marked, counted, and explained under the table */
} gd_report_verdict;
/* "agrees", "DISAGREES", "not comparable". */
GD_API const char *gd_report_verdict_text(gd_report_verdict v);
#endif

/* report_int.h - the pieces of the report module (gamedyn/report.h): the data files read
 * back, a document written twice (report.md and index.html from the same calls, so every
 * table of the one is a table of the other), the plots the report draws itself, and its
 * sections. Private to src/report (and its tests). */
#ifndef GAMEDYN_REPORT_INT_H
#define GAMEDYN_REPORT_INT_H
#include "gamedyn/report.h"
#include <stdio.h>

/* A TSV read back: rows of tab-separated fields; '#' lines kept apart, the header named. */
typedef struct {
    char **cells, **head, **comments;
    int nrows, ncols, ncomments;
} rp_tsv;
/* 0, or -1 when the file cannot be read (t is then empty, safe to use and free). */
int rp_tsv_read(const char *path, rp_tsv *t);
void rp_tsv_free(rp_tsv *t);
const char *rp_cell(const rp_tsv *t, int r, int c); /* "-" outside the table */
int rp_col(const rp_tsv *t, const char *name);      /* the column named name, or -1 */
int rp_row(const rp_tsv *t, const char *key);       /* the row whose first field is key, or -1 */
double rp_num(const char *s);                       /* NaN when s is not a number */
double rp_value(const rp_tsv *t, const char *key, const char *col); /* the number in row key, column col */
/* The first '#' comment starting with prefix (after "# "), or NULL. */
const char *rp_comment(const rp_tsv *t, const char *prefix);

typedef gd_report_verdict rp_verdict;
#define RP_NONE GD_REPORT_NONE
#define RP_AGREE GD_REPORT_AGREE
#define RP_DISAGREE GD_REPORT_DISAGREE

/* The report as Markdown and HTML at once. Text given to rp_* is plain text: it is escaped
 * for each format (HTML: & < > " '; Markdown: * _ | and backquotes), never passed raw. */
typedef struct {
    FILE *md, *html;
    const char *dir;              /* the directory being filled, for the report's own data files and plots */
    const gd_report_context *ctx; /* provenance of those files */
    int in_table, ncols, in_list;
    int nplots, nbad;
    char *err;                    /* the first error (rp_fail) */
    size_t errlen;
    char game_names[3][64];       /* the params runs, "plain (X = 20000)" (params.c) */
} rp_doc;

/* Records the reason of a failure in d->err (the first one wins); returns 2. */
int rp_fail(rp_doc *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* DIR/ID.tsv of the report being written, with at least one row; 0, or 2 after rp_fail. */
int rp_read_id(rp_doc *d, const char *id, rp_tsv *t);
/* The n files DIR/ids[k].tsv into t[k], all or none (on failure the ones read are freed). */
int rp_read_ids(rp_doc *d, const char *const *ids, int n, rp_tsv *t);
void rp_h2(rp_doc *d, const char *id, const char *title);
void rp_h3(rp_doc *d, const char *title);
void rp_p(rp_doc *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A list item; rp_list_end after the last. */
void rp_li(rp_doc *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void rp_list_end(rp_doc *d);
/* A command line or other literal, as code. */
void rp_code(rp_doc *d, const char *label, const char *code);
void rp_table(rp_doc *d, int ncols, const char *const *head, const char *caption);
/* A row; v marks it: an HTML class, and a sign before its last cell (the verdict) in both
 * formats. */
void rp_tr(rp_doc *d, rp_verdict v, const char *const *cells);
void rp_table_end(rp_doc *d);
/* The plot file (relative to the report folder) with its caption and data file. */
void rp_figure(rp_doc *d, const char *png, const char *alt, const char *caption, const char *data);
#define rp_verdict_text gd_report_verdict_text
/* s escaped for HTML text and attribute values (& < > " '). */
void rp_html_text(FILE *f, const char *s);

/* The report's own data file dir/name (atomically, with provenance lines and a header):
 * rp_data_begin, fprintf the rows, rp_data_end. NULL/2 after rp_fail. */
FILE *rp_data_begin(rp_doc *d, const char *name, const char *header, char **tmp);
int rp_data_end(rp_doc *d, FILE *f, char *tmp, const char *name);
/* Draws dir/png from dir/data with the gnuplot script (gd_image_plot; PNG text chunks as
 * every plot of the tool has them); the report's common style first: the key outside the data, below the plot. 0, or 2 after an error. */
int rp_plot(rp_doc *d, const char *png, const char *title, const char *data, const char *script);

/* "v ± e" with e to 2 significant digits and v to the same decimal place. */
void rp_pm(char *buf, size_t len, double v, double e);
/* v with the given significant digits ("-" for NaN). */
void rp_g(char *buf, size_t len, double v, int digits);

/* The sections (params.c, dynamics.c, ensemble.c, scoring.c). 0, or 2 after rp_fail. */
int rp_params(rp_doc *d);
int rp_opening(rp_doc *d);
int rp_passes(rp_doc *d);
int rp_overlap(rp_doc *d);
int rp_sensitivity(rp_doc *d);
int rp_compare(rp_doc *d);
int rp_scale_figures(rp_doc *d);
int rp_ensembles(rp_doc *d);
int rp_growth(rp_doc *d);
int rp_scoring(rp_doc *d); /* scoring.c */
int rp_census(rp_doc *d);  /* census.c: the censuses made apart, when ctx->census is set */
/* A row "quantity, game, measured, uncertainty, published, difference, difference / se,
 * verdict": agrees within 3 standard errors when the papers state the value (stated);
 * the difference / se into *zout (NULL: not wanted). params.c. */
rp_verdict rp_compare_row(rp_doc *d, const char *q, const char *game, double v, double e, double pub,
                          const char *pubtext, int stated, double *zout);
#endif

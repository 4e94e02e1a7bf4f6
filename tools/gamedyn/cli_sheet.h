/* cli_sheet.h - the sheet commands' part of the command line (cli_sheet.c): the engine's
 * configuration from the options, the parameters line and provenance of their outputs,
 * threads and progress. The commands that do not run the sheet engine use cli.h alone. */
#ifndef GAMEDYN_CLI_SHEET_H
#define GAMEDYN_CLI_SHEET_H
#include "tool.h"
#include "gamedyn/io.h"
#include "gamedyn/sheet.h"
#include <stdint.h>
#include <stdio.h>

/* --threads T (0..256; absent: 0, every core). */
int gd_cli_threads(const char *v, int *threads);
/* Runs the engine on that many threads (0: every core; gd_engine_set_threads uses two at most). */
void gd_cli_engine_threads(gd_engine *e, int threads);
/* The help lines of an engine command's --threads; PAD ("" or " ") lines the text up with the
 * command's other options. */
#define GD_CLI_THREADS_HELP(PAD)                                                                      \
    "  --threads T    " PAD "threads (default 0: every core; at most 2 are used): Chomp, with\n"    \
    "                 " PAD "declared points or passes, builds two parts of each sheet at once,\n" \
    "                 " PAD "or one worker while that is faster (docs/engine.md, \"Two threads\");\n" \
    "                 " PAD "the output is the same for any T\n"
/* Builds c->cfg from the options; refuses runs over --max-mem. 0 on success. */
int gd_cli_configure(gd_cli *c, int keep_all);
/* The run's parameters on one line: game, variant, sizes, perturbation, seed. */
void gd_cli_parameters(const gd_cli *c, char *buf, size_t len);
/* "# gamedyn VERSION" provenance lines for a text output. */
void gd_cli_provenance(const gd_cli *c, FILE *f);
/* Writes im as PNG (atomically) with text chunks Title, Software (gamedyn version),
 * Source (the command line) and Comment (the parameters, then 'what'). 0, or 2 after
 * printing the error. */
int gd_cli_write_png(const gd_cli *c, const gd_image *im, uint32_t scale, const char *title, const char *what,
                     const char *path);
/* The same inside the figure fig (NULL: the bare picture), in the format of path's
 * extension (gd_cli_write_figure); as the next output of os (committed with the others), or
 * alone when os is NULL. */
int gd_cli_write_sheet_figure(const gd_cli *c, const gd_image *im, uint32_t scale, const gd_figure *fig,
                              const char *title, const char *what, gd_outputs *os, const char *path);
/* A sheet command's outputs, committed all or none: its TSV (gd_cli_table_open: in os, or
 * stdout when path is NULL or "-", gd_cli_provenance's lines first; NULL after an error) and
 * the plot drawn from it, then gd_cli_outputs_end (gd_outputs_commit; 0, or 2 after an error;
 * failed set: 2 and no more said, the failure has said why). */
FILE *gd_cli_table_open(const gd_cli *c, gd_outputs *os, const char *path);
int gd_cli_outputs_end(gd_outputs *os, int failed);
/* Plots the TSV data, an output of os not yet committed (header line, '#' comments), with
 * gnuplot (gd_image_plot: a private copy, the script sees it as the variable 'data'; gnuplot
 * never writes to our stdout), into png as the next output of os. The PNG gets the same
 * text chunks as the pictures. Without gnuplot says so on stderr and returns 0 (the data is
 * still written). 0, or 2 after printing the error. */
int gd_cli_plot(const gd_cli *c, gd_outputs *os, const char *png, const char *title, FILE *data, const char *script);
/* A sheet command's TSV: path (written as io.h says: "-" is stdout, devices directly,
 * regular files atomically) or stdout when path is NULL, gd_cli_provenance's lines first;
 * gd_cli_table_end finishes it. NULL after printing an error. */
FILE *gd_cli_table_begin(const gd_cli *c, const char *path, char **tmp);
/* gd_cli_json_start with the sheet run's parameters (gd_cli_parameters). */
void gd_cli_json_begin(const gd_cli *c, gd_json *j);
/* Progress callback: sheets done (progress.h: on a terminal, unless -q); gd_cli_progress_end
 * (cli.h) erases the line. */
void gd_cli_progress(void *ctx, uint64_t x, uint64_t xmax);
/* The "dead" flag of a run (docs/experiments.md): a '#' line "# dead[ WHICH]: from sheet X ..."
 * on f when x (the sheet x' >= 1 at which [x',0,0] became a P-position) is not 0; and the
 * JSON field KEY: x, or null. */
void gd_cli_dead(FILE *f, const char *which, uint64_t x);
void gd_cli_dead_json(gd_json *j, const char *key, uint64_t x);
/* " with a pass", " with K passes" (K = c->pass), "" without: for titles. */
const char *gd_cli_pass_words(int k);

#endif

/* cli.h - what the gamedyn subcommands share: options, provenance, progress. */
#ifndef GAMEDYN_CLI_H
#define GAMEDYN_CLI_H
#include <stdint.h>
#include <stdio.h>
#include "gamedyn/sheet.h"
#include "gamedyn/image.h"
#include "gamedyn/io.h"
#include "gamedyn/game.h"

typedef struct {
    const char *game_name;
    const char *args[17]; /* positional arguments after the game, at most max_args (a Nim position: 16 heaps) */
    int nargs, max_args;
    const char *perturb_spec;
    /* query, graph, play: the game options the registry declares (gd_cli_game_opts) */
    const char *game_opt_name[GD_GAME_MAX_SETTINGS], *game_opt_value[GD_GAME_MAX_SETTINGS];
    int game_opt_flag[GD_GAME_MAX_SETTINGS], ngame_opts;
    char game_opt_spelled[GD_GAME_MAX_SETTINGS][32];
    int pass, quiet;
    int have_xmax, have_ymax;
    uint64_t xmax, ymax, max_mem;
    uint64_t extra_bytes;     /* memory a command needs besides the engine, for the --max-mem check */
    const char *size_options; /* the options that size the run, for that check's message */
    gd_perturb perturb;
    gd_config cfg;
    char command[2048]; /* the command line, for provenance */
    const char *help;   /* the subcommand's manual, for --help */
    const char *seen[32]; /* the options given so far (each at most once) */
    int nseen;
} gd_cli;

/* Prints "gamedyn: msg" on stderr and returns 2. */
int gd_cli_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void gd_cli_init(gd_cli *c, int argc, char **argv);
enum { GD_CLI_NOT_MINE = -1, GD_CLI_TAKEN = -2 };
/* Whether argv[*i] is the option names ("--name", or aliases "-q|--quiet"): also as
 * "--name=VALUE" when the option takes a value (value not NULL); *value receives VALUE or
 * the next argument (*i advances past it). An option that is not repeatable may be given
 * once. Returns 1 if it matched, 0 if not, 2 after printing an error (a repeat, a value
 * on a flag, a missing value). */
int gd_cli_match(gd_cli *c, int argc, char **argv, int *i, const char *names, const char **value, int repeatable);
/* Handles the options every subcommand shares (--help, --version, -q, --pass, --perturb,
 * --xmax, --ymax, --max-mem), each at most once, "--opt=value" or "--opt value". Returns GD_CLI_TAKEN if argv[*i] was consumed (advancing *i), GD_CLI_NOT_MINE if it
 * is not a shared option, or the exit status to return: 0 after --help or --version, 2 after a
 * bad value. */
int gd_cli_common_option(gd_cli *c, int argc, char **argv, int *i);
/* A subcommand's own option: with value, *value receives the argument; else *flag = 1. */
typedef struct {
    const char *name;
    const char **value;
    int *flag;
} gd_cli_opt;
enum { GD_CLI_HELP_SHOWN = -3 };
/* Parses argv[2..]: the shared options, opts (each at most once; "--opt=value" too), the
 * game, and up to c->max_args more positional arguments into c->args.
 * Returns 0 to go on, GD_CLI_HELP_SHOWN after --help or --version, or 2 after printing an
 * error. */
int gd_cli_parse(gd_cli *c, int argc, char **argv, const gd_cli_opt *opts, int nopts, const char *cmd);
/* nopts of an opts array, counted by the compiler rather than by hand. */
#define GD_CLI_NOPTS(opts) ((int)(sizeof(opts) / sizeof((opts)[0])))
/* Parses an integer option value in [lo, hi]; 0, or 2 after printing an error. */
int gd_cli_parse_u64(const char *opt, const char *v, uint64_t lo, uint64_t hi, uint64_t *out);
/* --threads T (0..256; absent: 0, every core). */
int gd_cli_threads(const char *v, int *threads);
/* Runs the engine on that many threads (0: every core; gd_engine_set_threads uses two at most). */
void gd_cli_engine_threads(gd_engine *e, int threads);
/* The help lines of an engine command's --threads; PAD ("" or " ") lines the text up with the
 * command's other options. */
#define GD_CLI_THREADS_HELP(PAD)                                                                      \
    "  --threads T    " PAD "threads (default 0: every core; at most 2 are used): Chomp, with\n"    \
    "                 " PAD "declared points or one pass, builds two parts of each sheet at\n"     \
    "                 " PAD "once (docs/engine.md, \"Two threads\"); the output is the same for any T\n"
/* Builds c->cfg from the options; refuses runs over --max-mem. 0 on success. */
int gd_cli_configure(gd_cli *c, int keep_all);
/* Refuses a run whose estimated bytes exceed --max-mem, naming c->size_options; 0, or 2
 * after printing the estimate. */
int gd_cli_check_mem(const gd_cli *c, uint64_t need);
void gd_cli_done(gd_cli *c);
/* The run's parameters on one line: game, variant, sizes, perturbation, seed. */
void gd_cli_parameters(const gd_cli *c, char *buf, size_t len);
/* "# gamedyn VERSION" provenance lines for a text output. */
void gd_cli_provenance(const gd_cli *c, FILE *f);
/* Writes im as PNG (atomically) with text chunks Title, Software (gamedyn version),
 * Source (the command line) and Comment (the parameters, then 'what'). 0, or 2 after
 * printing the error. */
int gd_cli_write_png(const gd_cli *c, const gd_image *im, uint32_t scale, const char *title, const char *what,
                     const char *path);
/* The same with the Comment chunk given whole (commands that are not about sheets). */
int gd_cli_write_png_params(const gd_cli *c, const gd_image *im, uint32_t scale, const char *title,
                            const char *params, const char *path);
/* Plots the TSV file data (header line, '#' comments) with gnuplot (gd_image_plot: a
 * private copy, the script sees it as the variable 'data'; gnuplot never writes to our
 * stdout). The PNG gets the same text chunks as the pictures, through the safe writer.
 * Without gnuplot says so on stderr and returns 0 (the data is still written). */
int gd_cli_plot(const gd_cli *c, const char *png, const char *title, const char *data, const char *script);
/* Checks up front that an output path (NULL: none) can be written (gd_file_check), so a
 * long run does not end in "cannot write"; 0, or 2 after printing the error. */
int gd_cli_check_output(const char *path);
/* A command's TSV: path (written as io.h says: "-" is stdout, devices directly, regular
 * files atomically) or stdout when path is NULL, provenance lines first. NULL after
 * printing an error. */
FILE *gd_cli_table_begin(const gd_cli *c, const char *path, char **tmp);
/* Finishes it (a failed run leaves no file); 0, or 2 after printing an error (a failed
 * write names its cause, stdout included). */
int gd_cli_table_end(FILE *f, char *tmp, const char *path, int failed);
/* A line of the human summary on stdout; a '#' comment when the TSV is on stdout too
 * (path NULL or "-"). Nothing when run inside another command (gd_cli_run). */
void gd_cli_summary(const char *path, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A line of the human summary of a command whose data is not TSV: on stdout, or on stderr
 * when the data itself goes to stdout. Nothing inside another command. */
void gd_cli_line(int data_on_stdout, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Nonzero inside a command run by gd_cli_run. */
int gd_cli_nested(void);
/* Starts a --json summary line on stdout: {"command":cmd,"version":...,"parameters":...;
 * add members with gd_json_* (io.h) and end it with gd_json_end. */
void gd_cli_json_begin(const gd_cli *c, gd_json *j, const char *cmd);
/* The end of main: a failed stdout (full disk, closed pipe) becomes a one-line error and
 * exit status 2 unless the command has failed already. Returns the exit status. */
int gd_cli_finish(int rc);
/* A directory output (gd_dir_begin): *tmp is the directory to fill; commands run inside
 * it with gd_cli_run record dir, not *tmp. 0, or 2 after printing the error. */
int gd_cli_dir_begin(const char *dir, char **tmp);
/* Moves it into place (gd_dir_commit), or removes it when failed: 0, or 2 after an error. */
int gd_cli_dir_end(char *tmp, const char *dir, int failed);
/* An HTML page written atomically: a provenance comment, the title as <title> and <h1>.
 * NULL after printing an error. gd_cli_html writes text escaped. */
FILE *gd_cli_html_begin(const gd_cli *c, const char *path, const char *title, char **tmp);
void gd_cli_html(FILE *f, const char *s);
/* Closes the page and commits it (a failed run leaves no file); 0, or 2 after an error. */
int gd_cli_html_end(FILE *f, char *tmp, const char *path, int failed);
/* Progress callback: sheets done, on a terminal, unless -q. */
void gd_cli_progress(void *ctx, uint64_t x, uint64_t xmax);
void gd_cli_progress_end(const gd_cli *c);

/* game_args.c: the commands on any registered game (query, graph, play).
 * Appends to opts[0..nopts) (room for cap) the game options the registry declares beyond
 * the shared --pass, --passes and --perturb; the values land in c. The new count. */
int gd_cli_game_opts(gd_cli *c, gd_cli_opt *opts, int nopts, int cap);
/* The game and position: "GAME:POS" or GAME then coordinates (one argument "3,5,6" or
 * several "3 5 6"; a combinator's components, "sum nim:7 wythoff:3,5"), opened through the
 * registry with the options given (the game refuses those it does not declare). 0, or 2
 * after printing an error. */
int gd_cli_game_position(gd_cli *c, const char *cmd, gd_game **g, gd_position *p);
/* A manual: head, the registered games and their options (from the registry), tail. */
const char *gd_cli_game_help(char *buf, size_t len, const char *head, const char *tail);

/* The "dead" flag of a run (docs/experiments.md): a '#' line "# dead[ WHICH]: from sheet X ..."
 * on f when x (the sheet x' >= 1 at which [x',0,0] became a P-position) is not 0; and the
 * JSON field KEY: x, or null. */
void gd_cli_dead(FILE *f, const char *which, uint64_t x);
/* " with a pass", " with K passes" (K = c->pass), "" without: for titles. */
const char *gd_cli_pass_words(int k);
void gd_cli_dead_json(gd_json *j, const char *key, uint64_t x);

/* Runs the subcommand argv[1]; GD_CLI_NOT_MINE if there is none of that name. */
int gd_cli_dispatch(int argc, char **argv);
/* Whether gd_cli_dispatch knows the subcommand name (nothing is run). */
int gd_cli_has_command(const char *name);
/* Runs a command line without "gamedyn" (words split at spaces, no quoting) as a
 * subcommand; line (may be NULL) receives "gamedyn CMD". Its exit status. */
int gd_cli_run(const char *cmd, char *line, size_t len);

int gd_cmd_solve(int argc, char **argv);
int gd_cmd_query(int argc, char **argv);
int gd_cmd_sheet(int argc, char **argv);
int gd_cmd_sheets(int argc, char **argv);
int gd_cmd_figures(int argc, char **argv);
int gd_cmd_grundy(int argc, char **argv);
int gd_cmd_params(int argc, char **argv);
int gd_cmd_opening(int argc, char **argv);
int gd_cmd_overlap(int argc, char **argv);
int gd_cmd_sensitivity(int argc, char **argv);
int gd_cmd_compare(int argc, char **argv);
int gd_cmd_report(int argc, char **argv);
int gd_cmd_graph(int argc, char **argv);
int gd_cmd_play(int argc, char **argv);
int gd_cmd_table(int argc, char **argv);
int gd_cmd_bounds(int argc, char **argv);
int gd_cmd_voxels(int argc, char **argv);
int gd_cmd_wythoff(int argc, char **argv);
int gd_cmd_periods(int argc, char **argv);
int gd_cmd_nimber(int argc, char **argv);
int gd_cmd_euclid(int argc, char **argv);
int gd_cmd_fibnim(int argc, char **argv);
int gd_cmd_grundy_chomp(int argc, char **argv);
int gd_cmd_sum(int argc, char **argv);
int gd_cmd_heap(int argc, char **argv);
int gd_cmd_partest(int argc, char **argv);
int gd_cmd_games(int argc, char **argv);

#endif

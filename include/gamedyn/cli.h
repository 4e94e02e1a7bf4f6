/* == cli == what every command of gamedyn shares, the tool's and the game families' own
 * (src/cli/): the command line, option matching, the memory bound, outputs and their
 * summaries, JSON and TSV rows, the games' arguments, the progress line (progress.h). A
 * family's commands (gd_game_family.commands) are written with it in the family's folder;
 * the tool's generic commands with it in tools/gamedyn/cmd/. */
#ifndef GAMEDYN_CLI_H
#define GAMEDYN_CLI_H
#include "gamedyn/api.h"
#include <stdint.h>
#include <stdio.h>
#include "gamedyn/sheet.h"
#include "gamedyn/image.h"
#include "gamedyn/io.h"
#include "gamedyn/game.h"
#include "gamedyn/cgt.h"
#include "gamedyn/progress.h"
#include "gamedyn/rows.h"

typedef struct gd_cli gd_cli;
struct gd_cli {
    const char *game_name;
    const char *args[17]; /* positional arguments after the game, at most max_args (a Nim position: 16 heaps) */
    int nargs, max_args;
    const char *perturb_spec;
    /* query, graph, play: the game options the registry declares (gd_cli_game_opts) */
    const char *game_opt_name[GD_GAME_MAX_SETTINGS], *game_opt_value[GD_GAME_MAX_SETTINGS];
    int game_opt_flag[GD_GAME_MAX_SETTINGS], ngame_opts;
    char game_opt_spelled[GD_GAME_MAX_SETTINGS][32];
    int pass, quiet;
    uint64_t max_mem;
    uint64_t extra_bytes;     /* memory a command needs besides the engine, for the --max-mem check */
    const char *size_options; /* the options that size the run, for that check's message */
    char command[2048]; /* the command line, for provenance */
    int argc;           /* the command line whole, for the "command" of a --json output */
    char **argv;
    const char *help;   /* the subcommand's manual, for --help */
    const char *seen[32]; /* the options given so far (each at most once) */
    int nseen;
    void (*release)(gd_cli *c); /* set by the part that took resources; gd_cli_done calls it */
    /* The sheet commands' part (cli_sheet.h). --xmax and --ymax are read here for every
     * command, so the others can refuse them with a message of their own; the rest is
     * gd_cli_configure's. */
    int have_xmax, have_ymax;
    uint64_t xmax, ymax;
    gd_perturb perturb;
    gd_config cfg;
    gd_progress bar; /* gd_cli_progress's line (bar_on: started) */
    int bar_on;
    uint64_t bar_from; /* sheets done before this run (a resumed census): not in its rate */
};

/* Prints "gamedyn: msg" on stderr and returns 2. */
GD_API int gd_cli_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
GD_API void gd_cli_init(gd_cli *c, int argc, char **argv);
enum { GD_CLI_NOT_MINE = -1, GD_CLI_TAKEN = -2 };
/* Whether argv[*i] is the option names ("--name", or aliases "-q|--quiet"): also as
 * "--name=VALUE" when the option takes a value (value not NULL); *value receives VALUE or
 * the next argument (*i advances past it). An option that is not repeatable may be given
 * once. Returns 1 if it matched, 0 if not, 2 after printing an error (a repeat, a value
 * on a flag, a missing value). */
GD_API int gd_cli_match(gd_cli *c, int argc, char **argv, int *i, const char *names, const char **value, int repeatable);
/* Handles the options every subcommand shares (--help, --version, -q, --pass, --perturb,
 * --xmax, --ymax, --max-mem), each at most once, "--opt=value" or "--opt value". Returns GD_CLI_TAKEN if argv[*i] was consumed (advancing *i), GD_CLI_NOT_MINE if it
 * is not a shared option, or the exit status to return: 0 after --help or --version, 2 after a
 * bad value. */
GD_API int gd_cli_common_option(gd_cli *c, int argc, char **argv, int *i);
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
GD_API int gd_cli_parse(gd_cli *c, int argc, char **argv, const gd_cli_opt *opts, int nopts, const char *cmd);
/* Parses argv[2..] for commands that take any number of operands (values, expressions):
 * the shared options, opts, and every other argument into *args (malloc'd, the caller
 * frees it; *nargs of them). An argument starting with '-' is an unknown option unless
 * operand(arg) says it is an operand ("-3", "-^"). Returns as gd_cli_parse does; *args is
 * NULL unless it returns 0. */
GD_API int gd_cli_parse_operands(gd_cli *c, int argc, char **argv, const gd_cli_opt *opts, int nopts, const char *cmd,
                          int (*operand)(const char *arg), const char ***args, int *nargs);
/* nopts of an opts array, counted by the compiler rather than by hand. */
#define GD_CLI_NOPTS(opts) ((int)(sizeof(opts) / sizeof((opts)[0])))
/* Parses an integer option value in [lo, hi]; 0, or 2 after printing an error. */
GD_API int gd_cli_parse_u64(const char *opt, const char *v, uint64_t lo, uint64_t hi, uint64_t *out);
/* The --max-mem line of every command's help; PAD (spaces) lines the text up with the
 * command's other options. One text: the bound is the whole run's, its parts sharing it. */
#define GD_CLI_MAX_MEM_HELP(PAD)                                                                                       \
    "  --max-mem SIZE" PAD "the memory bound of the whole run (default 80% of available memory)\n"
/* Refuses a run whose estimated bytes exceed --max-mem, naming c->size_options; 0, or 2
 * after printing the estimate. */
GD_API int gd_cli_check_mem(const gd_cli *c, uint64_t need);
/* Refuses an output whose estimated size (bytes) exceeds the free space of its target's file
 * system (gd_file_space; stdout, devices and FIFOs are not checked), naming what ("the
 * table"), the estimate, the free space and c->size_options; says the estimate on stderr
 * (unless -q) when it is say_from bytes or more (GD_CLI_SAY_SIZE: a large output; 0: always).
 * 0, or 2 after the message. */
#define GD_CLI_SAY_SIZE ((uint64_t)64 << 20)
GD_API int gd_cli_check_space(const gd_cli *c, const char *path, uint64_t bytes, uint64_t say_from, const char *what);
/* The end of a command: releases what its parts took (gd_cli_configure's perturbation). */
GD_API void gd_cli_done(gd_cli *c);
/* Writes im as PNG (atomically) with text chunks Title, Software (gamedyn version), Source
 * (the command line) and Comment (params). 0, or 2 after printing the error. */
GD_API int gd_cli_write_png_params(const gd_cli *c, const gd_image *im, uint32_t scale, const char *title,
                            const char *params, const char *path);
/* The same as the next output of os (gd_outputs_add), which the caller commits together with
 * the run's other outputs (gd_outputs_commit). 0, or 2 after printing the error. */
GD_API int gd_cli_write_png_output(const gd_cli *c, const gd_image *im, uint32_t scale, const char *title,
                            const char *params, gd_outputs *os, const char *path);
/* Writes im drawn at scale inside the figure fig (NULL: the bare picture) in the format
 * the path's extension names: .svg (vector frame, embedded PNG data), .pdf (the framed
 * pixels as one image), anything else PNG; stdout is PNG. As the next output of os when os
 * is given, else atomically. 0, or 2 after printing the error. */
GD_API int gd_cli_write_figure(const gd_cli *c, const gd_image *im, uint32_t scale, const gd_figure *fig, const char *title,
                        const char *params, gd_outputs *os, const char *path);
/* "A0:A1,B0:B1" into w[0..3] with A0 <= A1, B0 <= B1; 0, or 2 after a one-line error. */
GD_API int gd_cli_parse_window(const char *opt, const char *s, uint64_t w[4]);
/* Checks up front that an output path (NULL: none) can be written (gd_file_check), so a
 * long run does not end in "cannot write"; 0, or 2 after printing the error. */
GD_API int gd_cli_check_output(const char *path);
/* Finishes a command's TSV from gd_file_begin or gd_cli_table_begin (a failed run leaves no
 * file); 0, or 2 after printing an error (a failed write names its cause, stdout included). */
GD_API int gd_cli_table_end(FILE *f, char *tmp, const char *path, int failed);
/* A line of the human summary on stdout; a '#' comment when the TSV is on stdout too
 * (path NULL or "-"). */
GD_API void gd_cli_summary(const char *path, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A line of the human summary of a command whose data is not TSV: on stdout, or on stderr
 * when the data itself goes to stdout. */
GD_API void gd_cli_line(int data_on_stdout, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Starts a --json output on stdout (docs/format.md): {"gamedyn":VERSION,"command":[the
 * command line's words],"parameters":{...}; add members with gd_json_* (io.h) and end it with
 * gd_cli_json_end. params are the provenance's "key=value" words (words without '=' belong to
 * the value before them): a value that is an integer or a decimal number becomes a JSON
 * number, "-" null, a position "[a,b,c]" an array (gd_cli_json_position), anything else a
 * string; the keys named in text_keys (space-separated,
 * NULL: none) stay strings whatever they look like (a heap code "0.07"). A command whose
 * parameters hold text a user typed (an expression, a sum) calls gd_cli_json_head and writes
 * its "parameters" object itself, so that no value is split at a space. */
GD_API void gd_cli_json_start(gd_json *j, const gd_cli *c, const char *params, const char *text_keys);
GD_API void gd_cli_json_head(gd_json *j, const gd_cli *c);
GD_API void gd_cli_json_params(gd_json *j, const char *params, const char *text_keys);
/* A position as the member key, from its text (gd_game_format): coordinates "[a,b,c]" as the
 * array [a,b,c] (and "KEY_passes_left": 0 after "/passed", J after "/passes=J"); a board
 * "..#/..." as its text with "KEY_rows" and "KEY_cols"; any other text as a string. */
GD_API void gd_cli_json_position(gd_json *j, const char *key, const char *text);
/* The members of a --json summary that describe a table written to a file: "columns" (the
 * header's names, tab-separated in header), "rows" and "output" (the path). */
GD_API void gd_cli_json_table_file(gd_json *j, const char *header, uint64_t rows, const char *path);
/* A value given as text (an option's): a number as a number, "-" as null, else a string. */
GD_API void gd_cli_json_value(gd_json *j, const char *key, const char *text);
/* Ends a --json summary on stdout; the cause of a failed write is kept (gd_io_note) for
 * gd_cli_finish ("No space left on device"). */
GD_API void gd_cli_json_end(gd_json *j);
/* The end of main: a failed stdout (full disk, closed pipe) becomes a one-line error and
 * exit status 2 unless the command has failed already. Returns the exit status. */
GD_API int gd_cli_finish(int rc);
/* A directory output (gd_dir_begin): *tmp is the directory to fill; the steps run into it
 * (gd_cli_step) record dir, not *tmp. 0, or 2 after printing the error. */
GD_API int gd_cli_dir_begin(const char *dir, char **tmp);
/* Moves it into place (gd_dir_commit), or removes it when failed: 0, or 2 after an error. */
GD_API int gd_cli_dir_end(char *tmp, const char *dir, int failed);
/* Commands record paths under real as under dir from now on (a step of a command that
 * fills real, run as its own process: gd_cli_step). */
GD_API void gd_cli_dir_alias(const char *real, const char *dir);
/* The aliases in force, oldest first (at most max); their number. */
GD_API int gd_cli_dir_aliases(const char **real, const char **shown, int max);
/* path with a leading aliased directory replaced by the name it is shown as (buf, or path). */
GD_API const char *gd_cli_shown(const char *path, char *buf, size_t len);
/* An HTML page written atomically: a provenance comment, the title as <title> and <h1>.
 * NULL after printing an error. gd_cli_html writes text escaped. */
GD_API FILE *gd_cli_html_begin(const gd_cli *c, const char *path, const char *title, char **tmp);
GD_API void gd_cli_html(FILE *f, const char *s);
/* Closes the page and commits it (a failed run leaves no file); 0, or 2 after an error. */
GD_API int gd_cli_html_end(FILE *f, char *tmp, const char *path, int failed);

/* The provenance lines of gd_io_provenance (version, command line, params) as one text, for
 * an output whose comments are not '#' lines (an SVG's <metadata>); malloc'd, NULL when out of
 * memory. */
GD_API char *gd_cli_provenance_text(const gd_cli *c, const char *params);
/* Writes th as a standalone SVG file (gd_cgt_thermograph_svg) atomically, with the
 * provenance as its <metadata> and caption under the picture; 0, or 2 after an error. */
GD_API int gd_cli_write_svg(const gd_cli *c, const gd_cgt_thermograph *th, const char *caption, const char *params,
                     const char *path);

/* game_args.c: the commands on any registered game (query, graph, play).
 * Appends to opts[0..nopts) (room for cap) the game options the registry declares beyond
 * the shared --pass, --passes and --perturb; the values land in c. The new count. */
GD_API int gd_cli_game_opts(gd_cli *c, gd_cli_opt *opts, int nopts, int cap);
/* The game and position: "GAME:POS" or GAME then coordinates (one argument "3,5,6" or
 * several "3 5 6"; a combinator's components, "sum nim:7 wythoff:3,5"), opened through the
 * registry with the options given (the game refuses those it does not declare). 0, or 2
 * after printing an error. */
GD_API int gd_cli_game_position(gd_cli *c, const char *cmd, gd_game **g, gd_position *p);
/* A manual: head, the registered games and their options (from the registry), tail. */
GD_API const char *gd_cli_game_help(char *buf, size_t len, const char *head, const char *tail);

/* A thermograph wall as the JSON array key: one object a piece, {"from": t, "a": a, "slope":
 * s} (the wall is a + s.t from t on; numbers exact, as text), as cgt --json and atlas --json
 * write it. */
GD_API void gd_cli_json_wall(gd_json *j, const char *key, const gd_cgt_piece *w, size_t n);
/* The answer of `cgt compare` and `scoring compare` (the games G and H as typed, whole): the
 * relation's name ("<", "=", ">", "||") on stdout after the provenance, or as JSON. */
GD_API void gd_cli_print_comparison(const gd_cli *c, const char *G, const char *H, gd_cgt_cmp r, int json);
/* Progress callback for a table's computation (x of xmax cells; a table's cells cost alike;
 * progress.h: on a terminal, unless -q); _end erases the line of this one and of
 * gd_cli_progress (cli_sheet.h). */
GD_API void gd_cli_progress_cells(void *ctx, uint64_t x, uint64_t xmax);
GD_API void gd_cli_progress_end(gd_cli *c);

#endif

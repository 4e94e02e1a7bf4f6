/* cli.h - what the gamedyn subcommands share: options, provenance, progress. */
#ifndef GAMEDYN_CLI_H
#define GAMEDYN_CLI_H
#include <stdint.h>
#include <stdio.h>
#include "gamedyn/engine.h"
#include "gamedyn/solution.h"

typedef struct {
    const char *game_name;
    const char *perturb_spec;
    int pass, quiet;
    int have_xmax, have_ymax;
    uint64_t xmax, ymax, max_mem;
    gd_perturb perturb;
    gd_config cfg;
    char command[2048]; /* the command line, for provenance */
    const char *help;   /* the subcommand's manual, for --help */
} gd_cli;

/* Prints "gamedyn: msg" on stderr and returns 2. */
int gd_cli_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void gd_cli_init(gd_cli *c, int argc, char **argv);
enum { GD_CLI_NOT_MINE = -1, GD_CLI_TAKEN = -2 };
/* Handles the options every subcommand shares (--help, -q, --pass, --perturb, --xmax, --ymax,
 * --max-mem). Returns GD_CLI_TAKEN if argv[*i] was consumed (advancing *i), GD_CLI_NOT_MINE if it
 * is not a shared option, or the exit status to return: 0 after --help, 2 after a bad value. */
int gd_cli_common_option(gd_cli *c, int argc, char **argv, int *i);
/* Builds c->cfg from the options; refuses runs over --max-mem. 0 on success. */
int gd_cli_configure(gd_cli *c, int keep_all);
void gd_cli_done(gd_cli *c);
/* "# gamedyn VERSION" provenance lines for a text output. */
void gd_cli_provenance(const gd_cli *c, FILE *f);
/* Progress callback: sheets done, on a terminal, unless -q. */
void gd_cli_progress(void *ctx, uint64_t x, uint64_t xmax);
void gd_cli_progress_end(const gd_cli *c);

int gd_cmd_solve(int argc, char **argv);
int gd_cmd_query(int argc, char **argv);

#endif

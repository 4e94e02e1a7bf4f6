/* step.h - a command of the tool run as a step of another (report, figures), in its own
 * process. */
#ifndef GAMEDYN_STEP_H
#define GAMEDYN_STEP_H
#include <stddef.h>

/* Runs "gamedyn ARGS..." as a child process of this very executable, the words passed as
 * they are (no shell, no splitting). The folders being built (gd_cli_dir_begin) go along
 * (main.c's --in-folder), so the files the step writes in them record the names they will
 * have. Its stdout goes to the file out, or is dropped when out is NULL; its stderr is
 * ours; it dies with us. self is our argv[0], for where /proc/self/exe is missing. line
 * (may be NULL) receives "gamedyn ARGS..." as shown in provenance. Returns the step's exit
 * status, or 2 after printing why it did not run or how it died. */
int gd_cli_step(const char *self, const char *const *args, const char *out, char *line, size_t len);

/* The option main.c takes before the command, once per folder: "--in-folder REAL SHOWN". */
#define GD_CLI_IN_FOLDER "--in-folder"
#endif

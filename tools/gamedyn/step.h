/* step.h - a command of the tool run as a step of another (report), in its own process. */
#ifndef GAMEDYN_STEP_H
#define GAMEDYN_STEP_H

/* Runs "gamedyn ARGS..." as a child process of this very executable, the words given as
 * they are (no shell, no splitting), with its outputs going under real while every file
 * records them under shown (gd_cli_dir_alias; main.c's --in-folder). Its stdout goes to
 * the file out, or is dropped when out is NULL; its stderr is ours. The child dies with
 * us. self is our argv[0], used where /proc/self/exe is missing. Returns the child's exit
 * status, or 2 after printing why it did not run or how it died. */
int gd_cli_step(const char *self, const char *const *args, const char *real, const char *shown, const char *out);

/* The option main.c takes before the command: "--in-folder REAL SHOWN". */
#define GD_CLI_IN_FOLDER "--in-folder"
#endif

/* cmd.h - the two-heap family's commands (table, bounds, voxels, wythoff, periods) and what
 * they read alike; registered on the family's entry (twoheap.c). */
#ifndef GAMEDYN_TWOHEAP_CMD_H
#define GAMEDYN_TWOHEAP_CMD_H
#include "gamedyn/cli.h"
#include "gamedyn/twoheap.h"

/* The table commands' size: RULESET given, --max N given (lo <= N <= hi), no --xmax/--ymax
 * (those size the sheet games). 0 with *n set, or 2 after printing the error. */
int gd_table_cmd_max(const gd_cli *c, const char *cmd, const char *maxs, uint64_t lo, uint64_t hi, uint64_t *n);
/* What every table command (table, bounds, voxels) reads the same way: RULESET (altered by
 * alter when not NULL) into r and --perturb into *pert, *pp pointing at it or NULL. 0, or 2
 * after printing the error (nothing is left to free then). */
int gd_table_cmd_ruleset(const gd_cli *c, const char *alter, gd_ruleset *r, gd_table_perturb *pert,
                         gd_table_perturb **pp);
/* Frees what gd_table_cmd_ruleset read. */
void gd_table_cmd_ruleset_free(gd_ruleset *r, gd_table_perturb *pp);

int gd_cmd_table(int argc, char **argv);
int gd_cmd_bounds(int argc, char **argv);
int gd_cmd_voxels(int argc, char **argv);
int gd_cmd_wythoff(int argc, char **argv);
int gd_cmd_periods(int argc, char **argv);

#endif

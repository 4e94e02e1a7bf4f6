/* sum_cli.h - the sum command's shared parts (sum_cli.c) and its scoring part
 * (cmd/cmd_sum_scoring.c), private to the CLI. */
#ifndef GAMEDYN_SUM_CLI_H
#define GAMEDYN_SUM_CLI_H
#include "tool.h"
#include "gamedyn/sum.h"
#include <stddef.h>

/* The sum as its components are written ("nim:[4,9] --pass chomp:[2,1,3]"), into buf: it
 * reads back. */
const char *gd_sum_cli_spec(const gd_game *g, const gd_position *p, char *buf, size_t len);
/* The head of the sum's JSON, its parameters the components as written. */
void gd_sum_cli_json_head(gd_json *j, const gd_cli *c, const gd_game *g, const gd_position *p);
/* Opens component i's object in a sum's JSON: its number, game and position (buf: scratch);
 * the component's game. */
const gd_game *gd_sum_cli_json_component(gd_json *j, const gd_game *g, const gd_position *p, int i, char *buf,
                                         size_t len);
/* A sum of scoring games: its values, outcomes and best moves, as text or JSON. The exit status. */
int gd_sum_cli_scoring(const gd_cli *c, const gd_game *g, const gd_position *p, int json);
#endif

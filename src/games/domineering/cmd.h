/* cmd.h - Domineering's command ('gamedyn atlas', cmd_atlas.c; Scoring Domineering's atlas, cmd_atlas_scoring.c), registered on the domineering entry (domineering.c). */
#ifndef GAMEDYN_DOMINEERING_CMD_H
#define GAMEDYN_DOMINEERING_CMD_H
#include "gamedyn/cli.h"

int gd_cmd_atlas(int argc, char **argv);
/* gamedyn atlas scoring-domineering (cmd_atlas_scoring.c), with the options gamedyn atlas parsed. */
typedef struct {
    int max_cells, rlo, rhi, clo, chi, milnor_cells, value_cells, as_json, timings;
    uint64_t value_chars;
    const char *out, *dir, *forms;
} gd_cli_atlas_args;
int gd_cmd_atlas_scoring(const gd_cli *c, const gd_cli_atlas_args *a);

#endif

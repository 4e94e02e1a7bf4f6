/* cmd.h - Sylver Coinage's command ('gamedyn sylver', cmd_sylver.c), registered on its entry (sylver.c). */
#ifndef GAMEDYN_SYLVER_CMD_H
#define GAMEDYN_SYLVER_CMD_H
#include "gamedyn/cli.h"

int gd_cmd_sylver(int argc, char **argv);

#endif

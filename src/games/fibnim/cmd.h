/* cmd.h - Fibonacci Nim's command ('gamedyn fibnim', cmd_fibnim.c), registered on its entry (fibnim.c). */
#ifndef GAMEDYN_FIBNIM_CMD_H
#define GAMEDYN_FIBNIM_CMD_H
#include "gamedyn/cli.h"

int gd_cmd_fibnim(int argc, char **argv);

#endif

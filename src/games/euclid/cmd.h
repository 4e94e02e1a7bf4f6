/* cmd.h - Euclid's game's command ('gamedyn euclid', cmd_euclid.c), registered on its entry (euclid.c). */
#ifndef GAMEDYN_EUCLID_CMD_H
#define GAMEDYN_EUCLID_CMD_H
#include "gamedyn/cli.h"

int gd_cmd_euclid(int argc, char **argv);

#endif

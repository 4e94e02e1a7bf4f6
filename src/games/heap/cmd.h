/* cmd.h - the heap family's command ('gamedyn heap', cmd_heap.c), registered on the heap entry (heap.c). */
#ifndef GAMEDYN_HEAP_CMD_H
#define GAMEDYN_HEAP_CMD_H
#include "gamedyn/cli.h"

int gd_cmd_heap(int argc, char **argv);

#endif

/* deadly.h - D, Chomp's deadly diagonals: a column-0 loser [x',0,z*] kills every later
 * position with x+y+z = x'+z*, which in the mark index n = z + x + y is the one index
 * n = x'+z* on every later sheet. D lives in the W rows (where W and D interleave below
 * the answer, so only their union has a useful floor) and is copied into S at the start
 * of each sheet (it is part of the supermex state the tail prover compares). */
#ifndef GAMEDYN_DEADLY_H
#define GAMEDYN_DEADLY_H
#include "parents.h"
#include "wstore.h"

typedef struct {
    uint64_t *K; /* the deadly indices, as a bitset from index 0 */
    size_t words;
    uint64_t max;
    int any;
} gd_deadly;

void gd_D_free(gd_deadly *D);
/* Adds the deadly index n to D and to the live W rows that reach it; 0 on success. */
int gd_D_add(gd_deadly *D, gd_wstore *W, uint64_t n);
/* ORs D into row key of W, a new row whose index starts at off; 0 on success. */
int gd_D_into_row(const gd_deadly *D, gd_wstore *W, uint64_t key, uint64_t off);
/* Copies D into S, just begun for a new sheet; 0 on success. */
int gd_D_into_parents(const gd_deadly *D, gd_parents *P);

#endif

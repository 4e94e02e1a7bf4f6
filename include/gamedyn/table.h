/* table.h - the table module: two-heap games as tables over positions (a,b), 0 <= a,b <= N.
 * Sources: src/table/. (Being built for the two-heap issue: rulesets and their tables,
 * and their pictures.) */
#ifndef GAMEDYN_TABLE_H
#define GAMEDYN_TABLE_H
#include <stddef.h>
#include <stdint.h>

/* What a table holds in each cell. */
typedef enum {
    GD_TABLE_GRUNDY = 0, /* the Grundy value g(a,b) (with --pass: g'(a,b)) */
    GD_TABLE_OUTCOME = 1, /* 0 for a P-position, 1 for an N-position */
    GD_TABLE_PALACE = 2   /* blocking games: the number of P-options ("palaces"); P iff <= B */
} gd_table_kind;

/* Rows a0 .. a0+rows-1, columns b = 0 .. cols-1, row-major: v[(a - a0) * cols + b]. */
typedef struct {
    gd_table_kind kind;
    uint64_t a0, rows, cols;
    uint64_t blocking; /* GD_TABLE_PALACE: B */
    uint32_t *v;
} gd_table;

#endif

/* deadly.h - D, Chomp's deadly diagonals: a column-0 loser [x',0,z*] kills every later
 * position with x+y+z = x'+z*, which in the mark index n = z + x + y is the one index
 * n = x'+z* on every later sheet. D is kept as one bitset K beside the W rows, not in them
 * (W and D interleave below the answer, so the rows' floors read row | K), and is copied
 * into S at the start of each sheet (it is part of the supermex state the tail prover
 * compares). */
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
/* Adds the deadly index n to D; 0 on success. */
int gd_D_add(gd_deadly *D, uint64_t n);
/* Word w of K (absolute word: K starts at index 0); 0 past its end. */
static inline uint64_t gd_D_word(const gd_deadly *D, uint64_t w)
{
    return w < D->words ? D->K[w] : 0;
}
/* Whether index n is deadly. */
static inline int gd_D_get(const gd_deadly *D, uint64_t n)
{
    return (int)((gd_D_word(D, n >> 6) >> (n & 63)) & 1);
}
/* Copies D into S, just begun for a new sheet; 0 on success. */
int gd_D_into_parents(const gd_deadly *D, gd_parents *P);

/* D as it is (a checkpoint), and back (any state: freed first); 0, or -1: out of memory or
 * a short or implausible file. */
void gd_D_save(const gd_deadly *D, gd_blob *b);
int gd_D_load(gd_deadly *D, gd_blob *b);

#endif

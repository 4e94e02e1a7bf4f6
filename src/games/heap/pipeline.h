/* pipeline.h - private to src/games/heap: the sparse-space method's helpers shared by the
 * one-thread loop (sparse.c) and the two-thread pipeline (pipeline.c). */
#ifndef GAMEDYN_HEAP_PIPELINE_H
#define GAMEDYN_HEAP_PIPELINE_H
#include "gamedyn/heap.h"

/* The mex buffer to at least 'words' words; 0, or -1 when out of memory. */
int gd_heap_grow_seen(gd_heap_run *r, uint64_t words);
/* Appends heap n (its value G(n) set) to the rare list; 0, or -1 when out of memory. */
int gd_heap_push_rare(gd_heap_run *r, uint64_t n);
/* Whether the pipeline computes the run (on one thread, or two when r->threads >= 2): the
 * code's only split is d0's. */
int gd_heap_pipeline_fits(const gd_heap_run *r);
/* The pipeline's block length L (the helper works on heaps at least 2L past a rare heap). */
uint64_t gd_heap_pipeline_block(const gd_heap_run *r);
/* G(done..upto) on two threads, stopping after a block once gd_seconds() >= deadline
 * (deadline 0: none). The mask must not change in [done, upto]. 0, or -1 with err. */
int gd_heap_pipeline(gd_heap_run *r, uint64_t upto, double deadline, char *err, size_t errlen);

#endif

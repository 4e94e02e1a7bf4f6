/* The local part of a parallel map: the tasks first, first+stride, ... (count of them), their
 * results packed in outs. Shared by the threads-only and the MPI builds. */
#ifndef GD_PAR_IMPL_H
#define GD_PAR_IMPL_H
#include "gamedyn/par.h"

typedef struct {
    gd_par_task fn;
    const void *ctx;
    uint64_t first, stride, count;
    size_t out_size;
    void *outs;
} gd_par_slice;

/* Runs the slice on threads (0: gd_par_cores()). 0, or -1 with the message of the lowest
 * failing task, whose index (first + k*stride) goes to *failed when failed is not NULL. */
int gd_par_run_slice(const gd_par_slice *s, int threads, uint64_t *failed, char *err, size_t errlen);
/* Nonzero on a thread while it runs a task: a map inside a task stays on this process
 * (the MPI build must not start a collective from a worker thread). */
int gd_par_in_task(void);
#endif

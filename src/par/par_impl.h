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

int gd_par_run_slice(const gd_par_slice *s, int threads, char *err, size_t errlen);
#endif

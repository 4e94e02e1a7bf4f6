/* One process, no MPI: the whole map runs on this rank's threads. (par_mpi.c replaces this
 * file in the MPI=1 build.) */
#include "par_impl.h"

int gd_par_rank(void) { return 0; }
int gd_par_size(void) { return 1; }
int gd_par_is_root(void) { return 1; }
int gd_par_init(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    return 0;
}
void gd_par_finalize(void) {}

int gd_par_map(uint64_t n, size_t out_size, gd_par_task fn, const void *ctx, void *outs, const gd_par_opts *o,
               char *err, size_t errlen)
{
    gd_par_slice s = {fn, ctx, 0, 1, n, out_size, outs};
    return gd_par_run_slice(&s, o ? o->threads : 0, NULL, err, errlen);
}

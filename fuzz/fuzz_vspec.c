/* fuzz_vspec - the V-spec parser: gd_perturb_parse on point:... and random:... specs, then
 * the parsed set in use (membership, the random points, copying).
 *
 * Any other text is a file path to gd_perturb_parse; fuzzed paths could name /dev/zero
 * or a FIFO, so those inputs are skipped (the V-file reader has its own harness). */
#include "common.h"
#include "gamedyn/sheet.h"
#include <string.h>

/* Uses v the way the engine and query do; aborts when v breaks its own contract. */
static void exercise(const gd_perturb *v, const gd_rules *r)
{
    if (v->kind != GD_PERTURB_FINITE && v->kind != GD_PERTURB_RANDOM)
        abort();
    if (memchr(v->spec, 0, sizeof v->spec) == NULL)
        abort();
    for (size_t i = 0; i < v->npts; i++)
        if (!gd_perturb_contains(v, r, v->pts[i].x, v->pts[i].y, v->pts[i].z))
            abort();
    /* Columns near the origin and at the ends of the coordinate range. */
    static const uint64_t cols[] = {0, 1, 2, 7, 1000, UINT32_MAX, UINT64_MAX};
    size_t nc = sizeof cols / sizeof cols[0];
    for (size_t i = 0; i < nc; i++)
        for (size_t j = 0; j < nc; j++) {
            uint64_t z;
            if (v->kind != GD_PERTURB_RANDOM || !gd_perturb_random_point(v, cols[i], cols[j], &z))
                continue;
            int in = gd_perturb_contains(v, r, cols[i], cols[j], z);
            if (gd_rules_is_position(r, cols[i], cols[j], z) && !in)
                abort();
            if (v->redraw && (z < v->zmin || (double)z > gd_perturb_random_centre(v, cols[i], cols[j]) +
                                                              GD_PERTURB_GAUSS_MAX * v->sigma + 1))
                abort(); /* outside the truncation */
        }
    gd_perturb c;
    if (gd_perturb_copy(&c, v) != 0)
        abort();
    if (c.npts != v->npts || (v->npts && memcmp(c.pts, v->pts, v->npts * sizeof *v->pts) != 0))
        abort();
    gd_perturb_clear(&c);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *spec = fuzz_string(data, size);
    if (strncmp(spec, "point:", 6) == 0 || strncmp(spec, "random:", 7) == 0) {
        for (int g = GD_SHEET_NIM; g <= GD_SHEET_CHOMP; g++) {
            const gd_rules *r = gd_rules_get((gd_sheet_game)g);
            gd_perturb v;
            char err[256];
            err[0] = 0;
            if (gd_perturb_parse(&v, spec, r, err, sizeof err) == 0) {
                exercise(&v, r);
                gd_perturb_clear(&v);
            } else if (!err[0] || strchr(err, '\n')) {
                abort(); /* a refusal says why, on one line */
            }
        }
    }
    free(spec);
    return 0;
}

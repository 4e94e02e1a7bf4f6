/* fuzz_db - the database reader: gd_db_read on the input as a file, then the solution in
 * use as query uses it (statuses, winning moves, membership in V).
 *
 * A database ends with an FNV-1a 64 checksum of everything before it; mutated inputs would
 * almost never match it and the fuzzer would test only the checksum. So the harness
 * rewrites the last 8 bytes to the right checksum: the structure behind it gets fuzzed,
 * and a real database (fuzz/corpus/db) is a valid input as it stands. */
#include "common.h"
#include "gamedyn/sheet.h"
#include <string.h>

static void exercise(const gd_solution *sol)
{
    const gd_rules *r = gd_rules_get(sol->cfg.game);
    if (!r || sol->nsheets == 0 || sol->nsheets != sol->cfg.xmax + 1 || !sol->sheets)
        abort();
    if (sol->cfg.variant == GD_VARIANT_PASS && !sol->plain)
        abort();
    if (sol->cfg.variant == GD_VARIANT_PERTURB && sol->cfg.perturb != &sol->perturb)
        abort();
    /* membership in V is a binary search: every listed point must be found */
    for (size_t i = 0; i < sol->perturb.npts; i++)
        if (!gd_perturb_contains(&sol->perturb, r, sol->perturb.pts[i].x, sol->perturb.pts[i].y,
                                 sol->perturb.pts[i].z))
            abort();
    for (uint64_t x = 0; x < sol->nsheets; x++)
        if (sol->sheets[x].x != x || (sol->plain && sol->plain[x].x != x))
            abort();
    uint64_t xs = sol->nsheets < 6 ? sol->nsheets : 6;
    for (uint64_t x = 0; x < xs; x++)
        for (uint64_t y = 0; y < 6; y++)
            for (uint64_t z = 0; z < 6; z++) {
                for (int pass = 0; pass <= 1; pass++)
                    (void)gd_solution_status(sol, pass, x, y, z);
                (void)gd_perturb_contains(&sol->perturb, r, x, y, z);
                if (!gd_rules_is_position(r, x, y, z))
                    continue;
                gd_xyz_move *moves;
                int automatic;
                char err[256];
                long k = gd_solution_winning_moves(sol, (gd_xyz){x, y, z}, &moves, &automatic, err, sizeof err);
                if (k >= 0)
                    free(moves);
            }
    /* Far columns: tails and windows must answer or say unknown, never read past an array. */
    for (uint64_t x = 0; x < xs; x++)
        for (int pass = 0; pass <= 1; pass++) {
            (void)gd_solution_status(sol, pass, x, UINT32_MAX, 0);
            (void)gd_solution_status(sol, pass, x, UINT64_MAX, 0);
        }
    gd_config cfg = sol->cfg;
    if (!gd_solution_matches(sol, &cfg))
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    uint8_t *buf = malloc(size ? size : 1);
    if (!buf)
        abort();
    memcpy(buf, data, size);
    if (size >= 16) {
        uint64_t h = 0xcbf29ce484222325ULL;
        for (size_t i = 0; i < size - 8; i++) {
            h ^= buf[i];
            h *= 0x100000001b3ULL;
        }
        for (int i = 0; i < 8; i++)
            buf[size - 8 + i] = (uint8_t)(h >> (8 * i));
    }
    const char *path = fuzz_write_file(buf, size);
    free(buf);
    gd_solution sol;
    char err[512];
    err[0] = 0;
    if (gd_db_read(path, &sol, err, sizeof err) == 0) {
        exercise(&sol);
        gd_solution_free(&sol);
    } else if (!err[0]) {
        abort(); /* a refusal must say why */
    }
    return 0;
}

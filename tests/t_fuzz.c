/* What the fuzzers (fuzz/) found: each case feeds the input that crashed a harness
 * (also kept in fuzz/corpus/NAME/, where scripts/fuzz.sh replays it). */
#include "gamedyn/sheet.h"
#include "testlib.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* fuzz_vspec, input "point:1,2,3": the harness asks for the random point of column
 * y = 2^64-1; y + sigma*g rounds to 2^64 and the conversion to uint64_t was undefined
 * (UBSan float-cast-overflow; x86 gave 0). The point saturates now, like it clips at 0. */
static void random_z_saturates(void)
{
    CHECK(gd_perturb_random_z(0, 0.0, 0, UINT64_MAX) == UINT64_MAX, "sigma 0, y = 2^64-1");
    CHECK(gd_perturb_random_z(1, 0.0, 7, UINT64_MAX - 1) == UINT64_MAX, "sigma 0, y = 2^64-2");
    /* A sigma the parser may refuse but a database can carry: every point is 0 or the top. */
    for (uint64_t y = 0; y < 64; y++) {
        uint64_t z = gd_perturb_random_z(1, 1e300, 3, y);
        CHECK(z == 0 || z == UINT64_MAX, "sigma 1e300, y = %llu: z = %llu", (unsigned long long)y,
              (unsigned long long)z);
    }
    /* Ordinary columns keep their points: sigma 0 puts the point of column y at z = y. */
    CHECK(gd_perturb_random_z(5, 0.0, 2, 1000) == 1000, "sigma 0, y = 1000");
    CHECK(gd_perturb_random_z(5, 0.0, 2, (uint64_t)1 << 52) == (uint64_t)1 << 52, "sigma 0, y = 2^52");
}

int main(void)
{
    random_z_saturates();
    return tl_done("t_fuzz");
}

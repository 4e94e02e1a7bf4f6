/* t_parents: the same-sheet set's summary bits and gd_parents_next_hole (the supermex scan's
 * jump over full words) against a bit-by-bit scan, on random sets that are almost solid (as S
 * is in Chomp) and on sparse ones, with marks, D-style bulk copies and resets. Fixed seed. */
#include "sheet/parents.h"
#include "testlib.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t next(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return rng;
}

static uint64_t slow_hole(const gd_parents *P, uint64_t n)
{
    while (gd_parents_get(P, n))
        n++;
    return n;
}

int main(void)
{
    gd_parents P;
    memset(&P, 0, sizeof P);
    for (int round = 0; round < 40; round++) {
        uint64_t off = next() % 5000, span = 64 + next() % 20000;
        int solid = round % 2 == 0;
        gd_parents_begin(&P, off);
        if (round % 4 == 1) { /* a bulk copy then the summary, as gd_D_into_parents does */
            size_t nw = (size_t)(span >> 6) + 1;
            CHECK(gd_parents_cover(&P, off + span) == 0, "cover");
            for (size_t w = 0; w < nw; w++)
                P.S[w] = (next() % 3) ? ~(uint64_t)0 : next();
            gd_parents_resummarize(&P, 0, nw);
        }
        for (uint64_t i = 0; i < span; i++)
            if (solid ? next() % 200 != 0 : next() % 3 == 0)
                CHECK(gd_parents_mark(&P, off + i) == 0, "mark");
        for (size_t w = 0; w < P.words; w++) /* the summary is exact */
            CHECK(((P.full[w >> 6] >> (w & 63)) & 1) == (P.S[w] == ~(uint64_t)0), "round %d: summary of word %zu",
                  round, w);
        for (int q = 0; q < 400; q++) {
            uint64_t n = off + next() % (span + 200);
            CHECK(gd_parents_next_hole(&P, n) == slow_hole(&P, n), "round %d: next hole from %llu", round,
                  (unsigned long long)n);
        }
    }
    gd_parents_free(&P);
    return tl_done("t_parents");
}

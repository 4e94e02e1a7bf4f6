/* Toads and Frogs' components (the strip cut at its walls, the fixed creatures at its
 * ends trimmed) and normal form (the mirror image with toads and frogs exchanged, sign
 * -1) against plain recursion: every strip of at most 10 squares (8 under the sanitizers)
 * and random strips of 14 to 18 squares (fixed seed). */
#include "structured.h"
#include <stdio.h>

static uint64_t rng = 0xda3e39cb94b95bdbull;
static uint64_t next(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return rng;
}

int main(void)
{
    st_check s;
    st_open(&s, "toads");
    char text[64];
    int most = UNDER_ASAN ? 8 : 10;
    for (int n = 1; n <= most; n++) {
        long total = 1;
        for (int i = 0; i < n; i++)
            total *= 3;
        for (long x = 0; x < total; x++) {
            long y = x;
            for (int i = 0; i < n; i++)
                text[i] = ".TF"[y % 3], y /= 3;
            text[n] = 0;
            st_position(&s, text);
        }
    }
    for (int i = 0; i < 40 * tl_effort(); i++) {
        int n = 14 + (int)(next() % 5);
        for (int k = 0; k < n; k++) {
            uint64_t r = next() % 10;
            text[k] = r < 4 ? '.' : r < 7 ? 'T' : 'F';
        }
        text[n] = 0;
        st_position(&s, text);
    }
    static const char *const walls[] = {"TTFF", "T.TTFF.F", "TFF.TF", "T.TTF", "TTF.FTTFF.TF", "FT.FTF.T"};
    for (int i = 0; i < 6; i++)
        st_position(&s, walls[i]);
    st_close(&s);
    return tl_done("toads_values");
}

/* Hackenbush's components (the parts meeting only at the ground) and normal form (vertices
 * renamed, blue and red swapped with sign -1) against plain recursion: every string of at
 * most 8 edges and random graphs of up to 10 edges on up to 7 vertices, with loops, parallel
 * edges and several parts on the ground (fixed seed). */
#include "structured.h"
#include <stdio.h>

static uint64_t rng = 0x853c49e6748fea9bull;
static uint64_t next(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return rng;
}

int main(void)
{
    st_check s;
    st_open(&s, "hackenbush");
    char text[512];
    for (int n = 1; n <= 8; n++) {
        long total = 1;
        for (int i = 0; i < n; i++)
            total *= 3;
        for (long x = 0; x < total; x++) {
            long y = x;
            for (int i = 0; i < n; i++)
                text[i] = "BRG"[y % 3], y /= 3;
            text[n] = 0;
            st_position(&s, text);
        }
    }
    for (int i = 0; i < 400 * tl_effort(); i++) {
        /* edge k joins a vertex seen already (so everything is grounded) to one up to 6 */
        int m = 1 + (int)(next() % 10), seen = 1, at = 0;
        for (int k = 0; k < m; k++) {
            int u = (int)(next() % (uint64_t)seen), v = seen < 7 && next() % 3 ? seen++ : (int)(next() % (uint64_t)seen);
            int flip = (int)(next() % 2);
            at += snprintf(text + at, sizeof text - (size_t)at, "%s%d-%d%c", k ? "," : "", flip ? u : v, flip ? v : u,
                           "brg"[next() % 3]);
        }
        st_position(&s, text);
    }
    st_position(&s, "0-1b,1-2r,0-3r,3-4b,0-0g,0-5g,5-5b");
    st_close(&s);
    return tl_done("hackenbush_values");
}

/* Cutcake's components (the pieces, squares left out) and normal form (a piece turned
 * through a right angle is its negative) against plain recursion: every piece of at most
 * 36 squares, every pair of pieces of at most 16 squares in all, random triples (fixed
 * seed); under the sanitizers pieces of at most 30 and pairs of at most 12 squares (the
 * recursion is the same, the sizes only cost time there). */
#include "structured.h"
#include <stdio.h>

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t next(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return rng;
}

int main(void)
{
    st_check s;
    st_open(&s, "cutcake");
    char text[64];
    const int piece = UNDER_ASAN ? 30 : 36, pair = UNDER_ASAN ? 12 : 16;
    for (int h = 1; h <= piece; h++)
        for (int w = 1; h * w <= piece; w++) {
            snprintf(text, sizeof text, "%dx%d", h, w);
            st_position(&s, text);
        }
    for (int a = 1; a < pair; a++)
        for (int b = 1; a * b < pair; b++)
            for (int c = 1; c < pair; c++)
                for (int d = 1; a * b + c * d <= pair; d++) {
                    snprintf(text, sizeof text, "%dx%d,%dx%d", a, b, c, d);
                    st_position(&s, text);
                }
    for (int i = 0; i < 30 * tl_effort(); i++) {
        int p[6];
        for (int k = 0; k < 6; k++)
            p[k] = 1 + (int)(next() % 4);
        snprintf(text, sizeof text, "%dx%d,%dx%d,%dx%d", p[0], p[1], p[2], p[3], p[4], p[5]);
        st_position(&s, text);
    }
    st_close(&s);
    return tl_done("cutcake_values");
}

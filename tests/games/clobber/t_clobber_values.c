/* Clobber's components (groups of stones) and normal form (16 images) against plain
 * recursion: every board of every shape of at most 8 cells (6 under the sanitizers) and
 * random 3x4 and 4x4 boards (fixed seed). */
#include "structured.h"
#include <stdio.h>

static uint64_t rng = 0x2545f4914f6cdd1dull;
static uint64_t next(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return rng;
}

static void board(int rows, int cols, const int *cell, char *text)
{
    int at = 0;
    for (int r = 0; r < rows; r++) {
        if (r)
            text[at++] = '/';
        for (int c = 0; c < cols; c++)
            text[at++] = ".xo"[cell[r * cols + c]];
    }
    text[at] = 0;
}

int main(void)
{
    st_check s;
    st_open(&s, "clobber");
    int most = UNDER_ASAN ? 6 : 8;
    char text[64];
    for (int rows = 1; rows <= most; rows++)
        for (int cols = 1; rows * cols <= most; cols++) {
            int cells = rows * cols, cell[16] = {0};
            long total = 1;
            for (int i = 0; i < cells; i++)
                total *= 3;
            for (long x = 0; x < total; x++) {
                long y = x;
                for (int i = 0; i < cells; i++)
                    cell[i] = (int)(y % 3), y /= 3;
                board(rows, cols, cell, text);
                st_position(&s, text);
            }
        }
    long small = s.checked;
    for (int i = 0; i < 12 * tl_effort(); i++) {
        int rows = i % 2 ? 3 : 4, cols = 4, cell[16];
        for (int k = 0; k < rows * cols; k++) {
            uint64_t r = next() % 10;
            cell[k] = r < 2 ? 0 : r < 6 ? 1 : 2;
        }
        board(rows, cols, cell, text);
        st_position(&s, text);
    }
    st_position(&s, "xoxo/oxox/xoxo");
    CHECK(small > (UNDER_ASAN ? 3000 : 20000), "%ld small boards", small);
    st_close(&s);
    return tl_done("clobber_values");
}

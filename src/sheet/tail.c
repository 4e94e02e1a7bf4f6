/* tail.c - proving that a sheet is eventually periodic.
 *
 * Past column yp every mark of W and of the extras repeats with period P (the
 * lcm of the lower tails' periods and the extras' period). There the supermex
 * is a deterministic machine whose state at column c is the set
 * D_c = { n - off(c) : n in S before column c, n >= off(c) } of same-sheet
 * marks still ahead, so two equal states at columns c2 < c1 with
 * c1 - c2 a multiple of P prove z(c + c1 - c2) = z(c) for every c >= c2.
 *
 * The common case, a flat tail z = v, has a cheaper exact test (docs/engine.md):
 * the sheet is flat at v from column y on iff no mark of S lies above
 * off(y) + v, v is unmarked by W and the extras in every phase, and every
 * z < v that some phase leaves unmarked stays covered by a diagonal, which
 * holds iff S contains [off(y) + h + 1, off(y) + v - 1] with h the least such z.
 * We use for h the least z not in the flat tails of the lower sheets, a lower
 * bound, so the test may only prove later, never wrongly.
 */
#include "tail.h"
#include "gamedyn/bits.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static int flat_check(gd_tail_watch *tw, const gd_tail_input *in, uint64_t y, uint64_t *y0, uint64_t *period)
{
    const gd_rules *r = in->rules;
    const gd_parents *P = in->S;
    uint64_t x = in->x, v = in->z[y], off = gd_rules_offset(r, x, y), h = in->flat_mex;
    tw->next_flat = y + 1;
    if (v == 0 || P->max != off + v)
        return 0;
    if (h + 1 < v) {
        uint64_t sb = P->base << 6;
        uint64_t m = gd_bits_next_zero(P->S, P->used, off + h + 1 - sb) + sb;
        if (m <= off + v - 1) {
            /* Column y + d needs [off + d + h + 1, ...]: m stays a hole until d > m - off - h - 1. */
            tw->next_flat = y + (m - off - h);
            return 0;
        }
    }
    if (in->never_marked) {
        /* W past yp holds only the tails (and D, which lies below off + v = max S), so this
         * is the loop below without opening a W row per phase. */
        int rc = in->never_marked(in->ctx2, v);
        if (rc <= 0)
            return rc;
    } else
        for (uint64_t j = 1; j <= tw->period; j++) {
            int rc = in->marked(in->ctx, y + j, v);
            if (rc != 0)
                return rc < 0 ? -1 : 0;
        }
    uint64_t s = y;
    while (s > 0 && in->z[s - 1] == v)
        s--;
    *y0 = s;
    *period = 1;
    return 1;
}

/* D_c1 == D_c2, with S now being S before column c1 = y + 1. */
static int states_equal(const gd_tail_input *in, uint64_t c1, uint64_t c2, int *eq)
{
    const gd_rules *r = in->rules;
    const gd_parents *P = in->S;
    uint64_t x = in->x, sb = P->base << 6, off1 = gd_rules_offset(r, x, c1), off2 = gd_rules_offset(r, x, c2);
    uint64_t *T = malloc(P->used * sizeof *T);
    if (!T)
        return -1;
    memcpy(T, P->S, P->used * sizeof *T);
    for (uint64_t c = c2; c < c1; c++)
        gd_bits_clear(T, gd_rules_offset(r, x, c) + in->z[c] - sb);
    uint64_t n = P->max + 1 > off2 ? P->max + 1 - off2 : 0;
    *eq = gd_bits_equal_range(P->S, P->used, off1 - sb, T, P->used, off2 - sb, n);
    free(T);
    return 0;
}

static uint32_t zper(const uint32_t *z, uint64_t i, uint64_t c1, uint64_t c2)
{
    return i < c1 ? z[i] : z[c2 + (i - c2) % (c1 - c2)];
}

void gd_tail_least(const uint32_t *z, uint64_t c1, uint64_t c2, uint64_t *y0, uint64_t *period)
{
    uint64_t L = c1 - c2, q = 1;
    for (; q < L; q++) {
        if (L % q)
            continue;
        uint64_t j = c2;
        while (j < c1 && z[j] == zper(z, j + q, c1, c2))
            j++;
        if (j == c1)
            break;
    }
    uint64_t s = c2;
    while (s > 0 && z[s - 1] == zper(z, s - 1 + q, c1, c2))
        s--;
    *y0 = s;
    *period = q;
}

static int state_check(gd_tail_watch *tw, const gd_tail_input *in, uint64_t y, uint64_t *y0, uint64_t *period)
{
    const uint32_t *z = in->z;
    uint64_t c1 = y + 1, tried[64];
    int ntried = 0;
    tw->next_state = c1 + ((c1 - tw->yp) / 8 > 16 ? (c1 - tw->yp) / 8 : 16);
    for (uint64_t p = 1; p <= 64; p++) {
        uint64_t L = gd_lcm(p, tw->period);
        if (L > GD_TAIL_MAX_PERIOD || c1 < tw->yp + L || c1 < 2 * L)
            continue;
        int seen = 0;
        for (int i = 0; i < ntried; i++)
            seen |= tried[i] == L;
        if (seen)
            continue;
        uint64_t i = c1 - L;
        while (i < c1 && z[i] == z[i - p])
            i++;
        if (i < c1)
            continue;
        tried[ntried++] = L;
        int eq;
        if (states_equal(in, c1, c1 - L, &eq) != 0)
            return -1;
        if (!eq)
            continue;
        gd_tail_least(z, c1, c1 - L, y0, period);
        return 1;
    }
    return 0;
}

int gd_tail_try(gd_tail_watch *tw, const gd_tail_input *in, uint64_t y, uint64_t *y0, uint64_t *period)
{
    if (y < tw->yp)
        return 0;
    if (y >= tw->next_flat && y > 0 && in->z[y] == in->z[y - 1]) {
        int rc = flat_check(tw, in, y, y0, period);
        if (rc != 0)
            return rc;
    }
    if (y + 1 >= tw->next_state)
        return state_check(tw, in, y, y0, period);
    return 0;
}

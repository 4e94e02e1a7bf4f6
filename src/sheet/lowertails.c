/* lowertails.c - the proved tails of the lower sheets, handed on to every later W row. */
#include "lowertails.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

void gd_lowertails_init(gd_lowertails *T)
{
    memset(T, 0, sizeof *T);
    T->lcm = 1;
}

void gd_lowertails_free(gd_lowertails *T)
{
    free(T->flat);
    for (size_t i = 0; i < T->nper; i++)
        free(T->per[i].vals);
    free(T->per);
    memset(T, 0, sizeof *T);
}

uint64_t gd_lowertails_top(const gd_lowertails *T, uint64_t off)
{
    uint64_t top = off + T->flat_bits + 64;
    for (size_t i = 0; i < T->nper; i++)
        for (uint64_t j = 0; j < T->per[i].period; j++)
            if (off + T->per[i].vals[j] + 64 > top)
                top = off + T->per[i].vals[j] + 64;
    return top;
}

void gd_lowertails_into_row(const gd_lowertails *T, gd_wstore *W, uint64_t key, uint64_t off)
{
    uint64_t *row = gd_wstore_row(W, key);
    uint64_t base = gd_wstore_base(W, key) << 6;
    if (T->flat_bits)
        gd_bits_or_shifted(row, T->flat, T->flat_bits, off - base);
    for (size_t i = 0; i < T->nper; i++) {
        const gd_periodic_tail *t = &T->per[i];
        uint64_t col = key - t->x; /* >= t->extent: the explicit part never reached this key */
        gd_bits_set(row, off - base + t->vals[(col - t->y0) % t->period]);
    }
}

static int flat_add(gd_lowertails *T, uint64_t v)
{
    if (gd_bits_grow_set(&T->flat, &T->flat_words, v) != 0)
        return -1;
    if (v + 1 > T->flat_bits)
        T->flat_bits = v + 1;
    while ((T->flat_mex >> 6) < T->flat_words && gd_bits_get(T->flat, T->flat_mex))
        T->flat_mex++;
    return 0;
}

void gd_lowertails_stable_from(gd_lowertails *T, uint64_t key)
{
    if (key > T->stable_key)
        T->stable_key = key;
}

int gd_lowertails_publish(gd_lowertails *T, gd_wstore *W, const gd_rules *r, const gd_sheet *s)
{
    uint64_t x = s->x;
    /* Live rows past the explicit part get the tail now; rows opened later get it from
     * gd_lowertails_into_row. */
    for (uint64_t k = gd_rules_key(r, x, s->computed); k < W->hi; k++) {
        uint64_t col = k - gd_rules_key(r, x, 0);
        uint64_t n = gd_rules_offset(r, x, col) + s->tail[(col - s->len) % s->period];
        if (gd_wstore_set(W, k, n) != 0)
            return -1;
    }
    if (s->period == 1) {
        if (flat_add(T, s->tail[0]) != 0)
            return -1;
    } else {
        if (T->nper == T->capper) {
            size_t c = T->capper ? 2 * T->capper : 16;
            gd_periodic_tail *p = realloc(T->per, c * sizeof *p);
            if (!p)
                return -1;
            T->per = p;
            T->capper = c;
        }
        gd_periodic_tail *t = &T->per[T->nper];
        t->vals = malloc(s->period * sizeof *t->vals);
        if (!t->vals)
            return -1;
        memcpy(t->vals, s->tail, s->period * sizeof *t->vals);
        t->x = x;
        t->y0 = s->len;
        t->period = s->period;
        t->extent = s->computed;
        T->nper++;
        T->lcm = gd_lcm(T->lcm, s->period);
    }
    gd_lowertails_stable_from(T, gd_rules_key(r, x, s->len));
    return 0;
}

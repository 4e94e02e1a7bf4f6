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
    free(T->phase);
    memset(T, 0, sizeof *T);
}

uint64_t gd_lowertails_top(const gd_lowertails *T, uint64_t off)
{
    return off + (T->flat_bits > T->per_top ? T->flat_bits : T->per_top) + 64;
}

/* Sets every phase for row key (a fallback: rows are normally opened one key after another). */
static void phases_at(gd_lowertails *T, uint64_t key)
{
    for (size_t i = 0; i < T->nper; i++) {
        const gd_periodic_tail *t = &T->per[i];
        T->phase[i] = (uint32_t)((key - t->x - t->y0) % t->period);
    }
    T->next_key = key;
}

void gd_lowertails_into_row(gd_lowertails *T, gd_wstore *W, uint64_t key, uint64_t off)
{
    uint64_t *row = gd_wstore_row(W, key), cap = W->cap;
    uint64_t base = gd_wstore_base(W, key) << 6;
    if (key != T->next_key)
        phases_at(T, key);
    uint64_t at = off - base, fl = *gd_wstore_floor(W, key) - base;
    uint32_t *ph = T->phase;
    /* Tail i reaches this key through its column key - x >= extent (past its explicit part).
     * Below the row's floor every index is set already. */
    for (size_t i = 0; i < T->nper; i++) {
        const gd_periodic_tail *t = &T->per[i];
        uint32_t j = ph[i];
        uint64_t b = at + t->vals[j];
        if (b >= fl) {
            row[(b >> 6) * cap] |= (uint64_t)1 << (b & 63);
            gd_wstore_touch(W, key, b >> 6);
        }
        ph[i] = j + 1 == t->period ? 0 : j + 1;
    }
    T->next_key = key + 1;
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
            uint32_t *ph = realloc(T->phase, c * sizeof *ph);
            if (!ph)
                return -1;
            T->phase = ph;
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
        for (uint64_t j = 0; j < s->period; j++)
            if (s->tail[j] + (uint64_t)1 > T->per_top)
                T->per_top = s->tail[j] + (uint64_t)1;
        /* its phase on the next row to open (W->hi > every key its explicit part reached) */
        T->nper++;
        if (T->next_key == W->hi)
            T->phase[T->nper - 1] = (uint32_t)((W->hi - x - t->y0) % t->period);
        else
            phases_at(T, W->hi);
        T->lcm = gd_lcm(T->lcm, s->period);
    }
    gd_lowertails_stable_from(T, gd_rules_key(r, x, s->len));
    return 0;
}

void gd_lowertails_save(const gd_lowertails *T, gd_blob *b)
{
    uint64_t head[] = {T->flat_words, T->flat_bits, T->flat_mex, T->nper, T->stable_key, T->lcm, T->per_top, T->next_key};
    gd_blob_put(b, head, sizeof head);
    gd_blob_put(b, T->flat, T->flat_words * sizeof *T->flat);
    for (size_t i = 0; i < T->nper; i++) {
        const gd_periodic_tail *t = &T->per[i];
        uint64_t h[] = {t->x, t->y0, t->period, t->extent};
        gd_blob_put(b, h, sizeof h);
        gd_blob_put(b, t->vals, (size_t)t->period * sizeof *t->vals);
    }
    gd_blob_put(b, T->phase, T->nper * sizeof *T->phase);
}

int gd_lowertails_load(gd_lowertails *T, gd_blob *b)
{
    gd_lowertails_free(T);
    gd_lowertails_init(T);
    uint64_t h[8];
    if (gd_blob_get(b, h, sizeof h) != 0 || h[0] > gd_blob_left(b) / sizeof *T->flat ||
        h[3] > gd_blob_left(b) / (4 * sizeof(uint64_t)))
        return -1;
    T->flat_bits = h[1], T->flat_mex = h[2], T->stable_key = h[4], T->lcm = h[5], T->per_top = h[6], T->next_key = h[7];
    if ((h[0] && !(T->flat = malloc((size_t)h[0] * sizeof *T->flat))) ||
        (h[3] && (!(T->per = calloc((size_t)h[3], sizeof *T->per)) || !(T->phase = malloc((size_t)h[3] * sizeof *T->phase)))))
        return -1;
    T->flat_words = (size_t)h[0];
    T->capper = (size_t)h[3];
    if (gd_blob_get(b, T->flat, T->flat_words * sizeof *T->flat) != 0)
        return -1;
    for (size_t i = 0; i < T->capper; i++) {
        gd_periodic_tail *t = &T->per[i];
        uint64_t th[4];
        if (gd_blob_get(b, th, sizeof th) != 0 || th[2] == 0 || th[2] > gd_blob_left(b) / sizeof *t->vals)
            return -1;
        t->x = th[0], t->y0 = th[1], t->period = th[2], t->extent = th[3];
        if (!(t->vals = malloc((size_t)t->period * sizeof *t->vals)))
            return -1;
        T->nper = i + 1; /* freed with the rest if what follows fails */
        if (gd_blob_get(b, t->vals, (size_t)t->period * sizeof *t->vals) != 0)
            return -1;
    }
    if (gd_blob_get(b, T->phase, T->nper * sizeof *T->phase) != 0)
        return -1;
    /* what a new row reads without a check: each phase within its tail, the least free value */
    for (size_t i = 0; i < T->nper; i++)
        if (T->phase[i] >= T->per[i].period)
            return -1;
    return T->flat_mex <= (uint64_t)T->flat_words * 64 && T->flat_bits <= (uint64_t)T->flat_words * 64 ? 0 : -1;
}

/* ops.c - disjunctive sum and conjugate of canonical forms, memoized: G + H moves in one
 * component (Left's side of the sum is empty only when it is in both, and then its atom is
 * the sum of theirs), -G swaps the players and negates every score. */
#include "scoring_int.h"
#include <stdlib.h>

static gd_scoring_id neg_rec(gd_scoring *s, gd_scoring_id g)
{
    uint32_t v;
    if (sc_map_get(&s->neg, g, &v))
        return v;
    size_t nl = SC_NL(s, g), nr = SC_NR(s, g);
    uint32_t *buf = malloc((nl + nr + 1) * sizeof *buf);
    if (!buf) {
        sc_fail(s, "out of memory");
        return GD_SCORING_NONE;
    }
    gd_scoring_id out = GD_SCORING_NONE;
    /* -G's Left options are the negatives of G's Right options */
    for (size_t i = 0; i < nr; i++)
        if ((buf[i] = neg_rec(s, SC_R(s, g, i))) == GD_SCORING_NONE)
            goto done;
    for (size_t i = 0; i < nl; i++)
        if ((buf[nr + i] = neg_rec(s, SC_L(s, g, i))) == GD_SCORING_NONE)
            goto done;
    size_t a = sc_sort_unique(buf, nr), b = sc_sort_unique(buf + nr, nl);
    /* sorting the Right part in place after the Left part */
    for (size_t i = 0; i < b; i++)
        buf[a + i] = buf[nr + i];
    out = sc_form(s, buf, a, gd_dyadic_neg(s->nodes[g].ratom), buf + a, b, gd_dyadic_neg(s->nodes[g].latom));
    /* the conjugate of a canonical form is canonical (the reductions are symmetric) */
    if (out != GD_SCORING_NONE && s->nodes[g].canon == g)
        s->nodes[out].canon = out;
    if (out != GD_SCORING_NONE && (sc_map_put(s, &s->neg, g, out) || sc_map_put(s, &s->neg, out, g)))
        out = GD_SCORING_NONE;
done:
    free(buf);
    return s->failed ? GD_SCORING_NONE : out;
}

gd_scoring_id gd_scoring_neg(gd_scoring *s, gd_scoring_id g)
{
    if (s->failed || g >= s->n)
        return GD_SCORING_NONE;
    g = sc_canonical(s, g);
    return g == GD_SCORING_NONE ? g : neg_rec(s, g);
}

static gd_scoring_id sum_rec(gd_scoring *s, gd_scoring_id g, gd_scoring_id h)
{
    if (g > h) {
        gd_scoring_id t = g;
        g = h, h = t;
    }
    uint64_t key = (uint64_t)g << 32 | h;
    uint32_t v;
    if (sc_map_get(&s->sum, key, &v))
        return v;
    size_t gl = SC_NL(s, g), gr = SC_NR(s, g), hl = SC_NL(s, h), hr = SC_NR(s, h);
    size_t nl = gl + hl, nr = gr + hr;
    uint32_t *buf = malloc((nl + nr + 1) * sizeof *buf);
    if (!buf) {
        sc_fail(s, "out of memory");
        return GD_SCORING_NONE;
    }
    gd_scoring_id out = GD_SCORING_NONE;
    size_t k = 0;
    for (size_t i = 0; i < gl; i++)
        if ((buf[k++] = sum_rec(s, SC_L(s, g, i), h)) == GD_SCORING_NONE)
            goto done;
    for (size_t i = 0; i < hl; i++)
        if ((buf[k++] = sum_rec(s, g, SC_L(s, h, i))) == GD_SCORING_NONE)
            goto done;
    for (size_t i = 0; i < gr; i++)
        if ((buf[k++] = sum_rec(s, SC_R(s, g, i), h)) == GD_SCORING_NONE)
            goto done;
    for (size_t i = 0; i < hr; i++)
        if ((buf[k++] = sum_rec(s, g, SC_R(s, h, i))) == GD_SCORING_NONE)
            goto done;
    gd_dyadic la = sc_add(s, s->nodes[g].latom, s->nodes[h].latom);
    gd_dyadic ra = sc_add(s, s->nodes[g].ratom, s->nodes[h].ratom);
    size_t a = sc_sort_unique(buf, nl), b = sc_sort_unique(buf + nl, nr);
    for (size_t i = 0; i < b; i++)
        buf[a + i] = buf[nl + i];
    if (!s->failed && !sc_guaranteed(s, buf, a, la, buf + a, b, ra))
        sc_fail(s, "internal: a sum of guaranteed games that is not guaranteed");
    gd_scoring_id f = sc_form(s, buf, a, la, buf + a, b, ra);
    if (f != GD_SCORING_NONE)
        out = sc_canonical(s, f);
    if (out != GD_SCORING_NONE && sc_map_put(s, &s->sum, key, out))
        out = GD_SCORING_NONE;
done:
    free(buf);
    return s->failed ? GD_SCORING_NONE : out;
}

gd_scoring_id gd_scoring_sum(gd_scoring *s, gd_scoring_id g, gd_scoring_id h)
{
    if (s->failed || g >= s->n || h >= s->n)
        return GD_SCORING_NONE;
    g = sc_canonical(s, g), h = sc_canonical(s, h);
    if (g == GD_SCORING_NONE || h == GD_SCORING_NONE)
        return GD_SCORING_NONE;
    return sum_rec(s, g, h);
}

gd_scoring_id gd_scoring_diff(gd_scoring *s, gd_scoring_id g, gd_scoring_id h)
{
    gd_scoring_id n = gd_scoring_neg(s, h);
    return n == GD_SCORING_NONE ? n : gd_scoring_sum(s, g, n);
}

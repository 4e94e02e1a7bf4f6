/* order.c - G >= H by the constructive test of Larsson, Neto, Nowakowski and Santos
 * ("Guaranteed scoring games", 2016; docs/scoring.md): the pessimistic Left stops and the
 * optimistic Right stops compare, every Left option of H is answered (by a Left option of
 * G at least as good, or by one of its own Right options that is at most G), and every
 * Right option of G likewise. Memoized by the pair of ids. */
#include "scoring_int.h"

int sc_geq(gd_scoring *s, gd_scoring_id g, gd_scoring_id h)
{
    if (g == h)
        return 1;
    if (s->failed)
        return -1;
    /* the stops are read without the memo: most pairs fail there, and a lookup in a large
     * memo is a cache miss */
    const sc_node *G = &s->nodes[g], *H = &s->nodes[h];
    if (gd_dyadic_cmp(G->st.ls_lo, H->st.ls_lo) < 0 || gd_dyadic_cmp(G->st.rs_hi, H->st.rs_hi) < 0)
        return 0;
    uint64_t key = (uint64_t)g << 32 | h;
    uint32_t v;
    if (sc_map_get(&s->geq, key, &v))
        return (int)v;
    int ok = 1;
    for (uint32_t i = 0; ok && i < SC_NL(s, h); i++) {
        uint32_t hl = SC_L(s, h, i);
        int found = 0;
        for (uint32_t j = 0; !found && j < SC_NL(s, g); j++)
            found = sc_geq(s, SC_L(s, g, j), hl);
        for (uint32_t j = 0; !found && j < SC_NR(s, hl); j++)
            found = sc_geq(s, g, SC_R(s, hl, j));
        ok = found;
    }
    for (uint32_t i = 0; ok && i < SC_NR(s, g); i++) {
        uint32_t gr = SC_R(s, g, i);
        int found = 0;
        for (uint32_t j = 0; !found && j < SC_NR(s, h); j++)
            found = sc_geq(s, gr, SC_R(s, h, j));
        for (uint32_t j = 0; !found && j < SC_NL(s, gr); j++)
            found = sc_geq(s, SC_L(s, gr, j), h);
        ok = found;
    }
    if (s->failed || sc_map_put(s, &s->geq, key, (uint32_t)ok))
        return -1;
    return ok;
}

int gd_scoring_geq(gd_scoring *s, gd_scoring_id g, gd_scoring_id h)
{
    if (s->failed || g >= s->n || h >= s->n)
        return -1;
    return sc_geq(s, g, h);
}

gd_cgt_cmp gd_scoring_compare(gd_scoring *s, gd_scoring_id g, gd_scoring_id h)
{
    int a = gd_scoring_geq(s, g, h), b = gd_scoring_geq(s, h, g);
    if (a < 0 || b < 0)
        return GD_CGT_CMP_ERROR;
    return a && b ? GD_CGT_EQUAL : a ? GD_CGT_GREATER : b ? GD_CGT_LESS : GD_CGT_CONFUSED;
}

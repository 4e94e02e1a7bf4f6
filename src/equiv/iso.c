/* Canonical forms of coloured digraphs by nauty's canonical labelling (B. D. McKay and
 * A. Piperno, Practical graph isomorphism, II, J. Symbolic Computation 60, 2014), through
 * its sparse interface with digraph refinement. The colours become nauty's ordered
 * partition (cells in colour order), so the canonical graph's vertex i has the i-th
 * smallest colour; the certificate is n, m, the sorted colours and the canonical graph's
 * sorted out-lists. nauty is optional (make finds it through pkg-config): without it the
 * canonical form is refused with a message that names the missing library. */
#include "gamedyn/equiv.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>
#ifdef GD_HAVE_NAUTY
#include <nausparse.h> /* nauty: an external library, found by pkg-config */
#endif

int gd_equiv_have_nauty(void)
{
#ifdef GD_HAVE_NAUTY
    return 1;
#else
    return 0;
#endif
}

/* Ours: the arcs sorted (m pairs), the CSR graph (n + 1 offsets, n degrees, m targets),
 * lab, ptn, orbits, the order; nauty's canonical copy of the graph and its work space,
 * a few words a vertex and an arc by its sources (nausparse.c), counted generously. */
uint64_t gd_equiv_canon_bytes(uint64_t n, uint64_t m)
{
    return 64 * n + 32 * m + 4096;
}

static int check_limits(const gd_equiv_digraph *d, char *err, size_t errlen)
{
    if (d->n > GD_EQUIV_MAX_VERTICES || d->m > GD_EQUIV_MAX_ARCS) {
        gd_err(err, errlen, "a graph of %lu vertices and %llu arcs is above the limits of the isomorphism test "
                            "(%u vertices, %u arcs)",
               (unsigned long)d->n, (unsigned long long)d->m, GD_EQUIV_MAX_VERTICES, GD_EQUIV_MAX_ARCS);
        return -1;
    }
    for (uint64_t k = 0; k < 2 * d->m; k++)
        if (d->arc[k] >= d->n) {
            gd_err(err, errlen, "arc %llu names vertex %lu of a graph of %lu", (unsigned long long)(k / 2),
                   (unsigned long)d->arc[k], (unsigned long)d->n);
            return -1;
        }
    return 0;
}

#ifdef GD_HAVE_NAUTY
static int by_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

static int by_arc(const void *a, const void *b)
{
    const uint32_t *x = a, *y = b;
    return x[0] != y[0] ? (x[0] < y[0] ? -1 : 1) : (x[1] > y[1]) - (x[1] < y[1]);
}

int gd_equiv_canon(const gd_equiv_digraph *d, uint32_t **cert, size_t *len, char *err, size_t errlen)
{
    *cert = NULL;
    *len = 0;
    if (check_limits(d, err, errlen) != 0)
        return -1;
    int n = (int)d->n;
    uint32_t *arcs = malloc((d->m ? d->m : 1) * 2 * sizeof *arcs);
    int *lab = malloc((n ? n : 1) * sizeof *lab), *ptn = malloc((n ? n : 1) * sizeof *ptn),
        *orbits = malloc((n ? n : 1) * sizeof *orbits);
    SG_DECL(sg);
    SG_DECL(cg);
    int rc = -1;
    if (!arcs || !lab || !ptn || !orbits)
        goto oom;
    /* The arcs sorted, repeats dropped: a simple digraph in compressed rows. */
    if (d->m) /* an empty graph may come without its array */
        memcpy(arcs, d->arc, d->m * 2 * sizeof *arcs);
    qsort(arcs, d->m, 2 * sizeof *arcs, by_arc);
    size_t m = 0;
    for (uint64_t k = 0; k < d->m; k++)
        if (!m || arcs[2 * m - 2] != arcs[2 * k] || arcs[2 * m - 1] != arcs[2 * k + 1]) {
            arcs[2 * m] = arcs[2 * k];
            arcs[2 * m + 1] = arcs[2 * k + 1];
            m++;
        }
    sg.v = malloc((n ? n : 1) * sizeof *sg.v);
    sg.d = calloc(n ? n : 1, sizeof *sg.d);
    sg.e = malloc((m ? m : 1) * sizeof *sg.e);
    if (!sg.v || !sg.d || !sg.e)
        goto oom;
    sg.vlen = sg.dlen = (size_t)(n ? n : 1);
    sg.elen = m ? m : 1;
    sg.nv = n;
    sg.nde = m;
    for (size_t k = 0; k < m; k++) {
        sg.d[arcs[2 * k]]++;
        sg.e[k] = (int)arcs[2 * k + 1];
    }
    for (int i = 0, at = 0; i < n; at += sg.d[i++])
        sg.v[i] = (size_t)at;
    /* lab: the vertices by colour (then by number), as (colour, vertex) keys */
    uint64_t *key = malloc((n ? n : 1) * sizeof *key);
    if (!key)
        goto oom;
    for (int i = 0; i < n; i++)
        key[i] = (uint64_t)d->colour[i] << 32 | (uint32_t)i;
    qsort(key, (size_t)n, sizeof *key, by_u64);
    for (int i = 0; i < n; i++)
        lab[i] = (int)(uint32_t)key[i];
    free(key);
    for (int i = 0; i < n; i++)
        ptn[i] = i + 1 < n && d->colour[lab[i]] == d->colour[lab[i + 1]];
    if (n > 0) {
        DEFAULTOPTIONS_SPARSEDIGRAPH(options);
        statsblk stats;
        options.getcanon = TRUE;
        options.defaultptn = FALSE;
        int words = SETWORDSNEEDED(n);
        nauty_check(WORDSIZE, words, n, NAUTYVERSIONID);
        sparsenauty(&sg, lab, ptn, orbits, &options, &stats, &cg);
        if (stats.errstatus != 0) {
            gd_err(err, errlen, "nauty failed (error status %d)", stats.errstatus);
            goto out;
        }
        sortlists_sg(&cg);
    }
    *len = 2 + (size_t)n + (size_t)n + m;
    if (!(*cert = malloc(*len * sizeof **cert)))
        goto oom;
    uint32_t *c = *cert;
    *c++ = (uint32_t)n;
    *c++ = (uint32_t)m;
    for (int i = 0; i < n; i++)
        *c++ = d->colour[lab[i]];
    for (int i = 0; i < n; i++) {
        *c++ = (uint32_t)cg.d[i];
        for (int k = 0; k < cg.d[i]; k++)
            *c++ = (uint32_t)cg.e[cg.v[i] + (size_t)k];
    }
    rc = 0;
    goto out;
oom:
    gd_err(err, errlen, "out of memory (the isomorphism test of %lu vertices, %llu arcs)", (unsigned long)d->n,
           (unsigned long long)d->m);
out:
    free(sg.v), free(sg.d), free(sg.e);
    if (cg.v || cg.d || cg.e)
        SG_FREE(cg);
    free(arcs), free(lab), free(ptn), free(orbits);
    if (rc != 0) {
        free(*cert);
        *cert = NULL;
        *len = 0;
    }
    return rc;
}
#else
int gd_equiv_canon(const gd_equiv_digraph *d, uint32_t **cert, size_t *len, char *err, size_t errlen)
{
    *cert = NULL;
    *len = 0;
    if (check_limits(d, err, errlen) != 0)
        return -1;
    gd_err(err, errlen, "the isomorphism test needs nauty, which this build does not have (Debian: apt-get install "
                        "libnauty2-dev, then make)");
    return -1;
}
#endif

int gd_equiv_isomorphic(const gd_equiv_digraph *a, const gd_equiv_digraph *b, char *err, size_t errlen)
{
    uint32_t *ca = NULL, *cb = NULL;
    size_t la = 0, lb = 0;
    if (gd_equiv_canon(a, &ca, &la, err, errlen) != 0)
        return -1;
    if (gd_equiv_canon(b, &cb, &lb, err, errlen) != 0) {
        free(ca);
        return -1;
    }
    int same = la == lb && memcmp(ca, cb, la * sizeof *ca) == 0;
    free(ca), free(cb);
    return same;
}

/* census.c - the canonical games born by day n: every game born by day n is {A | B} with
 * A and B sets of games born by day n - 1, and dominated options go away, so A and B need
 * only range over the antichains of the order on day n - 1 (Siegel, CGT 2013, III.1;
 * Winning Ways ch. 4: 1, 4, 22, 1474). Each pair is canonicalised and the distinct ids
 * are counted. */
#include "cgt_int.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

#define CENSUS_MAX_PREV 32

typedef struct {
    uint32_t *sets; /* antichains, each a bitmask over the previous day's games */
    size_t n, cap;
} antichains;

/* Every antichain of the poset given by comparable[i] (bit j: i and j are comparable). */
static int enumerate(const uint32_t *comparable, int n, int from, uint32_t set, uint32_t blocked, antichains *a)
{
    if (a->n == a->cap) {
        size_t cap = a->cap ? a->cap * 2 : 1024;
        uint32_t *q = realloc(a->sets, cap * sizeof *q);
        if (!q)
            return -1;
        a->sets = q, a->cap = cap;
    }
    a->sets[a->n++] = set;
    for (int i = from; i < n; i++)
        if (!(blocked >> i & 1))
            if (enumerate(comparable, n, i + 1, set | (uint32_t)1 << i, blocked | comparable[i], a))
                return -1;
    return 0;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

int64_t gd_cgt_census(gd_cgt *c, int day, char *err, size_t errlen)
{
    if (day < 0 || day > 3) {
        gd_err(err, errlen, "the census is offered for days 0 to 3 (day 4 is far too large to list)");
        return -1;
    }
    uint32_t prev[CENSUS_MAX_PREV] = {0};
    size_t nprev = 1; /* day 0: the game 0 */
    uint32_t *cur = NULL;
    size_t ncur = 0;
    for (int d = 1; d <= day; d++) {
        uint32_t comparable[CENSUS_MAX_PREV] = {0};
        for (size_t i = 0; i < nprev; i++)
            for (size_t j = 0; j < nprev; j++)
                if (i != j && (cg_leq(c, prev[i], prev[j]) || cg_leq(c, prev[j], prev[i])))
                    comparable[i] |= (uint32_t)1 << j;
        antichains a = {0};
        if (enumerate(comparable, (int)nprev, 0, 0, 0, &a)) {
            free(a.sets);
            gd_err(err, errlen, "out of memory");
            return -1;
        }
        free(cur);
        cur = malloc(a.n * a.n * sizeof *cur);
        if (!cur) {
            free(a.sets);
            gd_err(err, errlen, "out of memory (%zu antichain pairs)", a.n * a.n);
            return -1;
        }
        ncur = 0;
        for (size_t i = 0; i < a.n && !c->failed; i++)
            for (size_t j = 0; j < a.n && !c->failed; j++) {
                uint32_t L[CENSUS_MAX_PREV], R[CENSUS_MAX_PREV];
                size_t nl = 0, nr = 0;
                for (size_t k = 0; k < nprev; k++) {
                    if (a.sets[i] >> k & 1)
                        L[nl++] = prev[k];
                    if (a.sets[j] >> k & 1)
                        R[nr++] = prev[k];
                }
                cur[ncur++] = gd_cgt_make(c, L, nl, R, nr);
            }
        free(a.sets);
        if (c->failed) {
            free(cur);
            gd_err(err, errlen, "%s", c->err);
            return -1;
        }
        qsort(cur, ncur, sizeof *cur, cmp_u32);
        size_t k = 0;
        for (size_t i = 0; i < ncur; i++)
            if (k == 0 || cur[k - 1] != cur[i])
                cur[k++] = cur[i];
        ncur = k;
        if (d < day) {
            if (ncur > CENSUS_MAX_PREV) {
                free(cur);
                gd_err(err, errlen, "internal: %zu games by day %d", ncur, d);
                return -1;
            }
            memcpy(prev, cur, ncur * sizeof *cur);
            nprev = ncur;
        }
    }
    free(cur);
    return day == 0 ? 1 : (int64_t)ncur;
}

/* dicots.c - the dicot scoring games born by a day, enumerated, and the survey's two claims
 * on them (docs/scoring.md, "Dicots born by day n"): a form is a dicot when at each of its
 * positions both players have an option or neither. With scores restricted to the integers
 * lo..hi, day 0 is every <^a|^b> with a <= b (the guarantee), day n every <A|B> over
 * nonempty antichains A, B of the games born by day n - 1 (any other set of options equals
 * one of these, dominated options removed), and those. Games are told apart by their
 * canonical forms. */
#include "scoring_int.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint32_t canon, form; /* a game: its canonical form and a dicot form of it */
} game;

typedef struct {
    gd_scoring *s;
    game *g;
    size_t n, cap;
    int failed;
} gset;

static int grow(void **p, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap)
        return 0;
    size_t c = *cap ? *cap : 64;
    while (c < need)
        c *= 2;
    void *q = realloc(*p, c * size);
    if (!q)
        return -1;
    *p = q, *cap = c;
    return 0;
}

static void add(gset *g, uint32_t form)
{
    uint32_t c = form == GD_SCORING_NONE ? form : sc_canonical(g->s, form);
    if (c == GD_SCORING_NONE || g->failed) {
        g->failed = 1;
        return;
    }
    for (size_t i = 0; i < g->n; i++)
        if (g->g[i].canon == c)
            return;
    if (grow((void **)&g->g, &g->cap, g->n + 1, sizeof *g->g)) {
        g->failed = 1;
        return;
    }
    g->g[g->n++] = (game){c, form};
}

/* Day n is built from every pair of antichains of day n - 1: more than this many is refused. */
enum { MAX_CHAINS = 8192 };

/* The nonempty antichains of a set, each a list of dicot forms: antichain k is
 * opt[start[k] .. start[k + 1]). */
typedef struct {
    uint32_t *opt;
    size_t nopt, capopt, *start, n, cap;
    int failed;
} chains;

static void antichains(const gset *g, size_t i, size_t *cur, size_t k, chains *out)
{
    if (out->failed || out->n > MAX_CHAINS)
        return;
    if (i == g->n) {
        if (!k)
            return;
        if (grow((void **)&out->start, &out->cap, out->n + 2, sizeof *out->start) ||
            grow((void **)&out->opt, &out->capopt, out->nopt + k, sizeof *out->opt)) {
            out->failed = 1;
            return;
        }
        for (size_t j = 0; j < k; j++)
            out->opt[out->nopt++] = g->g[cur[j]].form;
        out->start[++out->n] = out->nopt;
        return;
    }
    antichains(g, i + 1, cur, k, out);
    for (size_t j = 0; j < k; j++)
        if (gd_scoring_compare(g->s, g->g[i].canon, g->g[cur[j]].canon) != GD_CGT_CONFUSED)
            return;
    cur[k] = i;
    antichains(g, i + 1, cur, k + 1, out);
}

/* The games born by day `day` with scores lo..hi into *out; 0, or -1 (*chains_over: the
 * antichains of the day that was refused, else 0). */
static int enumerate(gd_scoring *s, int lo, int hi, int day, gset *out, size_t *chains_over)
{
    *chains_over = 0;
    gset prev = {s, NULL, 0, 0, 0};
    for (int a = lo; a <= hi; a++)
        for (int b = a; b <= hi; b++)
            add(&prev, gd_scoring_form(s, (gd_scoring_side){NULL, 0, gd_dyadic_int(a)},
                                       (gd_scoring_side){NULL, 0, gd_dyadic_int(b)}));
    for (int d = 1; d <= day && !prev.failed; d++) {
        gset next = {s, NULL, 0, 0, 0};
        chains c = {0};
        size_t *cur = malloc((prev.n + 1) * sizeof *cur);
        if (!cur || grow((void **)&c.start, &c.cap, 1, sizeof *c.start))
            c.failed = 1;
        else
            c.start[0] = 0, antichains(&prev, 0, cur, 0, &c);
        if (c.n > MAX_CHAINS)
            *chains_over = c.n, c.failed = 1;
        for (size_t i = 0; i < prev.n; i++)
            add(&next, prev.g[i].form);
        gd_dyadic z = gd_dyadic_int(0);
        for (size_t i = 0; i < c.n && !c.failed && !next.failed; i++)
            for (size_t j = 0; j < c.n && !next.failed; j++)
                add(&next, gd_scoring_form(s, (gd_scoring_side){c.opt + c.start[i], c.start[i + 1] - c.start[i], z},
                                           (gd_scoring_side){c.opt + c.start[j], c.start[j + 1] - c.start[j], z}));
        next.failed |= c.failed;
        free(cur), free(c.opt), free(c.start), free(prev.g);
        prev = next;
    }
    *out = prev;
    return prev.failed ? -1 : 0;
}

/* Milnor's condition on a form: o_L >= o_R at each of its positions. */
static int milnor(const gd_scoring *s, uint32_t g)
{
    if (gd_dyadic_cmp(s->nodes[g].ol, s->nodes[g].or_) < 0)
        return 0;
    for (uint32_t i = 0; i < SC_NL(s, g) + SC_NR(s, g); i++)
        if (!milnor(s, s->pool[s->nodes[g].off + i]))
            return 0;
    return 1;
}

/* Counts a test; keeps the shortest counterexample's text (G, or G and H). */
static int tally(gd_scoring *s, gd_claim_count *c, int held, uint32_t g, uint32_t h)
{
    c->tested++;
    if (held)
        return c->held++, 0;
    size_t a = gd_scoring_print(s, g, NULL, 0), b = h == GD_SCORING_NONE ? 0 : gd_scoring_print(s, h, NULL, 0);
    size_t n = a + b + 16;
    if (c->counterexample && strlen(c->counterexample) < n - 1)
        return 0;
    char *t = malloc(n);
    if (!t)
        return -1;
    memcpy(t, "G = ", 4);
    gd_scoring_print(s, g, t + 4, a + 1);
    if (h != GD_SCORING_NONE) {
        memcpy(t + 4 + a, ", H = ", 6);
        gd_scoring_print(s, h, t + 10 + a, b + 1);
    }
    free(c->counterexample);
    c->counterexample = t;
    return 0;
}

int gd_scoring_dicot_claims_run(gd_scoring *s, int lo, int hi, int day, long pairs, uint64_t seed,
                                gd_scoring_dicot_claims *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    if (lo > hi || hi - lo > 4 || lo < -64 || hi > 64 || day < 0 || day > 3)
        return gd_err(err, errlen, "dicots: scores lo..hi at most 5 apart within -64..64, day 0 to 3"), -1;
    gset g;
    size_t over;
    if (enumerate(s, lo, hi, day, &g, &over) != 0) {
        free(g.g);
        if (over)
            return gd_err(err, errlen, "dicots: %zu antichains of the day before day %d, more than %d: too many pairs "
                                       "to enumerate", over, day, MAX_CHAINS), -1;
        return gd_err(err, errlen, "dicots: %s", s->failed ? s->err : "out of memory"), -1;
    }
    uint32_t zero = gd_scoring_number(s, gd_dyadic_int(0));
    int bad = 0;
    unsigned char *m = malloc(g.n + 1);
    bad |= !m;
    for (size_t i = 0; i < g.n && !bad; i++) {
        m[i] = (unsigned char)milnor(s, g.g[i].form);
        out->milnor += m[i];
        int inv = gd_scoring_diff(s, g.g[i].canon, g.g[i].canon) == zero;
        bad |= tally(s, &out->inverse, inv, g.g[i].canon, GD_SCORING_NONE);
        if (m[i])
            bad |= tally(s, &out->inverse_milnor, inv, g.g[i].canon, GD_SCORING_NONE);
    }
    out->games = g.n;
    /* every ordered pair, or pairs random ones (xorshift from seed); then the same among
     * Milnor's games alone */
    size_t *mil = malloc((g.n + 1) * sizeof *mil), nm = 0;
    bad |= !mil;
    for (size_t i = 0; i < g.n && !bad; i++)
        if (m[i])
            mil[nm++] = i;
    for (int only = 0; only < 2 && !bad; only++) {
        size_t k = only ? nm : g.n;
        int all = pairs <= 0 || (uint64_t)k * k <= (uint64_t)pairs;
        uint64_t npairs = all ? (uint64_t)k * k : (uint64_t)pairs, x = seed ? seed : 1;
        for (uint64_t t = 0; t < npairs && !bad && k; t++) {
            size_t i, j;
            if (all)
                i = t / k, j = t % k;
            else {
                x ^= x << 13, x ^= x >> 7, x ^= x << 17;
                i = x % k, j = (x >> 32) % k;
            }
            if (only)
                i = mil[i], j = mil[j];
            uint32_t a = g.g[i].canon, b = g.g[j].canon, sum = gd_scoring_sum(s, a, b);
            if (sum == GD_SCORING_NONE) {
                bad = 1;
                break;
            }
            gd_dyadic lhs;
            int held = gd_dyadic_add(s->nodes[a].ol, s->nodes[b].or_, &lhs) == 0 &&
                       gd_dyadic_cmp(lhs, s->nodes[sum].ol) <= 0;
            bad |= tally(s, only ? &out->inequality_milnor : &out->inequality, held, a, b);
        }
    }
    free(mil);
    free(m), free(g.g);
    if (bad || s->failed) {
        gd_scoring_dicot_claims_free(out);
        return gd_err(err, errlen, "dicots: %s", s->failed ? s->err : "out of memory"), -1;
    }
    return 0;
}

void gd_scoring_dicot_claims_free(gd_scoring_dicot_claims *c)
{
    gd_claim_count *all[] = {&c->inverse, &c->inverse_milnor, &c->inequality, &c->inequality_milnor};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        free(all[i]->counterexample), all[i]->counterexample = NULL;
}

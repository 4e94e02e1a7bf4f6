/* The table module's line bitsets (src/games/twoheap/lines.c, private): the summary-guided mex scan
 * against a plain bit-by-bit mex on long lines with runs of full words across summary
 * words; and the mirror engine's wavefront: the same tables with 1, 2 and 3 threads. */
#include "games/twoheap/lines.h"
#include "gamedyn/twoheap.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

#define NW 300 /* words a line: five summary words */
#define NL 4

static int has(const uint8_t *set, uint64_t v)
{
    return v < NW * 64 && set[v];
}

/* lb: the lines in blocks of 2^lb (the mirror engine's layout; 3 > NL pads the last block). */
static void check_scans(unsigned seed, unsigned lb)
{
    srand(seed);
    gd_lineset ls;
    CHECK(gd_lineset_init_blocked(&ls, NL, NW, lb) == 0, "init");
    static uint8_t set[NL][NW * 64];
    memset(set, 0, sizeof set);
    /* Each line: full runs of random length (some beyond 64 words) with a few holes, up to
     * a random end short of the last word, inserted in random order. */
    static uint32_t order[NW * 64];
    for (int l = 0; l < NL; l++) {
        size_t n = 0, end = (size_t)(rand() % (NW * 64 - 200));
        for (size_t v = 0; v < end; v++)
            if (rand() % (l == 0 ? 5 : 2) == 0 || (v / 64) % 7 < 3)
                if (rand() % 2000)
                    order[n++] = (uint32_t)v;
        for (size_t i = n; i > 1; i--) {
            size_t j = (size_t)rand() % i;
            uint32_t t = order[i - 1];
            order[i - 1] = order[j], order[j] = t;
        }
        for (size_t i = 0; i < n; i++) {
            gd_lineset_insert(&ls, (size_t)l, order[i]);
            set[l][order[i]] = 1;
        }
        uint64_t fz = 0;
        while (has(set[l], fz))
            fz++;
        CHECK(ls.fz[l] == fz, "seed %u line %d: first zero %u, expected %llu", seed, l, ls.fz[l],
              (unsigned long long)fz);
    }
    for (int trial = 0; trial < 300; trial++) {
        int k = 1 + rand() % NL;
        const uint64_t *w[NL], *f[NL];
        uint64_t from = (uint64_t)(rand() % (NW * 64 - 300));
        for (int t = 0; t < k; t++)
            w[t] = gd_lineset_line(&ls, (size_t)t), f[t] = gd_lineset_full(&ls, (size_t)t);
        uint32_t ex[6];
        size_t nex = (size_t)(rand() % 6);
        for (size_t i = 0; i < nex; i++)
            ex[i] = (uint32_t)(from + (uint64_t)(rand() % 3000));
        uint64_t want = from;
        for (;;) {
            int seen = 0;
            for (int t = 0; t < k; t++)
                seen |= has(set[t], want);
            for (size_t i = 0; i < nex; i++)
                seen |= ex[i] == want;
            if (!seen)
                break;
            want++;
        }
        uint32_t got = lb ? gd_lines_mex_lb(w, f, k, from, ex, nex, lb) : gd_lines_mex(w, f, k, from, ex, nex);
        CHECK(got == want, "seed %u lb %u trial %d (k %d, from %llu): mex %u, expected %llu", seed, lb, trial, k,
              (unsigned long long)from, got, (unsigned long long)want);
    }
    gd_lineset_free(&ls);
}

static void check_threads(const char *text, int pass, uint64_t n)
{
    gd_ruleset r;
    char err[256];
    CHECK(gd_ruleset_parse(&r, text, NULL, err, sizeof err) == 0, "parse %s: %s", text, err);
    gd_table_spec s = {&r, GD_TABLE_GRUNDY, pass, 0, NULL, 0, n, n, NULL, NULL};
    gd_table t[3];
    for (int i = 0; i < 3; i++) {
        char v[2] = {(char)('1' + i), 0};
        setenv("GD_TABLE_THREADS", v, 1);
        CHECK(gd_table_compute(&s, &t[i], err, sizeof err) == 0, "%s: %s", text, err);
    }
    unsetenv("GD_TABLE_THREADS");
    for (int i = 1; i < 3; i++)
        CHECK(memcmp(t[0].v, t[i].v, (n + 1) * (n + 1) * sizeof *t[0].v) == 0, "%s pass %d: %d threads differ from one",
              text, pass, i + 1);
    for (int i = 0; i < 3; i++)
        gd_table_free(&t[i]);
    gd_ruleset_free(&r);
}

int main(void)
{
    for (unsigned seed = 1; seed <= 20 * (unsigned)tl_effort(); seed++)
        for (unsigned lb = 0; lb <= 3; lb++)
            check_scans(seed, lb);
    check_threads("wythoff", 1, 700);
    check_threads("maharaja", 1, 500);
    check_threads("nim", 1, 600);
    check_threads("wythoff^{(2,3),(3,2)}", 0, 500);
    return tl_done("t_table_lines");
}

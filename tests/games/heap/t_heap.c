/* Heap games: the sparse-space sequences against the plain mex and the generic solver,
 * the published sequences (tests/data), periods and their certificates, checkpoints. */
#include "testlib.h"
#include "gamedyn/game.h"
#include "gamedyn/heap.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static uint32_t *seq(const char *code, uint64_t n, int64_t mask)
{
    gd_heap_code c;
    char err[256];
    if (gd_heap_code_parse(code, &c, err, sizeof err) != 0) {
        CHECK(0, "parse %s: %s", code, err);
        return NULL;
    }
    gd_heap_run r;
    if (gd_heap_run_init(&r, &c, n, mask, err, sizeof err) != 0 || gd_heap_run_step(&r, n, 0, err, sizeof err) != 1) {
        CHECK(0, "run %s: %s", code, err);
        return NULL;
    }
    uint32_t *g = r.g;
    r.g = NULL;
    gd_heap_run_free(&r);
    return g;
}

static void check_reference(const char *file, const char *code)
{
    FILE *f = tl_open_reference(file);
    char line[256];
    uint32_t *g = seq(code, 1000, -1);
    int rows = 0;
    while (g && tl_next_line(f, line, sizeof line)) {
        unsigned long long n, v;
        if (sscanf(line, "%llu %llu", &n, &v) == 2) {
            CHECK(g[n] == v, "%s G(%llu) = %u, reference %llu", code, n, g[n], v);
            rows++;
        }
    }
    CHECK(rows > 100, "%s: %d reference rows", file, rows);
    fclose(f);
    free(g);
}

static void check_period(const char *code, uint64_t N, uint64_t n0, uint64_t p, uint64_t s, int certified,
                         const uint64_t *ex, uint64_t nex)
{
    gd_heap_code c;
    char err[256];
    gd_heap_code_parse(code, &c, err, sizeof err);
    uint32_t *g = seq(code, N, -1);
    if (!g)
        return;
    gd_heap_period P;
    gd_heap_find_period(&c, g, N, N / 3, !gd_heap_code_octal_finite(&c), &P);
    CHECK(P.found && P.p == p && P.n0 == n0 && P.s == s && P.certified == certified,
          "%s: found %d p %llu n0 %llu s %llu certified %d (%s)", code, P.found, (unsigned long long)P.p,
          (unsigned long long)P.n0, (unsigned long long)P.s, P.certified, P.why);
    if (ex) {
        uint64_t got[64];
        uint64_t k = gd_heap_exceptions(g, P.n0, P.p, P.s, got, 64);
        CHECK(k == nex, "%s: %llu exceptions, expected %llu", code, (unsigned long long)k, (unsigned long long)nex);
        for (uint64_t i = 0; i < k && i < nex; i++)
            CHECK(got[i] == ex[i], "%s exception %llu: %llu, expected %llu", code, (unsigned long long)i,
                  (unsigned long long)got[i], (unsigned long long)ex[i]);
    }
    free(g);
}

/* A random code: up to 4 digits, octal or with bit 8, sometimes '!'. */
static void random_code(unsigned *seed, char *buf, size_t len)
{
    int k = 1 + (int)(rand_r(seed) % 4), hex = rand_r(seed) % 4 == 0;
    int d0 = rand_r(seed) % 3 == 0 ? 4 : 0;
    size_t at = (size_t)snprintf(buf, len, "%d.", d0);
    int split = d0 != 0;
    for (int j = 1; j <= k; j++) {
        int d = (int)(rand_r(seed) % (hex ? 16 : 8));
        if (j == k && !d)
            d = 3;
        split |= d & 4;
        at += (size_t)snprintf(buf + at, len - at, "%X", d);
    }
    if (split && !hex && rand_r(seed) % 3 == 0)
        snprintf(buf + at, len - at, "!");
}

static void check_sparse_vs_plain(const char *code, uint64_t n, int64_t mask)
{
    gd_heap_code c;
    char err[256];
    if (gd_heap_code_parse(code, &c, err, sizeof err) != 0) {
        CHECK(0, "%s: %s", code, err);
        return;
    }
    uint32_t *a = seq(code, n, mask), *b = malloc((n + 1) * sizeof *b);
    CHECK(b && gd_heap_plain(&c, n, b, err, sizeof err) == 0, "plain %s", code);
    for (uint64_t i = 0; a && b && i <= n; i++)
        if (a[i] != b[i]) {
            CHECK(0, "%s mask %lld: sparse G(%llu) = %u, plain %u", code, (long long)mask, (unsigned long long)i, a[i],
                  b[i]);
            break;
        }
    free(a), free(b);
}

/* The generic solver on the game interface against the sequence (XOR over heaps). */
static void check_solver(const char *game, const char *code, int maxh)
{
    char err[512];
    gd_game *g = gd_game_open(game, NULL, err, sizeof err);
    CHECK(g != NULL, "open %s: %s", game, err);
    if (!g)
        return;
    uint32_t *G = seq(code, (uint64_t)maxh, -1);
    gd_solver *s = gd_solver_new(g, (uint64_t)1 << 30);
    for (int h = 0; h <= maxh && G; h++) {
        char text[64];
        gd_position p;
        snprintf(text, sizeof text, "%d", h);
        CHECK(g->ops->rules.parse(g, text, &p, err, sizeof err) == 0, "%s parse %s", game, text);
        gd_value v;
        if (gd_solver_solve(s, &p, &v, err, sizeof err) != 0) {
            CHECK(0, "%s:%d solver: %s", game, h, err);
            break;
        }
        CHECK(v.has_grundy && v.grundy == G[h], "%s:%d solver %llu, sequence %u", game, h,
              (unsigned long long)v.grundy, G[h]);
        uint64_t o;
        CHECK(g->ops->oracles.grundy(g, &p, &o, err, sizeof err) == 0 && o == G[h], "%s:%d oracle", game, h);
    }
    /* Sums of two or three small heaps: the oracle's XOR against the solver. */
    for (int a = 0; a <= 7 && G; a++)
        for (int b = a; b <= 7; b++)
            for (int c = 0; c <= 5; c += 5) {
                char text[64];
                gd_position p;
                snprintf(text, sizeof text, "%d,%d,%d", a, b, c);
                if (g->ops->rules.parse(g, text, &p, err, sizeof err) != 0)
                    continue;
                gd_value v;
                uint64_t o = 0; /* read below even when the first check failed */
                CHECK(gd_solver_solve(s, &p, &v, err, sizeof err) == 0 && g->ops->oracles.grundy(g, &p, &o, err, sizeof err) == 0 &&
                          v.grundy == o && o == (uint64_t)(G[a] ^ G[b] ^ G[c]),
                      "%s:%s sum", game, text);
                int out = g->ops->oracles.outcome(g, &p, err, sizeof err);
                CHECK(out == (o ? GD_OUTCOME_N : GD_OUTCOME_P), "%s:%s outcome", game, text);
            }
    gd_solver_free(s);
    gd_game_free(g);
    free(G);
}

static void check_checkpoint(void)
{
    gd_heap_code c;
    char err[512], path[256];
    gd_heap_code_parse("grundy", &c, err, sizeof err);
    snprintf(path, sizeof path, "/tmp/t_heap_ckpt_%d", (int)getpid());
    uint32_t *straight = seq("grundy", 6000, -1);
    gd_heap_run r;
    gd_heap_run_init(&r, &c, 6000, -1, err, sizeof err);
    CHECK(gd_heap_run_step(&r, 2500, 0, err, sizeof err) == 0 && r.done == 2501, "stop at 2500: done %llu",
          (unsigned long long)r.done);
    CHECK(gd_heap_checkpoint_save(&r, path, err, sizeof err) == 0, "save: %s", err);
    gd_heap_run_free(&r);
    gd_heap_run_init(&r, &c, 6000, -1, err, sizeof err);
    CHECK(gd_heap_checkpoint_load(&r, &c, 6000, path, err, sizeof err) == 0 && r.done == 2501, "load: %s", err);
    CHECK(gd_heap_run_step(&r, 6000, 0, err, sizeof err) == 1, "resume: %s", err);
    CHECK(straight && memcmp(r.g, straight, 6001 * sizeof *r.g) == 0, "resumed run differs from the straight run");
    gd_heap_run_free(&r);
    /* A different code, and a damaged file, are refused. */
    gd_heap_code k;
    gd_heap_code_parse("kayles", &k, err, sizeof err);
    gd_heap_run_init(&r, &k, 6000, -1, err, sizeof err);
    CHECK(gd_heap_checkpoint_load(&r, &k, 6000, path, err, sizeof err) != 0 && strstr(err, "is for code"), "%s", err);
    gd_heap_run_free(&r);
    /* A header with a second code line (or any field twice), or a line longer than any
     * field, is for no one code: refused, not read as the last code given. */
    const char *inserts[] = {"code 0.77\n", "done 5\n", NULL};
    char path2[300], longline[5000];
    memset(longline, '7', sizeof longline - 1);
    longline[sizeof longline - 1] = 0;
    memcpy(longline, "digits ", 7);
    memcpy(longline + sizeof longline - 12, "\ncode 0.77\n", 12);
    inserts[2] = longline;
    snprintf(path2, sizeof path2, "%s.2", path);
    for (int i = 0; i < 3; i++) {
        FILE *in = fopen(path, "rb"), *out = fopen(path2, "wb");
        int ch, nl = 0;
        while (in && out && (ch = fgetc(in)) != EOF) {
            fputc(ch, out);
            if (ch == '\n' && ++nl == 2)
                fputs(inserts[i], out);
        }
        fclose(in), fclose(out);
        gd_heap_run_init(&r, &k, 6000, -1, err, sizeof err);
        CHECK(gd_heap_checkpoint_load(&r, &k, 6000, path2, err, sizeof err) != 0, "kayles took a checkpoint with '%.20s'",
              inserts[i]);
        gd_heap_run_free(&r);
        gd_heap_run_init(&r, &c, 6000, -1, err, sizeof err);
        CHECK(gd_heap_checkpoint_load(&r, &c, 6000, path2, err, sizeof err) != 0 && strstr(err, "not a gamedyn heap checkpoint"),
              "grundy took a checkpoint with '%.20s': %s", inserts[i], err);
        gd_heap_run_free(&r);
    }
    unlink(path2);
    FILE *f = fopen(path, "r+b");
    fseek(f, -20, SEEK_END);
    fputc('x', f);
    fclose(f);
    gd_heap_run_init(&r, &c, 6000, -1, err, sizeof err);
    CHECK(gd_heap_checkpoint_load(&r, &c, 6000, path, err, sizeof err) != 0 && strstr(err, "damaged"), "%s", err);
    gd_heap_run_free(&r);
    /* A step stops where asked for a hexadecimal code and once a period is certified. */
    const char *stop_codes[] = {"0.8", "kayles"};
    for (int i = 0; i < 2; i++) {
        gd_heap_code sc;
        gd_heap_code_parse(stop_codes[i], &sc, err, sizeof err);
        uint32_t *whole = seq(stop_codes[i], 1000, -1);
        gd_heap_run_init(&r, &sc, 1000, -1, err, sizeof err);
        CHECK(gd_heap_run_step(&r, 500, 0, err, sizeof err) == 0 && r.done == 501, "%s: stop at 500: done %llu",
              stop_codes[i], (unsigned long long)r.done);
        CHECK(gd_heap_run_step(&r, 1000, 0, err, sizeof err) == 1 && whole &&
                  memcmp(r.g, whole, 1001 * sizeof *r.g) == 0,
              "%s: continued run differs", stop_codes[i]);
        gd_heap_run_free(&r);
        free(whole);
    }
    /* Two long codes whose shown text is the same (they differ past it) are told apart. */
    char la[260], lb[260];
    memset(la, '7', sizeof la);
    la[0] = '0', la[1] = '.', la[250] = '1', la[251] = 0;
    memcpy(lb, la, sizeof lb);
    lb[250] = '2';
    gd_heap_code ca, cb;
    CHECK(gd_heap_code_parse(la, &ca, err, sizeof err) == 0 && gd_heap_code_parse(lb, &cb, err, sizeof err) == 0 &&
              strcmp(ca.text, cb.text) == 0,
          "long codes: %s", err);
    gd_heap_run_init(&r, &ca, 3000, -1, err, sizeof err);
    gd_heap_run_step(&r, 100, 0, err, sizeof err);
    CHECK(gd_heap_checkpoint_save(&r, path, err, sizeof err) == 0, "save long code: %s", err);
    gd_heap_run_free(&r);
    gd_heap_run_init(&r, &cb, 3000, -1, err, sizeof err);
    CHECK(gd_heap_checkpoint_load(&r, &cb, 3000, path, err, sizeof err) != 0 && strstr(err, "another code"),
          "a checkpoint of a long code resumed for another: %s", err);
    gd_heap_run_free(&r);
    gd_heap_run_init(&r, &ca, 3000, -1, err, sizeof err);
    CHECK(gd_heap_checkpoint_load(&r, &ca, 3000, path, err, sizeof err) == 0 && r.done == 101, "long code load: %s",
          err);
    gd_heap_run_free(&r);
    remove(path);
    free(straight);
}

/* G(n) recomputed from its definition and the stored G(0..n-1). */
static uint32_t direct(const uint32_t *g, uint64_t n)
{
    static uint8_t seen[1 << 16];
    memset(seen, 0, sizeof seen);
    for (uint64_t a = 1; 2 * a < n; a++)
        seen[g[a] ^ g[n - a]] = 1;
    uint32_t v = 0;
    while (seen[v])
        v++;
    return v;
}

/* The pipeline (pipeline.c) with blocks of L heaps: one thread and two against the plain
 * mex, and two against one far past the plain mex's reach. Small blocks put many block
 * boundaries, mask changes and rare heaps found inside a block into small ranges. */
static uint32_t *run_threads(const char *code, uint64_t n, int64_t mask, int threads, uint32_t block)
{
    gd_heap_code c;
    char err[256];
    gd_heap_code_parse(code, &c, err, sizeof err);
    gd_heap_run r;
    if (gd_heap_run_init(&r, &c, n, mask, err, sizeof err) != 0)
        return NULL;
    r.threads = threads, r.par_block = block;
    uint32_t *g = NULL;
    /* in slices, as the command runs it: a pipeline is started again where one stopped */
    for (uint64_t upto = n / 3; r.done <= n; upto += n / 3 + 1)
        if (gd_heap_run_step(&r, upto < n ? upto : n, 0, err, sizeof err) < 0)
            break;
    if (r.done > n)
        g = r.g, r.g = NULL;
    CHECK(g != NULL, "%s threads %d: %s", code, threads, err);
    gd_heap_run_free(&r);
    return g;
}

static void check_threads(void)
{
    const char *codes[] = {"grundy", "4", "4.1!", "4.3", "4.03!", "4.2"};
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++)
        for (uint32_t L = 4; L <= 64; L *= 4) {
            gd_heap_code c;
            char err[256];
            gd_heap_code_parse(codes[i], &c, err, sizeof err);
            uint64_t n = 1500;
            uint32_t *p = malloc((n + 1) * sizeof *p), *one = run_threads(codes[i], n, -1, 1, L),
                     *two = run_threads(codes[i], n, -1, 2, L);
            CHECK(p && gd_heap_plain(&c, n, p, err, sizeof err) == 0, "plain %s", codes[i]);
            for (uint64_t k = 0; p && one && two && k <= n; k++)
                if (one[k] != p[k] || two[k] != p[k]) {
                    CHECK(0, "%s L=%u: G(%llu) one thread %u, two %u, plain %u", codes[i], L, (unsigned long long)k,
                          one[k], two[k], p[k]);
                    break;
                }
            free(p), free(one), free(two);
        }
    for (int m = 0; m < 16; m += 3) {
        uint32_t *a = seq("grundy", 1200, m), *b = run_threads("grundy", 1200, m, 2, 8);
        CHECK(a && b && memcmp(a, b, 1201 * sizeof *a) == 0, "grundy mask %d: two threads differ", m);
        free(a), free(b);
    }
    const uint64_t N = 1 << 17;
    uint32_t *a = run_threads("grundy", N, -1, 1, 0), *b = run_threads("grundy", N, -1, 2, 0),
             *c = run_threads("grundy", N, -1, 2, 32);
    CHECK(a && b && c && memcmp(a, b, (N + 1) * sizeof *a) == 0 && memcmp(a, c, (N + 1) * sizeof *a) == 0,
          "grundy to 2^17: two threads differ from one");
    free(a), free(b), free(c);
}

static void check_grundy_game(void)
{
    const uint64_t N = 1 << 17;
    uint32_t *g = seq("grundy", N, -1);
    if (!g)
        return;
    CHECK(gd_heap_rare_count(g, 65536, 254) + 1 == 1273, "rare values below 2^16 with mask 254: %llu (+1 for n=0)",
          (unsigned long long)gd_heap_rare_count(g, 65536, 254));
    uint64_t cnt;
    CHECK(gd_heap_best_mask(g, 65536, &cnt) == 254 && cnt + 1 == 1273, "the transform picks mask 254");
    uint64_t last = 0, at = 0;
    uint32_t maxv = 0;
    for (uint64_t n = 0; n < 65536; n++) {
        if (!__builtin_parity(g[n] & 254))
            last = n;
        if (g[n] > maxv)
            maxv = g[n], at = n;
    }
    CHECK(last == 36184, "last rare value below 2^16 at %llu", (unsigned long long)last);
    CHECK(maxv == 230 && at == 45668, "largest value below 2^16: G(%llu) = %u", (unsigned long long)at, maxv);
    /* Spot checks from the definition: every rare n, and every 997th n. */
    for (uint64_t n = 1; n <= N; n++)
        if (!__builtin_parity(g[n] & 254) || n % 997 == 0)
            CHECK(direct(g, n) == g[n], "Grundy's game G(%llu)", (unsigned long long)n);
    free(g);
}

static void check_errors(void)
{
    const char *bad[] = {"", "0.7G", "1.7", "0.77!!", "0.F!", "0.3!", "sub:{}", "sub:{0}", "sub:{1,,2}", "sub:1",
                         "allbut:{1", "kayle", "0..7", "x"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        gd_heap_code c;
        char err[512] = "";
        CHECK(gd_heap_code_parse(bad[i], &c, err, sizeof err) != 0 && err[0] && !strchr(err, '\n'), "'%s' accepted",
              bad[i]);
    }
    gd_heap_code c;
    char err[256];
    CHECK(gd_heap_code_parse("4.0!", &c, err, sizeof err) == 0 && c.unequal && c.d[0] == 4 && c.k == 0, "4.0!");
    CHECK(gd_heap_code_parse("grundy", &c, err, sizeof err) == 0 && strcmp(c.text, "4.0!") == 0, "grundy: %s", c.text);
    CHECK(gd_heap_code_parse("0.770", &c, err, sizeof err) == 0 && c.k == 2, "trailing zero digits");
    CHECK(gd_heap_code_parse(".3f", &c, err, sizeof err) == 0 && c.d[2] == 15 && c.hex, ".3f");
    CHECK(gd_heap_code_parse("sub:{2,3,7}", &c, err, sizeof err) == 0 && c.k == 7 && c.d[2] == 3 && c.d[4] == 0,
          "sub");
}

int main(void)
{
    check_errors();
    check_reference("kayles_A002186.txt", "kayles");
    check_reference("dawsons_chess_A002187.txt", "dawson-chess");
    static const uint64_t kayles_ex[] = {0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70};
    check_period("kayles", 1000, 71, 12, 0, 1, kayles_ex, 14);
    static const uint64_t dawson_ex[] = {0, 14, 16, 17, 31, 34, 51};
    check_period("dawson-chess", 1000, 52, 34, 0, 1, dawson_ex, 7);
    check_period("dawson-kayles", 1000, 53, 34, 0, 1, NULL, 0);
    check_period("sub:{2,3,7}", 200, 0, 5, 0, 1, NULL, 0);
    check_period("0.3F", 600, 0, 6, 3, 0, NULL, 0); /* from n = 0, so from n = 1 as published */
    /* Dawson's Kayles is Dawson's chess shifted by one. */
    uint32_t *a = seq("0.07", 500, -1), *b = seq("0.137", 500, -1);
    for (int n = 1; a && b && n <= 500; n++)
        CHECK(a[n] == b[n - 1], "0.07 G(%d) = %u, 0.137 G(%d) = %u", n, a[n], n - 1, b[n - 1]);
    free(a), free(b);
    /* Sparse against plain: presets, every mask below 16 on two of them, random codes. */
    const char *codes[] = {"kayles", "dawson-chess", "dawson-kayles", "grundy", "0.6", "4.337", "0.51",
                           "sub:{2,3,7}", "allbut:{1,3}", "allbut:{2,5,6}", "0.3F", "4.07!", "0.26!"};
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++)
        check_sparse_vs_plain(codes[i], strstr(codes[i], "F") ? 150 : 1500, -1);
    for (int m = 0; m < 16; m++) {
        check_sparse_vs_plain("grundy", 1200, m);
        check_sparse_vs_plain("0.6", 800, m);
    }
    unsigned seed = 20240611;
    for (long i = 0; i < 60 * tl_effort(); i++) {
        char code[32];
        random_code(&seed, code, sizeof code);
        check_sparse_vs_plain(code, strchr(code, '8') || strchr(code, '9') || strpbrk(code, "ABCDEF") ? 120 : 700,
                              i % 5 == 0 ? (int64_t)(rand_r(&seed) % 64) : -1);
    }
    /* The generic solver over the game interface. */
    check_solver("kayles", "kayles", 40);
    check_solver("dawson-chess", "dawson-chess", 40);
    check_solver("dawson-kayles", "dawson-kayles", 40);
    check_solver("grundy-game", "grundy", 40);
    check_solver("heapsub:{2,3,7}", "sub:{2,3,7}", 40);
    check_solver("heap:allbut:{1,3}", "allbut:{1,3}", 40);
    check_solver("heap:0.3F", "0.3F", 18);
    seed = 7;
    for (int i = 0; i < 12; i++) {
        char code[32], game[48];
        random_code(&seed, code, sizeof code);
        snprintf(game, sizeof game, "heap:%s", code);
        check_solver(game, code, strpbrk(code, "89ABCDEF") ? 14 : 24);
    }
    check_checkpoint();
    check_grundy_game();
    check_threads();
    return tl_done("t_heap");
}

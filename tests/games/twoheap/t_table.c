/* The table module: rulesets, Grundy tables (both engines, with and without the pass),
 * outcomes and palace numbers, perturbations; against the generic solver, a brute force
 * of the blocking game, published data and theorems. */
#include "gamedyn/game.h"
#include "gamedyn/sheet.h"
#include "gamedyn/io.h"
#include "gamedyn/twoheap.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

#define M 40 /* positions a, b <= M against the generic solver */

static int parse_ok(gd_ruleset *r, const char *text, const char *alter)
{
    char err[256];
    int rc = gd_ruleset_parse(r, text, alter, err, sizeof err);
    CHECK(rc == 0, "parse '%s': %s", text, err);
    return rc;
}

/* The table of spec, or NULL (after a failed check). */
static gd_table *table(const gd_ruleset *r, gd_table_kind kind, int pass, uint64_t B, const gd_table_perturb *p,
                       uint64_t a0, uint64_t a1, uint64_t bmax)
{
    static gd_table t;
    gd_table_spec s = {r, kind, pass, B, p, a0, a1, bmax, NULL, NULL};
    char err[256];
    gd_table_free(&t);
    int rc = gd_table_compute(&s, &t, err, sizeof err);
    CHECK(rc == 0, "compute %s: %s", r->text, err);
    return rc ? NULL : &t;
}

/* Every value of the table against the generic solver over the registered game. */
static void against_solver(const char *game, const char *perturb, int pass)
{
    gd_game_options o = {.max_mem = (uint64_t)1 << 30};
    gd_game_options_set_pass(&o, pass);
    if (perturb)
        gd_game_options_set(&o, "perturb", perturb);
    char err[256];
    gd_game *g = gd_game_open(game, &o, err, sizeof err);
    CHECK(g != NULL, "open %s: %s", game, err);
    if (!g)
        return;
    gd_ruleset r;
    const char *text = strncmp(game, "nim2", 4) == 0 ? "nim" : game;
    if (parse_ok(&r, text, NULL)) {
        gd_game_free(g);
        return;
    }
    gd_table_perturb tp, *pp = NULL;
    if (perturb && gd_table_perturb_parse(&tp, perturb, err, sizeof err) == 0)
        pp = &tp;
    /* Square (the mirror engine where it applies) and a band of rows with one more column
     * (always the general engine): both against the solver. */
    uint32_t *sq = malloc((M + 1) * (M + 1) * sizeof *sq);
    gd_table *t = table(&r, GD_TABLE_GRUNDY, pass, 0, pp, 0, M, M);
    if (t && sq)
        memcpy(sq, t->v, (M + 1) * (M + 1) * sizeof *sq);
    gd_table *band = table(&r, GD_TABLE_GRUNDY, pass, 0, pp, 3, M, M + 1);
    gd_solver *s = gd_solver_new(g, (uint64_t)1 << 30);
    long bad = 0;
    for (uint64_t a = 0; t && band && s && sq && a <= M; a++)
        for (uint64_t b = 0; b <= M; b++) {
            gd_position p = {{a, b}, 2, (uint8_t)pass, 0};
            gd_value v;
            if (gd_solver_solve(s, &p, &v, err, sizeof err) != 0) {
                CHECK(0, "%s: solver at [%llu,%llu]: %s", game, (unsigned long long)a, (unsigned long long)b, err);
                a = M + 1;
                break;
            }
            uint32_t x = sq[a * (M + 1) + b];
            if (!v.has_grundy || v.grundy != x || (a >= 3 && gd_table_get(band, a, b) != x)) {
                if (bad++ < 3)
                    CHECK(0, "%s%s%s: g[%llu,%llu] table %u band %u solver %llu", game, pass ? " --pass" : "",
                          perturb ? " perturbed" : "", (unsigned long long)a, (unsigned long long)b, x,
                          a >= 3 ? gd_table_get(band, a, b) : x, (unsigned long long)v.grundy);
            }
        }
    CHECK(bad == 0, "%s: %ld cells differ from the solver", game, bad);
    gd_solver_free(s);
    free(sq);
    if (pp)
        gd_table_perturb_free(pp);
    gd_ruleset_free(&r);
    gd_game_free(g);
}

/* The B-blocking game by its definition over the game's move list: P iff at most B
 * P-options; counts the P-options. Row-major order is a topological order. */
static void blocking_brute(const char *game, const char *perturb, uint64_t B)
{
    gd_game_options o = {.max_mem = (uint64_t)1 << 30};
    if (perturb)
        gd_game_options_set(&o, "perturb", perturb);
    char err[256], Bs[16];
    snprintf(Bs, sizeof Bs, "%llu", (unsigned long long)B);
    gd_game_options_set(&o, "blocking", Bs);
    gd_game *g = gd_game_open(game, &o, err, sizeof err);
    CHECK(g != NULL, "open %s: %s", game, err);
    if (!g)
        return;
    gd_ruleset r;
    if (parse_ok(&r, strncmp(game, "nim2", 4) == 0 ? "nim" : game, NULL)) {
        gd_game_free(g);
        return;
    }
    gd_table_perturb tp, *pp = NULL;
    if (perturb && gd_table_perturb_parse(&tp, perturb, err, sizeof err) == 0)
        pp = &tp;
    static uint32_t pal[M + 1][M + 1];
    static gd_move mv[4096];
    for (uint64_t a = 0; a <= M; a++)
        for (uint64_t b = 0; b <= M; b++) {
            gd_position p = {{a, b}, 2, 0, 0};
            uint64_t n = g->ops->rules.moves(g, &p, mv, 4096);
            uint32_t k = 0;
            for (uint64_t i = 0; i < n && i < 4096; i++)
                k += pal[mv[i].to.c[0]][mv[i].to.c[1]] <= B;
            pal[a][b] = k;
        }
    gd_table *t = table(&r, GD_TABLE_PALACE, 0, B, pp, 0, M, M);
    long bad = 0;
    for (uint64_t a = 0; t && a <= M; a++)
        for (uint64_t b = 0; b <= M; b++)
            if (gd_table_get(t, a, b) != pal[a][b] && bad++ < 3)
                CHECK(0, "%s B=%llu%s: palace[%llu,%llu] table %u brute %u", game, (unsigned long long)B,
                      perturb ? " perturbed" : "", (unsigned long long)a, (unsigned long long)b,
                      gd_table_get(t, a, b), pal[a][b]);
    CHECK(bad == 0, "%s B=%llu: %ld palace numbers differ", game, (unsigned long long)B, bad);
    t = table(&r, GD_TABLE_OUTCOME, 0, B, pp, 0, M, M);
    for (uint64_t a = 0; t && a <= M; a++)
        for (uint64_t b = 0; b <= M; b++) {
            gd_position p = {{a, b}, 2, 0, 0};
            int want = pal[a][b] <= B ? GD_OUTCOME_P : GD_OUTCOME_N;
            CHECK(gd_table_get(t, a, b) == (uint32_t)(want == GD_OUTCOME_N), "%s outcome table at [%llu,%llu]", game,
                  (unsigned long long)a, (unsigned long long)b);
            CHECK(gd_game_oracle_outcome(g, &p, err, sizeof err) == want, "%s oracle at [%llu,%llu]", game,
                  (unsigned long long)a, (unsigned long long)b);
        }
    /* The generic solver refuses blocking games rather than answer the ordinary game. */
    gd_solver *s = gd_solver_new(g, (uint64_t)1 << 30);
    gd_position p = {{3, 5}, 2, 0, 0};
    gd_value v;
    CHECK(s && gd_solver_solve(s, &p, &v, err, sizeof err) != 0, "%s: the solver answered a blocking game", game);
    gd_solver_free(s);
    if (pp)
        gd_table_perturb_free(pp);
    gd_ruleset_free(&r);
    gd_game_free(g);
}

static void solver_agreement(void)
{
    const char *games[] = {"nim2", "wythoff", "maharaja", "sub:3", "sub:{2,3,7}", "linear:(1,0);(3,2);(1,1);(0,1)",
                           "linear:(1,0);(0,1)^{(2,0),(0,2),(1,1)}", "linear:(2,0);(3,0);(0,1);(1,2)",
                           NULL, NULL, NULL};
    /* A random L and a random S (fixed seed). */
    static char randL[256], randS[256];
    uint64_t x = 0x9E3779B97F4A7C15ull;
    int at = snprintf(randL, sizeof randL, "linear:");
    for (int i = 0; i < 4; i++) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        unsigned r = (unsigned)(x >> 60) % 4, s = (unsigned)(x >> 56) % 4;
        if (!r && !s)
            s = 1;
        at += snprintf(randL + at, sizeof randL - at, "%s(%u,%u)", i ? ";" : "", r, s);
    }
    at = snprintf(randS, sizeof randS, "wythoff^{");
    for (int i = 0; i < 6; i++) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        unsigned r = (unsigned)(x >> 60) % 5, s = (unsigned)(x >> 56) % 5;
        if (!r && !s)
            r = 3;
        at += snprintf(randS + at, sizeof randS - at, "%s(%u,%u)", i ? "," : "", r, s);
    }
    snprintf(randS + at, sizeof randS - at, "}");
    games[8] = randL, games[9] = randS;
    for (int i = 0; games[i]; i++)
        for (int pass = 0; pass <= 1; pass++) {
            against_solver(games[i], NULL, pass);
            if (i < 3 || i >= 8)
                against_solver(games[i], "terminal:3,5;7,2;10,10/zero:4,4;20,13", pass);
        }
    for (int i = 0; games[i]; i++)
        for (uint64_t B = 0; B <= 3; B++) {
            blocking_brute(games[i], NULL, B);
            if (i == 1 || i == 9)
                blocking_brute(games[i], "terminal:3,5;7,2/zero:4,4;20,13", B);
        }
}

/* Reads "name: t,t,t" or "name rules ... : t,t" lines: the terms after the last ':'. */
static int terms(const char *file, const char *name, uint32_t *out, int cap)
{
    FILE *f = tl_open_reference(file);
    char line[65536];
    int n = -1;
    while (f && tl_next_line(f, line, sizeof line))
        if (strncmp(line, name, strlen(name)) == 0) {
            char *p = strrchr(line, ':') + 1;
            n = 0;
            while (*p && n < cap) {
                out[n++] = (uint32_t)strtoul(p, &p, 10);
                while (*p == ',' || *p == ' ' || *p == '\n')
                    p++;
            }
            break;
        }
    if (f)
        fclose(f);
    CHECK(n > 0, "%s: no line %s", file, name);
    return n;
}

/* An antidiagonal array d: G(d,0), G(d-1,1), ..., G(0,d) against a table. */
static void antidiagonals(const char *seq, const char *file, const char *rules)
{
    static uint32_t v[6000];
    int n = terms(file, seq, v, 6000);
    gd_ruleset r;
    if (n <= 0 || parse_ok(&r, rules, NULL))
        return;
    gd_table *t = table(&r, GD_TABLE_GRUNDY, 0, 0, NULL, 0, 120, 120);
    int k = 0, bad = 0;
    for (uint64_t d = 0; t && k < n; d++)
        for (uint64_t i = 0; i <= d && k < n; i++, k++)
            if (gd_table_get(t, d - i, i) != v[k] && bad++ < 3)
                CHECK(0, "%s term %d: G(%llu,%llu) = %u, OEIS %u", seq, k, (unsigned long long)(d - i),
                      (unsigned long long)i, gd_table_get(t, d - i, i), v[k]);
    CHECK(bad == 0 && k == n, "%s: %d of %d terms differ", seq, bad, n);
    gd_ruleset_free(&r);
}

static void reference_data(void)
{
    gd_ruleset w;
    if (parse_ok(&w, "wythoff", NULL))
        return;
    gd_table *t = table(&w, GD_TABLE_GRUNDY, 0, 0, NULL, 0, 200, 200);
    /* tests/data/wythoff_grundy_table_64.txt: line x lists G(x,0..63). */
    FILE *f = tl_open_reference("wythoff_grundy_table_64.txt");
    char line[8192];
    int x = 0, bad = 0;
    while (t && f && tl_next_line(f, line, sizeof line)) {
        char *p = line;
        for (int y = 0; y < 64; y++)
            bad += gd_table_get(t, (uint64_t)x, (uint64_t)y) != (uint32_t)strtoul(p, &p, 10);
        x++;
    }
    if (f)
        fclose(f);
    CHECK(x == 64 && bad == 0, "wythoff 64x64: %d rows, %d cells differ", x, bad);
    static uint32_t v[200];
    int n = terms("wythoff_grundy_oeis_excerpts.txt", "A047708", v, 200);
    for (int i = 0; t && i < n; i++)
        CHECK(gd_table_get(t, (uint64_t)i, (uint64_t)i) == v[i], "A047708 G(%d,%d)", i, i);
    n = terms("wythoff_grundy_oeis_excerpts.txt", "A004484", v, 200);
    for (int i = 0; t && i < n; i++)
        CHECK(gd_table_get(t, 3, (uint64_t)i) == v[i], "A004484 G(3,%d)", i);
    n = terms("wythoff_grundy_oeis_excerpts.txt", "A004485", v, 200);
    for (int i = 0; t && i < n; i++)
        CHECK(gd_table_get(t, 4, (uint64_t)i) == v[i], "A004485 G(4,%d)", i);
    /* A317205: lower triangle T(n,m) = G(n,m), 0 <= m <= n, by rows. */
    n = terms("wythoff_grundy_oeis_excerpts.txt", "A317205", v, 200);
    for (int i = 0, a = 0, b = 0; t && i < n; i++) {
        CHECK(gd_table_get(t, (uint64_t)a, (uint64_t)b) == v[i], "A317205 G(%d,%d)", a, b);
        if (++b > a)
            a++, b = 0;
    }
    gd_ruleset_free(&w);
    antidiagonals("A004481", "wythoff_grundy_oeis_excerpts.txt", "wythoff");
    antidiagonals("A307296", "nimhof_linear_nimhoff_oeis.txt", "linear:(1,0);(3,2);(1,1);(0,1)");
    antidiagonals("A307298", "nimhof_linear_nimhoff_oeis.txt", "linear:(1,0);(1,1);(2,3);(1,2);(0,1)");
    antidiagonals("A307299", "nimhof_linear_nimhoff_oeis.txt", "linear:(1,0);(1,1);(1,2);(0,1)");
    /* A307301's rules are in its line of the file. */
    f = tl_open_reference("nimhof_linear_nimhoff_oeis.txt");
    char rules[512] = "";
    while (f && tl_next_line(f, line, sizeof line))
        if (strncmp(line, "A307301 rules ", 14) == 0) {
            int at = snprintf(rules, sizeof rules, "linear:");
            for (char *p = line + 14; *p && *p != ':'; p++)
                if (*p == '[')
                    at += snprintf(rules + at, sizeof rules - at, "%s(", at > 7 ? ";" : "");
                else if (*p == ']')
                    at += snprintf(rules + at, sizeof rules - at, ")");
                else if ((*p >= '0' && *p <= '9') || (*p == ',' && p[-1] != ']'))
                    at += snprintf(rules + at, sizeof rules - at, "%c", *p);
        }
    if (f)
        fclose(f);
    CHECK(rules[0], "A307301: no rules line");
    if (rules[0])
        antidiagonals("A307301", "nimhof_linear_nimhoff_oeis.txt", rules);
}

static void nim_pass(void)
{
    gd_ruleset r;
    if (parse_ok(&r, "nim", NULL))
        return;
    /* tests/data/nimpass_2pile_grundy_128.txt: line a lists g(a,0..127). */
    gd_table *t = table(&r, GD_TABLE_GRUNDY, 1, 0, NULL, 0, 1200, 1200);
    FILE *f = tl_open_reference("nimpass_2pile_grundy_128.txt");
    char line[8192];
    int a = 0, bad = 0;
    while (t && f && tl_next_line(f, line, sizeof line)) {
        char *p = line;
        for (int b = 0; b < 128; b++)
            bad += gd_table_get(t, (uint64_t)a, (uint64_t)b) != (uint32_t)strtoul(p, &p, 10);
        a++;
    }
    if (f)
        fclose(f);
    CHECK(a == 128 && bad == 0, "nim pass 128: %d rows, %d cells differ", a, bad);
    /* The bounds |a-b|-1 <= g' <= a+b+1 on the whole table; row 0. */
    long out = 0;
    for (uint64_t x = 0; t && x <= 1200; x++)
        for (uint64_t y = 0; y <= 1200; y++) {
            int64_t g = gd_table_get(t, x, y), d = (int64_t)x - (int64_t)y;
            out += g < (d < 0 ? -d : d) - 1 || g > (int64_t)(x + y + 1);
        }
    CHECK(out == 0, "nim pass: %ld cells outside |a-b|-1 <= g' <= a+b+1", out);
    for (uint64_t b = 1; t && b <= 1200; b++)
        CHECK(gd_table_get(t, 0, b) == (((b - 1) ^ 1) + 1), "g'(0,%llu) = %u", (unsigned long long)b,
              gd_table_get(t, 0, b));
    /* The sheet engine: [a,b,z] with the pass available is P iff z = g'(a,b). */
    gd_config cfg = {GD_SHEET_NIM, GD_VARIANT_PASS, NULL, 255, 255, 0};
    gd_solution sol;
    char err[256];
    int rc = gd_solution_compute(&sol, &cfg, NULL, NULL, err, sizeof err);
    CHECK(rc == 0, "sheet engine: %s", err);
    bad = 0;
    for (uint64_t x = 0; rc == 0 && t && x <= 255; x++)
        for (uint64_t y = 0; y <= 255; y++)
            bad += sol.sheets[x].z[y] != gd_table_get(t, x, y);
    CHECK(bad == 0, "nim pass: %d cells differ from the sheet engine's loser sheets", bad);
    if (rc == 0)
        gd_solution_free(&sol);
    /* Plain Nim is a XOR b. */
    t = table(&r, GD_TABLE_GRUNDY, 0, 0, NULL, 0, 300, 300);
    bad = 0;
    for (uint64_t x = 0; t && x <= 300; x++)
        for (uint64_t y = 0; y <= 300; y++)
            bad += gd_table_get(t, x, y) != (x ^ y);
    CHECK(bad == 0, "nim: %d cells are not a XOR b", bad);
    gd_ruleset_free(&r);
}

/* floor(n*phi) exactly: (n + isqrt(5 n^2)) / 2, since sqrt(5) n is irrational. */
static uint64_t isqrt(uint64_t v)
{
    uint64_t r = 0;
    for (uint64_t bit = (uint64_t)1 << 62; bit; bit >>= 2)
        if (v >= r + bit) {
            v -= r + bit;
            r = (r >> 1) + bit;
        } else
            r >>= 1;
    return r;
}

static void wythoff_facts(void)
{
    gd_ruleset r;
    if (parse_ok(&r, "wythoff", NULL))
        return;
    const uint64_t N = 3000;
    static uint8_t want[3001][3001];
    memset(want, 0, sizeof want);
    for (uint64_t n = 0;; n++) {
        uint64_t a = (n + isqrt(5 * n * n)) / 2, b = a + n;
        if (a > N)
            break;
        want[a][a] = 0;
        if (b <= N)
            want[a][b] = want[b][a] = 1;
    }
    want[0][0] = 1;
    gd_table *t = table(&r, GD_TABLE_GRUNDY, 0, 0, NULL, 0, N, N);
    long bad = 0;
    for (uint64_t a = 0; t && a <= N; a++)
        for (uint64_t b = 0; b <= N; b++)
            bad += (gd_table_get(t, a, b) == 0) != want[a][b];
    CHECK(bad == 0, "wythoff: %ld cells disagree with the P-positions (floor(n phi), floor(n phi^2))", bad);
    /* The streamed outcome table says the same (B = 0). */
    t = table(&r, GD_TABLE_OUTCOME, 0, 0, NULL, 0, N, N);
    bad = 0;
    for (uint64_t a = 0; t && a <= N; a++)
        for (uint64_t b = 0; b <= N; b++)
            bad += (gd_table_get(t, a, b) == 0) != want[a][b];
    CHECK(bad == 0, "wythoff outcomes: %ld cells disagree with the P-positions", bad);
    /* Blocking: every row, column and diagonal holds at most B+1 P-positions (the last
     * has the others as P-options), and each row a holds exactly B+1 once b is large. */
    for (uint64_t B = 1; B <= 2; B++) {
        t = table(&r, GD_TABLE_PALACE, 0, B, NULL, 0, 600, 600);
        long over = 0;
        for (uint64_t a = 0; t && a <= 600; a++) {
            uint64_t row = 0, col = 0, dg = 0;
            for (uint64_t b = 0; b <= 600; b++) {
                row += gd_table_get(t, a, b) <= B;
                col += gd_table_get(t, b, a) <= B;
                if (a + b <= 600)
                    dg += gd_table_get(t, b, a + b) <= B;
            }
            over += row > B + 1 || col > B + 1 || dg > B + 1;
        }
        CHECK(over == 0, "blocking wythoff B=%llu: %ld lines with more than B+1 P-positions", (unsigned long long)B,
              over);
    }
    gd_ruleset_free(&r);
}

static void engines_agree(void)
{
    const char *rs[] = {"wythoff", "maharaja", "nim", "wythoff^{(2,1),(1,2),(3,3)}", NULL};
    for (int i = 0; rs[i]; i++)
        for (int pass = 0; pass <= 1; pass++) {
            gd_ruleset r;
            if (parse_ok(&r, rs[i], NULL))
                continue;
            gd_table *t = table(&r, GD_TABLE_GRUNDY, pass, 0, NULL, 0, 300, 300);
            uint32_t *sq = t ? malloc(301 * 301 * sizeof *sq) : NULL;
            if (sq)
                memcpy(sq, t->v, 301 * 301 * sizeof *sq);
            t = table(&r, GD_TABLE_GRUNDY, pass, 0, NULL, 0, 300, 301); /* the general engine */
            long bad = 0;
            for (uint64_t a = 0; sq && t && a <= 300; a++)
                for (uint64_t b = 0; b <= 300; b++)
                    bad += sq[a * 301 + b] != gd_table_get(t, a, b);
            CHECK(bad == 0, "%s pass=%d: the engines differ on %ld cells", rs[i], pass, bad);
            free(sq);
            gd_ruleset_free(&r);
        }
}

static void parse_errors(void)
{
    struct {
        const char *text, *alter, *want;
    } bad[] = {{"linear:(0,0);(1,0)", NULL, "zero vector"},     {"linear:(1,-1)", NULL, "negative entry"},
               {"sub:{}", NULL, "empty set"},                    {"linear:", NULL, "empty set"},
               {"sub:0", NULL, "empty set"},                     {"wythoff", "{}", "empty set"},
               {"wythoff", "(0,0)", "zero vector"},              {"wythoff", "(-2,1)", "negative entry"},
               {"wythof", NULL, "malformed ruleset"},            {"sub:{2,x}", NULL, "malformed"},
               {"linear:(1,0", NULL, "malformed"},               {"nim:3", NULL, "malformed preset"},
               {"sub", NULL, "malformed preset"},                {"sub:{0,2}", NULL, "zero vector"},
               {"sub:1^{(1,0),(0,1)}", NULL, "empty set"},      {"sub:{2,3}x", NULL, "malformed"}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        gd_ruleset r;
        char err[256] = "";
        int rc = gd_ruleset_parse(&r, bad[i].text, bad[i].alter, err, sizeof err);
        CHECK(rc != 0 && strstr(err, bad[i].want) && !strchr(err, '\n'), "'%s' %s: rc %d, '%s' (want '%s')",
              bad[i].text, bad[i].alter ? bad[i].alter : "", rc, err, bad[i].want);
        if (rc == 0)
            gd_ruleset_free(&r);
    }
    gd_table_perturb p;
    char err[256] = "";
    CHECK(gd_table_perturb_parse(&p, "zero:0,0", err, sizeof err) != 0 && strstr(err, "itself"), "zero:0,0: %s", err);
    CHECK(gd_table_perturb_parse(&p, "terminal:3;4", err, sizeof err) != 0, "terminal:3;4 accepted");
    CHECK(gd_table_perturb_parse(&p, "terminal:3,4/zero:5,6", err, sizeof err) == 0 && p.nterm == 1 && p.nzero == 1 &&
              gd_table_perturb_at(&p, 3, 4) == 1 && gd_table_perturb_at(&p, 5, 6) == 2 &&
              gd_table_perturb_at(&p, 4, 3) == 0,
          "terminal:3,4/zero:5,6: %s", err);
    gd_table_perturb_free(&p);
    /* Alterations and membership: maharaja is wythoff ^ {(1,2),(2,1)}. */
    gd_ruleset r;
    if (!parse_ok(&r, "maharaja", NULL)) {
        CHECK(gd_ruleset_is_move(&r, 1, 2) && gd_ruleset_is_move(&r, 5, 5) && !gd_ruleset_is_move(&r, 2, 4) &&
                  r.symmetric,
              "maharaja moves");
        gd_ruleset_free(&r);
    }
    if (!parse_ok(&r, "wythoff", "(2,2);(1,2)")) {
        CHECK(!gd_ruleset_is_move(&r, 2, 2) && gd_ruleset_is_move(&r, 3, 3) && gd_ruleset_is_move(&r, 1, 2) &&
                  !r.symmetric && r.nrm == 1 && r.nadd == 1,
              "wythoff^{(2,2),(1,2)}");
        gd_ruleset_free(&r);
    }
}

/* .npy: the header is padded to a multiple of 64 bytes and names the shape. */
static void npy(void)
{
    FILE *f = tmpfile();
    uint32_t row[3] = {1, 70000, 3};
    CHECK(f && gd_io_npy_header(f, 2, 3, 1) == 0 && gd_io_npy_row(f, row, 3, 1) == 0 && gd_io_npy_row(f, row, 3, 1) == 0,
          "npy write");
    if (!f)
        return;
    long size = ftell(f);
    rewind(f);
    unsigned char h[256];
    size_t n = fread(h, 1, sizeof h, f);
    fclose(f);
    unsigned hl = h[8] | h[9] << 8;
    CHECK(n == 152 && (10 + hl) % 64 == 0 && size == (long)(10 + hl + 24) && h[10 + hl - 1] == '\n' &&
              memcmp(h, "\x93NUMPY\x01\x00", 8) == 0,
          "npy header: length %u, size %ld", hl, size);
    CHECK(strstr((char *)h + 10, "'shape': (2, 3)") && strstr((char *)h + 10, "'<u4'"), "npy dict");
    CHECK(h[10 + hl + 4] == (70000 & 255) && h[10 + hl + 5] == ((70000 >> 8) & 255) && h[10 + hl + 6] == 1,
          "npy little-endian data");
}

/* A295041 (restricted Nim with a pass, one heap: take 1..floor(n/2)): the OEIS allows the
 * pass at n = 1, which has no ordinary move; gamedyn never passes from a terminal
 * position. The generic solver reproduces both conventions on the same game. */
typedef struct {
    int pass_from_terminal;
} rn_ctx;

static uint64_t rn_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    const rn_ctx *c = g->ctx;
    uint64_t n = p->c[0], k = 0;
    for (uint64_t t = 1; t <= n / 2; t++, k++)
        if (k < cap) {
            out[k].to = *p, out[k].to.c[0] = n - t, out[k].is_pass = 0;
        }
    if (p->passes && (k || (c->pass_from_terminal && n > 0))) {
        if (k < cap) {
            out[k].to = *p, out[k].to.passes = 0, out[k].is_pass = 1;
        }
        k++;
    }
    return k;
}

static void restricted_nim(void)
{
    static uint32_t a[200];
    int n = 0;
    FILE *f = tl_open_reference("restricted_nim_with_pass_A295041.txt");
    char line[256];
    while (f && n < 200 && tl_next_line(f, line, sizeof line)) {
        unsigned i, v;
        if (sscanf(line, "%u %u", &i, &v) == 2 && i == (unsigned)n)
            a[n++] = v;
    }
    if (f)
        fclose(f);
    CHECK(n >= 70, "A295041: %d terms", n);
    /* The file's values under gamedyn's convention, n = 0..19. */
    static const uint32_t ours[20] = {0, 0, 2, 1, 0, 2, 4, 1, 3, 0, 6, 2, 5, 4, 8, 1, 7, 3, 10, 0};
    for (int conv = 0; conv <= 1; conv++) {
        rn_ctx c = {conv};
        static const gd_game_ops rn_ops = {.rules.moves = rn_moves};
        gd_game g = {0};
        g.name = "restricted", g.has_pass = 1, g.ctx = &c, g.ops = &rn_ops;
        gd_solver *s = gd_solver_new(&g, (uint64_t)1 << 28);
        char err[256];
        for (int i = 0; s && i < (conv ? n : 20); i++) {
            gd_position p = {{(uint64_t)i}, 1, 1, 0};
            gd_value v;
            int rc = gd_solver_solve(s, &p, &v, err, sizeof err);
            CHECK(rc == 0 && v.grundy == (conv ? a[i] : ours[i]), "restricted nim %s n=%d: %llu",
                  conv ? "OEIS convention" : "no pass from a terminal position", i, (unsigned long long)v.grundy);
        }
        gd_solver_free(s);
    }
}

/* Moves longer than the table: they cannot be made inside it, so the table equals the
 * solver's and nothing (buffers, rings, the estimate, the time) grows with their length. */
static void long_moves(void)
{
    const char *games[] = {"linear:(1,0);(0,1)^(2147483647,0)", "linear:(1,0);(0,1)^{(30,0),(2147483647,0)}",
                           "sub:{2,411686040}", "linear:(1,0);(1,2147483647);(0,1)", "sub:41", NULL};
    for (int i = 0; games[i]; i++) {
        for (int pass = 0; pass <= 1; pass++)
            against_solver(games[i], NULL, pass);
        blocking_brute(games[i], NULL, 1);
        gd_ruleset r;
        if (parse_ok(&r, games[i], NULL))
            continue;
        for (int kind = GD_TABLE_GRUNDY; kind <= GD_TABLE_PALACE; kind++) {
            gd_table_spec sp = {&r, (gd_table_kind)kind, kind == GD_TABLE_GRUNDY, 1, NULL, 0, M, M, NULL, NULL};
            uint64_t bytes = gd_table_estimate_bytes(&sp, 0);
            CHECK(bytes < (1u << 20), "%s kind %d: estimate %llu bytes for %d^2", games[i], kind,
                  (unsigned long long)bytes, M + 1);
        }
        gd_ruleset_free(&r);
    }
    /* sub:K past the table is sub:(M+1) on it: 2^24 + 2 added moves, a few of them used. */
    gd_ruleset big, small;
    if (parse_ok(&big, "sub:8388609", NULL) || parse_ok(&small, "sub:41", NULL))
        return;
    for (int kind = GD_TABLE_GRUNDY; kind <= GD_TABLE_PALACE; kind++) {
        gd_table_spec sp = {&big, (gd_table_kind)kind, 0, 1, NULL, 0, M, M, NULL, NULL};
        uint64_t bytes = gd_table_estimate_bytes(&sp, 0);
        CHECK(bytes < (1u << 20), "sub:8388609 kind %d: estimate %llu bytes", kind, (unsigned long long)bytes);
        gd_table *t = table(&big, (gd_table_kind)kind, 0, 1, NULL, 0, M, M);
        uint32_t *v = t ? malloc((M + 1) * (M + 1) * sizeof *v) : NULL;
        if (v)
            memcpy(v, t->v, (M + 1) * (M + 1) * sizeof *v);
        t = table(&small, (gd_table_kind)kind, 0, 1, NULL, 0, M, M);
        CHECK(v && t && memcmp(v, t->v, (M + 1) * (M + 1) * sizeof *v) == 0, "sub:8388609 kind %d differs from sub:41",
              kind);
        free(v);
    }
    gd_ruleset_free(&big), gd_ruleset_free(&small);
}

/* A band of rows of plain Nim holds only its rows (g = a XOR b needs none below). */
static void nim_band(void)
{
    gd_ruleset r;
    if (parse_ok(&r, "nim", NULL))
        return;
    gd_table_spec sp = {&r, GD_TABLE_GRUNDY, 0, 0, NULL, 100000, 100001, 100000, NULL, NULL};
    uint64_t bytes = gd_table_estimate_bytes(&sp, 0);
    CHECK(bytes <= 2 * 4 * 100001, "nim rows 100000:100001: estimate %llu bytes", (unsigned long long)bytes);
    gd_table *t = table(&r, GD_TABLE_GRUNDY, 0, 0, NULL, 100000, 100001, 100000);
    long bad = 0;
    for (uint64_t a = 100000; t && a <= 100001; a++)
        for (uint64_t b = 0; b <= 100000; b++)
            bad += gd_table_get(t, a, b) != (a ^ b);
    CHECK(t && bad == 0, "nim rows 100000:100001: %ld values are not a XOR b", bad);
    gd_ruleset_free(&r);
}

typedef struct {
    uint64_t calls, last, total;
    int backwards;
} progress_log;

static void log_progress(void *ctx, uint64_t x, uint64_t xmax)
{
    progress_log *l = ctx;
    l->backwards |= l->calls && (x < l->last || xmax != l->total);
    l->calls++, l->last = x, l->total = xmax;
}

/* The progress callback of each engine (mirror, general, outcome counters): called, never
 * backwards, within its total, and the table the same as without it. */
static void progress(void)
{
    const char *rules[] = {"wythoff", "maharaja", "wythoff"};
    gd_table_kind kinds[] = {GD_TABLE_GRUNDY, GD_TABLE_GRUNDY, GD_TABLE_OUTCOME};
    for (int i = 0; i < 3; i++) {
        gd_ruleset r;
        if (parse_ok(&r, rules[i], NULL))
            continue;
        progress_log l = {0};
        gd_table_spec s = {&r, kinds[i], 0, 0, NULL, 0, 700, 700, log_progress, &l};
        gd_table t;
        char err[256];
        if (gd_table_compute(&s, &t, err, sizeof err) == 0) {
            /* The last report is the whole table, whichever thread finished last. */
            CHECK(l.calls >= 2 && !l.backwards && l.last == l.total && l.total >= 701 * 701 / 2,
                  "%s: progress calls %llu, last %llu of %llu, backwards %d", rules[i], (unsigned long long)l.calls,
                  (unsigned long long)l.last, (unsigned long long)l.total, l.backwards);
            gd_table *u = table(&r, kinds[i], 0, 0, NULL, 0, 700, 700);
            CHECK(u && memcmp(u->v, t.v, t.rows * t.cols * sizeof *t.v) == 0, "%s: the table changed", rules[i]);
            gd_table_free(&t);
        } else
            CHECK(0, "%s: %s", rules[i], err);
        gd_ruleset_free(&r);
    }
}

int main(void)
{
    parse_errors();
    progress();
    npy();
    solver_agreement();
    reference_data();
    nim_pass();
    wythoff_facts();
    engines_agree();
    restricted_nim();
    long_moves();
    nim_band();
    return tl_done("t_table");
}

/* The game interface: the generic solver against the fast oracles (XOR, the sheet engine)
 * and the brute force on every position with coordinates <= 8; the move lists against
 * the rules as tests/lib/brute.c states them; a deep chain; the memory bound. */
#include "brute.h"
#include "gamedyn/game.h"
#include "gamedyn/sheet.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

#define B 8

static gd_game *open_game(const char *name, int pass, const char *perturb)
{
    gd_game_options o = {.max_mem = (uint64_t)1 << 30};
    gd_game_options_set_pass(&o, pass);
    if (perturb)
        gd_game_options_set(&o, "perturb", perturb);
    char err[512];
    gd_game *g = gd_game_open(name, &o, err, sizeof err);
    CHECK(g != NULL, "open %s: %s", name, err);
    return g;
}

/* Every position of nheaps heaps <= B: solver outcome = oracle outcome, solver Grundy =
 * oracle Grundy where the oracle has one, winning moves = moves to solver P-positions. */
static void sweep(gd_game *g, int nheaps, const char *label, brute *bf, int chomp)
{
    gd_solver *s = gd_solver_new(g, (uint64_t)1 << 30);
    char err[512];
    long bad = 0, total = 0, with_oracle = 0;
    uint64_t c[GD_GAME_MAX_COORDS] = {0};
    for (;;) {
        gd_position p = {0};
        p.n = (uint8_t)nheaps;
        memcpy(p.c, c, sizeof c);
        p.passes = (uint8_t)g->has_pass;
        if (!(chomp && c[0] == 0 && c[1] == 0 && c[2] == 0))
            for (int pass = g->has_pass; pass >= 0; pass--) {
                p.passes = (uint8_t)pass;
                gd_value v;
                total++;
                if (gd_solver_solve(s, &p, &v, err, sizeof err) != 0) {
                    CHECK(0, "%s: solver: %s", label, err);
                    bad++;
                    break;
                }
                int o = gd_game_oracle_outcome(g, &p, err, sizeof err);
                CHECK(o != -1, "%s: oracle: %s", label, err);
                if (o >= 0) {
                    with_oracle++;
                    if (o != v.outcome && bad++ < 5)
                        CHECK(0, "%s: [%llu,%llu,%llu..] passes %d: oracle %d solver %d", label,
                              (unsigned long long)c[0], (unsigned long long)c[1], (unsigned long long)c[2], pass, o,
                              v.outcome);
                }
                if (bf && (int)(v.outcome == GD_OUTCOME_P) != brute_is_p(bf, (int)c[0], (int)c[1], (int)c[2], pass) &&
                    bad++ < 5)
                    CHECK(0, "%s: [%llu,%llu,%llu] passes %d: solver vs brute", label, (unsigned long long)c[0],
                          (unsigned long long)c[1], (unsigned long long)c[2], pass);
                uint64_t gv;
                int r = g->ops->oracles.grundy ? g->ops->oracles.grundy(g, &p, &gv, err, sizeof err) : GD_ORACLE_NONE;
                if (r == 0 && (!v.has_grundy || v.grundy != gv) && bad++ < 5)
                    CHECK(0, "%s: Grundy oracle %llu, solver %llu", label, (unsigned long long)gv,
                          (unsigned long long)v.grundy);
                CHECK(g->perturbed || v.has_grundy, "%s: Grundy undefined without V", label);
                CHECK(!v.has_grundy || (v.grundy == 0) == (v.outcome == GD_OUTCOME_P), "%s: Grundy 0 iff P", label);
                /* The oracle's winning moves are exactly the moves to the solver's P-positions. */
                gd_move *w;
                long nw = gd_game_oracle_winning(g, &p, &w, err, sizeof err);
                if (nw >= 0) {
                    gd_move *mv;
                    long n = gd_game_list_moves(g, &p, 1000000, &mv, err, sizeof err);
                    long k = 0;
                    for (long i = 0; i < n; i++) {
                        gd_value u;
                        gd_solver_lookup(s, &mv[i].to, &u);
                        if (u.outcome == GD_OUTCOME_P) {
                            if (!(k < nw && w[k].is_pass == mv[i].is_pass && gd_position_equal(&w[k].to, &mv[i].to)) &&
                                bad++ < 5)
                                CHECK(0, "%s: winning move %ld differs", label, k);
                            k++;
                        }
                    }
                    if (k != nw && bad++ < 5)
                        CHECK(0, "%s: %ld winning moves, solver %ld", label, nw, k);
                    free(mv);
                    free(w);
                }
            }
        int i = 0;
        while (i < nheaps && c[i] == B)
            c[i++] = 0;
        if (i == nheaps)
            break;
        c[i]++;
    }
    CHECK(bad == 0, "%s: %ld of %ld positions disagree", label, bad, total);
    CHECK(strstr(label, "pass") == NULL || strstr(label, "nim") == NULL || with_oracle > 0 || nheaps != 3,
          "%s: the sheet oracle was not used", label);
    gd_solver_free(s);
}

static void variants(const char *name, int nheaps, int chomp)
{
    char label[128];
    static const char *specs[] = {NULL, "point:1,1,0", "point:2,2,2", "V-FILE"};
    for (int pass = 0; pass <= 1; pass++)
        for (int k = 0; k < 4; k++) {
            if (pass && k)
                continue;
            if (k && nheaps != 3)
                continue; /* V is a set of 3-coordinate points */
            const char *spec = specs[k];
            char path[] = "/tmp/gamedyn-t_game-XXXXXX";
            if (spec && strcmp(spec, "V-FILE") == 0) {
                int fd = mkstemp(path);
                FILE *f = fdopen(fd, "w");
                fputs("# a small V\n3 0 3\n2 2 2\n0 5 1\n1 0 1\n", f);
                fclose(f);
                spec = path;
            }
            snprintf(label, sizeof label, "%s %d heaps%s%s%s", name, nheaps, pass ? " pass" : "",
                     spec ? " V=" : "", spec ? specs[k] : "");
            gd_game *g = open_game(name, pass, spec);
            brute *bf = NULL;
            gd_perturb V = {0};
            if (nheaps == 3) {
                char err[256];
                if (spec)
                    gd_perturb_parse(&V, spec, gd_rules_by_name(name), err, sizeof err);
                bf = brute_new(name, spec ? &V : NULL, B);
            }
            if (g)
                sweep(g, nheaps, label, bf, chomp);
            if (bf)
                brute_free(bf);
            gd_perturb_clear(&V);
            gd_game_free(g);
            if (k == 3)
                remove(path);
        }
}

/* The moves of Chomp as tests/lib/brute.c states the rules (not gd_rules_moves). */
static int brute_chomp_moves(uint64_t x, uint64_t y, uint64_t z, uint64_t out[][3])
{
    int n = 0;
#define ADD(a, b, c)                                                                                                   \
    do {                                                                                                               \
        if (!((a) == 0 && (b) == 0 && (c) == 0))                                                                       \
            out[n][0] = (a), out[n][1] = (b), out[n][2] = (c), n++;                                                    \
    } while (0)
    for (uint64_t t = 1; t <= z; t++)
        ADD(x, y, z - t);
    for (uint64_t t = 1; t <= y; t++) {
        ADD(x, y - t, z + t);
        ADD(x, y - t, 0);
    }
    for (uint64_t t = 1; t <= x; t++) {
        ADD(x - t, y + t, z);
        ADD(x - t, 0, z + y + t);
        ADD(x - t, 0, 0);
    }
#undef ADD
    return n;
}

static int has(uint64_t list[][3], int n, const gd_position *p)
{
    for (int i = 0; i < n; i++)
        if (list[i][0] == p->c[0] && list[i][1] == p->c[1] && list[i][2] == p->c[2])
            return 1;
    return 0;
}

static void move_lists(void)
{
    gd_game *g = open_game("chomp", 1, NULL), *nim = open_game("nim", 1, NULL);
    static uint64_t ref[200][3];
    for (uint64_t x = 0; x <= B; x++)
        for (uint64_t y = 0; y <= B; y++)
            for (uint64_t z = 0; z <= B; z++) {
                if (x + y + z == 0)
                    continue;
                gd_position p = {{x, y, z}, 3, 1, 0};
                gd_move mv[256];
                uint64_t n = g->ops->rules.moves(g, &p, mv, 256);
                int nr = brute_chomp_moves(x, y, z, ref);
                int terminal = x == 0 && y == 0 && z == 1;
                CHECK(n == (uint64_t)nr + !terminal, "chomp [%llu,%llu,%llu]: %llu moves, rules give %d + pass",
                      (unsigned long long)x, (unsigned long long)y, (unsigned long long)z, (unsigned long long)n, nr);
                int npass = 0;
                for (uint64_t i = 0; i < n && i < 256; i++) {
                    if (mv[i].is_pass) {
                        npass++;
                        CHECK(mv[i].to.passes == 0 && mv[i].to.c[0] == x, "pass keeps the position");
                    } else
                        CHECK(has(ref, nr, &mv[i].to) && mv[i].to.passes == 1, "chomp move not in the rules");
                }
                CHECK(npass == !terminal, "chomp: one pass except from the terminal position");
                p.passes = 0;
                CHECK(g->ops->rules.moves(g, &p, NULL, 0) == (uint64_t)nr, "no pass once used");
                gd_position q = {{x, y, z}, 3, 1, 0};
                CHECK(nim->ops->rules.moves(nim, &q, NULL, 0) == x + y + z + (x + y + z > 0), "nim move count");
            }
    /* 2^64-1 ordinary moves plus the pass: the count saturates instead of wrapping to 0 */
    gd_position huge = {{UINT64_MAX - 1, 1}, 2, 1, 0};
    CHECK(nim->ops->rules.moves(nim, &huge, NULL, 0) == UINT64_MAX, "nim move count saturates with the pass");
    gd_game_free(g);
    gd_game_free(nim);
}

/* A game defined here through the interface alone: a chain n -> n-1 (and n-2). */
static uint64_t chain_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    (void)g;
    uint64_t n = 0;
    for (uint64_t t = 1; t <= 2 && t <= p->c[0]; t++, n++)
        if (n < cap) {
            out[n].to = *p;
            out[n].to.c[0] -= t;
            out[n].is_pass = 0;
        }
    return n;
}

static const gd_game_ops chain_ops = {.rules.format = gd_game_format_coords, .rules.moves = chain_moves};

static void deep_chain(void)
{
    gd_game g = {0};
    g.name = "chain";
    g.summary = "subtract 1 or 2";
    g.ops = &chain_ops;
    gd_solver *s = gd_solver_new(&g, (uint64_t)1 << 30);
    gd_position p = {{1000000}, 1, 0, 0};
    gd_value v;
    char err[512];
    int rc = gd_solver_solve(s, &p, &v, err, sizeof err);
    CHECK(rc == 0, "deep chain: %s", err);
    CHECK(v.grundy == 1000000 % 3 && v.has_grundy, "chain Grundy %llu", (unsigned long long)v.grundy);
    CHECK(v.outcome == GD_OUTCOME_N && v.remoteness == 666667, "chain remoteness %llu",
          (unsigned long long)v.remoteness);
    CHECK(gd_solver_count(s) == 1000001, "chain positions");
    gd_move m;
    CHECK(gd_solver_best_move(s, &p, &m, err, sizeof err) == 1 && m.to.c[0] == 999999, "chain: winning move to 3k");
    gd_solver_free(s);
}

static void memory_bound(void)
{
    gd_game *g = open_game("nim", 0, NULL);
    char err[512];
    gd_position p = {{1000, 1000, 1000}, 3, 0, 0};
    gd_solver *s = gd_solver_new(g, (uint64_t)1 << 20);
    gd_value v;
    CHECK(gd_solver_solve(s, &p, &v, err, sizeof err) != 0, "a billion positions in 1 MiB");
    CHECK(strstr(err, "1003003001 positions") != NULL && strstr(err, "--max-mem") != NULL, "estimate: %s", err);
    gd_position q = {{30, 30}, 2, 0, 0};
    CHECK(gd_solver_solve(s, &q, &v, err, sizeof err) == 0 && v.grundy == 0, "a small one still fits: %s", err);
    gd_solver_free(s);
    /* A game without a bound is stopped at run time, and the solver stays usable. */
    gd_game chain = {0};
    chain.name = "chain";
    chain.ops = &chain_ops;
    s = gd_solver_new(&chain, (uint64_t)1 << 20);
    gd_position d = {{100000}, 1, 0, 0};
    CHECK(gd_solver_solve(s, &d, &v, err, sizeof err) != 0 && strstr(err, "memory bound"), "run-time bound: %s", err);
    gd_position e = {{10}, 1, 0, 0};
    CHECK(gd_solver_solve(s, &e, &v, err, sizeof err) == 0 && v.grundy == 1, "after a refusal: %s", err);
    gd_solver_free(s);
    gd_game_free(g);
}

static void text(void)
{
    gd_game *g = open_game("nim", 1, NULL);
    char err[512], buf[128];
    gd_position p;
    CHECK(gd_game_parse(g, "nim:3,5,6", &p, err, sizeof err) == 0 && p.n == 3 && p.passes == 1, "nim:3,5,6");
    CHECK(strcmp(gd_game_format(g, &p, buf, sizeof buf), "[3,5,6]") == 0, "format %s", buf);
    CHECK(gd_game_parse(g, "[3,5,6]/passed", &p, err, sizeof err) == 0 && p.passes == 0, "/passed");
    CHECK(strcmp(gd_game_format(g, &p, buf, sizeof buf), "[3,5,6]/passed") == 0, "format %s", buf);
    CHECK(!gd_game_is_position(g, "chomp:1,2,3") && !gd_game_is_position(g, "1,,2") &&
              !gd_game_is_position(g, "1,2,") && !gd_game_is_position(g, "18446744073709551616"),
          "bad texts refused");
    CHECK(gd_game_is_position(g, "18446744073709551615,0"), "2^64-1 heap");
    gd_game *c;
    CHECK(gd_game_open_position("chomp:2,1,3", NULL, &c, &p, err, sizeof err) == 0 && p.c[2] == 3, "chomp:2,1,3");
    CHECK(gd_game_parse(c, "0,0,0", &p, err, sizeof err) != 0, "[0,0,0] is not chomp");
    gd_game_free(c);
    CHECK(gd_game_open_position("go:1", NULL, &c, &p, err, sizeof err) != 0 && strstr(err, "nim, chomp"), "%s", err);
    /* Two instances side by side: the variant state is per instance. */
    gd_game *plain = open_game("nim", 0, NULL);
    gd_position q = {{0, 0, 1}, 3, 1, 0};
    gd_position r = {{1, 1, 0}, 3, 1, 0};
    CHECK(gd_game_oracle_outcome(g, &r, err, sizeof err) == GD_OUTCOME_N, "pass: [1,1,0] is N");
    r.passes = 0;
    CHECK(gd_game_oracle_outcome(plain, &r, err, sizeof err) == GD_OUTCOME_P, "plain: [1,1,0] is P");
    CHECK(gd_game_oracle_outcome(g, &q, err, sizeof err) == GD_OUTCOME_N, "pass: [0,0,1] is N");
    gd_game_free(plain);
    gd_game_free(g);
}

/* Every registry entry is complete and its example opens; the command line's options are
 * each declared name once; every family refuses, in one line, each option it does not
 * declare (nim ignored --blocking once) and takes the ones it declares. */
static void registry(void)
{
    size_t n;
    const gd_game_family *const *f = gd_game_families(&n);
    char err[512];
    for (size_t i = 0; i < n; i++) {
        CHECK(f[i]->name && f[i]->summary && f[i]->syntax && f[i]->example && f[i]->oracles && f[i]->open,
              "entry %zu incomplete", i);
        CHECK(gd_game_family_find(f[i]->name) == f[i] || f[i]->parameter, "%s found by name", f[i]->name);
        gd_game *g;
        gd_position p;
        int rc = gd_game_open_position(f[i]->example, NULL, &g, &p, err, sizeof err);
        CHECK(rc == 0 && g->family == f[i] && g->ops && g->ops->rules.moves, "example %s: %s", f[i]->example, err);
        gd_game_free(g);
    }
    const gd_game_opt *d;
    size_t k = 0;
    for (; (d = gd_game_declared_opt(k)) != NULL; k++)
        for (size_t j = 0; j < k; j++)
            CHECK(strcmp(gd_game_declared_opt(j)->name, d->name) != 0, "option %s listed twice", d->name);
    CHECK(k == 7, "%zu declared options (pass, perturb, db, blocking, alter, one-move, strict-cap)", k);
    for (size_t i = 0; i < n; i++) {
        if (f[i]->open_at)
            continue;
        char name[64];
        snprintf(name, sizeof name, "%.*s", (int)strcspn(f[i]->example, ":"), f[i]->example);
        if (f[i]->parameter) /* the example's name with its parameter: "sub:3" of "sub:3:4,5" */
            snprintf(name, sizeof name, "%.*s", (int)(strrchr(f[i]->example, ':') - f[i]->example), f[i]->example);
        for (size_t j = 0; (d = gd_game_declared_opt(j)) != NULL; j++) {
            gd_game_options o = {.max_mem = (uint64_t)1 << 30};
            gd_game_options_set(&o, d->name, d->kind == GD_OPT_INT ? "1" : "x");
            gd_game *g = gd_game_open(name, &o, err, sizeof err);
            char want[128];
            snprintf(want, sizeof want, "game %s takes no --%s", f[i]->name, d->name);
            if (!gd_game_family_opt(f[i], d->name))
                CHECK(!g && strcmp(err, want) == 0 && !strchr(err, '\n'), "%s --%s: %s", name, d->name, err);
            else if (d->kind == GD_OPT_INT)
                CHECK(g || !strstr(err, "takes no"), "%s --%s 1: %s", name, d->name, err);
            gd_game_free(g);
        }
    }
    gd_game_options o = {0};
    gd_game_options_set(&o, "blocking", "1");
    CHECK(gd_game_open("nim", &o, err, sizeof err) == NULL && strcmp(err, "game nim takes no --blocking") == 0,
          "nim --blocking: %s", err);
    gd_game_options_set(&o, "blocking", "x");
    CHECK(gd_game_open("wythoff", &o, err, sizeof err) == NULL && strstr(err, "bad --blocking 'x'"), "%s", err);
}

int main(void)
{
    registry();
    for (int h = 1; h <= 4; h++)
        variants("nim", h, 0);
    variants("chomp", 3, 1);
    move_lists();
    deep_chain();
    memory_bound();
    text();
    return tl_done("t_game");
}

/* Sprague-Grundy sums (sum.h) against the generic solver run on the combined sum game,
 * which sees only the moves: random sums (fixed seed) of small components of every game
 * on the registry, with and without their own pass, plus a Kayles written here whose
 * positions change their number of coordinates (a heap splits). Checked at the root and at
 * every option of it: the sum's Grundy value is the XOR of the components' values (each
 * found by a fresh solver of its own), P iff that is 0, the sum's oracles agree, and the
 * winning moves gd_sum_winning lists are exactly the moves to P-positions, in move order.
 * Also: Nim's to_value oracle, huge Nim heaps, the layout refusing a split that does not
 * fit, and every refusal of a bad component as one line. */
#include "gamedyn/sum.h"
#include "gamedyn/util.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

#define MEM ((uint64_t)1 << 30)

static uint64_t rng = 0x5eed5u;
static unsigned rnd(unsigned n)
{
    rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned)((rng >> 33) % n);
}

/* == Kayles on a row of pins, as a multiset of rows: [a,b,...] in decreasing order, no
 * zeros, so a move that splits a row adds a coordinate and one that clears a row removes
 * one. A move knocks down 1 or 2 adjacent pins. No bound (the sum then has none). == */

static int kay_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    if (gd_game_parse_coords(g, text, 0, GD_GAME_MAX_COORDS, "row", 1000, "1000", p, err, errlen))
        return -1;
    for (int i = 0; i < p->n; i++)
        if (!p->c[i] || (i && p->c[i] > p->c[i - 1])) {
            gd_err(err, errlen, "kayles rows are positive and in decreasing order");
            return -1;
        }
    return 0;
}

static void kay_insert(gd_position *p, uint64_t h)
{
    if (!h)
        return;
    int i = p->n++;
    while (i > 0 && p->c[i - 1] < h) {
        p->c[i] = p->c[i - 1];
        i--;
    }
    p->c[i] = h;
}

static uint64_t kay_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    (void)g;
    uint64_t n = 0;
    for (int i = 0; i < p->n; i++) {
        if (i && p->c[i] == p->c[i - 1])
            continue; /* the same row twice: the same moves */
        uint64_t h = p->c[i];
        for (uint64_t r = 1; r <= 2 && r <= h; r++)
            for (uint64_t a = 0; 2 * a <= h - r; a++) {
                if (n < cap) {
                    gd_position q = *p;
                    memmove(q.c + i, q.c + i + 1, (size_t)(q.n - i - 1) * sizeof *q.c);
                    q.c[--q.n] = 0;
                    if (q.n + (a > 0) + (h - r - a > 0) > GD_GAME_MAX_COORDS)
                        return UINT64_MAX; /* not in this test */
                    kay_insert(&q, a);
                    kay_insert(&q, h - r - a);
                    out[n].to = q, out[n].is_pass = 0;
                }
                n++;
            }
    }
    return n;
}

static const gd_game_ops kay_ops = {.rules.parse = kay_parse, .rules.format = gd_game_format_coords, .rules.moves = kay_moves};

static gd_game *kayles_new(void)
{
    gd_game *g = gd_game_new(&kay_ops, 0);
    g->name = "kayles-test";
    g->summary = "Kayles as rows of pins (test game)";
    return g;
}

/* == the components of random sums == */

typedef struct {
    char text[96]; /* "nim:3,1", "kayles-test:[4,2]" */
    int pass, kayles;
} comp;

static void random_comp(comp *c, int allow_kayles)
{
    static const char *twoheap[] = {"wythoff", "maharaja", "nim2", "sub:2", "sub:{1,3}", "linear:(1,2)"};
    memset(c, 0, sizeof *c);
    c->pass = rnd(3) == 0;
    unsigned kind = rnd(allow_kayles ? 5 : 4);
    if (kind == 0) {
        int heaps = 1 + (int)rnd(2);
        snprintf(c->text, sizeof c->text, "nim:%u", rnd(5));
        if (heaps == 2)
            snprintf(c->text + strlen(c->text), sizeof c->text - strlen(c->text), ",%u", rnd(5));
    } else if (kind == 1) {
        unsigned x, y, z;
        do
            x = rnd(3), y = rnd(3), z = rnd(3);
        while (x + y + z == 0 || x + y + z > 4);
        snprintf(c->text, sizeof c->text, "chomp:%u,%u,%u", x, y, z);
    } else if (kind <= 3) {
        snprintf(c->text, sizeof c->text, "%s:%u,%u", twoheap[rnd(6)], rnd(5), rnd(5));
    } else {
        unsigned a = 1 + rnd(6), b = rnd(a + 1);
        c->kayles = 1, c->pass = 0;
        if (b)
            snprintf(c->text, sizeof c->text, "kayles-test:[%u,%u]", a, b);
        else
            snprintf(c->text, sizeof c->text, "kayles-test:[%u]", a);
    }
}

static gd_game *open_comp(const comp *c, gd_position *p)
{
    char err[512];
    if (c->kayles) {
        gd_game *g = kayles_new();
        int r = gd_game_parse(g, c->text, p, err, sizeof err);
        CHECK(r == 0, "%s: %s", c->text, err);
        return g;
    }
    gd_game_options o = {.max_mem = MEM};
    gd_game_options_set_pass(&o, c->pass);
    gd_game *g;
    int r = gd_game_open_position(c->text, &o, &g, p, err, sizeof err);
    CHECK(r == 0, "%s: %s", c->text, err);
    return r == 0 ? g : NULL;
}

/* The component's value by a fresh generic solver: independent of every oracle. */
static int solver_value(const comp *c, const gd_position *q, uint64_t *v)
{
    gd_position start;
    gd_game *g = open_comp(c, &start);
    gd_solver *s = gd_solver_new(g, MEM);
    gd_value w;
    char err[512];
    int r = gd_solver_solve(s, q, &w, err, sizeof err);
    CHECK(r == 0 && w.has_grundy, "%s: %s", c->text, r ? err : "no value");
    *v = w.grundy;
    gd_solver_free(s);
    gd_game_free(g);
    return r;
}

static int n_p, n_n, n_moves_checked;

/* The theorem and the winning moves at position p of the sum (solved by s). */
static void check_position(const gd_game *sum, gd_solver *s, const comp *cs, const gd_position *p, const char *label)
{
    char err[512], pb[512];
    gd_value v;
    if (gd_solver_solve(s, p, &v, err, sizeof err) != 0) {
        CHECK(0, "%s: solver: %s", label, err);
        return;
    }
    gd_game_format(sum, p, pb, sizeof pb);
    int k = gd_sum_components(sum);
    uint64_t X = 0;
    for (int i = 0; i < k; i++) {
        gd_position q;
        gd_sum_part(sum, p, i, &q);
        uint64_t ind;
        gd_sum_value sv;
        solver_value(&cs[i], &q, &ind);
        int r = gd_sum_value_of(sum, i, &q, &sv, err, sizeof err);
        CHECK(r == 0 && sv.grundy == ind, "%s at %s: component %d value %llu, its own solver %llu (%s)", label, pb,
              i + 1, (unsigned long long)sv.grundy, (unsigned long long)ind, r ? err : "");
        X ^= ind;
    }
    CHECK(v.has_grundy && v.grundy == X, "%s at %s: the sum game's value %llu, the XOR of the components' %llu", label,
          pb, (unsigned long long)v.grundy, (unsigned long long)X);
    /* the theorem's identity, as a property: P exactly when the nim-sum is 0 */
    CHECK((v.outcome == GD_OUTCOME_P) == (X == 0), "%s at %s: outcome %d with nim-sum %llu", label, pb, v.outcome,
          (unsigned long long)X);
    if (v.outcome == GD_OUTCOME_P)
        n_p++;
    else
        n_n++;
    int o = gd_game_oracle_outcome(sum, p, err, sizeof err);
    uint64_t og = 0;
    int rg = sum->ops->oracles.grundy(sum, p, &og, err, sizeof err);
    CHECK(o == v.outcome && rg == 0 && og == X, "%s at %s: the sum's oracles %d/%llu", label, pb, o,
          (unsigned long long)og);

    /* winning moves: listed = the solver's moves to P-positions, same order */
    gd_sum_move *w;
    uint64_t S;
    long n = gd_sum_winning(sum, p, NULL, &S, &w, err, sizeof err);
    CHECK(n >= 0 && S == X, "%s at %s: gd_sum_winning: %s", label, pb, n < 0 ? err : "nim-sum differs");
    gd_move *ref;
    long m = gd_solver_winning(s, p, &ref, err, sizeof err);
    CHECK(m == n, "%s at %s: %ld winning moves listed, the solver finds %ld", label, pb, n, m);
    for (long j = 0; j < n && j < m; j++) {
        gd_position to;
        int r = gd_sum_with_part(sum, p, w[j].component, &w[j].move.to, &to, err, sizeof err);
        gd_value t;
        CHECK(r == 0 && gd_solver_lookup(s, &to, &t) && t.outcome == GD_OUTCOME_P,
              "%s at %s: listed move %ld does not lead to a P-position", label, pb, j);
        CHECK(gd_position_equal(&to, &ref[j].to) && w[j].move.is_pass == ref[j].is_pass,
              "%s at %s: winning move %ld differs from the solver's", label, pb, j);
        n_moves_checked++;
    }
    gd_move *ow;
    long on = gd_game_oracle_winning(sum, p, &ow, err, sizeof err);
    CHECK(on == m, "%s at %s: the sum game's winning oracle: %ld moves", label, pb, on);
    for (long j = 0; j < on && j < m; j++)
        CHECK(gd_position_equal(&ow[j].to, &ref[j].to), "%s at %s: oracle move %ld", label, pb, j);
    free(ow);
    free(ref);
    free(w);
}

static void random_sums(void)
{
    int sums = 0, with_kayles = 0;
    for (long trial = 0; trial < 160 * tl_effort(); trial++) {
        int k = 1 + (int)rnd(3);
        comp cs[3];
        gd_game *parts[3];
        gd_position starts[3];
        char spec[512] = "", label[600];
        int kay = 0;
        for (int i = 0; i < k; i++) {
            random_comp(&cs[i], 1);
            kay |= cs[i].kayles;
            snprintf(spec + strlen(spec), sizeof spec - strlen(spec), "%s%s%s", i ? " " : "", cs[i].text,
                     cs[i].pass ? " --pass" : "");
        }
        snprintf(label, sizeof label, "sum \"%s\"", spec);
        char err[512];
        gd_position p;
        gd_game *sum;
        if (kay) { /* not registered: the sum is built from opened games */
            for (int i = 0; i < k; i++)
                parts[i] = open_comp(&cs[i], &starts[i]);
            sum = gd_sum_new(parts, starts, k, MEM, &p, err, sizeof err);
            with_kayles++;
        } else
            sum = gd_sum_open(spec, MEM, &p, err, sizeof err);
        CHECK(sum != NULL, "%s: %s", label, err);
        if (!sum)
            continue;
        for (int i = 0; i < k; i++) { /* the start holds each component's start, its pass included */
            gd_position q, want;
            gd_game_free(open_comp(&cs[i], &want));
            gd_sum_part(sum, &p, i, &q);
            CHECK(gd_position_equal(&q, &want) && q.passes == cs[i].pass, "%s: component %d's start", label, i + 1);
        }
        gd_solver *s = gd_solver_new(sum, MEM);
        check_position(sum, s, cs, &p, label);
        gd_move *mv;
        long m = gd_game_list_moves(sum, &p, 1000000, &mv, err, sizeof err);
        CHECK(m >= 0, "%s: moves: %s", label, err);
        for (long j = 0; j < m; j++)
            check_position(sum, s, cs, &mv[j].to, label);
        free(mv);
        /* the sum game's text form reads back */
        char text[1024];
        gd_position back;
        gd_game_format(sum, &p, text, sizeof text);
        CHECK(gd_game_parse(sum, text, &back, err, sizeof err) == 0 && gd_position_equal(&back, &p),
              "%s: '%s' does not read back: %s", label, text, err);
        gd_solver_free(s);
        gd_game_free(sum);
        sums++;
    }
    CHECK(sums == 160 && with_kayles > 10, "%d sums, %d with kayles", sums, with_kayles);
    /* both outcomes occurred often: the property is not checked on one side only */
    CHECK(n_p > 100 && n_n > 100 && n_moves_checked > 500, "P %d, N %d, moves %d", n_p, n_n, n_moves_checked);
}

/* The test game itself against OEIS A002186 (so the Kayles sums mean what they say). The
 * first position solved is the empty one, of no coordinates: the solver's arena was still
 * NULL then (a bug, undefined behaviour, caught by UBSan in the sanitized build). */
static void kayles_reference(void)
{
    FILE *f = tl_open_reference("kayles_A002186.txt");
    char line[256];
    gd_game *g = kayles_new();
    gd_solver *s = gd_solver_new(g, MEM);
    int checked = 0;
    while (f && tl_next_line(f, line, sizeof line)) {
        unsigned long long n, v;
        if (sscanf(line, "%llu %llu", &n, &v) != 2 || n > 30) /* 31 pins can split into 16 rows, the most a position holds */
            continue;
        gd_position p = {0};
        p.n = n > 0;
        p.c[0] = n;
        gd_value w;
        char err[256];
        CHECK(gd_solver_solve(s, &p, &w, err, sizeof err) == 0 && w.grundy == v, "kayles %llu: %llu, OEIS %llu", n,
              (unsigned long long)w.grundy, v);
        checked++;
    }
    if (f)
        fclose(f);
    CHECK(checked == 31, "kayles terms checked: %d", checked);
    gd_solver_free(s);
    gd_game_free(g);
}

/* Nim's to_value against its moves filtered by XOR value. */
static void nim_to_value(void)
{
    char err[256];
    gd_game *g = gd_game_open("nim", NULL, err, sizeof err);
    for (int t = 0; t < 300; t++) {
        gd_position p = {0};
        p.n = (uint8_t)(1 + rnd(3));
        for (int i = 0; i < p.n; i++)
            p.c[i] = rnd(7);
        uint64_t v = rnd(9);
        gd_move *a, *all;
        long n = g->ops->oracles.to_value(g, &p, v, &a, err, sizeof err);
        long m = gd_game_list_moves(g, &p, 1000, &all, err, sizeof err);
        long k = 0;
        for (long j = 0; j < m; j++) {
            uint64_t x = 0;
            for (int i = 0; i < p.n; i++)
                x ^= all[j].to.c[i];
            if (x == v) {
                CHECK(k < n && gd_position_equal(&a[k].to, &all[j].to), "nim to_value: move %ld", k);
                k++;
            }
        }
        CHECK(k == n, "nim to_value: %ld moves, %ld by filtering", n, k);
        free(a), free(all);
    }
    gd_game_free(g);
}

/* Huge heaps: the winning moves come from to_value, never from a list of 2^64 moves; the
 * answer is plain Nim's over all heaps of all components. */
static void huge_nim(void)
{
    char err[512];
    gd_position p;
    gd_game *sum = gd_sum_open("nim:18446744073709551615 nim:12345678901234567,99 wythoff:3,5 nim:1152921504606846976",
                               MEM, &p, err, sizeof err);
    CHECK(sum != NULL, "huge: %s", err);
    if (!sum)
        return;
    uint64_t heaps[] = {18446744073709551615ULL, 12345678901234567ULL, 99, 1152921504606846976ULL};
    uint64_t S;
    gd_sum_value v[4];
    gd_sum_move *w;
    long n = gd_sum_winning(sum, &p, v, &S, &w, err, sizeof err);
    uint64_t X = v[2].grundy; /* wythoff [3,5] */
    for (int i = 0; i < 4; i++)
        X ^= heaps[i];
    CHECK(n >= 0 && S == X, "huge: nim-sum");
    long expect = 0;
    for (int i = 0; i < 4; i++)
        expect += (heaps[i] ^ S) < heaps[i];
    long nim_moves = 0;
    for (long j = 0; j < n; j++) {
        if (w[j].component == 2)
            continue;
        uint64_t x = S;
        gd_position q;
        gd_sum_part(sum, &p, w[j].component, &q);
        for (int i = 0; i < q.n; i++)
            x ^= q.c[i] ^ w[j].move.to.c[i];
        CHECK(x == 0, "huge: move %ld does not make the nim-sum 0", j);
        nim_moves++;
    }
    CHECK(nim_moves == expect, "huge: %ld nim moves, expected %ld", nim_moves, expect);
    free(w);
    gd_game_free(sum);
}

/* A split that would need a 16th coordinate: the sum's moves are unlistable, so the solver
 * stops with an error instead of solving a smaller game. */
static void layout_overflow(void)
{
    gd_game *parts[2] = {kayles_new(), NULL};
    gd_position starts[2], p;
    char err[512];
    memset(starts, 0, sizeof starts);
    starts[0].n = 1, starts[0].c[0] = 5;
    gd_game_options o = {.max_mem = MEM};
    parts[1] = gd_game_open("nim", &o, err, sizeof err);
    CHECK(parts[1] && parts[1]->ops->rules.parse(parts[1], "1,1,1,1,1,1,1,1,1,1,1,1,1,1", &starts[1], err, sizeof err) == 0,
          "14 heaps: %s", err);
    gd_game *sum = gd_sum_new(parts, starts, 2, MEM, &p, err, sizeof err);
    CHECK(sum != NULL, "15 coordinates fit: %s", err);
    if (!sum)
        return;
    CHECK(sum->ops->rules.moves(sum, &p, NULL, 0) == UINT64_MAX, "a split to 16 coordinates is not listed");
    gd_solver *s = gd_solver_new(sum, MEM);
    gd_value v;
    CHECK(gd_solver_solve(s, &p, &v, err, sizeof err) != 0, "the solver must refuse");
    gd_solver_free(s);
    /* A row of 5000 pins has more moves than are checked when counting: listed, every
     * split is a move from p to p, so the solver reports a cycle. */
    gd_position big = p;
    big.c[1] = 5000;
    uint64_t m = sum->ops->rules.moves(sum, &big, NULL, 0);
    CHECK(m > 4096 && m < UINT64_MAX, "5000 pins: %llu moves", (unsigned long long)m);
    gd_move *mv = malloc(m * sizeof *mv);
    sum->ops->rules.moves(sum, &big, mv, m);
    uint64_t loops = 0, fits = 0;
    for (uint64_t j = 0; j < m; j++) {
        int loop = gd_position_equal(&mv[j].to, &big);
        loops += loop;
        fits += !loop && mv[j].to.n == 16 && mv[j].to.c[0] == ((uint64_t)14 << 4 | 1);
    }
    CHECK(m == 5014 && loops == 4998 && fits == 16, "5000 pins and 14 heaps: %llu moves that do not fit (4998 "
          "splits), %llu that do (16)", (unsigned long long)loops, (unsigned long long)fits);
    free(mv);
    s = gd_solver_new(sum, MEM);
    CHECK(gd_solver_solve(s, &big, &v, err, sizeof err) != 0 && (strstr(err, "cycle") || strstr(err, "too many")),
          "5000 pins: %s", err);
    /* the self-loop itself: the first split listed from [5000] */
    gd_position loop;
    CHECK(sum->ops->rules.moves(sum, &big, NULL, 0) == 5014, "count");
    gd_move three[3];
    sum->ops->rules.moves(sum, &big, three, 3);
    loop = three[1].to;
    CHECK(gd_position_equal(&loop, &big) && !three[1].is_pass, "a split that does not fit is listed as p -> p");
    gd_solver_free(s);
    gd_game_free(sum);
}

static void refused(const char *spec, uint64_t mem, const char *needle)
{
    char err[1024] = "";
    gd_position p;
    gd_game *g = gd_sum_open(spec, mem, &p, err, sizeof err);
    if (g) { /* a component too big to value is refused when it is valued */
        gd_sum_move *w = NULL;
        long n = gd_sum_winning(g, &p, NULL, NULL, &w, err, sizeof err);
        CHECK(n < 0, "'%s' was accepted", spec);
        free(w);
        gd_game_free(g);
    }
    CHECK(strstr(err, needle) != NULL && !strchr(err, '\n'), "'%s': message '%s' lacks '%s'", spec, err, needle);
}

static void bad_components(void)
{
    refused("go:3 nim:1", MEM, "unknown game 'go'");
    refused("nim:1 nim:x", MEM, "component 2 (nim:x)");
    refused("chomp:0,0,0", MEM, "not a position");
    refused("nim:3 sub:3:4,5 --blocking 1", MEM, "blocking game, which has no Grundy value");
    refused("nim:1,2,3 --perturb point:1,1,1", MEM, "perturbed");
    refused("nim:1,1,1,1,1,1,1,1 nim:1,1,1,1,1,1,1,1", MEM, "needs 16 coordinates");
    refused("--pass nim:3", MEM, "before any component");
    refused("nim:3 --frobnicate", MEM, "unknown option '--frobnicate'");
    refused("nim:3 --pass --pass", MEM, "given twice");
    refused("nim:3 --blocking", MEM, "needs a value");
    refused("", MEM, "an empty sum");
    refused("  ", MEM, "an empty sum");
    refused("nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1 nim:1",
            MEM, "at most 16 components");
    refused("nim:1 chomp:1000,0,10", (uint64_t)1 << 20, "above the memory bound");
    refused("nim:1 chomp:1000,0,10", (uint64_t)1 << 20, "component 2 (chomp:[1000,0,10])");
    refused("nim:100000000,100000000 --pass", (uint64_t)1 << 30, "positions, about");
}

/* Sums with loopy components (Poker Nim with strict caps has draws): Smith's theorem
 * (gd_sum_total) against the generic solver run on the combined sum game, which solves the
 * product graph by retrograde analysis: the outcome (P, N or D) at every position reachable
 * from each sum, and the winning moves listed are the solver's moves to P-positions; and
 * gd_sum_total on values made here against the loopy module's rule, an infinite value's set
 * shifted by the others' XOR. */
static void loopy_sums(void)
{
    static const char *const specs[] = {
        "sum:pokernim:1:1/0,1 --strict-cap nim:1", "sum:pokernim:1:1/0,1 --strict-cap pokernim:1:1/0,1 --strict-cap",
        "sum:pokernim:1:2,1/0,1 --strict-cap nim:2", "sum:pokernim:2:1,1/1,0 --strict-cap nim:3",
        "sum:pokernim:1:1,1/0,0 --strict-cap nim:1,2"};
    long checked = 0, draws = 0;
    for (size_t t = 0; t < sizeof specs / sizeof *specs; t++) {
        gd_game *g;
        gd_position p;
        char err[512];
        gd_game_options o = {.max_mem = MEM};
        if (gd_game_open_position(specs[t], &o, &g, &p, err, sizeof err) != 0) {
            CHECK(0, "%s: %s", specs[t], err);
            continue;
        }
        gd_solver *s = gd_solver_new(g, MEM);
        gd_move *mv;
        long m = s ? gd_game_list_moves(g, &p, 1000, &mv, err, sizeof err) : -1;
        CHECK(m >= 0, "%s: moves: %s", specs[t], err);
        for (long j = -1; j < m; j++) {
            const gd_position *q = j < 0 ? &p : &mv[j].to;
            gd_value v;
            gd_sum_value sv[GD_SUM_MAX_COMPONENTS], total;
            gd_sum_move *w;
            uint64_t S;
            char outcome;
            if (gd_solver_solve(s, q, &v, err, sizeof err) != 0) {
                CHECK(0, "%s: solver: %s", specs[t], err);
                continue;
            }
            long n = gd_sum_winning(g, q, sv, &S, &w, err, sizeof err);
            CHECK(n >= 0 && gd_sum_total(sv, gd_sum_components(g), &total, &outcome) == 0, "%s: %s", specs[t], err);
            if (n < 0)
                continue;
            int want = v.outcome == GD_OUTCOME_P ? 'P' : v.outcome == GD_OUTCOME_N ? 'N' : 'D';
            CHECK(outcome == want, "%s (option %ld): Smith gives %c, the sum game's solver %c", specs[t], j, outcome,
                  want);
            gd_move *ref;
            long r = gd_solver_winning(s, q, &ref, err, sizeof err);
            CHECK(r == n, "%s (option %ld): %ld winning moves listed, the solver finds %ld", specs[t], j, n, r);
            for (long k = 0; k < n && k < r; k++) {
                gd_position to;
                CHECK(gd_sum_with_part(g, q, w[k].component, &w[k].move.to, &to, err, sizeof err) == 0 &&
                          gd_position_equal(&to, &ref[k].to),
                      "%s (option %ld): winning move %ld differs from the solver's", specs[t], j, k);
            }
            draws += outcome == 'D';
            checked++;
            free(w);
            if (r >= 0)
                free(ref);
        }
        if (m >= 0)
            free(mv);
        gd_solver_free(s);
        gd_game_free(g);
    }
    CHECK(checked >= 20 && draws > 0, "%ld positions of loopy sums checked, %ld draws", checked, draws);
    /* values made here: one infinite component inf(0,2) beside 1 and 2 (b = 3) is inf(1,3),
     * a draw; beside 2 alone inf(0,2) becomes inf(0,2) XOR 2 = inf(0,2): N */
    gd_sum_value v[3] = {{0}}, total;
    char outcome;
    v[0].infinite = 1, v[0].nset = 2, v[0].set[0] = 0, v[0].set[1] = 2;
    v[1].grundy = 1, v[2].grundy = 2;
    CHECK(gd_sum_total(v, 3, &total, &outcome) == 0 && total.infinite && total.nset == 2 && total.set[0] == 1 &&
              total.set[1] == 3 && outcome == 'D',
          "inf(0,2) + 1 + 2: %c", outcome);
    CHECK(gd_sum_total(v, 1, &total, &outcome) == 0 && outcome == 'N', "inf(0,2) alone: %c", outcome);
    v[1].infinite = 1;
    CHECK(gd_sum_total(v, 2, &total, &outcome) == 0 && total.infinite && total.nset == 0 && outcome == 'D',
          "two infinite: %c", outcome);
    v[1].infinite = 0, v[1].grundy = (uint64_t)1 << 40;
    CHECK(gd_sum_total(v, 2, &total, &outcome) == -1, "a finite value beyond 32 bits beside an infinite one");
    printf("loopy sums: %ld positions checked, %ld draws\n", checked, draws);
}

int main(void)
{
    loopy_sums();
    kayles_reference();
    nim_to_value();
    random_sums();
    huge_nim();
    layout_overflow();
    bad_components();
    return tl_done("t_sum");
}

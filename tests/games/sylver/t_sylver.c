/* Sylver Coinage: the family against a brute force written from the rules (every set of two
 * or three numbers up to 9, and the winning moves), against the generic solver, against the
 * published outcomes of tests/data/sylver_published.txt and two theorems (Hutchings's on
 * pairs, Sicherman's on enders); the parser's refusals; positions with gcd > 1. */
#include "gamedyn/game.h"
#include "gamedyn/sylver.h"
#include "games/sylver/sylver_impl.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

/* == brute force: a position is the list of numbers named; "m can be named" is a plain
 * representability table; a position's key is the mask of the numbers 1..63 that can still
 * be named (every gcd-1 position here has them all below 64). */
#define LIM 64
static uint64_t legal_mask(const int *x, int n)
{
    unsigned char rep[LIM] = {1};
    for (int v = 1; v < LIM; v++)
        for (int i = 0; i < n && !rep[v]; i++)
            rep[v] = v >= x[i] && rep[v - x[i]];
    uint64_t m = 0;
    for (int v = 1; v < LIM; v++)
        if (!rep[v])
            m |= (uint64_t)1 << v;
    return m;
}

static uint64_t bkeys[1 << 20];
static unsigned char bvals[1 << 20];

/* 1 when the player to move wins: some m >= 2 that can be named leaves a losing position. */
static int brute(int *x, int n)
{
    uint64_t key = legal_mask(x, n);
    uint64_t h = (key * 0x9e3779b97f4a7c15u) >> 44;
    while (bvals[h] && bkeys[h] != key)
        h = (h + 1) & ((1 << 20) - 1);
    if (bvals[h])
        return bvals[h] - 1;
    int win = 0;
    for (int m = 2; m < LIM && !win; m++)
        if (key >> m & 1) {
            x[n] = m;
            win = !brute(x, n + 1);
        }
    bkeys[h] = key;
    bvals[h] = (unsigned char)(win + 1);
    return win;
}

static int gcd(int a, int b)
{
    return b ? gcd(b, a % b) : a;
}

static gd_game *G;

static void position(const int *x, int n, gd_position *p)
{
    char text[128], err[256];
    int at = snprintf(text, sizeof text, "sylver:");
    for (int i = 0; i < n; i++)
        at += snprintf(text + at, sizeof text - (size_t)at, "%s%d", i ? "," : "", x[i]);
    CHECK(gd_game_parse(G, text, p, err, sizeof err) == 0, "%s: %s", text, err);
}

/* One set of numbers: outcome and winning moves against the brute force. */
static void one(const int *x, int n, gd_solver *gs)
{
    int y[LIM];
    memcpy(y, x, (size_t)n * sizeof *y);
    int want = brute(y, n);
    gd_position p;
    char err[256];
    position(x, n, &p);
    int o = gd_game_oracle_outcome(G, &p, err, sizeof err);
    CHECK(o == (want ? GD_OUTCOME_N : GD_OUTCOME_P), "{%d,%d,%d}: oracle %d brute %d", x[0], x[1], n > 2 ? x[2] : 0,
          o, want);
    gd_move *mv;
    long k = gd_game_oracle_winning(G, &p, &mv, err, sizeof err);
    /* the winning numbers by brute force, against the family's */
    uint64_t wins = 0, got = 0, key = legal_mask(x, n);
    for (int m = 2; m < LIM; m++)
        if (key >> m & 1) {
            y[n] = m;
            if (!brute(y, n + 1))
                wins |= (uint64_t)1 << m;
        }
    for (long i = 0; i < k; i++) {
        char b[32];
        G->ops->ui.format_move(G, &p, &mv[i], b, sizeof b);
        got |= (uint64_t)1 << atoi(b);
    }
    CHECK(k >= 0 && got == wins, "{%d,%d,%d}: winning moves differ", x[0], x[1], n > 2 ? x[2] : 0);
    free(mv);
    if (gs && p.c[0] <= 6) {
        gd_value v;
        CHECK(gd_solver_solve(gs, &p, &v, err, sizeof err) == 0 && v.outcome == o, "generic solver: %s", err);
    }
}

static void against_brute(void)
{
    gd_solver *gs = gd_solver_new(G, 1 << 28);
    int x[3];
    for (x[0] = 2; x[0] <= 9; x[0]++)
        for (x[1] = x[0] + 1; x[1] <= 9; x[1]++) {
            if (gcd(x[0], x[1]) == 1)
                one(x, 2, gs);
            for (x[2] = x[1] + 1; x[2] <= 9; x[2]++)
                if (gcd(gcd(x[0], x[1]), x[2]) == 1)
                    one(x, 3, gs);
        }
    gd_solver_free(gs);
}

/* Hutchings: {m,n} coprime, not {2,3}, is N. Sicherman: an ender other than {2,3} is N. */
static void theorems(void)
{
    gd_sylver *s = gd_sylver_new(1 << 28, 0);
    char err[256];
    for (uint64_t a = 2; a <= 12; a++)
        for (uint64_t b = a + 1; b <= 12; b++) {
            uint64_t g[2] = {a, b};
            gd_sylver_result r;
            if (gd_sylver_gcd(g, 2) != 1)
                continue;
            CHECK(gd_sylver_outcome(s, g, 2, &r, err, sizeof err) == 0 && r.outcome == !(a == 2 && b == 3),
                  "Hutchings {%llu,%llu}", (unsigned long long)a, (unsigned long long)b);
            CHECK(gd_sylver_is_ender(g, 2) == 1, "{%llu,%llu} is an ender", (unsigned long long)a,
                  (unsigned long long)b);
        }
    long enders = 0;
    for (uint64_t a = 2; a <= 10; a++)
        for (uint64_t b = a + 1; b <= 10; b++)
            for (uint64_t c = b + 1; c <= 10; c++) {
                uint64_t x[3] = {a, b, c}, g[3];
                gd_sylver_result r;
                if (gd_sylver_gcd(x, 3) != 1 || gd_sylver_reduce(x, 3, g, 3, err, sizeof err) != 3 ||
                    gd_sylver_is_ender(g, 3) != 1)
                    continue;
                enders++;
                CHECK(gd_sylver_outcome(s, g, 3, &r, err, sizeof err) == 0 && r.outcome == 1, "ender {%llu,%llu,%llu}",
                      (unsigned long long)a, (unsigned long long)b, (unsigned long long)c);
            }
    CHECK(enders > 10, "only %ld enders among the triples", enders);
    gd_sylver_free(s);
}

/* The oracle's outcome of the position text (after "sylver:"); GD_OUTCOME_UNKNOWN with a
 * gcd > 1 position it cannot decide. */
static int outcome_of(const char *pos, int *g)
{
    char text[160], err[256];
    snprintf(text, sizeof text, "sylver:%s", pos);
    int x[32], n = 0;
    *g = 0;
    for (const char *c = pos; *c && n < 32; c++)
        if (c == pos || c[-1] == ',')
            x[n] = atoi(c), *g = gcd(*g, x[n]), n++;
    gd_position p;
    CHECK(gd_game_parse(G, text, &p, err, sizeof err) == 0, "%s: %s", text, err);
    err[0] = 0;
    int o = gd_game_oracle_outcome(G, &p, err, sizeof err);
    if (o < 0)
        CHECK(*g > 1 && strstr(err, "unknown"), "%s: %s", text, err);
    return o < 0 ? GD_OUTCOME_UNKNOWN : o;
}

static void published(void)
{
    FILE *f = tl_open_reference("sylver_published.txt");
    char line[512];
    int n = 0, unknown = 0, moves = 0;
    while (tl_next_line(f, line, sizeof line)) {
        char pos[128], out[8], src[32];
        int m = 0, g, k = sscanf(line, "%127s %7s %31s move %d", pos, out, src, &m);
        if (k < 2)
            continue;
        int o = outcome_of(pos, &g), want = out[0] == 'P' ? GD_OUTCOME_P : GD_OUTCOME_N;
        CHECK(o == want || (o == GD_OUTCOME_UNKNOWN && g > 1), "sylver:%s: %d, published %s", pos, o, out);
        unknown += o == GD_OUTCOME_UNKNOWN;
        n++;
        if (k == 4) {
            /* the stated winning move leaves a P-position */
            char after[160];
            snprintf(after, sizeof after, "%s,%d", pos, m);
            int o2 = outcome_of(after, &g);
            CHECK(o2 == GD_OUTCOME_P || (o2 == GD_OUTCOME_UNKNOWN && g > 1), "sylver:%s: %d after the published move",
                  after, o2);
            moves++;
        }
    }
    fclose(f);
    CHECK(n >= 45 && moves >= 14, "%d published outcomes and %d moves read", n, moves);
    /* what gcd > 1 leaves open today: a decided one more is welcome, a contradiction fails above */
    CHECK(unknown <= 15, "%d published outcomes left unknown", unknown);
    uint64_t e[3] = {4, 5, 7};
    CHECK(gd_sylver_is_ender(e, 3) == 1, "{4,5,7} is an ender (Sicherman's example)");
    /* the progressions Sicherman names as enders */
    uint64_t e2[2] = {2, 9}, e3[3] = {3, 7, 11}, e7[7] = {8, 11, 14, 17, 20, 23, 26}, ne[4] = {6, 13, 20, 27};
    CHECK(gd_sylver_is_ender(e2, 2) == 1 && gd_sylver_is_ender(e3, 3) == 1 && gd_sylver_is_ender(e7, 7) == 1,
          "published enders");
    CHECK(gd_sylver_is_ender(ne, 4) == 0, "{6,13,20,27} is not an ender (Sicherman's example)");
}

static void parser(void)
{
    static const char *const bad[] = {"1", "0", "5,,7", "abc", "5,", ",5", "2,1000001", "5 7x", "{5,7", "-3"};
    gd_position p;
    char err[256], buf[256];
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = 0;
        CHECK(gd_game_parse(G, bad[i], &p, err, sizeof err) != 0 && err[0] && !strchr(err, '\n'), "'%s' accepted",
              bad[i]);
    }
    static const char *const good[][2] = {{"5,7", "5,7"},     {"{5,7}", "5,7"}, {"7,5", "5,7"}, {"4,6,8", "4,6"},
                                          {"{}", "{}"},       {"", "{}"},       {"10,15", "10,15"},
                                          {"6,4,9,12", "4,6,9"}, {"5, 7", "5,7"}};
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        CHECK(gd_game_parse(G, good[i][0], &p, err, sizeof err) == 0, "'%s': %s", good[i][0], err);
        gd_game_format(G, &p, buf, sizeof buf);
        CHECK(strcmp(buf, good[i][1]) == 0, "'%s' -> '%s'", good[i][0], buf);
    }
    /* 17 minimal generators do not fit a position */
    CHECK(gd_game_parse(G, "17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33", &p, err, sizeof err) != 0,
          "17 generators accepted");
}

static void infinite(void)
{
    gd_position p;
    char err[256];
    /* a prime >= 5 alone: P (Hutchings), no winning move */
    static const char *const primes[] = {"5", "7", "97", "999983"};
    for (size_t i = 0; i < 4; i++) {
        gd_game_parse(G, primes[i], &p, err, sizeof err);
        CHECK(gd_game_oracle_outcome(G, &p, err, sizeof err) == GD_OUTCOME_P, "{%s}", primes[i]);
        CHECK(G->ops->rules.moves(G, &p, NULL, 0) == UINT64_MAX, "{%s} has infinitely many moves", primes[i]);
    }
    /* {10}: naming 5 leaves {5}; {2}: naming 3 leaves {2,3} */
    gd_game_parse(G, "10", &p, err, sizeof err);
    CHECK(gd_game_oracle_outcome(G, &p, err, sizeof err) == GD_OUTCOME_N, "{10}");
    gd_game_parse(G, "{}", &p, err, sizeof err);
    CHECK(gd_game_oracle_outcome(G, &p, err, sizeof err) == GD_OUTCOME_N, "{}");
    /* {8,12}: no theorem here: unknown, never guessed */
    gd_game_parse(G, "8,12", &p, err, sizeof err);
    err[0] = 0;
    CHECK(gd_game_oracle_outcome(G, &p, err, sizeof err) == -1 && strncmp(err, "unknown: ", 9) == 0, "{8,12}: %s",
          err);
    /* the move a gcd > 1 search reports leads to a P-position: of the brute force when its gcd
     * is 1, else of a theorem */
    uint64_t g[2] = {6, 9};
    gd_sylver *s = gd_sylver_new(1 << 28, 0);
    gd_sylver_result r;
    int moves_seen = 0;
    for (int a = 4; a <= 9; a++)
        for (int b = a + 1; b <= 12; b++) {
            if (gcd(a, b) == 1)
                continue;
            g[0] = (uint64_t)a, g[1] = (uint64_t)b;
            uint64_t h[2];
            if (gd_sylver_reduce(g, 2, h, 2, err, sizeof err) != 2 || gd_sylver_outcome(s, h, 2, &r, err, sizeof err))
                continue;
            if (r.how != GD_SYLVER_MOVE)
                continue;
            moves_seen++;
            if (gcd(gcd(a, b), (int)r.move) == 1) {
                int x[LIM] = {a, b, (int)r.move};
                CHECK(r.move < LIM && !brute(x, 3), "{%d,%d}: move %llu", a, b, (unsigned long long)r.move);
            } else {
                uint64_t c[3] = {(uint64_t)a, (uint64_t)b, r.move}, cg[3];
                int k = gd_sylver_reduce(c, 3, cg, 3, err, sizeof err);
                gd_sylver_result cr;
                CHECK(k > 0 && gd_sylver_outcome(s, cg, k, &cr, err, sizeof err) == 0 && cr.outcome == 0 &&
                          (cr.how == GD_SYLVER_QUIET || cr.how == GD_SYLVER_PRIME),
                      "{%d,%d}: move %llu to a P-position of a theorem", a, b, (unsigned long long)r.move);
            }
        }
    CHECK(moves_seen >= 4, "gcd > 1 pairs won by a move: %d", moves_seen);
    gd_sylver_free(s);
}

/* Whether v is a sum of multiples of x[0..n-1] (a plain table, independent of the module). */
static int representable(const int *x, int n, int v)
{
    unsigned char rep[512] = {1};
    for (int w = 1; w <= v; w++)
        for (int i = 0; i < n && !rep[w]; i++)
            rep[w] = w >= x[i] && rep[w - x[i]];
    return rep[v];
}

static int frobenius(const int *x, int n)
{
    int t = -1, run = 0;
    for (int v = 1; v < 500 && run < 64; v++) {
        if (representable(x, n, v))
            run++;
        else
            t = v, run = 0;
    }
    return t;
}

static int symmetric(const int *x, int n)
{
    int t = frobenius(x, n);
    for (int v = 0; v <= t; v++)
        if (representable(x, n, v) == representable(x, n, t - v))
            return 0;
    return 1;
}

/* The quiet-end theorem of docs/sylver.md, checked from the rules on small cases: (1) its
 * lemma: S symmetric, p prime, n in S prime to p: <pS, n> is symmetric; (2) the P-positions
 * it proves: every move n with a gcd-1 result small enough for the brute force loses. */
static void quiet_end(void)
{
    int lemma = 0;
    static const int primes[] = {2, 3, 5};
    for (int a = 2; a <= 7; a++)
        for (int b = a + 1; b <= 9; b++) {
            int S[2] = {a, b};
            if (gcd(a, b) != 1 || !symmetric(S, 2))
                continue;
            for (int pi = 0; pi < 3; pi++)
                for (int n = 2; n <= 30; n++) {
                    int p = primes[pi];
                    if (n % p == 0 || !representable(S, 2, n))
                        continue;
                    int T[3] = {p * a, p * b, n};
                    CHECK(symmetric(T, 3), "<%d{%d,%d}, %d> symmetric", p, a, b, n);
                    lemma++;
                }
        }
    CHECK(lemma > 100, "lemma cases: %d", lemma);
    gd_sylver *s = gd_sylver_new(1 << 28, 0);
    static const int quietP[][2] = {{4, 6}, {6, 9}};
    char err[256];
    for (int i = 0; i < 2; i++) {
        uint64_t h[2] = {(uint64_t)quietP[i][0], (uint64_t)quietP[i][1]};
        gd_sylver_result r;
        CHECK(gd_sylver_outcome(s, h, 2, &r, err, sizeof err) == 0 && r.outcome == 0 && r.how == GD_SYLVER_QUIET,
              "{%d,%d}: P by the quiet-end theorem", quietP[i][0], quietP[i][1]);
        int checked = 0;
        for (int n = 2; n < LIM; n++) {
            int x[LIM] = {quietP[i][0], quietP[i][1], n};
            if (gcd(gcd(x[0], x[1]), n) != 1 || frobenius(x, 3) >= LIM - 8)
                continue;
            CHECK(brute(x, 3), "{%d,%d}: the move %d loses", x[0], x[1], n);
            checked++;
        }
        CHECK(checked >= 8, "{%d,%d}: %d moves checked", quietP[i][0], quietP[i][1], checked);
    }
    gd_sylver_free(s);
}

/* Every bit of a key reaches the low bits of its hash, which index the memo. The hash without
 * its last mixing steps gave keys that differ only in bits 53..63 of a word the same slot (in
 * one-word keys: the gaps near 64), so that a full table found its buckets full. */
static void hash_bits(void)
{
    uint64_t x = 0x243f6a8885a308d3u; /* a fixed seed (xorshift64) */
    for (int w = 1; w <= 2; w++)
        for (int bit = 0; bit < 64 * w; bit++) {
            int same = 0;
            for (int i = 0; i < 64; i++) {
                uint64_t k[2], k2[2];
                for (int j = 0; j < 2; j++) {
                    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
                    k[j] = k2[j] = x;
                }
                k2[bit / 64] ^= (uint64_t)1 << (bit % 64);
                same += ((sg_hash(k, w) ^ sg_hash(k2, w)) & 0xfffff) == 0;
            }
            CHECK(same <= 1, "w = %d: flipping bit %d left %d of 64 keys in the same slot of 2^20", w, bit, same);
        }
}

/* A memo at its bound keeps answering: a full table replaces its keys (few of them while it
 * is not crowded: a hash that clusters its keys made nearly every key replace another), and
 * a key width first met at the bound takes half of a larger table (else it found no room). */
static void memo_bound(void)
{
    char err[256];
    const uint64_t bound = 50 << 10;
    gd_sylver *big = gd_sylver_new(1 << 28, 0), *small = gd_sylver_new(bound, 0), *mid = gd_sylver_new(300 << 10, 0);
    CHECK(big && small && mid, "out of memory");
    long n = 0;
    for (uint64_t a = 4; a <= 16 && big && small && mid; a++)
        for (uint64_t b = a + 1; b <= 16; b++)
            for (uint64_t c = b + 1; c <= 16; c++) {
                uint64_t x[3] = {a, b, c}, g[3];
                gd_sylver_result r1, r2, r3;
                if (gd_sylver_gcd(x, 3) != 1 || gd_sylver_reduce(x, 3, g, 3, err, sizeof err) != 3)
                    continue;
                CHECK(gd_sylver_outcome(big, g, 3, &r1, err, sizeof err) == 0, "%s", err);
                CHECK(gd_sylver_outcome(small, g, 3, &r2, err, sizeof err) == 0, "{%llu,%llu,%llu}, a small memo: %s",
                      (unsigned long long)a, (unsigned long long)b, (unsigned long long)c, err);
                CHECK(gd_sylver_outcome(mid, g, 3, &r3, err, sizeof err) == 0, "%s", err);
                CHECK(r1.outcome == r2.outcome && r1.move == r2.move && r1.outcome == r3.outcome && r1.move == r3.move,
                      "{%llu,%llu,%llu}: a smaller memo differs",
                      (unsigned long long)a, (unsigned long long)b, (unsigned long long)c);
                n++;
            }
    CHECK(n > 150 && gd_sylver_evictions(small) > 0, "%ld triples, %llu keys dropped: the bound was not reached", n,
          (unsigned long long)gd_sylver_evictions(small));
    /* mid's table of one-word keys stops at 2^14 slots (2^15 would need 384 KiB with the old
     * table) while the triples need about 10^4 keys: a full table, but not a crowded one */
    uint64_t held = gd_sylver_count(mid), dropped = gd_sylver_evictions(mid);
    CHECK(held + dropped == gd_sylver_searched(mid) &&
              gd_sylver_count(small) + gd_sylver_evictions(small) == gd_sylver_searched(small),
          "searched semigroups are held or dropped");
    CHECK(dropped > 0 && dropped * 10 < held, "%llu keys dropped, %llu held: the full table replaces too often",
          (unsigned long long)dropped, (unsigned long long)held);
    uint64_t wide[2] = {2, 131}; /* Frobenius number 129: a key of three words */
    gd_sylver_result r;
    CHECK(gd_sylver_outcome(small, wide, 2, &r, err, sizeof err) == 0 && r.outcome == 1 && r.move == 3,
          "{2,131} at the bound: %s", err);
    CHECK(gd_sylver_count(small) > 1000, "{2,131} at the bound emptied the memo (%llu keys left)",
          (unsigned long long)gd_sylver_count(small));
    CHECK(gd_sylver_peak_bytes(small) <= bound, "the memo held %llu bytes, above its bound",
          (unsigned long long)gd_sylver_peak_bytes(small));
    gd_sylver_free(big);
    gd_sylver_free(small);
    gd_sylver_free(mid);
}

int main(void)
{
    char err[256];
    G = gd_game_open("sylver", NULL, err, sizeof err);
    CHECK(G != NULL, "%s", err);
    if (!G)
        return tl_done("t_sylver");
    against_brute();
    theorems();
    published();
    parser();
    infinite();
    quiet_end();
    memo_bound();
    hash_bits();
    gd_game_free(G);
    return tl_done("t_sylver");
}

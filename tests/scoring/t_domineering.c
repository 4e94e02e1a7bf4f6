/* Scoring Domineering (docs/scoring.md) and the survey's claims on it:
 *  - the value builder against a plain search of the board written from the rules (a move
 *    scores 1; a component where at most one player can still move is settled, scoring
 *    that player's largest number of further moves, found here by search, and is not played
 *    again; the game ends when every component is settled): o(value) equals
 *    the searched outcome on every position reachable on every board of at most 12 cells;
 *  - the library's count of the claims (gd_domineering_scoring_claims_run) equals this file's;
 *  - nonnegative incentive as Milnor's condition, o_L(G) >= o_R(G) on every position
 *    reachable on those boards (a player never loses by moving); the incentives of single
 *    moves (G^L >= G, G^R <= G, in the order of all guaranteed games and in Milnor's
 *    o_R(G^L - G) >= 0) are counted and printed, not required: a dominated move may lose;
 *  - o_L(G) + o_R(H) <= o_L(G + H) on random sums of those positions;
 *  - G - G = 0 on those positions;
 *  - observed, not required: the scoring game as a Conway game M against the normal-play
 *    value N (mean, and reduced canonical forms of N and of M cooled by 1); required: M's
 *    stops are the outcome (Milnor's games). */
#include "gamedyn/domineering.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

static int R, C;
static signed char *memo[2]; /* by occupied mask: outcome + 64, 0 unknown */

/* Largest number of moves of `side` in the component comp (a mask of empty cells), by search. */
static int most_moves(uint32_t comp, int side)
{
    int best = 0;
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) {
            int r2 = r + (side == 0), c2 = c + (side == 1);
            if (r2 >= R || c2 >= C)
                continue;
            uint32_t d = 1u << (r * C + c) | 1u << (r2 * C + c2);
            if ((comp & d) == d) {
                int v = 1 + most_moves(comp & ~d, side);
                best = v > best ? v : best;
            }
        }
    return best;
}

static int can_move(uint32_t empty, int side)
{
    return most_moves(empty, side) > 0;
}

/* The end score of the board with occupied mask m: the components' bonuses. */
static int end_bonus(uint32_t m)
{
    uint32_t all = (R * C == 32 ? 0xffffffffu : (1u << (R * C)) - 1), empty = ~m & all, seen = 0;
    int total = 0;
    for (int k = 0; k < R * C; k++) {
        if (!(empty >> k & 1) || (seen >> k & 1))
            continue;
        uint32_t comp = 1u << k, grow = comp;
        while (grow) {
            uint32_t next = 0;
            for (int x = 0; x < R * C; x++)
                if (grow >> x & 1) {
                    int r = x / C, c = x % C;
                    if (r > 0) next |= 1u << (x - C);
                    if (r + 1 < R) next |= 1u << (x + C);
                    if (c > 0) next |= 1u << (x - 1);
                    if (c + 1 < C) next |= 1u << (x + 1);
                }
            next &= empty & ~comp;
            comp |= next, grow = next;
        }
        seen |= comp;
        int l = can_move(comp, 0), rr = can_move(comp, 1);
        if (l && !rr)
            total += most_moves(comp, 0);
        if (rr && !l)
            total -= most_moves(comp, 1);
    }
    return total;
}

/* The empty cells of the components where both players can still move. */
static uint32_t hot(uint32_t m)
{
    uint32_t all = (1u << (R * C)) - 1, empty = ~m & all, seen = 0, out = 0;
    for (int k = 0; k < R * C; k++) {
        if (!(empty >> k & 1) || (seen >> k & 1))
            continue;
        uint32_t comp = 1u << k, grow = comp;
        while (grow) {
            uint32_t next = 0;
            for (int x = 0; x < R * C; x++)
                if (grow >> x & 1) {
                    int r = x / C, c = x % C;
                    if (r > 0) next |= 1u << (x - C);
                    if (r + 1 < R) next |= 1u << (x + C);
                    if (c > 0) next |= 1u << (x - 1);
                    if (c + 1 < C) next |= 1u << (x + 1);
                }
            next &= empty & ~comp;
            comp |= next, grow = next;
        }
        seen |= comp;
        if (can_move(comp, 0) && can_move(comp, 1))
            out |= comp;
    }
    return out;
}

/* Final score (Left's points minus Right's, from here on) with `side` to move: moves only
 * in components where both can move; when there is none, the settled components score. */
static int search(uint32_t m, int side)
{
    if (memo[side][m])
        return memo[side][m] - 64;
    uint32_t h = hot(m);
    int any = 0, best = 0;
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) {
            int r2 = r + (side == 0), c2 = c + (side == 1);
            if (r2 >= R || c2 >= C || !(h >> (r * C + c) & 1) || !(h >> (r2 * C + c2) & 1))
                continue;
            int v = (side ? -1 : 1) + search(m | 1u << (r * C + c) | 1u << (r2 * C + c2), !side);
            if (!any || (side ? v < best : v > best))
                best = v;
            any = 1;
        }
    if (!any)
        best = end_bonus(m);
    memo[side][m] = (signed char)(best + 64);
    return best;
}

/* The comparison with normal play, observed (the survey: Scoring Domineering's optimal play
 * differs from Domineering's only in the parity, infinitesimal, part): N(m) is the
 * normal-play value of the board, M(m) the scoring game as a Conway game with numbers at
 * its leaves ({1 + M(m+v) | -1 + M(m+h)} over the moves of unsettled components, the settled
 * points when none is left); compared are mean(M) with mean(N), and the reduced canonical
 * forms of N and of M cooled by 1. */
static gd_cgt *K;
static gd_cgt_id *normal_memo, *milnor_memo;

static gd_cgt_id normal_value(uint32_t m)
{
    if (normal_memo[m] != GD_CGT_NONE)
        return normal_memo[m];
    gd_cgt_id o[2][64];
    size_t n[2] = {0, 0};
    for (int side = 0; side < 2; side++)
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++) {
                int r2 = r + (side == 0), c2 = c + (side == 1);
                uint32_t d = 1u << (r * C + c) | (r2 < R && c2 < C ? 1u << (r2 * C + c2) : 0);
                if (r2 >= R || c2 >= C || (m & d))
                    continue;
                o[side][n[side]++] = normal_value(m | d);
            }
    return normal_memo[m] = gd_cgt_make(K, o[0], n[0], o[1], n[1]);
}

static gd_cgt_id milnor_value(uint32_t m)
{
    if (milnor_memo[m] != GD_CGT_NONE)
        return milnor_memo[m];
    uint32_t h = hot(m);
    if (!h)
        return milnor_memo[m] = gd_cgt_integer(K, end_bonus(m));
    gd_cgt_id o[2][64];
    size_t n[2] = {0, 0};
    for (int side = 0; side < 2; side++)
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++) {
                int r2 = r + (side == 0), c2 = c + (side == 1);
                if (r2 >= R || c2 >= C || !(h >> (r * C + c) & 1) || !(h >> (r2 * C + c2) & 1))
                    continue;
                gd_cgt_id v = milnor_value(m | 1u << (r * C + c) | 1u << (r2 * C + c2));
                o[side][n[side]++] = gd_cgt_sum(K, v, gd_cgt_integer(K, side ? -1 : 1));
            }
    return milnor_memo[m] = gd_cgt_make(K, o[0], n[0], o[1], n[1]);
}

static long np_positions, np_mean, np_reduced;

static void compare_normal(uint32_t m)
{
    gd_cgt_id nv = normal_value(m), mv = milnor_value(m);
    gd_dyadic a, b;
    np_positions++;
    if (gd_cgt_mean(K, nv, &a) == 0 && gd_cgt_mean(K, mv, &b) == 0 && gd_dyadic_cmp(a, b) == 0)
        np_mean++;
    gd_cgt_id cooled = gd_cgt_cool(K, mv, gd_dyadic_int(1));
    if (cooled != GD_CGT_NONE && gd_cgt_reduced(K, cooled) == gd_cgt_reduced(K, nv))
        np_reduced++;
}

static gd_scoring *S;
static gd_domineering_scoring *D;
static gd_domineering_scoring_search *AB; /* the library's search and M, against this file's search */
static gd_domineering_milnor *MIL;
static long fast_checked;

static gd_position board_of(uint32_t m)
{
    gd_position p;
    memset(&p, 0, sizeof p);
    gd_domineering_board(&p, R, C);
    for (int k = 0; k < R * C; k++)
        if (m >> k & 1)
            gd_domineering_occupy(&p, k / C, k % C);
    return p;
}

static gd_scoring_id value(uint32_t m)
{
    gd_position p = board_of(m);
    gd_scoring_id v;
    char err[256];
    if (gd_domineering_scoring_value(D, &p, &v, err, sizeof err)) {
        CHECK(0, "value: %s", err);
        return 0;
    }
    return v;
}

static const char *T(gd_scoring_id g)
{
    static char buf[2][8192];
    static int k;
    k ^= 1;
    gd_scoring_print(S, g, buf[k], sizeof buf[k]);
    return buf[k];
}

static long positions, moves, cold, incentive_bad, milnor_bad, inverse_ok, inverse_bad;
static gd_scoring_id pool[1 << 12];
static int npool;

static void visit(uint32_t m, uint8_t *seen)
{
    if (seen[m])
        return;
    seen[m] = 1;
    positions++;
    compare_normal(m);
    gd_scoring_id g = value(m);
    if (npool < (int)(sizeof pool / sizeof *pool) && (positions % 3 == 0))
        pool[npool++] = g;
    gd_dyadic ol, or_;
    gd_scoring_outcome(S, g, &ol, &or_);
    /* Milnor: with o_L >= o_R everywhere, the Conway game M's stops are the outcomes */
    gd_dyadic ls, rs;
    gd_cgt_id mv = milnor_value(m);
    CHECK(gd_cgt_left_stop(K, mv, &ls) == 0 && gd_cgt_right_stop(K, mv, &rs) == 0 && gd_dyadic_cmp(ls, ol) == 0 &&
              gd_dyadic_cmp(rs, or_) == 0,
          "%dx%d mask %x: stops of M differ from the outcome", R, C, m);
    CHECK(ol.num == search(m, 0) && or_.num == search(m, 1), "%dx%d mask %x: o = (%lld, %lld), searched (%d, %d)", R,
          C, m, (long long)ol.num, (long long)or_.num, search(m, 0), search(m, 1));
    {
        gd_position bp = board_of(m);
        int al, ar;
        char err[256];
        gd_cgt_id lm;
        gd_dyadic a, b;
        CHECK(gd_domineering_scoring_search_outcome(AB, &bp, &al, &ar, err, sizeof err) == 0 && al == search(m, 0) &&
                  ar == search(m, 1),
              "%dx%d mask %x: the library's search gives (%d, %d), this file's (%d, %d)", R, C, m, al, ar, search(m, 0),
              search(m, 1));
        CHECK(gd_domineering_milnor_value(MIL, &bp, &lm, err, sizeof err) == 0 &&
                  gd_cgt_left_stop(gd_domineering_milnor_cgt(MIL), lm, &a) == 0 &&
                  gd_cgt_right_stop(gd_domineering_milnor_cgt(MIL), lm, &b) == 0 && a.num == search(m, 0) &&
                  b.num == search(m, 1) && lm == mv,
              "%dx%d mask %x: the library's M differs from this file's", R, C, m);
        fast_checked++;
    }
    /* the incentive of every move, and G - G */
    /* a player never loses by moving first: o_L >= o_R (Milnor's condition) */
    if (ol.num < or_.num && ++cold <= 3)
        printf("moving first loses: %dx%d mask %x, G = %s\n", R, C, m, T(g));
    gd_scoring_id one[2] = {gd_scoring_number(S, gd_dyadic_int(1)), gd_scoring_number(S, gd_dyadic_int(-1))};
    uint32_t h = hot(m);
    gd_position p = board_of(m), out[64];
    int nm[2] = {gd_domineering_scoring_moves(&p, 0, out, 64), gd_domineering_scoring_moves(&p, 1, out, 64)};
    int count[2] = {0, 0};
    for (int side = 0; side < 2; side++)
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++) {
                int r2 = r + (side == 0), c2 = c + (side == 1);
                if (r2 >= R || c2 >= C || !(h >> (r * C + c) & 1) || !(h >> (r2 * C + c2) & 1))
                    continue;
                uint32_t q = m | 1u << (r * C + c) | 1u << (r2 * C + c2);
                count[side]++;
                gd_scoring_id o = gd_scoring_sum(S, value(q), one[side]);
                moves++;
                int ok = side == 0 ? gd_scoring_geq(S, o, g) : gd_scoring_geq(S, g, o);
                if (!ok && ++incentive_bad <= 3)
                    printf("incentive in the order of all guaranteed games: %dx%d mask %x, a %s move to %s from %s\n",
                           R, C, m, side ? "Right" : "Left", T(o), T(g));
                /* Milnor's order on his games (dicots, nonnegative incentive): G >= H when
                 * Left, moving second in G - H, scores at least 0 */
                gd_scoring_id inc = side == 0 ? gd_scoring_diff(S, o, g) : gd_scoring_diff(S, g, o);
                gd_dyadic il, ir;
                gd_scoring_outcome(S, inc, &il, &ir);
                if (ir.num < 0 && ++milnor_bad <= 3)
                    printf("incentive in Milnor's order: %dx%d mask %x, a %s move to %s from %s\n", R, C, m,
                           side ? "Right" : "Left", T(o), T(g));
                visit(q, seen);
            }
    CHECK(nm[0] == count[0] && nm[1] == count[1], "%dx%d mask %x: moves %d %d, searched %d %d", R, C, m, nm[0], nm[1],
          count[0], count[1]);
    gd_scoring_id d = gd_scoring_diff(S, g, g);
    if (gd_scoring_compare(S, d, gd_scoring_number(S, gd_dyadic_int(0))) == GD_CGT_EQUAL)
        inverse_ok++;
    else if (++inverse_bad <= 5)
        printf("G - G != 0: %dx%d mask %x, G = %s\n", R, C, m, T(g));
}

int main(void)
{
    S = gd_scoring_new();
    D = gd_domineering_scoring_new(S);
    K = gd_cgt_new();
    AB = gd_domineering_scoring_search_new(1 << 20);
    MIL = gd_domineering_milnor_new(K, 1); /* in K: its forms are comparable with milnor_value's */
    for (R = 1; R <= 12; R++)
        for (C = 1; R * C <= 12; C++) {
            size_t n = (size_t)1 << (R * C);
            memo[0] = calloc(n, 1), memo[1] = calloc(n, 1);
            uint8_t *seen = calloc(n, 1);
            normal_memo = malloc(n * sizeof *normal_memo), milnor_memo = malloc(n * sizeof *milnor_memo);
            for (size_t i = 0; i < n; i++)
                normal_memo[i] = milnor_memo[i] = GD_CGT_NONE;
            visit(0, seen);
            free(seen), free(memo[0]), free(memo[1]), free(normal_memo), free(milnor_memo);
        }
    printf("%ld positions of boards up to 12 cells: o_L < o_R for %ld\n", positions, cold);
    printf("the library's search and M (on words of regions) agree with this file's on %ld positions\n", fast_checked);
    gd_domineering_milnor_check mc;
    gd_domineering_milnor_checks(MIL, &mc);
    printf("normal play on the regions met: %llu regions, mean(M) = mean(N) for %llu, rcf(M cooled by 1) = rcf(N) "
           "for %llu\n",
           (unsigned long long)mc.regions, (unsigned long long)mc.mean_equal, (unsigned long long)mc.reduced_equal);
    printf("normal play, observed: mean(M) = mean(N) for %ld of %ld positions, rcf(M cooled by 1) = rcf(N) for %ld\n",
           np_mean, np_positions, np_reduced);
    CHECK(!gd_cgt_error(K), "%s", gd_cgt_error(K));
    printf("%ld positions of boards up to 12 cells, %ld moves: incentive negative in Milnor's order for %ld, not "
           ">= 0 in the order of all guaranteed games for %ld; G - G = 0 for %ld positions, not for %ld\n",
           positions, moves, milnor_bad, incentive_bad, inverse_ok, inverse_bad);
    CHECK(cold == 0, "a position where moving first loses");
    /* the library's count of the claims, over the same boards and positions */
    {
        gd_domineering_scoring_claims lc;
        char err[300];
        CHECK(gd_domineering_scoring_claims_run(12, 100, 7, (uint64_t)1 << 30, &lc, err, sizeof err) == 0, "claims: %s",
              err);
        CHECK((long)lc.positions == positions && (long)lc.incentive.held == positions - cold &&
                  (long)lc.move_incentive.tested == moves && (long)(lc.move_incentive.tested - lc.move_incentive.held) == milnor_bad &&
                  (long)lc.inverse.held == inverse_ok && lc.normal_mean.held == lc.positions &&
                  lc.normal_reduced.held == lc.positions && lc.inequality.tested == 100,
              "the library counts %llu positions, %llu moves (%llu negative), G - G = 0 on %llu; this file %ld, %ld "
              "(%ld), %ld",
              (unsigned long long)lc.positions, (unsigned long long)lc.move_incentive.tested,
              (unsigned long long)(lc.move_incentive.tested - lc.move_incentive.held), (unsigned long long)lc.inverse.held,
              positions, moves, milnor_bad, inverse_ok);
        CHECK(lc.move_incentive.counterexample && strstr(lc.move_incentive.counterexample, " move"),
              "the move incentive's counterexample");
        gd_domineering_scoring_claims_free(&lc);
    }
    CHECK(inverse_bad == 0, "G - G != 0");
    /* o_L(G) + o_R(H) <= o_L(G + H) on random sums of the positions */
    unsigned long long rng = 12345;
    long sums = 0, held = 0;
    for (long t = 0; t < 3000 * tl_effort(); t++) {
        rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
        gd_scoring_id g = pool[rng % (unsigned)npool], h = pool[(rng >> 20) % (unsigned)npool];
        gd_scoring_id s = gd_scoring_sum(S, g, h);
        gd_dyadic gl, gr, hl, hr, sl, sr;
        gd_scoring_outcome(S, g, &gl, &gr), gd_scoring_outcome(S, h, &hl, &hr), gd_scoring_outcome(S, s, &sl, &sr);
        sums++;
        int ok = gl.num + hr.num <= sl.num;
        held += ok;
        if (!ok && sums - held <= 5)
            printf("o_L(G) + o_R(H) > o_L(G + H): G = %s, H = %s\n", T(g), T(h));
    }
    printf("o_L(G) + o_R(H) <= o_L(G + H): held on %ld of %ld random sums\n", held, sums);
    CHECK(held == sums, "the inequality failed");
    CHECK(!gd_scoring_error(S), "%s", gd_scoring_error(S));
    gd_domineering_scoring_free(D);
    gd_domineering_scoring_search_free(AB);
    gd_domineering_milnor_free(MIL);
    gd_scoring_free(S);
    gd_cgt_free(K);
    return tl_done("t_domineering");
}

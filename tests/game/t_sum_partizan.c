/* Sums with a partizan component (sum.h): random mixed sums (fixed seed) of small
 * Domineering boards, Kayles rows and Nim heaps. The values (each component's canonical
 * form, impartial ones as the nimber of their Grundy value, added in one cgt context) are
 * checked against the generic solver's search of the whole sum game, which sees only its
 * moves (an impartial component's move listed for both players): at the root and at every
 * option of it, the outcome class read from the value is the search's, and the winning
 * moves from the values (a Left move wins iff the value after it is >= 0, a Right move iff
 * <= 0) are exactly the search's, side and order included. The sum's value is also the
 * value of the whole sum game by plain recursion over its moves (no components, no
 * nimbers). Also: the move count of a mixed sum, the nimber's limit refused in one line. */
#include "gamedyn/sum.h"
#include "gamedyn/util.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

#define MEM ((uint64_t)1 << 30)

static uint64_t rng = 0x5a11du;
static unsigned rnd(unsigned n)
{
    rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned)((rng >> 33) % n);
}

/* A random component: a Domineering board of at most 3x3 cells, some occupied, or a Kayles
 * row, or a Nim heap. */
static void random_comp(char *buf, size_t len, int partizan)
{
    if (partizan) {
        int r = 1 + (int)rnd(3), c = 1 + (int)rnd(3);
        size_t at = (size_t)snprintf(buf, len, "domineering:");
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++)
                buf[at++] = rnd(5) ? '.' : '#';
            buf[at++] = i + 1 < r ? '/' : 0;
        }
    } else if (rnd(2))
        snprintf(buf, len, "kayles:%u", 1 + rnd(5));
    else
        snprintf(buf, len, "nim:%u", rnd(4));
}

static int n_class[4], n_moves_checked, n_positions;

static int class_of(char o)
{
    return o == 'L' ? GD_OUTCOME_L : o == 'R' ? GD_OUTCOME_R : o == 'N' ? GD_OUTCOME_N : GD_OUTCOME_P;
}

/* The values against the search at position p of the sum; plain values the whole sum game
 * by recursion over its moves, in the sum's context. */
static void check_position(const gd_game *sum, gd_solver *s, gd_solver *plain, const gd_position *p, const char *spec)
{
    char err[512], pb[512];
    gd_value v;
    gd_game_format(sum, p, pb, sizeof pb);
    gd_move *ref;
    long m = gd_solver_winning(s, p, &ref, err, sizeof err);
    if (m < 0 || !gd_solver_lookup(s, p, &v)) {
        CHECK(0, "%s at %s: search: %s", spec, pb, err);
        return;
    }
    gd_sum_move *w;
    gd_cgt_id total;
    long n = gd_sum_partizan_winning(sum, p, NULL, &total, &w, err, sizeof err);
    if (n < 0) {
        CHECK(0, "%s at %s: values: %s", spec, pb, err);
        free(ref);
        return;
    }
    gd_cgt *cg = gd_sum_cgt(sum);
    int o = class_of(gd_cgt_outcome(cg, total));
    CHECK(o == v.outcome, "%s at %s: the value's outcome %s, the search's %s", spec, pb, gd_outcome_name(o),
          gd_outcome_name(v.outcome));
    n_class[v.outcome]++;
    n_positions++;
    gd_value pv;
    CHECK(gd_solver_value(plain, p, &pv, err, sizeof err) == 0 && pv.form == total,
          "%s at %s: the whole sum game's value differs from the sum of the components'", spec, pb);
    CHECK(gd_game_oracle_outcome(sum, p, err, sizeof err) == v.outcome, "%s at %s: the sum game's outcome oracle",
          spec, pb);
    CHECK(m == n, "%s at %s: %ld winning moves from the values, the search finds %ld", spec, pb, n, m);
    for (long j = 0; j < n && j < m; j++) {
        gd_position to;
        int r = gd_sum_with_part(sum, p, w[j].component, &w[j].move.to, &to, err, sizeof err);
        CHECK(r == 0 && gd_position_equal(&to, &ref[j].to) && w[j].move.side == ref[j].side &&
                  w[j].move.is_pass == ref[j].is_pass,
              "%s at %s: winning move %ld differs from the search's", spec, pb, j);
        n_moves_checked++;
    }
    gd_move *ow;
    long on = gd_game_oracle_winning(sum, p, &ow, err, sizeof err);
    CHECK(on == m, "%s at %s: the sum game's winning oracle: %ld moves, the search %ld", spec, pb, on, m);
    for (long j = 0; j < on && j < m; j++)
        CHECK(gd_position_equal(&ow[j].to, &ref[j].to) && ow[j].side == ref[j].side, "%s at %s: oracle move %ld",
              spec, pb, j);
    free(ow);
    free(ref);
    free(w);
}

static void random_sums(void)
{
    int mixed = 0;
    for (long trial = 0; trial < 120 * tl_effort(); trial++) {
        int k = 1 + (int)rnd(3), part = (int)rnd((unsigned)k);
        char spec[512], one[64];
        size_t at = 0;
        int has_imp = 0;
        for (int i = 0; i < k; i++) {
            int partizan = i == part || rnd(3) == 0;
            has_imp |= !partizan;
            random_comp(one, sizeof one, partizan);
            at += (size_t)snprintf(spec + at, sizeof spec - at, "%s%s", i ? " " : "", one);
        }
        mixed += has_imp;
        char err[512];
        gd_position p;
        gd_game *sum = gd_sum_open(spec, MEM, &p, err, sizeof err);
        if (!sum) {
            CHECK(0, "%s: %s", spec, err);
            continue;
        }
        CHECK(sum->ops->kind == GD_GAME_PARTIZAN, "%s: not a partizan game", spec);
        /* the move count: every partizan move once, every impartial move twice */
        uint64_t want = 0;
        for (int i = 0; i < k; i++) {
            const gd_game *h = gd_sum_component(sum, i);
            gd_position q;
            gd_sum_part(sum, &p, i, &q);
            want += h->ops->rules.moves(h, &q, NULL, 0) * (h->ops->kind == GD_GAME_PARTIZAN ? 1 : 2);
        }
        CHECK(sum->ops->rules.moves(sum, &p, NULL, 0) == want, "%s: the sum's move count", spec);
        gd_solver *s = gd_solver_new(sum, MEM), *plain = gd_solver_new(sum, MEM);
        gd_solver_plain_values(plain, 1);
        gd_solver_share_cgt(plain, gd_sum_cgt(sum));
        check_position(sum, s, plain, &p, spec);
        gd_move *mv;
        long m = gd_game_list_moves(sum, &p, 100000, &mv, err, sizeof err);
        for (long j = 0; j < m; j++)
            check_position(sum, s, plain, &mv[j].to, spec);
        free(mv);
        gd_solver_free(s);
        gd_solver_free(plain);
        gd_game_free(sum);
    }
    CHECK(mixed > 30, "only %d mixed sums", mixed);
    for (int o = 0; o < 4; o++)
        CHECK(n_class[o] > 10, "outcome %s seen %d times", gd_outcome_name(o), n_class[o]);
    printf("t_sum_partizan: %d positions (P %d, N %d, L %d, R %d) of %ld sums (%d mixed), %d winning "
           "moves\n",
           n_positions, n_class[0], n_class[1], n_class[2], n_class[3], 120 * tl_effort(), mixed, n_moves_checked);
}

/* A nimber beyond the cgt module's limit is refused in one line, naming the component. */
static void refusals(void)
{
    char err[512];
    gd_position p;
    gd_game *sum = gd_sum_open("domineering:2x2 nim:2000", MEM, &p, err, sizeof err);
    CHECK(sum != NULL, "open: %s", err);
    if (!sum)
        return;
    gd_sum_move *w = NULL;
    long n = gd_sum_partizan_winning(sum, &p, NULL, NULL, &w, err, sizeof err);
    CHECK(n < 0 && strstr(err, "component 2 (nim:[2000]) has Grundy value 2000") && !strchr(err, '\n'),
          "nimber limit: %s", err);
    free(w);
    gd_game_free(sum);
    /* *1024 is still built */
    sum = gd_sum_open("domineering:1x2 nim:1024", MEM, &p, err, sizeof err);
    n = sum ? gd_sum_partizan_winning(sum, &p, NULL, NULL, &w, err, sizeof err) : -1;
    CHECK(n == 1024, "nim:1024 beside domineering:1x2: %ld (%s)", n, err);
    if (n >= 0)
        free(w);
    gd_game_free(sum);
}

int main(void)
{
    random_sums();
    refusals();
    return tl_done("t_sum_partizan");
}

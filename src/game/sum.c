/* The disjunctive sum of any registered games as a game of the interface (sum.h has the
 * position layout). Moves: every move of every component, in component order. Oracles:
 * the Sprague-Grundy theorem over the components' values, which come from each game's
 * Grundy oracle or else from a generic solver per component, kept for the sum's
 * lifetime (play asks again and again). The generic solver on the sum game itself uses
 * only the moves, so it is the independent check of the theorem (tests/game/t_sum.c). */
#include "gamedyn/sum.h"
#include "gamedyn/loopy.h"
#include "gamedyn/cgt.h"
#include "solver_impl.h"
#include "sum_scoring.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

/* A component move that does not fit the sum's layout (a split in a full sum) must not
 * be dropped: that would be a different game. Counting, component move lists up to this
 * size are checked, and a misfit makes the sum's list unlistable (UINT64_MAX); listing,
 * every move is checked, and a misfit is written as a move from p to p, which the generic
 * solver reports as a cycle. Either way the solver stops instead of answering. */
#define FIT_CHECK_MOVES 4096
/* Beyond this many moves a component's moves are not filtered by value one by one. */
#define MAX_FILTERED_MOVES ((uint64_t)50000000)

typedef struct {
    int k;
    gd_game *part[GD_SUM_MAX_COMPONENTS];
    gd_solver *solver[GD_SUM_MAX_COMPONENTS];
    /* a component's own budget while it draws from the sum's (NULL: it kept its own) */
    gd_budget *own_budget[GD_SUM_MAX_COMPONENTS];
    int partizan;  /* some component is partizan: values are forms in cgt */
    gd_cgt *cgt;   /* made at first use, unless given by gd_sum_share_cgt */
    int own_cgt;
    char summary[512];
} sum_ctx;

static const char sum_name[] = "sum";
static void sum_free(gd_game *g);

int gd_sum_is_sum(const gd_game *g)
{
    return g && g->ops->rules.free_ctx == sum_free;
}

int gd_sum_components(const gd_game *sum)
{
    return ((const sum_ctx *)sum->ctx)->k;
}

const gd_game *gd_sum_component(const gd_game *sum, int i)
{
    return ((const sum_ctx *)sum->ctx)->part[i];
}

static int count_of(const gd_position *p, int i)
{
    return (int)((p->c[0] >> (4 * i)) & 15);
}

void gd_sum_part(const gd_game *sum, const gd_position *p, int i, gd_position *q)
{
    (void)sum;
    int off = 1;
    for (int j = 0; j < i; j++)
        off += count_of(p, j);
    memset(q, 0, sizeof *q);
    q->n = (uint8_t)count_of(p, i);
    if (off + q->n > GD_GAME_MAX_COORDS) /* not a sum's position: read nothing past it */
        q->n = off < GD_GAME_MAX_COORDS ? (uint8_t)(GD_GAME_MAX_COORDS - off) : 0;
    memcpy(q->c, p->c + off, q->n * sizeof *q->c);
    q->passes = (uint8_t)((p->flags >> i) & 1);
}

/* The sum's position of the parts q[0..k-1]; 0, or -1 with the reason in why. */
static int pack(int k, const gd_position *q, gd_position *out, char *why, size_t len)
{
    memset(out, 0, sizeof *out);
    int n = 1;
    for (int i = 0; i < k; i++) {
        if (q[i].flags || q[i].passes > 1) {
            gd_err(why, len, "component %d's position has %s, which a sum position cannot carry", i + 1,
                   q[i].flags ? "flags" : "more than one pass left");
            return -1;
        }
        if (n + q[i].n > GD_GAME_MAX_COORDS) {
            int total = 0;
            for (int j = 0; j < k; j++)
                total += q[j].n;
            gd_err(why, len, "the sum needs %d coordinates of its components, more than the %d a sum position holds "
                             "(a position has %d, one records where each component starts)",
                   total, GD_SUM_MAX_COORDS, GD_GAME_MAX_COORDS);
            return -1;
        }
        out->c[0] |= (uint64_t)q[i].n << (4 * i);
        memcpy(out->c + n, q[i].c, q[i].n * sizeof *q[i].c);
        n += q[i].n;
        out->flags |= (uint16_t)(q[i].passes << i);
    }
    out->n = (uint8_t)n;
    return 0;
}

static void split(const gd_game *g, const gd_position *p, gd_position *q)
{
    const sum_ctx *c = g->ctx;
    for (int i = 0; i < c->k; i++)
        gd_sum_part(g, p, i, &q[i]);
}

int gd_sum_with_part(const gd_game *sum, const gd_position *p, int i, const gd_position *q, gd_position *out,
                     char *err, size_t errlen)
{
    gd_position parts[GD_SUM_MAX_COMPONENTS];
    split(sum, p, parts);
    parts[i] = *q;
    return pack(((const sum_ctx *)sum->ctx)->k, parts, out, err, errlen);
}

const char *gd_sum_label(const gd_game *sum, int i, const gd_position *q, char *buf, size_t len)
{
    const gd_game *h = gd_sum_component(sum, i);
    char pos[1024];
    snprintf(buf, len, "%s:%s%s", h->name, gd_game_format(h, q, pos, sizeof pos), h->has_pass ? " --pass" : "");
    return buf;
}

static int sum_format(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    const sum_ctx *c = g->ctx;
    char text[GD_SUM_MAX_COMPONENTS * 1024], part[1024];
    size_t at = 0;
    for (int i = 0; i < c->k && at < sizeof text; i++) {
        gd_position q;
        gd_sum_part(g, p, i, &q);
        int w = snprintf(text + at, sizeof text - at, "%s%s", i ? " + " : "",
                         gd_game_format(c->part[i], &q, part, sizeof part));
        at += w > 0 ? (size_t)w : 0;
    }
    return snprintf(buf, len, "%s", text);
}

/* "[3] + [3,5]" (as format writes it) or "3 + 3,5": one part per component, each read by
 * its game's parser (which also takes "GAME:POS"). */
static int sum_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    const sum_ctx *c = g->ctx;
    gd_position q[GD_SUM_MAX_COMPONENTS];
    const char *s = text;
    for (int i = 0; i < c->k; i++) {
        size_t n = strcspn(s, "+");
        if ((i < c->k - 1) != (s[n] == '+')) {
            gd_err(err, errlen, "a position of this sum has %d parts separated by '+' (for example the start, as "
                                "'play' shows it), not '%s'", c->k, text);
            return -1;
        }
        while (n && (*s == ' ' || *s == '\t'))
            s++, n--;
        while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
            n--;
        char *part = malloc(n + 1);
        if (!part) {
            gd_err(err, errlen, "out of memory");
            return -1;
        }
        memcpy(part, s, n);
        part[n] = 0;
        int rc = gd_game_parse(c->part[i], part, &q[i], err, errlen);
        free(part);
        if (rc != 0)
            return -1;
        s += strcspn(s, "+");
        s += *s == '+';
    }
    return pack(c->k, q, p, err, errlen);
}

/* In a sum with a partizan component, a move of an impartial component is open to both
 * players: it is listed twice, as Left's, then (all of that component's moves again) as
 * Right's, so the partizan search and the values see the same game. */
static uint64_t sum_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    const sum_ctx *c = g->ctx;
    gd_position q[GD_SUM_MAX_COMPONENTS];
    split(g, p, q);
    uint64_t n = 0;
    for (int i = 0; i < c->k; i++) {
        const gd_game *h = c->part[i];
        int twice = c->partizan && h->ops->kind != GD_GAME_PARTIZAN;
        uint64_t m = h->ops->rules.moves(h, &q[i], NULL, 0);
        if (m == UINT64_MAX || (twice && m > UINT64_MAX / 2))
            return UINT64_MAX;
        uint64_t mm = twice ? 2 * m : m;
        if (mm == UINT64_MAX || n > UINT64_MAX - mm)
            return UINT64_MAX;
        uint64_t want = n < cap ? (mm < cap - n ? mm : cap - n) : 0;
        uint64_t get = m <= FIT_CHECK_MOVES && !cap ? m : want < m ? want : m;
        if (get) {
            gd_move local[64], *tmp = get <= 64 ? local : malloc(get * sizeof *tmp);
            if (!tmp)
                return UINT64_MAX;
            h->ops->rules.moves(h, &q[i], tmp, get);
            gd_position keep = q[i];
            for (uint64_t j = 0; j < get; j++) {
                gd_position to;
                char why[256];
                q[i] = tmp[j].to;
                int bad = pack(c->k, q, &to, why, sizeof why);
                q[i] = keep;
                if (bad && !cap) {
                    if (tmp != local)
                        free(tmp);
                    return UINT64_MAX;
                }
                gd_move w = {.to = bad ? *p : to, .is_pass = !bad && tmp[j].is_pass,
                             .side = twice ? GD_LEFT : tmp[j].side};
                if (j < want)
                    out[n + j] = w;
                if (twice && m + j < want)
                    w.side = GD_RIGHT, out[n + m + j] = w;
            }
            if (tmp != local)
                free(tmp);
        }
        n += mm;
    }
    return n;
}

static uint64_t sum_bound(const gd_game *g, const gd_position *p)
{
    const sum_ctx *c = g->ctx;
    uint64_t b = 1;
    for (int i = 0; i < c->k; i++) {
        gd_position q;
        gd_sum_part(g, p, i, &q);
        uint64_t x = c->part[i]->ops->rules.bound(c->part[i], &q);
        if (x && b > UINT64_MAX / x)
            return UINT64_MAX;
        b *= x;
    }
    return b;
}

/* The solver of component i, made at its first use: the components' solvers and the sum's
 * forms draw from the sum's budget. NULL with err. */
static gd_solver *solver_of(const gd_game *g, int i, char *err, size_t errlen)
{
    sum_ctx *c = g->ctx;
    if (c->solver[i])
        return c->solver[i];
    if (!gd_budget_left(g->budget)) {
        char a[32], b[32];
        gd_err(err, errlen, "component %d: the other components' solvers hold about %s of the memory bound %s "
                            "(--max-mem)",
               i + 1, gd_format_bytes(gd_budget_used(g->budget), a, sizeof a),
               gd_format_bytes(gd_budget_bound(g->budget), b, sizeof b));
        return NULL;
    }
    if (!(c->solver[i] = gd_solver_new_shared(c->part[i], g->budget)))
        gd_err(err, errlen, "out of memory");
    else if (c->part[i]->ops->kind == GD_GAME_PARTIZAN) {
        gd_cgt *v = gd_sum_cgt(g);
        if (!v) {
            gd_err(err, errlen, "out of memory");
            return NULL;
        }
        gd_solver_share_cgt(c->solver[i], v);
    }
    return c->solver[i];
}

int gd_sum_value_of(const gd_game *sum, int i, const gd_position *q, gd_sum_value *v, char *err, size_t errlen)
{
    const sum_ctx *c = sum->ctx;
    const gd_game *h = c->part[i];
    char e[512], lb[1200];
    memset(v, 0, sizeof *v);
    if (h->ops->oracles.grundy) {
        int r = h->ops->oracles.grundy(h, q, &v->grundy, e, sizeof e);
        if (r == 0)
            return 0;
        if (r == 1) {
            gd_err(err, errlen, "component %d (%s) has no Grundy value there, so it cannot be part of a sum", i + 1,
                   gd_sum_label(sum, i, q, lb, sizeof lb));
            return -1;
        }
        if (r != GD_ORACLE_NONE) {
            gd_err(err, errlen, "component %d (%s): %s", i + 1, gd_sum_label(sum, i, q, lb, sizeof lb), e);
            return -1;
        }
    }
    gd_solver *s = solver_of(sum, i, err, errlen);
    if (!s)
        return -1;
    gd_value w;
    if (gd_solver_solve(s, q, &w, e, sizeof e) != 0) {
        gd_err(err, errlen, "component %d (%s): %s", i + 1, gd_sum_label(sum, i, q, lb, sizeof lb), e);
        return -1;
    }
    if (!w.has_grundy && w.infinite) {
        long nk = gd_solver_inf_set(s, q, v->set, GD_SUM_MAX_SET, e, sizeof e);
        if (nk < 0 || nk > GD_SUM_MAX_SET) {
            gd_err(err, errlen, "component %d (%s): %s", i + 1, gd_sum_label(sum, i, q, lb, sizeof lb),
                   nk < 0 ? e : "its infinite value's set has more than 256 values, more than a sum takes");
            return -1;
        }
        v->infinite = 1, v->nset = (uint32_t)nk;
        v->by_solver = 1;
        v->positions = gd_solver_count(s);
        return 0;
    }
    if (!w.has_grundy) {
        gd_err(err, errlen, "component %d (%s) has no Grundy value (a declared automatic N-position is reachable), "
                            "so it cannot be part of a sum",
               i + 1, gd_sum_label(sum, i, q, lb, sizeof lb));
        return -1;
    }
    v->grundy = w.grundy;
    v->by_solver = 1;
    v->positions = gd_solver_count(s);
    return 0;
}

long gd_sum_moves_to_value(const gd_game *sum, int i, const gd_position *q, uint64_t t, gd_move **out,
                           char *err, size_t errlen)
{
    const gd_game *h = gd_sum_component(sum, i);
    char e[512], lb[1200];
    *out = NULL;
    long n = GD_ORACLE_NONE;
    if (h->ops->oracles.to_value)
        n = h->ops->oracles.to_value(h, q, t, out, e, sizeof e);
    /* Otherwise the moves are listed (a gd_move each) and the ones kept become the sum's
     * winning moves (a gd_sum_move each): refused up front above --max-mem. */
    if (n == GD_ORACLE_NONE) {
        uint64_t moves = h->ops->rules.moves(h, q, NULL, 0);
        double need = (double)moves * (double)(sizeof(gd_move) + sizeof(gd_sum_move));
        if (need > (double)gd_budget_left(sum->budget)) {
            char a[32], b[32];
            need += (double)gd_budget_used(sum->budget); /* the whole computation's, as the bound is */
            gd_err(err, errlen, "component %d (%s) has %s%llu moves: listing its winning moves takes up to %s, "
                                "above the memory bound %s (--max-mem)",
                   i + 1, gd_sum_label(sum, i, q, lb, sizeof lb), moves == UINT64_MAX ? "more than " : "",
                   (unsigned long long)moves,
                   need >= 1.8e19 ? "more than 16 EiB" : gd_format_bytes((uint64_t)need, a, sizeof a),
                   gd_format_bytes(gd_budget_bound(sum->budget), b, sizeof b));
            return -1;
        }
    }
    /* Values are defined at every position below q, so value 0 is exactly P. */
    if (n == GD_ORACLE_NONE && t == 0)
        n = gd_game_oracle_winning(h, q, out, e, sizeof e);
    if (n >= 0)
        return n;
    if (n != GD_ORACLE_NONE) {
        gd_err(err, errlen, "component %d (%s): %s", i + 1, gd_sum_label(sum, i, q, lb, sizeof lb), e);
        return -1;
    }
    gd_move *mv;
    long m = gd_game_list_moves(h, q, MAX_FILTERED_MOVES, &mv, e, sizeof e);
    if (m < 0) {
        gd_err(err, errlen, "component %d: %s: its moves to value %llu cannot be found one by one", i + 1, e,
               (unsigned long long)t);
        return -1;
    }
    long k = 0;
    for (long j = 0; j < m; j++) {
        gd_sum_value v;
        if (gd_sum_value_of(sum, i, &mv[j].to, &v, err, errlen) != 0) {
            free(mv);
            return -1;
        }
        if (!v.infinite && v.grundy == t)
            mv[k++] = mv[j];
    }
    *out = mv;
    return k;
}

int gd_sum_total(const gd_sum_value *v, int k, gd_sum_value *total, char *outcome)
{
    memset(total, 0, sizeof *total);
    int infinite = 0;
    uint64_t b = 0;
    for (int i = 0; i < k; i++)
        if (v[i].infinite)
            infinite++;
        else
            b ^= v[i].grundy;
    if (!infinite) {
        total->grundy = b;
        *outcome = b ? 'N' : 'P';
        return 0;
    }
    /* Smith's theorem, a component at a time (the loopy module's 32-bit values) */
    uint32_t gamma = 0, n = 0, set[GD_SUM_MAX_SET], ks[GD_SUM_MAX_SET], out[GD_SUM_MAX_SET];
    for (int i = 0; i < k; i++) {
        uint32_t x = GD_LOOPY_INF, nk = 0;
        if (v[i].infinite)
            for (nk = 0; nk < v[i].nset; nk++) {
                if (v[i].set[nk] >= GD_LOOPY_INF)
                    return -1;
                ks[nk] = (uint32_t)v[i].set[nk];
            }
        else if (v[i].grundy >= GD_LOOPY_INF)
            return -1;
        else
            x = (uint32_t)v[i].grundy;
        n = gd_loopy_sum(gamma, set, n, x, ks, nk, &gamma, out);
        memcpy(set, out, n * sizeof *out);
    }
    total->infinite = 1, total->nset = n;
    for (uint32_t j = 0; j < n; j++)
        total->set[j] = set[j];
    *outcome = gd_loopy_outcome_of(gamma, n && set[0] == 0) == GD_LOOPY_N ? 'N' : 'D';
    return 0;
}

long gd_sum_winning(const gd_game *sum, const gd_position *p, gd_sum_value *values, uint64_t *nim_sum,
                    gd_sum_move **out, char *err, size_t errlen)
{
    const sum_ctx *c = sum->ctx;
    gd_position q[GD_SUM_MAX_COMPONENTS];
    gd_sum_value v[GD_SUM_MAX_COMPONENTS];
    *out = NULL;
    split(sum, p, q);
    uint64_t S = 0;
    int infinite = 0, at = -1;
    for (int i = 0; i < c->k; i++) {
        if (gd_sum_value_of(sum, i, &q[i], &v[i], err, errlen) != 0)
            return -1;
        if (v[i].infinite)
            infinite++, at = i;
        else
            S ^= v[i].grundy;
    }
    if (values)
        memcpy(values, v, (size_t)c->k * sizeof *v);
    if (nim_sum)
        *nim_sum = S;
    /* Smith (gd_sum_total): the sum is N when it has winning moves; with an infinite
     * component (only one can be), they are its moves to the others' XOR S */
    gd_sum_value total;
    char outcome;
    if (gd_sum_total(v, c->k, &total, &outcome) != 0) {
        gd_err(err, errlen, "a Grundy value beside an infinite one is beyond 2^32 - 2, the loopy module's values");
        return -1;
    }
    gd_sum_move *w = malloc(sizeof *w);
    long n = 0;
    for (int i = 0; w && outcome == 'N' && i < c->k; i++) {
        if (infinite && i != at)
            continue;
        gd_move *mv;
        long m = gd_sum_moves_to_value(sum, i, &q[i], infinite ? S : v[i].grundy ^ S, &mv, err, errlen);
        if (m < 0) {
            free(w);
            return -1;
        }
        gd_sum_move *grown = m ? realloc(w, (size_t)(n + m) * sizeof *w) : w;
        if (!grown) {
            free(mv);
            break;
        }
        w = grown;
        for (long j = 0; j < m; j++)
            w[n + j].component = i, w[n + j].move = mv[j];
        n += m;
        free(mv);
    }
    if (!w) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    *out = w;
    return n;
}

/* == values: sums with a partizan component == */

gd_cgt *gd_sum_cgt(const gd_game *sum)
{
    sum_ctx *c = sum->ctx;
    if (!c->cgt && (c->cgt = gd_cgt_new()) != NULL) {
        c->own_cgt = 1;
        gd_cgt_set_budget(c->cgt, sum->budget);
    }
    return c->cgt;
}

void gd_sum_share_cgt(gd_game *sum, gd_cgt *v)
{
    sum_ctx *c = sum->ctx;
    if (!c->cgt)
        c->cgt = v;
}

int gd_sum_form_of(const gd_game *sum, int i, const gd_position *q, gd_sum_form *v, char *err, size_t errlen)
{
    const sum_ctx *c = sum->ctx;
    const gd_game *h = c->part[i];
    char e[512], lb[1200];
    gd_cgt *cg = gd_sum_cgt(sum);
    memset(v, 0, sizeof *v);
    if (!cg) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    if (h->ops->kind != GD_GAME_PARTIZAN) {
        gd_sum_value g;
        if (gd_sum_value_of(sum, i, q, &g, err, errlen) != 0)
            return -1;
        v->grundy = g.grundy, v->by_solver = g.by_solver, v->positions = g.positions;
        if (g.grundy > GD_SUM_MAX_NIMBER) {
            gd_err(err, errlen, "component %d (%s) has Grundy value %llu: its nimber is beyond *%d, the largest "
                                "the cgt module builds",
                   i + 1, gd_sum_label(sum, i, q, lb, sizeof lb), (unsigned long long)g.grundy, GD_SUM_MAX_NIMBER);
            return -1;
        }
        v->form = gd_cgt_nimber(cg, (uint32_t)g.grundy);
    } else {
        v->partizan = 1;
        gd_solver *s = solver_of(sum, i, err, errlen);
        gd_value w;
        if (!s)
            return -1;
        if (gd_solver_value(s, q, &w, e, sizeof e) != 0) {
            gd_err(err, errlen, "component %d (%s): %s", i + 1, gd_sum_label(sum, i, q, lb, sizeof lb), e);
            return -1;
        }
        v->form = (gd_cgt_id)w.form;
        v->by_solver = 1;
        v->positions = gd_solver_value_count(s);
    }
    if (v->form == GD_CGT_NONE) {
        gd_err(err, errlen, "component %d (%s): %s", i + 1, gd_sum_label(sum, i, q, lb, sizeof lb),
               gd_cgt_error(cg) ? gd_cgt_error(cg) : "no canonical form");
        return -1;
    }
    return 0;
}

/* Whether a move of component i to the value x wins for side, the other components'
 * values summing to rest: Left's iff the sum after it is >= 0, Right's iff <= 0. -1 on a
 * failure of the context. */
static int wins(gd_cgt *cg, gd_cgt_id rest, gd_cgt_id x, int side)
{
    gd_cgt_id after = gd_cgt_sum(cg, rest, x), zero = gd_cgt_integer(cg, 0);
    if (after == GD_CGT_NONE || zero == GD_CGT_NONE)
        return -1;
    return side == GD_LEFT ? gd_cgt_leq(cg, zero, after) : gd_cgt_leq(cg, after, zero);
}

long gd_sum_partizan_winning(const gd_game *sum, const gd_position *p, gd_sum_form *values, gd_cgt_id *total,
                             gd_sum_move **out, char *err, size_t errlen)
{
    const sum_ctx *c = sum->ctx;
    gd_position q[GD_SUM_MAX_COMPONENTS];
    gd_sum_form v[GD_SUM_MAX_COMPONENTS];
    gd_cgt *cg = gd_sum_cgt(sum);
    char e[512];
    *out = NULL;
    if (!cg) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    split(sum, p, q);
    gd_cgt_id all = gd_cgt_integer(cg, 0);
    for (int i = 0; i < c->k; i++) {
        if (gd_sum_form_of(sum, i, &q[i], &v[i], err, errlen) != 0)
            return -1;
        all = gd_cgt_sum(cg, all, v[i].form);
    }
    if (all == GD_CGT_NONE)
        goto failed;
    if (values)
        memcpy(values, v, (size_t)c->k * sizeof *v);
    if (total)
        *total = all;
    gd_sum_move *w = NULL;
    long n = 0;
    for (int i = 0; i < c->k; i++) {
        const gd_game *h = c->part[i];
        int twice = h->ops->kind != GD_GAME_PARTIZAN;
        gd_cgt_id rest = gd_cgt_diff(cg, all, v[i].form);
        gd_move *mv;
        long m = rest == GD_CGT_NONE ? 0 : gd_game_list_moves(h, &q[i], MAX_FILTERED_MOVES, &mv, e, sizeof e);
        if (rest == GD_CGT_NONE)
            goto failed;
        if (m < 0) {
            free(w);
            gd_err(err, errlen, "component %d: %s", i + 1, e);
            return -1;
        }
        gd_sum_move *grown = realloc(w, (size_t)(n + (twice ? 2 : 1) * m + 1) * sizeof *w);
        if (!grown) {
            free(w), free(mv);
            gd_err(err, errlen, "out of memory");
            return -1;
        }
        w = grown;
        for (int pass = 0; pass < (twice ? 2 : 1); pass++)
            for (long j = 0; j < m; j++) {
                gd_sum_form x;
                if (gd_sum_form_of(sum, i, &mv[j].to, &x, err, errlen) != 0) {
                    free(w), free(mv);
                    return -1;
                }
                int side = twice ? (pass ? GD_RIGHT : GD_LEFT) : mv[j].side;
                int r = wins(cg, rest, x.form, side);
                if (r < 0) {
                    free(w), free(mv);
                    goto failed;
                }
                if (r) {
                    w[n] = (gd_sum_move){i, mv[j]};
                    w[n++].move.side = side;
                }
            }
        free(mv);
    }
    if (!w && !(w = malloc(sizeof *w))) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    *out = w;
    return n;
failed:
    gd_err(err, errlen, "the sum's value: %s", gd_cgt_error(cg) ? gd_cgt_error(cg) : "no canonical form");
    return -1;
}

static int sum_outcome_partizan(const gd_game *g, const gd_position *p, char *err, size_t errlen)
{
    const sum_ctx *c = g->ctx;
    gd_position q[GD_SUM_MAX_COMPONENTS];
    gd_cgt *cg = gd_sum_cgt(g);
    if (!cg) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    split(g, p, q);
    gd_cgt_id all = gd_cgt_integer(cg, 0);
    for (int i = 0; i < c->k; i++) {
        gd_sum_form v;
        if (gd_sum_form_of(g, i, &q[i], &v, err, errlen) != 0)
            return -1;
        all = gd_cgt_sum(cg, all, v.form);
    }
    char o = all == GD_CGT_NONE ? 0 : gd_cgt_outcome(cg, all);
    if (!o) {
        gd_err(err, errlen, "the sum's value: %s", gd_cgt_error(cg) ? gd_cgt_error(cg) : "no canonical form");
        return -1;
    }
    return o == 'L' ? GD_OUTCOME_L : o == 'R' ? GD_OUTCOME_R : o == 'N' ? GD_OUTCOME_N : GD_OUTCOME_P;
}

/* A sum's moves (component, move) as moves of the sum game; frees w. */
static long sum_moves_as_moves(const gd_game *g, const gd_position *p, gd_sum_move *w, long n, gd_move **out,
                               char *err, size_t errlen)
{
    gd_move *m = malloc((n ? (size_t)n : 1) * sizeof *m);
    if (!m) {
        free(w);
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    for (long j = 0; j < n; j++) {
        m[j].is_pass = w[j].move.is_pass;
        m[j].side = w[j].move.side;
        if (gd_sum_with_part(g, p, w[j].component, &w[j].move.to, &m[j].to, err, errlen) != 0) {
            free(w), free(m);
            return -1;
        }
    }
    free(w);
    *out = m;
    return n;
}

static long sum_winning_partizan(const gd_game *g, const gd_position *p, gd_move **out, char *err, size_t errlen)
{
    gd_sum_move *w;
    *out = NULL;
    long n = gd_sum_partizan_winning(g, p, NULL, NULL, &w, err, errlen);
    if (n < 0)
        return -1;
    return sum_moves_as_moves(g, p, w, n, out, err, errlen);
}

/* == the sum game's oracles: the theorem == */

static int sum_grundy(const gd_game *g, const gd_position *p, uint64_t *value, char *err, size_t errlen)
{
    const sum_ctx *c = g->ctx;
    if (g->loopy)
        return GD_ORACLE_NONE;
    uint64_t S = 0;
    for (int i = 0; i < c->k; i++) {
        gd_position q;
        gd_sum_value v;
        gd_sum_part(g, p, i, &q);
        if (gd_sum_value_of(g, i, &q, &v, err, errlen) != 0)
            return -1;
        S ^= v.grundy;
    }
    *value = S;
    return 0;
}

static int sum_outcome(const gd_game *g, const gd_position *p, char *err, size_t errlen)
{
    uint64_t S;
    int r = sum_grundy(g, p, &S, err, errlen);
    if (r != 0)
        return r == GD_ORACLE_NONE ? r : -1;
    return S ? GD_OUTCOME_N : GD_OUTCOME_P;
}

static long sum_winning(const gd_game *g, const gd_position *p, gd_move **out, char *err, size_t errlen)
{
    gd_sum_move *w;
    *out = NULL;
    if (g->loopy)
        return GD_ORACLE_NONE;
    long n = gd_sum_winning(g, p, NULL, NULL, &w, err, errlen);
    if (n < 0)
        return -1;
    return sum_moves_as_moves(g, p, w, n, out, err, errlen);
}

static int sum_is_move(const gd_game *g, const gd_position *p, const gd_position *q)
{
    const sum_ctx *c = g->ctx;
    gd_position a[GD_SUM_MAX_COMPONENTS], b[GD_SUM_MAX_COMPONENTS];
    if (q->n < 1 || q->passes)
        return 0;
    split(g, p, a);
    split(g, q, b);
    int differ = -1;
    for (int i = 0; i < c->k; i++)
        if (!gd_position_equal(&a[i], &b[i])) {
            if (differ >= 0)
                return 0;
            differ = i;
        }
    if (differ < 0)
        return 0;
    /* q must be exactly the layout of its parts (nothing beyond them). */
    gd_position again;
    char why[256];
    if (pack(c->k, b, &again, why, sizeof why) != 0 || !gd_position_equal(&again, q))
        return 0;
    const gd_game *h = c->part[differ];
    const gd_position *from = &a[differ], *to = &b[differ];
    int pass = to->passes + 1 == from->passes;
    if (h->ops->rules.is_move && !pass)
        return to->passes == from->passes && h->ops->rules.is_move(h, from, to);
    gd_move *mv;
    long n = gd_game_list_moves(h, from, MAX_FILTERED_MOVES, &mv, why, sizeof why);
    int found = 0;
    for (long j = 0; j < n && !found; j++)
        found = mv[j].is_pass == pass && gd_position_equal(&mv[j].to, to);
    free(mv);
    return found;
}

/* == a sum of scoring games (sum_scoring.c) == */

static int sum_score(const gd_game *g, const gd_position *p, int side, int64_t *score, char *err, size_t errlen)
{
    const sum_ctx *c = g->ctx;
    gd_position q[GD_SUM_MAX_COMPONENTS];
    split(g, p, q);
    return gd_sum_scoring_score(c->part, c->k, q, side, score, err, errlen);
}

typedef struct {
    const gd_game *g;
    void *t;
} sum_scores;

static void *sum_scores_new(const gd_game *g, gd_scoring *s)
{
    const sum_ctx *c = g->ctx;
    sum_scores *t = malloc(sizeof *t);
    if (t && !(t->t = gd_sum_scoring_new(c->part, c->k, s, g->budget)))
        free(t), t = NULL;
    if (t)
        t->g = g;
    return t;
}

static int sum_scoring_value(void *tab, const gd_position *p, uint32_t *id, char *err, size_t errlen)
{
    sum_scores *t = tab;
    gd_position q[GD_SUM_MAX_COMPONENTS];
    split(t->g, p, q);
    return gd_sum_scoring_value(t->t, q, id, err, errlen);
}

static void sum_scores_free(void *tab)
{
    sum_scores *t = tab;
    if (t)
        gd_sum_scoring_free(t->t);
    free(t);
}

/* The components draw from the sum's budget: their oracles' tables (Domineering's search,
 * a heap's nim-sequence) count with the sum's solvers and forms. A component whose budget
 * holds something already keeps it, since what holds it will give it back there; the others'
 * own budgets are kept aside and given back to them when the sum is freed. */
static void adopt_budgets(gd_game *g)
{
    sum_ctx *c = g->ctx;
    for (int i = 0; i < c->k; i++)
        if (c->part[i]->budget && gd_budget_used(c->part[i]->budget) == 0) {
            c->own_budget[i] = c->part[i]->budget;
            c->part[i]->budget = g->budget;
        }
}

static void sum_free(gd_game *g)
{
    sum_ctx *c = g->ctx;
    for (int i = 0; i < c->k; i++) {
        gd_solver_free(c->solver[i]);
        if (c->own_budget[i])
            c->part[i]->budget = c->own_budget[i];
        gd_game_free(c->part[i]);
    }
    if (c->own_cgt)
        gd_cgt_free(c->cgt);
    free(c);
}

static const gd_game_ops sum_ops = {
    .kind = GD_GAME_IMPARTIAL,
    .rules.parse = sum_parse,
    .rules.format = sum_format,
    .rules.moves = sum_moves,
    .rules.bound = sum_bound,
    .oracles.outcome = sum_outcome,
    .oracles.grundy = sum_grundy,
    .oracles.winning = sum_winning,
    .rules.is_move = sum_is_move,
    .rules.free_ctx = sum_free,
};

static const gd_game_ops sum_ops_unbounded = {
    .kind = GD_GAME_IMPARTIAL,
    .rules.parse = sum_parse,
    .rules.format = sum_format,
    .rules.moves = sum_moves,
    .oracles.outcome = sum_outcome,
    .oracles.grundy = sum_grundy,
    .oracles.winning = sum_winning,
    .rules.is_move = sum_is_move,
    .rules.free_ctx = sum_free,
};

/* A partizan component: the sum is partizan; its oracles add the components' values
 * (canonical forms, impartial components as nimbers): outcome classes alone do not add.
 * The generic solver's search of the sum game sees only its moves (the check). */
static const gd_game_ops sum_ops_partizan = {
    .kind = GD_GAME_PARTIZAN,
    .rules.parse = sum_parse,
    .rules.format = sum_format,
    .rules.moves = sum_moves,
    .rules.bound = sum_bound,
    .oracles.outcome = sum_outcome_partizan,
    .oracles.winning = sum_winning_partizan,
    .rules.is_move = sum_is_move,
    .rules.free_ctx = sum_free,
};

static const gd_game_ops sum_ops_partizan_unbounded = {
    .kind = GD_GAME_PARTIZAN,
    .rules.parse = sum_parse,
    .rules.format = sum_format,
    .rules.moves = sum_moves,
    .oracles.outcome = sum_outcome_partizan,
    .oracles.winning = sum_winning_partizan,
    .rules.is_move = sum_is_move,
    .rules.free_ctx = sum_free,
};

/* Scoring components: the sum is a scoring game; its value adds the components' values. */
static const gd_game_ops sum_ops_scoring = {
    .kind = GD_GAME_SCORING,
    .rules.parse = sum_parse,
    .rules.format = sum_format,
    .rules.moves = sum_moves,
    .rules.is_move = sum_is_move,
    .rules.free_ctx = sum_free,
    .scoring.score = sum_score,
    .scoring.scores_new = sum_scores_new,
    .scoring.scoring_value = sum_scoring_value,
    .scoring.scores_free = sum_scores_free,
};

gd_game *gd_sum_new(gd_game **parts, const gd_position *starts, int n, uint64_t max_mem, gd_position *p, char *err,
                    size_t errlen)
{
    char lb[1200], why[512];
    gd_game *g = NULL;
    sum_ctx *c = NULL;
    if (n < 1 || n > GD_SUM_MAX_COMPONENTS) {
        gd_err(err, errlen, "a sum has 1 to %d components, not %d", GD_SUM_MAX_COMPONENTS, n);
        goto fail;
    }
    for (int i = 0; i < n; i++) {
        const gd_game *h = parts[i];
        char pos[1024];
        snprintf(lb, sizeof lb, "%s:%s", h->name, gd_game_format(h, &starts[i], pos, sizeof pos));
        if (h->blocking) {
            gd_err(err, errlen, "component %d (%s with --blocking) is a blocking game, which has no Grundy value (its "
                                "outcomes are not the mex of its options'), so it cannot be part of a sum", i + 1, lb);
            goto fail;
        }
        if (h->perturbed) {
            gd_err(err, errlen, "component %d (%s with --perturb) is perturbed: where a declared automatic N-position "
                                "can be reached it is not normal play and has no Grundy value, so it cannot be part "
                                "of a sum", i + 1, lb);
            goto fail;
        }
    }
    int bounded = 1;
    for (int i = 0; i < n; i++)
        bounded &= parts[i]->ops->rules.bound != NULL; /* unknown for one: unknown for the sum */
    int partizan = 0, scoring = 0;
    for (int i = 0; i < n; i++)
        partizan |= parts[i]->ops->kind == GD_GAME_PARTIZAN, scoring += parts[i]->ops->kind == GD_GAME_SCORING;
    for (int i = 0; scoring && scoring < n && i < n; i++)
        if (parts[i]->ops->kind != GD_GAME_SCORING) {
            char pos[1024];
            gd_err(err, errlen, "component %d (%s:%s) is a normal-play game, and a sum with a scoring game takes "
                                "scoring games only (the last move decides one, a score the other)",
                   i + 1, parts[i]->name, gd_game_format(parts[i], &starts[i], pos, sizeof pos));
            goto fail;
        }
    int loopy = 0;
    for (int i = 0; i < n; i++)
        loopy |= parts[i]->loopy;
    if (loopy && (partizan || scoring)) {
        gd_err(err, errlen, "a sum of a loopy game and a %s game: the loopy solver is for impartial games",
               scoring ? "scoring" : "partizan");
        goto fail;
    }
    const gd_game_ops *ops = scoring    ? &sum_ops_scoring
                             : partizan ? (bounded ? &sum_ops_partizan : &sum_ops_partizan_unbounded)
                                        : (bounded ? &sum_ops : &sum_ops_unbounded);
    if (!(g = gd_game_new(ops, sizeof *c))) {
        gd_err(err, errlen, "out of memory");
        goto fail;
    }
    c = g->ctx;
    if (pack(n, starts, p, why, sizeof why) != 0) {
        gd_err(err, errlen, "%s", why);
        goto fail;
    }
    c->k = n;
    c->partizan = partizan;
    /* a loopy component makes the sum loopy: the generic solver labels the sum's own move
     * graph (the product of the components'), draws and remoteness included */
    g->loopy = loopy;
    memcpy(c->part, parts, (size_t)n * sizeof *parts);
    /* the components' solvers, the sum's forms and its scoring tables share one budget */
    g->max_mem = max_mem ? max_mem : gd_game_default_max_mem();
    if (!(g->budget = gd_budget_new(g->max_mem))) {
        gd_err(err, errlen, "out of memory");
        goto fail;
    }
    adopt_budgets(g);
    size_t at = (size_t)snprintf(c->summary, sizeof c->summary, "a sum of %d game%s (", n, n > 1 ? "s" : "");
    for (int i = 0; i < n && at < sizeof c->summary; i++)
        at += (size_t)snprintf(c->summary + at, sizeof c->summary - at, "%s%s%s", i ? " + " : "", parts[i]->name,
                               parts[i]->has_pass ? " --pass" : "");
    if (at < sizeof c->summary)
        snprintf(c->summary + at, sizeof c->summary - at, "): a move is a move in one of them");
    g->name = sum_name;
    g->summary = c->summary;
    return g;
fail:
    if (g)
        free(g->ctx), gd_budget_free(g->budget);
    free(g);
    for (int i = 0; i < n; i++)
        gd_game_free(parts[i]);
    return NULL;
}

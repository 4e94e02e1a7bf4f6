/* Two-heap games [a,b] of a ruleset M(L,S) (twoheap.h, docs/tables.md): one registry line
 * per preset family (wythoff, maharaja, nim2, sub, linear), the ruleset in the name
 * ("sub:3", "wythoff^{(1,2),(2,1)}"). Variants: the pass, a perturbation (forced terminal
 * positions, extra moves to (0,0)), and B-blocking (--blocking B: P iff at most B P-options).
 * Fast oracles: the table module's tables over the rectangle 0..a x 0..b a position needs
 * (every move lowers a heap), turned to a <= b for symmetric games, each side grown by
 * doubling; with blocking they are the only answer (the generic
 * solver refuses: a blocking game is not a game of mex over options). Plain wythoff (no
 * variant) has the floor form instead (twoheap.h): P/N and the winning moves at once for
 * heaps up to 2^62; its Grundy values still come from the table. */
#include "cmd.h"
#include "gamedyn/game.h"
#include "gamedyn/twoheap.h"
#include "gamedyn/util.h"
#include "engines.h"
#include <stdlib.h>
#include <string.h>

#define HEAP_LIMIT 2147483647u

typedef struct {
    char name[512];
    gd_ruleset rules;
    gd_table_perturb pert;
    int perturbed, pass, blocking;
    int wythoff; /* plain Wythoff: the floor form answers */
    int sym;     /* (a,b) and (b,a) alike: the tables hold a <= b only */
    uint64_t B, max_mem;
    gd_table g, gp, pal; /* plain Grundy, with the pass, palace numbers; rows 0 .. rows-1 */
} twoheap_ctx;

static int twoheap_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    const twoheap_ctx *c = g->ctx;
    if (c->wythoff)
        return gd_game_parse_coords(g, text, 2, 2, "heap", GD_WYTHOFF_MAX, "2^62", p, err, errlen);
    return gd_game_parse_coords(g, text, 2, 2, "heap", HEAP_LIMIT, "2^31-1", p, err, errlen);
}

static int zero_move(const twoheap_ctx *c, uint64_t a, uint64_t b)
{
    return c->perturbed && gd_table_perturb_at(&c->pert, a, b) == 2 && (a || b) && !gd_ruleset_is_move(&c->rules, a, b);
}

/* Plain Wythoff too big to list: the exact count, and the first cap moves in the order
 * gd_ruleset_moves sorts them (by removal (r,s)): (0,1), (0,2), ..., (0,b), (1,0), (1,1),
 * (2,0), (2,2), ...; so the smallest moves come first. */
static uint64_t wythoff_moves(const gd_position *p, gd_move *out, uint64_t cap)
{
    uint64_t a = p->c[0], b = p->c[1], k = 0;
    for (uint64_t s = 1; s <= b && k < cap; s++, k++)
        out[k].to = *p, out[k].to.c[1] = b - s, out[k].is_pass = 0;
    for (uint64_t r = 1; r <= a && k < cap; r++) {
        out[k].to = *p, out[k].to.c[0] = a - r, out[k].is_pass = 0, k++;
        if (r <= b && k < cap)
            out[k].to = *p, out[k].to.c[0] = a - r, out[k].to.c[1] = b - r, out[k].is_pass = 0, k++;
    }
    return a + b + (a < b ? a : b);
}

static uint64_t twoheap_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    const twoheap_ctx *c = g->ctx;
    uint64_t a = p->c[0], b = p->c[1];
    if (c->perturbed && gd_table_perturb_at(&c->pert, a, b) == 1)
        return 0;
    /* Too many to list: say so by saturating (the solver's bound refuses such positions first). */
    uint64_t est = gd_ruleset_count_added(&c->rules, a, b);
    for (size_t i = 0; i < c->rules.ndir; i++)
        est += c->rules.line[i].d.r ? a / c->rules.line[i].d.r : b / c->rules.line[i].d.s;
    if (est > (1u << 24))
        return c->wythoff ? wythoff_moves(p, out, cap) : UINT64_MAX;
    gd_vec2 *v;
    long n = gd_ruleset_moves(&c->rules, a, b, &v);
    if (n < 0)
        return UINT64_MAX;
    uint64_t k = 0;
    for (long i = 0; i < n; i++, k++)
        if (k < cap) {
            out[k].to = *p;
            out[k].to.c[0] = a - v[i].r, out[k].to.c[1] = b - v[i].s;
            out[k].is_pass = 0;
        }
    free(v);
    if (zero_move(c, a, b)) {
        if (k < cap) {
            out[k].to = *p;
            out[k].to.c[0] = out[k].to.c[1] = 0;
            out[k].is_pass = 0;
        }
        k++;
    }
    if (p->passes && k) {
        if (k < cap) {
            out[k].to = *p;
            out[k].to.passes--;
            out[k].is_pass = 1;
        }
        k++;
    }
    return k;
}

static uint64_t twoheap_bound(const gd_game *g, const gd_position *p)
{
    (void)g;
    uint64_t x = p->c[0] + 1, y = p->c[1] + 1, k = p->passes ? 2 : 1;
    if (x > UINT64_MAX / y || x * y > UINT64_MAX / k)
        return UINT64_MAX;
    return x * y * k;
}

/* Whether (a,b) and (b,a) have the same value: the moves (the ruleset's definition,
 * gd_ruleset_parse's symmetric) and the perturbation are both symmetric. */
static int swappable(const twoheap_ctx *c)
{
    if (!c->rules.symmetric)
        return 0;
    if (!c->perturbed)
        return 1;
    const gd_table_perturb *p = &c->pert;
    for (size_t i = 0; i < p->nterm; i++)
        if (gd_table_perturb_at(p, p->term[2 * i + 1], p->term[2 * i]) != gd_table_perturb_at(p, p->term[2 * i], p->term[2 * i + 1]))
            return 0;
    for (size_t i = 0; i < p->nzero; i++)
        if (gd_table_perturb_at(p, p->zero[2 * i + 1], p->zero[2 * i]) != gd_table_perturb_at(p, p->zero[2 * i], p->zero[2 * i + 1]))
            return 0;
    return 1;
}

/* One side of a table grown to reach need: what it held (held values 0..held-1; 0 when
 * there is no table) kept, doubled when need lies beyond it, at least 0..63, at most
 * HEAP_LIMIT unless need itself. */
static uint64_t grow(uint64_t held, uint64_t need)
{
    uint64_t n = need;
    if (held && need < held)
        n = held - 1;
    else if (held && 2 * held - 1 > n)
        n = 2 * held - 1;
    if (n < 63)
        n = 63;
    if (n > HEAP_LIMIT)
        n = held && held - 1 > need ? held - 1 : need;
    return n;
}

/* Makes sure t covers (a,b): rows 0..A, columns 0..B with A >= a, B >= b. Every move
 * lowers a heap and none raises one, so g(a,b) (and the palace number) depends only on
 * the positions (a',b') with a' <= a, b' <= b: the rectangle suffices, whatever the
 * ruleset, the perturbation or the blocking. A side grows by doubling; a rectangle close
 * to a square is computed as the square (the mirror engine's, of half the cells), and
 * when the grown table would not fit in --max-mem, exactly (a+1) x (b+1) is asked. */
static int ensure(twoheap_ctx *c, gd_table *t, gd_table_kind kind, int pass, uint64_t a, uint64_t b, char *err,
                  size_t errlen)
{
    if (t->v && a < t->rows && b < t->cols)
        return 0;
    uint64_t A = grow(t->v ? t->rows : 0, a), B = grow(t->v ? t->cols : 0, b);
    if (c->sym && A <= B && B / 2 <= A)
        A = B;
    gd_table_spec s = {&c->rules, kind, pass, c->B, c->perturbed ? &c->pert : NULL, 0, A, B, NULL, NULL};
    uint64_t bytes = gd_table_estimate_bytes(&s, 0);
    if (bytes > c->max_mem) {
        s.a1 = a, s.bmax = b;
        bytes = gd_table_estimate_bytes(&s, 0);
    }
    if (bytes > c->max_mem) {
        char x[32], y[32];
        gd_err(err, errlen, "the table up to [%llu,%llu] needs about %s, over the memory bound %s (--max-mem)",
               (unsigned long long)a, (unsigned long long)b, gd_format_bytes(bytes, x, sizeof x),
               gd_format_bytes(c->max_mem, y, sizeof y));
        return -1;
    }
    gd_table nt;
    if (gd_table_compute(&s, &nt, err, errlen))
        return -1;
    gd_table_free(t);
    *t = nt;
    return 0;
}

/* Palace number, Grundy value with or without the pass: the table's cell. A symmetric
 * game reads (a,b) with a > b as (b,a), so its tables are short rows of long columns. */
static int cell(const gd_game *g, const gd_position *p, uint32_t *v, char *err, size_t errlen)
{
    twoheap_ctx *c = g->ctx;
    gd_table *t = c->blocking ? &c->pal : p->passes ? &c->gp : &c->g;
    uint64_t a = p->c[0], b = p->c[1];
    if (c->sym && a > b)
        a = p->c[1], b = p->c[0];
    if (ensure(c, t, c->blocking ? GD_TABLE_PALACE : GD_TABLE_GRUNDY, !c->blocking && p->passes, a, b, err, errlen))
        return -1;
    *v = gd_table_get(t, a, b);
    return 0;
}

static int twoheap_outcome(const gd_game *g, const gd_position *p, char *err, size_t errlen)
{
    const twoheap_ctx *c = g->ctx;
    if (c->wythoff)
        return gd_wythoff_is_p(p->c[0], p->c[1]) ? GD_OUTCOME_P : GD_OUTCOME_N;
    uint32_t v;
    if (cell(g, p, &v, err, errlen))
        return -1;
    if (c->blocking)
        return v <= c->B ? GD_OUTCOME_P : GD_OUTCOME_N;
    return v ? GD_OUTCOME_N : GD_OUTCOME_P;
}

static int twoheap_grundy(const gd_game *g, const gd_position *p, uint64_t *value, char *err, size_t errlen)
{
    const twoheap_ctx *c = g->ctx;
    if (c->blocking)
        return 1; /* no Grundy values in a blocking game */
    if (c->wythoff && (p->c[0] > HEAP_LIMIT || p->c[1] > HEAP_LIMIT)) {
        gd_err(err, errlen, "Grundy values of wythoff come from its table, up to heaps of 2^31-1; above, only P/N and "
                            "the winning moves (the floor form)");
        return -1;
    }
    uint32_t v;
    if (cell(g, p, &v, err, errlen))
        return -1;
    *value = v;
    return 0;
}

/* Blocking: from an N-position every P-option (more than B of them, so one survives the
 * block); from a P-position none. */
static long twoheap_winning(const gd_game *g, const gd_position *p, gd_move **out, char *err, size_t errlen)
{
    *out = NULL;
    int o = twoheap_outcome(g, p, err, errlen);
    if (o < 0)
        return -1;
    if (o == GD_OUTCOME_P)
        return 0;
    gd_move *mv;
    long n = gd_game_list_moves(g, p, 1u << 24, &mv, err, errlen);
    if (n < 0)
        return -1;
    long k = 0;
    for (long i = 0; i < n; i++) {
        int w = twoheap_outcome(g, &mv[i].to, err, errlen);
        if (w < 0) {
            free(mv);
            return -1;
        }
        if (w == GD_OUTCOME_P)
            mv[k++] = mv[i];
    }
    *out = mv;
    return k;
}

/* Plain Wythoff: the P-positions one queen move away, by the floor form. */
static long wythoff_winning(const gd_game *g, const gd_position *p, gd_move **out, char *err, size_t errlen)
{
    (void)g;
    gd_wythoff_pair to[3];
    int k = gd_wythoff_winning(p->c[0], p->c[1], to);
    *out = malloc(3 * sizeof **out);
    if (!*out) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    for (int i = 0; i < k; i++) {
        (*out)[i].to = *p;
        (*out)[i].to.c[0] = to[i].a, (*out)[i].to.c[1] = to[i].b;
        (*out)[i].is_pass = 0;
    }
    return k;
}

static int wythoff_is_move(const gd_game *g, const gd_position *p, const gd_position *q)
{
    (void)g;
    if (q->n != 2 || q->c[0] > p->c[0] || q->c[1] > p->c[1])
        return 0;
    uint64_t r = p->c[0] - q->c[0], s = p->c[1] - q->c[1];
    return (r || s) && (r == 0 || s == 0 || r == s);
}

static void twoheap_free(gd_game *g)
{
    twoheap_ctx *c = g->ctx;
    if (!c)
        return;
    gd_ruleset_free(&c->rules);
    gd_table_perturb_free(&c->pert);
    gd_table_free(&c->g), gd_table_free(&c->gp), gd_table_free(&c->pal);
    free(c);
}

static const gd_game_ops twoheap_ops = {
    .kind = GD_GAME_IMPARTIAL,
    .rules.parse = twoheap_parse,
    .rules.format = gd_game_format_coords,
    .rules.moves = twoheap_moves,
    .rules.bound = twoheap_bound,
    .oracles.outcome = twoheap_outcome,
    .oracles.grundy = twoheap_grundy,
    .rules.free_ctx = twoheap_free,
};

/* Blocking games answer only by their oracles, winning moves included. */
static const gd_game_ops blocking_ops = {
    .kind = GD_GAME_IMPARTIAL,
    .rules.parse = twoheap_parse,
    .rules.format = gd_game_format_coords,
    .rules.moves = twoheap_moves,
    .rules.bound = twoheap_bound,
    .oracles.outcome = twoheap_outcome,
    .oracles.grundy = twoheap_grundy,
    .oracles.winning = twoheap_winning,
    .rules.free_ctx = twoheap_free,
};

/* Plain Wythoff: the floor form. */
static const gd_game_ops wythoff_ops = {
    .kind = GD_GAME_IMPARTIAL,
    .rules.parse = twoheap_parse,
    .rules.format = gd_game_format_coords,
    .rules.moves = twoheap_moves,
    .rules.bound = twoheap_bound,
    .oracles.outcome = twoheap_outcome,
    .oracles.grundy = twoheap_grundy,
    .oracles.winning = wythoff_winning,
    .rules.is_move = wythoff_is_move,
    .rules.free_ctx = twoheap_free,
};

static gd_game *twoheap_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    int pass = (int)gd_game_opt_u64(opt, "pass");
    const char *perturb = gd_game_opt_value(opt, "perturb"), *blocking = gd_game_opt_value(opt, "blocking");
    const char *alter = gd_game_opt_value(opt, "alter");
    if (pass && blocking) {
        gd_err(err, errlen, "--pass and --blocking cannot be combined");
        return NULL;
    }
    int wythoff = strcmp(name, "wythoff") == 0 && !pass && !perturb && !blocking && !alter;
    gd_game *g = gd_game_new(wythoff ? &wythoff_ops : blocking ? &blocking_ops : &twoheap_ops, sizeof(twoheap_ctx));
    if (!g) {
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    twoheap_ctx *c = g->ctx;
    snprintf(c->name, sizeof c->name, "%s", name);
    /* nim2 is the ruleset nim (the name nim is the any-heap family). */
    char text[sizeof c->name + 8];
    snprintf(text, sizeof text, "%s%s", strncmp(name, "nim2", 4) == 0 ? "nim" : "",
             strncmp(name, "nim2", 4) == 0 ? name + 4 : name);
    if (gd_ruleset_parse(&c->rules, text, alter, err, errlen)) {
        gd_game_free(g);
        return NULL;
    }
    if (perturb) {
        if (gd_table_perturb_parse(&c->pert, perturb, err, errlen)) {
            gd_game_free(g);
            return NULL;
        }
        c->perturbed = 1;
    }
    c->B = gd_game_opt_u64(opt, "blocking");
    c->blocking = blocking != NULL;
    c->pass = pass;
    c->wythoff = wythoff;
    c->sym = swappable(c);
    c->max_mem = opt->max_mem ? opt->max_mem : gd_game_default_max_mem();
    g->name = c->name;
    g->summary = "two-heap game of a ruleset M(L,S)";
    g->has_pass = pass;
    g->perturbed = c->perturbed;
    g->blocking = c->blocking;
    return g;
}

int gd_ruleset_take(gd_game *g, gd_ruleset *r)
{
    if (!g || g->ops->rules.free_ctx != twoheap_free)
        return -1;
    twoheap_ctx *c = g->ctx;
    *r = c->rules;
    memset(&c->rules, 0, sizeof c->rules);
    return 0;
}

int gd_ruleset_family(const gd_game_family *f)
{
    return f && f->open == twoheap_open;
}

static const gd_game_opt twoheap_opts[] = {
    GD_GAME_OPT_PASS,
    {"perturb", GD_OPT_TEXT, "SPEC",
     "terminal:A,B;.../zero:A,B;...: forced terminal positions, extra moves to (0,0)", NULL, 0},
    {"blocking", GD_OPT_INT, "B", "the B-blocking game: P iff at most B P-options (no Grundy values)", NULL,
     UINT64_MAX},
    {"alter", GD_OPT_TEXT, "S", "the ruleset altered by S = (r,s);(r,s);... (as NAME^S)", NULL, 0},
    {0}};

#define TWOHEAP_ORACLES "outcome, Grundy value: the table of the ruleset over 0..a x 0..b, grown by doubling; blocking: palace numbers"
#define TWOHEAP_SYNTAX "a,b: two heaps, each up to 2^31-1 (the position follows the last ':')"

static const gd_game_command commands[] = {
    {"table", "Grundy values, outcomes, palace numbers of two-heap rulesets (TSV, .npy)", gd_cmd_table},
    {"bounds", "proved bounds checked on a whole two-heap table (nim --pass, nim, wythoff)", gd_cmd_bounds},
    {"voxels", "the set (a,b,g(a,b)) as cubes: an isometric PNG from three sides, a .obj", gd_cmd_voxels},
    {"wythoff", "Wythoff's P-positions four ways: cross-check to N, Figure 1", gd_cmd_wythoff},
    {"periods", "certified additive periodicity of the rows of a two-heap Grundy table", gd_cmd_periods},
    {NULL, NULL, NULL},
};

const gd_game_family gd_family_wythoff = {
    .name = "wythoff",
    .summary = "Wythoff's game [a,b]: take from one heap or the same from both",
    .syntax = "a,b: two heaps, each up to 2^62 (2^31-1 with a variant)",
    .example = "wythoff:6,10",
    .variants = "wythoff^S: the ruleset altered by S = (r,s);...",
    .oracles = "outcome, winning moves: the floor form (heaps up to 2^62); Grundy value: the table",
    .opts = twoheap_opts,
    .parameter = 1,
    .open = twoheap_open,
    .commands = commands,
};

/* The rulesets with the table as their oracle: every field but the words alike. */
#define TWOHEAP_FAMILY(ID, SUMMARY, EXAMPLE, VARIANTS)                                                                 \
    const gd_game_family gd_family_##ID = {.name = #ID, .summary = SUMMARY, .syntax = TWOHEAP_SYNTAX,                  \
                                           .example = EXAMPLE, .variants = VARIANTS, .oracles = TWOHEAP_ORACLES,       \
                                           .opts = twoheap_opts, .parameter = 1, .open = twoheap_open}
TWOHEAP_FAMILY(maharaja, "Maharaja Nim [a,b]: Wythoff's moves and the knight's (1,2), (2,1)", "maharaja:9,5",
               "maharaja^S");
TWOHEAP_FAMILY(sub, "two-heap subtraction game sub:K or sub:{s1,...}: take s from one heap", "sub:3:4,5",
               "sub:K (take 1..K), sub:{s1,...}; ^S");
TWOHEAP_FAMILY(linear, "two-heap game of directions linear:(l1,l2);...: take m*(l1,l2)", "linear:(1,2):2,3",
               "linear:(l1,l2);(l1,l2);...; ^S");
TWOHEAP_FAMILY(nim2, "2-pile Nim as a two-heap ruleset (nim2^S alters it; --blocking B)", "nim2:2,2", "nim2^S");

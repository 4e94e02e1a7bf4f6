/* Sylver Coinage as a game: a position is the set of numbers named, kept as the minimal
 * generators of their semigroup in c[0..n-1], ascending (at most 16; "{}" is the start).
 * A move names a number >= 2 outside the semigroup; naming 1 loses at once, so it is not a
 * move: the player left with only 1 to name has no move and loses (normal play;
 * docs/sylver.md). gcd-1 positions have finitely many moves, listed here; the others have
 * infinitely many (moves says so by saturating), and only the oracles answer them. */
#include "cmd.h"
#include "gamedyn/game.h"
#include "gamedyn/sylver.h"
#include "gamedyn/util.h"
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* The most moves listed (a gcd-1 position of larger genus is left to the oracles). */
#define SYLVER_LIST_MAX ((uint64_t)1 << 20)
/* The most moves checked one by one for a position whose smallest number is above 16. */
#define SYLVER_CHECK_MAX 4096

typedef struct {
    gd_sylver *s;
} sylver_ctx;

static int set_position(const uint64_t *x, int n, gd_position *p, char *err, size_t errlen)
{
    uint64_t gens[GD_SYLVER_MAX_INPUT];
    int k = gd_sylver_reduce(x, n, gens, GD_SYLVER_MAX_INPUT, err, errlen);
    if (k < 0)
        return -1;
    if (k > GD_SYLVER_MAX_GENS) {
        gd_err(err, errlen, "sylver: the numbers have %d minimal generators (at most %d)", k, GD_SYLVER_MAX_GENS);
        return -1;
    }
    memset(p, 0, sizeof *p);
    for (int i = 0; i < k; i++)
        p->c[i] = gens[i];
    p->n = (uint8_t)k;
    return 0;
}

static int sylver_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    (void)g;
    const char *s = text;
    size_t len = strlen(s);
    int braces = len >= 2 && s[0] == '{' && s[len - 1] == '}';
    if (braces)
        s++, len -= 2;
    uint64_t x[GD_SYLVER_MAX_INPUT];
    int n = 0;
    size_t i = 0;
    while (i < len && s[i] == ' ')
        i++;
    while (i < len) {
        if (!isdigit((unsigned char)s[i])) {
            gd_err(err, errlen, "sylver position '%.60s': expected numbers separated by commas (for example 5,7)",
                   text);
            return -1;
        }
        uint64_t v = 0;
        while (i < len && isdigit((unsigned char)s[i])) {
            v = v > GD_SYLVER_MAX_NUMBER ? v : v * 10 + (uint64_t)(s[i] - '0');
            i++;
        }
        if (n == GD_SYLVER_MAX_INPUT) {
            gd_err(err, errlen, "sylver position '%.60s': more than %d numbers", text, GD_SYLVER_MAX_INPUT);
            return -1;
        }
        x[n++] = v;
        while (i < len && s[i] == ' ')
            i++;
        if (i < len && s[i] == ',') {
            i++;
            while (i < len && s[i] == ' ')
                i++;
            if (i == len) {
                gd_err(err, errlen, "sylver position '%.60s': a number is missing after ','", text);
                return -1;
            }
        } else if (i < len) {
            gd_err(err, errlen, "sylver position '%.60s': expected ',' between numbers", text);
            return -1;
        }
    }
    return set_position(x, n, p, err, errlen);
}

static int sylver_format(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    (void)g;
    if (p->n == 0)
        return snprintf(buf, len, "{}");
    size_t at = 0;
    for (int i = 0; i < p->n; i++) {
        int k = snprintf(at < len ? buf + at : NULL, at < len ? len - at : 0, "%s%llu", i ? "," : "",
                         (unsigned long long)p->c[i]);
        at += (size_t)k;
    }
    return (int)at;
}

static int finite(const gd_position *p)
{
    return p->n >= 2 && gd_sylver_gcd(p->c, p->n) == 1;
}

/* The position after naming m (a legal move). */
static int after(const gd_position *p, uint64_t m, gd_position *q, char *err, size_t errlen)
{
    uint64_t x[GD_SYLVER_MAX_GENS + 1];
    memcpy(x, p->c, p->n * sizeof *x);
    x[p->n] = m;
    return set_position(x, p->n + 1, q, err, errlen);
}

static uint64_t sylver_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    (void)g;
    if (!finite(p))
        return UINT64_MAX;
    uint64_t *gaps;
    char err[256];
    long k = gd_sylver_gaps(p->c, p->n, SYLVER_LIST_MAX, &gaps, err, sizeof err);
    if (k < 0)
        return UINT64_MAX;
    /* A position reached must fit 16 generators: at most its smallest number, so only
     * positions whose smallest number is above 16 are checked move by move, and those with
     * many moves are not counted (each check costs a table up to the number named). */
    if (p->c[0] > GD_SYLVER_MAX_GENS && k > SYLVER_CHECK_MAX) {
        free(gaps);
        return UINT64_MAX;
    }
    for (long i = 0; i < k && (p->c[0] > GD_SYLVER_MAX_GENS || (uint64_t)i < cap); i++) {
        gd_position q;
        if (after(p, gaps[i], &q, err, sizeof err) != 0) {
            free(gaps);
            return UINT64_MAX;
        }
        if ((uint64_t)i < cap) {
            memset(&out[i], 0, sizeof out[i]);
            out[i].to = q;
        }
    }
    free(gaps);
    return (uint64_t)k;
}

/* Each reachable position is a set of the gaps: 2^genus. */
static uint64_t sylver_bound(const gd_game *g, const gd_position *p)
{
    (void)g;
    if (!finite(p))
        return UINT64_MAX;
    uint64_t *gaps;
    char err[256];
    long k = gd_sylver_gaps(p->c, p->n, 62, &gaps, err, sizeof err);
    if (k < 0)
        return UINT64_MAX;
    free(gaps);
    return (uint64_t)1 << (k + 1);
}

static int sylver_outcome(const gd_game *g, const gd_position *p, char *err, size_t errlen)
{
    sylver_ctx *c = g->ctx;
    gd_sylver_result r;
    char why[256] = "";
    if (gd_sylver_outcome(c->s, p->c, p->n, &r, why, sizeof why) != 0) {
        gd_err(err, errlen, "%s", why);
        return -1;
    }
    if (r.outcome < 0) {
        char pb[256];
        sylver_format(g, p, pb, sizeof pb);
        gd_err(err, errlen, "unknown: the outcome of sylver:%s is not known here (%s)", pb,
               strncmp(why, "unknown: ", 9) == 0 ? why + 9 : why);
        return -1;
    }
    return r.outcome ? GD_OUTCOME_N : GD_OUTCOME_P;
}

static long sylver_winning(const gd_game *g, const gd_position *p, gd_move **out, char *err, size_t errlen)
{
    sylver_ctx *c = g->ctx;
    *out = NULL;
    char pb[256];
    sylver_format(g, p, pb, sizeof pb);
    if (!finite(p)) {
        gd_sylver_result r;
        char why[256] = "";
        if (gd_sylver_outcome(c->s, p->c, p->n, &r, why, sizeof why) != 0) {
            gd_err(err, errlen, "%s", why);
            return -1;
        }
        if (r.outcome == 0) {
            if (!(*out = malloc(sizeof **out))) {
                gd_err(err, errlen, "out of memory");
                return -1;
            }
            return 0;
        }
        if (r.outcome == 1)
            gd_err(err, errlen, "sylver:%s has infinitely many moves and not all its winning moves are known "
                   "(naming %llu wins)", pb, (unsigned long long)r.move);
        else
            gd_err(err, errlen, "unknown: the outcome of sylver:%s is not known here (%s)", pb,
                   strncmp(why, "unknown: ", 9) == 0 ? why + 9 : why);
        return -1;
    }
    uint64_t *w;
    long k = gd_sylver_winning(c->s, p->c, p->n, &w, err, errlen);
    if (k < 0)
        return -1;
    gd_move *m = malloc((size_t)(k ? k : 1) * sizeof *m);
    if (!m) {
        free(w);
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    for (long i = 0; i < k; i++) {
        memset(&m[i], 0, sizeof m[i]);
        if (after(p, w[i], &m[i].to, err, errlen) != 0) {
            free(w), free(m);
            return -1;
        }
    }
    free(w);
    *out = m;
    return k;
}

static int sylver_parse_move(const gd_game *g, const gd_position *p, int side, const char *text, gd_move *m,
                             char *err, size_t errlen)
{
    (void)g, (void)side;
    uint64_t v;
    if (gd_parse_u64(text, &v) != 0)
        return 0;
    if (v == 1) {
        gd_err(err, errlen, "naming 1 loses at once: it is never a move here (docs/sylver.md)");
        return -1;
    }
    int legal = v >= 2 && v <= GD_SYLVER_MAX_NUMBER ? gd_sylver_legal(p->c, p->n, v) : 0;
    if (legal != 1) {
        gd_err(err, errlen, "%llu cannot be named: %s", (unsigned long long)v,
               v < 2 || v > GD_SYLVER_MAX_NUMBER ? "numbers named are 2 to 1000000"
                                                  : "it is a sum of multiples of the numbers named");
        return -1;
    }
    memset(m, 0, sizeof *m);
    return after(p, v, &m->to, err, errlen) == 0 ? 1 : -1;
}

/* The number named: the generator of the new position that p does not have. */
static int sylver_format_move(const gd_game *g, const gd_position *p, const gd_move *m, char *buf, size_t len)
{
    (void)g;
    for (int i = 0; i < m->to.n; i++) {
        int found = 0;
        for (int j = 0; j < p->n && !found; j++)
            found = p->c[j] == m->to.c[i];
        if (!found)
            return snprintf(buf, len, "%llu", (unsigned long long)m->to.c[i]);
    }
    return snprintf(buf, len, "?");
}

static void sylver_free(gd_game *g)
{
    sylver_ctx *c = g->ctx;
    gd_sylver_free(c->s);
    free(c);
}

static const gd_game_ops sylver_ops = {
    .kind = GD_GAME_IMPARTIAL,
    .rules.parse = sylver_parse,
    .rules.format = sylver_format,
    .rules.moves = sylver_moves,
    .rules.bound = sylver_bound,
    .oracles.outcome = sylver_outcome,
    .oracles.winning = sylver_winning,
    .rules.free_ctx = sylver_free,
    .ui.parse_move = sylver_parse_move,
    .ui.format_move = sylver_format_move,
};

static gd_game *sylver_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    (void)name;
    gd_game *g = gd_game_new(&sylver_ops, sizeof(sylver_ctx));
    sylver_ctx *c = g ? g->ctx : NULL;
    if (!g || !(c->s = gd_sylver_new(opt->max_mem, 0))) {
        gd_game_free(g);
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    return g;
}

static const gd_game_command commands[] = {
    {"sylver", "Sylver Coinage: outcomes of every position {a,b} or {a,b,c} up to a size", gd_cmd_sylver},
    {NULL, NULL, NULL},
};

const gd_game_family gd_family_sylver = {
    .name = "sylver",
    .summary = "Sylver Coinage: name a number that is not a sum of multiples of those named; naming 1 loses",
    .syntax = "the numbers named so far, a,b,c (each 2 to 1000000; {} before the first move)",
    .example = "sylver:5,7",
    .oracles = "outcome, winning moves: exact search over semigroups (gcd 1); Hutchings's theorem ({p}, p prime "
               ">= 5); a move to a P-position (gcd > 1); else unknown",
    .open = sylver_open,
    .commands = commands,
};

/* The helpers every game and command share over the interface: positions as text,
 * move labels and lists, the fast oracles with their fallbacks. */
#include "gamedyn/game.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

uint64_t gd_game_default_max_mem(void)
{
    return gd_budget_default();
}

int gd_position_equal(const gd_position *a, const gd_position *b)
{
    if (a->n != b->n || a->passes != b->passes || a->flags != b->flags)
        return 0;
    for (int i = 0; i < a->n; i++)
        if (a->c[i] != b->c[i])
            return 0;
    return 1;
}

static uint64_t mix(uint64_t h)
{
    h ^= h >> 30;
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 27;
    h *= 0x94d049bb133111ebULL;
    return h ^ (h >> 31);
}

uint64_t gd_position_hash(const gd_position *p)
{
    uint64_t h = mix(((uint64_t)p->n << 32) ^ ((uint64_t)p->passes << 16) ^ p->flags);
    for (int i = 0; i < p->n; i++)
        h = mix(h ^ p->c[i]) + (uint64_t)i;
    return h;
}

static const char passed_suffix[] = "/passed";

int gd_game_parse_coords(const gd_game *g, const char *text, int min_n, int max_n, const char *what,
                         uint64_t limit, const char *limit_text, gd_position *p, char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    size_t len = strlen(text);
    size_t sl = sizeof passed_suffix - 1;
    int left = g->has_pass; /* passes left: all of the pool unless the text says otherwise */
    const char *slash = strrchr(text, '/');
    if (len >= sl && strcmp(text + len - sl, passed_suffix) == 0) {
        if (!g->has_pass) {
            gd_err(err, errlen, "'%s': '/passed' needs the pass variant (--pass)", text);
            return -1;
        }
        left = 0;
        len -= sl;
    } else if (slash && strncmp(slash, "/passes=", 8) == 0) {
        /* several passes: "/passes=J", J passes left (docs/games.md) */
        uint64_t j;
        if (!g->has_pass) {
            gd_err(err, errlen, "'%s': '/passes=J' needs the pass variant (--pass or --passes K)", text);
            return -1;
        }
        if (gd_parse_u64(slash + 8, &j) != 0 || j > (uint64_t)g->has_pass) {
            gd_err(err, errlen, "'%s': bad passes left '%s' (expected an integer from 0 to %d)", text, slash + 8,
                   g->has_pass);
            return -1;
        }
        left = (int)j;
        len = (size_t)(slash - text);
    }
    const char *s = text, *end = text + len;
    int bracket = s < end && *s == '[';
    if (bracket) {
        if (end[-1] != ']') {
            gd_err(err, errlen, "bad position '%s' of %s (unbalanced '[')", text, g->name);
            return -1;
        }
        s++, end--;
    }
    int n = 0;
    while (s < end) {
        while (s < end && (*s == ' ' || *s == '\t'))
            s++;
        const char *t = s;
        uint64_t v = 0;
        int digits = 0, overflow = 0;
        while (s < end && *s >= '0' && *s <= '9') {
            unsigned d = (unsigned)(*s - '0');
            if (v > (UINT64_MAX - d) / 10)
                overflow = 1;
            else
                v = v * 10 + d;
            digits++, s++;
        }
        if (!digits) {
            gd_err(err, errlen, "bad position '%s' of %s (expected %ss: non-negative integers separated by commas)",
                   text, g->name, what);
            return -1;
        }
        if (overflow || v > limit) {
            gd_err(err, errlen, "%s %.*s of %s is above the limit %s", what, (int)(s - t), t, g->name, limit_text);
            return -1;
        }
        if (n == max_n) {
            gd_err(err, errlen, "position '%s' of %s has more than %d %ss", text, g->name, max_n, what);
            return -1;
        }
        p->c[n++] = v;
        while (s < end && (*s == ' ' || *s == '\t'))
            s++;
        if (s < end && *s != ',' && !(*s >= '0' && *s <= '9')) {
            gd_err(err, errlen, "bad position '%s' of %s (expected %ss: non-negative integers separated by commas)",
                   text, g->name, what);
            return -1;
        }
        if (s < end && *s == ',') {
            s++;
            if (s == end) {
                gd_err(err, errlen, "bad position '%s' of %s (trailing comma)", text, g->name);
                return -1;
            }
        }
    }
    if (n < min_n || n > max_n) {
        if (min_n == max_n)
            gd_err(err, errlen, "a position of %s has %d %ss, '%s' has %d", g->name, min_n, what, text, n);
        else
            gd_err(err, errlen, "a position of %s has %d to %d %ss, '%s' has %d", g->name, min_n, max_n, what, text,
                   n);
        return -1;
    }
    p->n = (uint8_t)n;
    p->passes = (uint8_t)left;
    return 0;
}

int gd_game_format_coords(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    char t[GD_GAME_MAX_COORDS * 21 + 16];
    size_t at = 0;
    t[at++] = '[';
    for (int i = 0; i < p->n; i++)
        at += (size_t)snprintf(t + at, sizeof t - at, "%s%llu", i ? "," : "", (unsigned long long)p->c[i]);
    if (g->has_pass > 1 && p->passes < g->has_pass) /* several passes: how many are left */
        snprintf(t + at, sizeof t - at, "]/passes=%u", (unsigned)p->passes);
    else
        snprintf(t + at, sizeof t - at, "]%s", g->has_pass && !p->passes ? passed_suffix : "");
    return snprintf(buf, len, "%s", t);
}

uint64_t gd_game_add_pass(const gd_position *p, int terminal, gd_move *out, uint64_t cap, uint64_t n)
{
    if (!p->passes || terminal)
        return n;
    if (n < cap) {
        out[n].to = *p;
        out[n].to.passes--;
        out[n].is_pass = 1;
    }
    return n == UINT64_MAX ? n : n + 1;
}

int gd_game_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    const char *colon = strrchr(text, ':');
    if (colon) {
        size_t k = (size_t)(colon - text);
        if (strlen(g->name) != k || strncmp(text, g->name, k) != 0) {
            gd_err(err, errlen, "'%s' is not a position of %s", text, g->name);
            return -1;
        }
        text = colon + 1;
    }
    return g->ops->rules.parse(g, text, p, err, errlen);
}

int gd_game_is_position(const gd_game *g, const char *text)
{
    gd_position p;
    char err[256];
    return gd_game_parse(g, text, &p, err, sizeof err) == 0;
}

const char *gd_game_format(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    if (len) {
        buf[0] = 0;
        g->ops->rules.format(g, p, buf, len);
    }
    return buf;
}

char *gd_game_format_new(const gd_game *g, const gd_position *p)
{
    char probe[1];
    int n = g->ops->rules.format(g, p, probe, sizeof probe);
    char *t = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (t)
        gd_game_format(g, p, t, (size_t)n + 1);
    return t;
}

gd_game_kind gd_game_kind_of(const gd_game *g)
{
    return g->ops->kind;
}

int gd_game_is_automatic(const gd_game *g, const gd_position *p)
{
    return g->ops->rules.is_automatic && g->ops->rules.is_automatic(g, p);
}

int gd_game_components(const gd_game *g, const gd_position *p, gd_position *out, int cap)
{
    if (g->ops->values.components)
        return g->ops->values.components(g, p, out, cap);
    out[0] = *p;
    return 1;
}

int gd_game_normal_form(const gd_game *g, const gd_position *p, gd_position *key)
{
    if (g->ops->values.normal_form)
        return g->ops->values.normal_form(g, p, key);
    *key = *p;
    return 1;
}

const char *gd_game_move_label(const gd_game *g, const gd_move *m, char *buf, size_t len)
{
    if (m->is_pass) {
        snprintf(buf, len, "pass");
        return buf;
    }
    return gd_game_format(g, &m->to, buf, len);
}

const char *gd_game_moves_words(uint64_t n, char *buf, size_t len)
{
    if (n == UINT64_MAX)
        snprintf(buf, len, "too many moves to count");
    else
        snprintf(buf, len, "%llu move%s", (unsigned long long)n, n == 1 ? "" : "s");
    return buf;
}

long gd_game_list_moves(const gd_game *g, const gd_position *p, uint64_t max, gd_move **out, char *err,
                        size_t errlen)
{
    *out = NULL;
    uint64_t n = g->ops->rules.moves(g, p, NULL, 0);
    if (n > max || n > (uint64_t)(SIZE_MAX / sizeof **out / 2)) {
        char words[64], *pb = gd_game_format_new(g, p);
        gd_game_moves_words(n, words, sizeof words);
        if (max >= (uint64_t)(SIZE_MAX / sizeof **out / 2))
            gd_err(err, errlen, "%s has %s, more than can be listed", pb ? pb : "the position", words);
        else
            gd_err(err, errlen, "%s has %s, more than the %llu this command lists", pb ? pb : "the position", words,
                   (unsigned long long)max);
        free(pb);
        return -1;
    }
    /* The list is the caller's to free, so it is not taken from the budget: it must fit in
     * what the other parts of the computation leave. */
    uint64_t bound = g->max_mem ? g->max_mem : gd_game_default_max_mem(), bytes = n * sizeof **out;
    uint64_t left = g->budget ? gd_budget_left(g->budget) : bound;
    if (bytes > left) {
        char a[32], b[32], *pb = gd_game_format_new(g, p);
        uint64_t used = g->budget ? gd_budget_used(g->budget) : 0;
        gd_err(err, errlen, "listing the %llu moves of %s:%s needs %s, above the memory bound %s (--max-mem)",
               (unsigned long long)n, g->name, pb ? pb : "the position", gd_format_bytes(used + bytes, a, sizeof a),
               gd_format_bytes(g->budget ? gd_budget_bound(g->budget) : bound, b, sizeof b));
        free(pb);
        return -1;
    }
    *out = malloc((n ? n : 1) * sizeof **out);
    if (!*out) {
        gd_err(err, errlen, "out of memory listing %llu moves", (unsigned long long)n);
        return -1;
    }
    g->ops->rules.moves(g, p, *out, n);
    return (long)n;
}

int gd_game_move_wins(const gd_game *g, const gd_move *m, int outcome_to)
{
    if (g->ops->kind != GD_GAME_PARTIZAN)
        return outcome_to == GD_OUTCOME_P;
    return outcome_to == GD_OUTCOME_P || outcome_to == (m->side == GD_LEFT ? GD_OUTCOME_L : GD_OUTCOME_R);
}

const char *gd_outcome_name(int outcome)
{
    switch (outcome) {
    case GD_OUTCOME_P:
        return "P";
    case GD_OUTCOME_N:
        return "N";
    case GD_OUTCOME_L:
        return "L";
    case GD_OUTCOME_R:
        return "R";
    case GD_OUTCOME_D:
        return "D";
    default:
        return "?";
    }
}

int gd_game_oracle_outcome(const gd_game *g, const gd_position *p, char *err, size_t errlen)
{
    if (g->ops->rules.is_automatic && g->ops->rules.is_automatic(g, p))
        return GD_OUTCOME_N;
    return g->ops->oracles.outcome ? g->ops->oracles.outcome(g, p, err, errlen) : GD_ORACLE_NONE;
}

/* Beyond this many moves a position's winning moves are not searched one by one. */
#define MAX_FILTERED_MOVES 50000000

long gd_game_oracle_winning(const gd_game *g, const gd_position *p, gd_move **out, char *err,
                            size_t errlen)
{
    *out = NULL;
    if (g->ops->rules.is_automatic && g->ops->rules.is_automatic(g, p))
        return 0;
    if (g->ops->oracles.winning) {
        long n = g->ops->oracles.winning(g, p, out, err, errlen);
        if (n != GD_ORACLE_NONE)
            return n;
    }
    if (!g->ops->oracles.outcome)
        return GD_ORACLE_NONE;
    gd_move *mv;
    long n = gd_game_list_moves(g, p, MAX_FILTERED_MOVES, &mv, err, errlen);
    if (n < 0)
        return -1;
    long k = 0;
    for (long i = 0; i < n; i++) {
        int o = g->ops->oracles.outcome(g, &mv[i].to, err, errlen);
        if (o < 0) {
            free(mv);
            return o;
        }
        if (gd_game_move_wins(g, &mv[i], o) && !(g->ops->rules.is_automatic && g->ops->rules.is_automatic(g, &mv[i].to)))
            mv[k++] = mv[i];
    }
    *out = mv;
    return k;
}

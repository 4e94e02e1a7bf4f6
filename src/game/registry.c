/* The game registry: one line per family in FAMILIES below. A family is one folder
 * src/games/NAME/ defining its entry gd_family_NAME (game.h's gd_game_family); the options
 * an instance is opened with are checked here against the entry's declarations, so no
 * family refuses another family's options by hand. */
#include "gamedyn/game.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

#define FAMILIES(F)                                                                                                \
    F(nim)                                                                                                         \
    F(chomp)                                                                                                       \
    F(wythoff)                                                                                                     \
    F(maharaja)                                                                                                    \
    F(sub)                                                                                                         \
    F(linear)                                                                                                      \
    F(nim2)                                                                                                        \
    F(euclid)                                                                                                      \
    F(fibnim)                                                                                                      \
    F(kayles)                                                                                                      \
    F(dawson_chess)                                                                                                \
    F(dawson_kayles)                                                                                               \
    F(grundy_game)                                                                                                 \
    F(heap)                                                                                                        \
    F(heapsub)                                                                                                     \
    F(staircase)                                                                                                   \
    F(slide)                                                                                                       \
    F(domineering)                                                                                                 \
    F(hackenbush)                                                                                                  \
    F(toads)                                                                                                       \
    F(clobber)                                                                                                     \
    F(cutcake)                                                                                                     \
    F(toppling)                                                                                                    \
    F(col)                                                                                                         \
    F(snort)                                                                                                       \
    F(sylver)                                                                                                      \
    F(pokernim)                                                                                                    \
    F(scoring_domineering)                                                                                         \
    F(domination)                                                                                                  \
    F(sum)

#define DECLARE(x) extern const gd_game_family gd_family_##x;
FAMILIES(DECLARE)
#define ENTRY(x) &gd_family_##x,
static const gd_game_family *const families[] = {FAMILIES(ENTRY)};
#define NFAMILIES (sizeof families / sizeof families[0])

const gd_game_family *const *gd_game_families(size_t *n)
{
    *n = NFAMILIES;
    return families;
}

const char *gd_game_names(void)
{
    /* Built once from the constant table, so every caller sees the same text; the clamp keeps a
     * longer table from writing past the buffer (it would only shorten the message). */
    static char names[1024];
    if (!names[0]) {
        char tmp[sizeof names];
        size_t at = 0;
        for (size_t i = 0; i < NFAMILIES && at < sizeof tmp; i++)
            at += (size_t)snprintf(tmp + at, sizeof tmp - at, "%s%s", i ? ", " : "", families[i]->name);
        memcpy(names, tmp, sizeof names);
    }
    return names;
}

const gd_game_family *gd_game_family_find(const char *name)
{
    size_t k = strcspn(name, ":^");
    for (size_t i = 0; i < NFAMILIES; i++)
        if (strncmp(families[i]->name, name, k) == 0 && families[i]->name[k] == 0 &&
            (!name[k] || families[i]->parameter))
            return families[i];
    return NULL;
}

const gd_game_opt *gd_game_family_opt(const gd_game_family *f, const char *name)
{
    for (const gd_game_opt *d = f->opts; d && d->name; d++)
        if (strcmp(d->name, name) == 0)
            return d;
    return NULL;
}

const gd_game_opt *gd_game_declared_opt(size_t k)
{
    size_t seen = 0;
    for (size_t i = 0; i < NFAMILIES; i++)
        for (const gd_game_opt *d = families[i]->opts; d && d->name; d++) {
            int before = 0;
            for (size_t j = 0; j < i && !before; j++)
                before = gd_game_family_opt(families[j], d->name) != NULL;
            if (!before && seen++ == k)
                return d;
        }
    return NULL;
}

int gd_game_options_set(gd_game_options *o, const char *name, const char *value)
{
    for (int i = 0; i < o->n; i++)
        if (strcmp(o->set[i].name, name) == 0) {
            o->set[i].value = value;
            return 0;
        }
    if (o->n == GD_GAME_MAX_SETTINGS)
        return -1;
    o->set[o->n].name = name;
    o->set[o->n++].value = value;
    return 0;
}

int gd_game_options_set_pass(gd_game_options *o, int k)
{
    static const char *const text[] = {"0", "1", "2", "3", "4", "5", "6", "7", "8",
                                       "9", "10", "11", "12", "13", "14", "15", "16"};
    if (k < 0 || k > 16)
        return -1;
    return k ? gd_game_options_set(o, "pass", text[k]) : 0;
}

const char *gd_game_opt_value(const gd_game_options *o, const char *name)
{
    for (int i = 0; o && i < o->n; i++)
        if (strcmp(o->set[i].name, name) == 0)
            return o->set[i].value;
    return NULL;
}

uint64_t gd_game_opt_u64(const gd_game_options *o, const char *name)
{
    const char *v = gd_game_opt_value(o, name);
    uint64_t x = 0;
    if (v && gd_parse_u64(v, &x) != 0)
        x = 0;
    return x;
}

/* "nim and chomp": the families whose pass pool may hold several passes. */
static void several_passes(char *buf, size_t len)
{
    size_t at = 0, n = 0, k = 0;
    buf[0] = 0;
    for (size_t i = 0; i < NFAMILIES; i++) {
        const gd_game_opt *d = gd_game_family_opt(families[i], "pass");
        n += d && d->max > 1;
    }
    for (size_t i = 0; i < NFAMILIES && at < len; i++) {
        const gd_game_opt *d = gd_game_family_opt(families[i], "pass");
        if (d && d->max > 1) {
            k++;
            at += (size_t)snprintf(buf + at, len - at, "%s%s", k == 1 ? "" : k == n ? " and " : ", ",
                                   families[i]->name);
        }
    }
}

/* Every option given must be one the family declares, with a value of its kind. */
static int check_options(const gd_game_family *f, const char *name, const gd_game_options *o, char *err,
                         size_t errlen)
{
    for (int i = 0; i < o->n; i++) {
        const char *k = o->set[i].name, *v = o->set[i].value;
        const gd_game_opt *d = gd_game_family_opt(f, k);
        int pass = strcmp(k, "pass") == 0;
        uint64_t x = 0;
        int number = v && gd_parse_u64(v, &x) == 0;
        if (pass && d && number && x > d->max) {
            char who[256];
            several_passes(who, sizeof who);
            gd_err(err, errlen, "%s: --passes %llu: only %s take several passes", name, (unsigned long long)x, who);
            return -1;
        }
        if (!d) {
            gd_err(err, errlen, "game %s takes no --%s", f->name, pass && number && x > 1 ? "passes" : k);
            return -1;
        }
        if (d->kind == GD_OPT_INT && (!number || x > d->max)) {
            if (d->max == UINT64_MAX)
                gd_err(err, errlen, "bad --%s '%s' (expected a non-negative integer)", k, v ? v : "");
            else
                gd_err(err, errlen, "bad --%s '%s' (expected an integer from 0 to %llu)", k, v ? v : "",
                       (unsigned long long)d->max);
            return -1;
        }
    }
    return 0;
}

gd_game *gd_game_new(const gd_game_ops *ops, size_t ctx_size)
{
    gd_game *g = calloc(1, sizeof *g);
    void *c = ctx_size ? calloc(1, ctx_size) : NULL;
    if (!g || (ctx_size && !c)) {
        free(g), free(c);
        return NULL;
    }
    g->ops = ops;
    g->ctx = c;
    return g;
}

gd_game *gd_game_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    gd_game_options o = {0};
    if (opt)
        o = *opt;
    if (!o.max_mem)
        o.max_mem = gd_game_default_max_mem();
    const gd_game_family *f = gd_game_family_find(name);
    if (!f) {
        size_t k = strcspn(name, ":^");
        for (size_t i = 0; name[k] && i < NFAMILIES; i++)
            if (strncmp(families[i]->name, name, k) == 0 && families[i]->name[k] == 0) {
                gd_err(err, errlen, "game %s takes no parameter: '%s'", families[i]->name, name);
                return NULL;
            }
        gd_err(err, errlen, "unknown game '%s' (expected one of: %s)", name, gd_game_names());
        return NULL;
    }
    if (check_options(f, name, &o, err, errlen) != 0)
        return NULL;
    gd_game *g = f->open(name, &o, err, errlen);
    if (g && !g->budget && !(g->budget = gd_budget_new(o.max_mem))) {
        gd_game_free(g);
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    if (g) {
        g->family = f;
        g->max_mem = o.max_mem;
        if (!g->name)
            g->name = f->name;
        if (!g->summary)
            g->summary = f->summary;
    }
    return g;
}

void gd_game_free(gd_game *g)
{
    if (!g)
        return;
    if (g->ops && g->ops->rules.free_ctx)
        g->ops->rules.free_ctx(g);
    else
        free(g->ctx);
    gd_budget_free(g->budget); /* after the context: its tables give their bytes back */
    free(g);
}

int gd_game_open_position(const char *text, const gd_game_options *opt, gd_game **g, gd_position *p, char *err,
                          size_t errlen)
{
    *g = NULL;
    size_t head = strcspn(text, ":");
    char first[64];
    snprintf(first, sizeof first, "%.*s", (int)(head < sizeof first ? head : sizeof first - 1), text);
    const gd_game_family *f = text[head] ? gd_game_family_find(first) : NULL;
    if (f && f->open_at) {
        gd_game_options o = {0};
        if (opt)
            o = *opt;
        if (check_options(f, first, &o, err, errlen) != 0)
            return -1;
        if (!(*g = f->open_at(text + head + 1, &o, p, err, errlen)))
            return -1;
        (*g)->family = f;
        if (!(*g)->summary)
            (*g)->summary = f->summary;
        return 0;
    }
    const char *colon = strrchr(text, ':');
    if (!colon) {
        gd_err(err, errlen, "'%s' is not GAME:POSITION (for example nim:3,5,6)", text);
        return -1;
    }
    size_t k = (size_t)(colon - text);
    char *name = malloc(k + 1);
    if (!name) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    memcpy(name, text, k);
    name[k] = 0;
    *g = gd_game_open(name, opt, err, errlen);
    free(name);
    if (!*g)
        return -1;
    if ((*g)->ops->rules.parse(*g, colon + 1, p, err, errlen) != 0) {
        gd_game_free(*g);
        *g = NULL;
        return -1;
    }
    return 0;
}

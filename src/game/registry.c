/* The game registry: one table line per game family. A new family is one folder
 * src/games/NAME/ with an open function, declared here, plus its line in the table. */
#include "gamedyn/game.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

gd_game *gd_nim_open(const gd_game_options *opt, char *err, size_t errlen);
gd_game *gd_chomp_open(const gd_game_options *opt, char *err, size_t errlen);
gd_game *gd_twoheap_open(const gd_game_options *opt, char *err, size_t errlen);
gd_game *gd_euclid_open(const gd_game_options *opt, char *err, size_t errlen);
gd_game *gd_fibnim_open(const gd_game_options *opt, char *err, size_t errlen);
gd_game *gd_heap_open_kayles(const gd_game_options *opt, char *err, size_t errlen);
gd_game *gd_heap_open_dawson_chess(const gd_game_options *opt, char *err, size_t errlen);
gd_game *gd_heap_open_dawson_kayles(const gd_game_options *opt, char *err, size_t errlen);
gd_game *gd_heap_open_grundy(const gd_game_options *opt, char *err, size_t errlen);
gd_game *gd_heap_open(const gd_game_options *opt, char *err, size_t errlen);

static const gd_game_family families[] = {
    {"nim", "Nim with any number of heaps: take any number of tokens from one heap", gd_nim_open, 0},
    {"chomp", "3-row Chomp [x,y,z]: x columns of height 3, y of height 2, z of height 1", gd_chomp_open, 0},
    {"wythoff", "Wythoff's game [a,b]: take from one heap or the same from both", gd_twoheap_open, 1},
    {"maharaja", "Maharaja Nim [a,b]: Wythoff's moves and the knight's (1,2), (2,1)", gd_twoheap_open, 1},
    {"sub", "two-heap subtraction game sub:K or sub:{s1,...}: take s from one heap", gd_twoheap_open, 1},
    {"linear", "two-heap game of directions linear:(l1,l2);...: take m*(l1,l2)", gd_twoheap_open, 1},
    {"nim2", "2-pile Nim as a two-heap ruleset (nim2^S alters it; --blocking B)", gd_twoheap_open, 1},
    {"euclid", "Euclid's game [x,y]: subtract a multiple of the smaller from the larger (euclid:cd: Cole-Davie)", gd_euclid_open, 1},
    {"fibnim", "Fibonacci Nim [n,r]: take 1..r of n tokens, then the next may take twice that", gd_fibnim_open, 0},
    {"kayles", "Kayles (octal 0.77) on any number of heaps", gd_heap_open_kayles, 0},
    {"dawson-chess", "Dawson's chess (octal 0.137) on any number of heaps", gd_heap_open_dawson_chess, 0},
    {"dawson-kayles", "Dawson's Kayles (octal 0.07) on any number of heaps", gd_heap_open_dawson_kayles, 0},
    {"grundy-game", "Grundy's game: split a heap into two unequal heaps", gd_heap_open_grundy, 0},
    {"heap", "heap game of a code heap:CODE (octal/hexadecimal d0.d1d2..., '!', presets)", gd_heap_open, 1},
    {"heapsub", "one-heap subtraction game heapsub:{s1,...} on any number of heaps", gd_heap_open, 1},
};

const gd_game_family *gd_game_families(size_t *n)
{
    *n = sizeof families / sizeof families[0];
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
        for (size_t i = 0; i < sizeof families / sizeof families[0] && at < sizeof tmp; i++)
            at += (size_t)snprintf(tmp + at, sizeof tmp - at, "%s%s", i ? ", " : "", families[i].name);
        memcpy(names, tmp, sizeof names);
    }
    return names;
}

gd_game *gd_game_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    gd_game_options o = {0};
    if (opt)
        o = *opt;
    if (!o.max_mem)
        o.max_mem = gd_game_default_max_mem();
    size_t k = strcspn(name, ":^");
    for (size_t i = 0; i < sizeof families / sizeof families[0]; i++)
        if (strncmp(families[i].name, name, k) == 0 && families[i].name[k] == 0 && (!name[k] || families[i].parameter)) {
            if (families[i].parameter)
                o.variant = name;
            /* Several passes are the sheet games' (the engine's chain); elsewhere a pass is one. */
            if (o.pass > 1 && strcmp(families[i].name, "nim") != 0 && strcmp(families[i].name, "chomp") != 0) {
                gd_err(err, errlen, "%s: --passes %d: only nim and chomp take several passes", name, o.pass);
                return NULL;
            }
            return families[i].open(&o, err, errlen);
        }
    if (name[k]) {
        for (size_t i = 0; i < sizeof families / sizeof families[0]; i++)
            if (strncmp(families[i].name, name, k) == 0 && families[i].name[k] == 0) {
                gd_err(err, errlen, "game %s takes no parameter: '%s'", families[i].name, name);
                return NULL;
            }
    }
    gd_err(err, errlen, "unknown game '%s' (expected one of: %s)", name, gd_game_names());
    return NULL;
}

void gd_game_free(gd_game *g)
{
    if (!g)
        return;
    if (g->free_ctx)
        g->free_ctx(g);
    free(g);
}

int gd_game_open_position(const char *text, const gd_game_options *opt, gd_game **g, gd_position *p, char *err,
                          size_t errlen)
{
    *g = NULL;
    const char *colon = strrchr(text, ':');
    if (!colon) {
        gd_err(err, errlen, "'%s' is not GAME:POSITION (for example nim:3,5,6)", text);
        return -1;
    }
    char name[1024];
    size_t k = (size_t)(colon - text);
    if (k >= sizeof name) {
        gd_err(err, errlen, "unknown game in '%s' (expected one of: %s)", text, gd_game_names());
        return -1;
    }
    memcpy(name, text, k);
    name[k] = 0;
    *g = gd_game_open(name, opt, err, errlen);
    if (!*g)
        return -1;
    if ((*g)->parse(*g, colon + 1, p, err, errlen) != 0) {
        gd_game_free(*g);
        *g = NULL;
        return -1;
    }
    return 0;
}

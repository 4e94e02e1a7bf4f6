/* partizan.h - the checks shared by the tests of the partizan rulesets (tests/games/NAME):
 * a test writes its game's rules on its own representation (a string), as a function
 * listing one side's options; from those alone this header finds who wins (a plain
 * recursion, memoized) and builds the value with gd_cgt_make on the options' values. The
 * rules are the test's, never the family's moves. */
#ifndef GAMEDYN_TESTS_PARTIZAN_H
#define GAMEDYN_TESTS_PARTIZAN_H
#include "gamedyn/cgt.h"
#include "gamedyn/game.h"
#include "testlib.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define PZ_LEN 160
#define PZ_MAX_MOVES 512

/* side: GD_LEFT or GD_RIGHT; writes the options into out, returns their number. */
typedef int (*pz_rules)(const char *pos, int side, char out[][PZ_LEN]);

typedef struct pz_entry {
    struct pz_entry *next;
    int wins; /* bit 0: Left wins moving first, bit 1: Right; -1 unknown */
    gd_cgt_id value;
    char pos[PZ_LEN];
} pz_entry;

typedef struct {
    pz_rules rules;
    gd_cgt *cgt;
    pz_entry *slot[1 << 16];
} pz_memo;

static inline pz_memo *pz_new(pz_rules rules, gd_cgt *cgt)
{
    pz_memo *m = calloc(1, sizeof *m);
    if (!m)
        abort();
    m->rules = rules, m->cgt = cgt;
    return m;
}

static inline void pz_free(pz_memo *m)
{
    for (size_t i = 0; i < sizeof m->slot / sizeof *m->slot; i++)
        for (pz_entry *e = m->slot[i], *n; e; e = n)
            n = e->next, free(e);
    free(m);
}

static inline pz_entry *pz_find(pz_memo *m, const char *pos)
{
    uint64_t h = 1469598103934665603ull;
    for (const char *s = pos; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    pz_entry **b = &m->slot[h & 0xffff];
    for (pz_entry *e = *b; e; e = e->next)
        if (strcmp(e->pos, pos) == 0)
            return e;
    pz_entry *e = calloc(1, sizeof *e);
    if (!e)
        abort();
    snprintf(e->pos, sizeof e->pos, "%s", pos);
    e->wins = -1, e->value = GD_CGT_NONE;
    e->next = *b, *b = e;
    return e;
}

/* Whether side wins moving first: some option from which the other side, moving first, loses. */
static inline int pz_wins_bits(pz_memo *m, const char *pos);
static inline int pz_wins(pz_memo *m, const char *pos, int side)
{
    char(*opt)[PZ_LEN] = malloc(PZ_MAX_MOVES * sizeof *opt);
    if (!opt)
        abort();
    int n = m->rules(pos, side, opt), win = 0;
    for (int i = 0; i < n && !win; i++)
        win = !((pz_wins_bits(m, opt[i]) >> !side) & 1);
    free(opt);
    return win;
}

static inline int pz_wins_bits(pz_memo *m, const char *pos)
{
    pz_entry *e = pz_find(m, pos);
    if (e->wins < 0)
        e->wins = pz_wins(m, pos, GD_LEFT) | pz_wins(m, pos, GD_RIGHT) << 1;
    return e->wins;
}

static inline int pz_outcome(pz_memo *m, const char *pos)
{
    int w = pz_wins_bits(m, pos);
    return w == 3 ? GD_OUTCOME_N : w == 1 ? GD_OUTCOME_L : w == 2 ? GD_OUTCOME_R : GD_OUTCOME_P;
}

/* {values of Left's options | values of Right's options}, canonical. */
static inline gd_cgt_id pz_value(pz_memo *m, const char *pos)
{
    pz_entry *e = pz_find(m, pos);
    if (e->value != GD_CGT_NONE)
        return e->value;
    char(*opt)[PZ_LEN] = malloc(PZ_MAX_MOVES * sizeof *opt);
    gd_cgt_id *ids[2] = {malloc(PZ_MAX_MOVES * sizeof(gd_cgt_id)), malloc(PZ_MAX_MOVES * sizeof(gd_cgt_id))};
    if (!opt || !ids[0] || !ids[1])
        abort();
    int n[2];
    for (int side = 0; side < 2; side++) {
        n[side] = m->rules(pos, side, opt);
        for (int i = 0; i < n[side]; i++)
            ids[side][i] = pz_value(m, opt[i]);
    }
    gd_cgt_id v = gd_cgt_make(m->cgt, ids[0], (size_t)n[0], ids[1], (size_t)n[1]);
    free(opt), free(ids[0]), free(ids[1]);
    return pz_find(m, pos)->value = v;
}

static inline int pz_outcome_of_char(char c)
{
    return c == 'L' ? GD_OUTCOME_L : c == 'R' ? GD_OUTCOME_R : c == 'N' ? GD_OUTCOME_N : c == 'P' ? GD_OUTCOME_P : -1;
}

/* The generic solver at game:text (the family's moves) against the brute force at pos (the
 * test's rules); with values, the class of the value built from the test's rules too.
 * Counts a failure in *bad and reports the first few. */
static inline void pz_check(gd_solver *s, const gd_game *g, const char *text, pz_memo *m, const char *pos,
                            int values, long *bad)
{
    char err[512];
    gd_position p;
    gd_value v = {0};
    err[0] = 0;
    int ok = gd_game_parse(g, text, &p, err, sizeof err) == 0 && gd_solver_solve(s, &p, &v, err, sizeof err) == 0;
    int want = pz_outcome(m, pos);
    ok = ok && v.outcome == want;
    if (ok && values)
        ok = pz_outcome_of_char(gd_cgt_outcome(m->cgt, pz_value(m, pos))) == want;
    if (!ok && (*bad)++ < 5)
        CHECK(0, "%s: generic solver %s, brute force %s (%s)", text, ok ? "?" : gd_outcome_name(v.outcome),
              gd_outcome_name(want), err);
    CHECK(1, "counted");
}

/* The rows of the reference file (tests/data/partizan_values.txt) for game: the value built from the test's
 * rules (to_pos turns the row's position into the test's representation) equals the
 * published one, and the generic solver's class is the value's. Returns the rows checked. */
static inline int pz_check_published(const char *file, const char *game, gd_game *g, pz_memo *m,
                                     int (*to_pos)(const char *text, char *pos))
{
    FILE *f = tl_open_reference(file);
    char line[512], err[512];
    int rows = 0;
    gd_solver *s = gd_solver_new(g, (uint64_t)1 << 28);
    while (tl_next_line(f, line, sizeof line)) {
        char name[32], text[256], value[128], src[32], pos[PZ_LEN];
        if (sscanf(line, "%31s %255s %127s %31s", name, text, value, src) != 4) {
            CHECK(0, "bad line '%s'", line);
            continue;
        }
        if (strcmp(name, game) != 0)
            continue;
        rows++;
        gd_cgt_id want;
        if (gd_cgt_parse(m->cgt, value, &want, err, sizeof err) != 0 || to_pos(text, pos) != 0) {
            CHECK(0, "%s %s: the row does not read (%s)", game, text, err);
            continue;
        }
        gd_cgt_id got = pz_value(m, pos);
        char buf[256];
        gd_cgt_print(m->cgt, got, buf, sizeof buf);
        CHECK(got == want, "%s %s: published %s (%s), built %s", game, text, value, src, buf);
        gd_position p;
        gd_value v;
        int ok = gd_game_parse(g, text, &p, err, sizeof err) == 0 && gd_solver_solve(s, &p, &v, err, sizeof err) == 0;
        CHECK(ok && v.outcome == pz_outcome_of_char(gd_cgt_outcome(m->cgt, want)), "%s %s: solver %s, value %s",
              game, text, ok ? gd_outcome_name(v.outcome) : err, value);
    }
    fclose(f);
    gd_solver_free(s);
    return rows;
}

/* Parses, formats and parses again: the same position, and one-line refusals for bad. */
static inline void pz_check_text(gd_game *g, const char *const *good, size_t ngood, const char *const *bad,
                                 size_t nbad)
{
    char err[512], buf[2048];
    for (size_t i = 0; i < ngood; i++) {
        gd_position p, q;
        int ok = gd_game_parse(g, good[i], &p, err, sizeof err) == 0;
        CHECK(ok, "'%s' refused: %s", good[i], err);
        if (!ok)
            continue;
        gd_game_format(g, &p, buf, sizeof buf);
        CHECK(gd_game_parse(g, buf, &q, err, sizeof err) == 0 && gd_position_equal(&p, &q), "'%s' -> '%s' round trip",
              good[i], buf);
    }
    for (size_t i = 0; i < nbad; i++) {
        gd_position p;
        err[0] = 0;
        CHECK(gd_game_parse(g, bad[i], &p, err, sizeof err) != 0 && err[0] && !strchr(err, '\n'),
              "'%s' refused in one line: %s", bad[i], err);
    }
}

#endif

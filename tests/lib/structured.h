/* structured.h - the check of a partizan family's components and normal_form operations:
 * the value the table of values finds with them against the value by plain recursion over
 * the moves (gd_solver_plain_values), both in one cgt context, so equal values are equal
 * ids. Also checks that the operations' pieces sum back to the value: each component's
 * value (plain) summed, each key's value (plain) negated for sign -1. */
#ifndef GAMEDYN_TESTS_STRUCTURED_H
#define GAMEDYN_TESTS_STRUCTURED_H
#include "gamedyn/cgt.h"
#include "gamedyn/game.h"
#include "testlib.h"
#include <stdlib.h>

typedef struct {
    gd_game *g;
    gd_cgt *c;
    gd_solver *fast, *plain;
    long checked;
} st_check;

static inline void st_open(st_check *s, const char *name)
{
    char err[512];
    s->g = gd_game_open(name, NULL, err, sizeof err);
    CHECK(s->g != NULL, "open %s: %s", name, err);
    if (!s->g)
        exit(tl_done(name));
    CHECK(s->g->ops->values.components && s->g->ops->values.normal_form, "%s has components and normal_form", name);
    s->c = gd_cgt_new();
    s->fast = gd_solver_new(s->g, (uint64_t)1 << 31);
    s->plain = gd_solver_new(s->g, (uint64_t)1 << 31);
    gd_solver_share_cgt(s->fast, s->c);
    gd_solver_share_cgt(s->plain, s->c);
    gd_solver_plain_values(s->plain, 1);
    s->checked = 0;
}

static inline void st_close(st_check *s)
{
    gd_solver_free(s->fast);
    gd_solver_free(s->plain);
    gd_cgt_free(s->c);
    gd_game_free(s->g);
}

static inline gd_cgt_id st_plain(st_check *s, const gd_position *p, const char *text)
{
    char err[512];
    gd_value v;
    int r = gd_solver_value(s->plain, p, &v, err, sizeof err);
    CHECK(r == 0, "%s: plain value: %s", text, err);
    return r == 0 ? (gd_cgt_id)v.form : GD_CGT_NONE;
}

/* The position of text: fast value == plain value, and the sum of the components' and
 * keys' plain values too. */
static inline void st_position(st_check *s, const char *text)
{
    char err[512];
    gd_position p, parts[GD_GAME_MAX_COMPONENTS], key;
    if (gd_game_parse(s->g, text, &p, err, sizeof err) != 0) {
        CHECK(0, "parse %s: %s", text, err);
        return;
    }
    gd_value a;
    CHECK(gd_solver_value(s->fast, &p, &a, err, sizeof err) == 0, "%s: %s", text, err);
    gd_cgt_id want = st_plain(s, &p, text);
    CHECK(a.form == want, "%s: the value with components and normal forms differs from plain recursion", text);
    int k = s->g->ops->values.components(s->g, &p, parts, GD_GAME_MAX_COMPONENTS);
    gd_cgt_id sum = gd_cgt_integer(s->c, 0);
    for (int i = 0; i < k && i < GD_GAME_MAX_COMPONENTS; i++) {
        int sign = s->g->ops->values.normal_form(s->g, &parts[i], &key);
        CHECK(sign == 1 || sign == -1, "%s: sign %d", text, sign);
        gd_cgt_id v = st_plain(s, &parts[i], text), w = st_plain(s, &key, text);
        CHECK(v == (sign > 0 ? w : gd_cgt_neg(s->c, w)), "%s: component %d and its key disagree", text, i);
        sum = gd_cgt_sum(s->c, sum, v);
    }
    CHECK(sum == want, "%s: the components' values do not sum to the value", text);
    s->checked++;
}
#endif

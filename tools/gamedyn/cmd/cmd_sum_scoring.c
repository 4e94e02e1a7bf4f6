/* gamedyn sum, scoring games (docs/scoring.md, "Sums"): each component's value and outcome,
 * the sum's value and outcome (o_L, o_R), then each side's best moves with their scores. */
#include "sum_cli.h"
#include "gamedyn/io.h"
#include <stdlib.h>
#include <string.h>

/* Everything the sum's report needs, kept together so that every way out frees it all. */
typedef struct {
    int k; /* components */
    gd_game_scores *t, *part[GD_SUM_MAX_COMPONENTS];
    gd_scoring *s;
    gd_scoring_id total, v[GD_SUM_MAX_COMPONENTS];
    gd_dyadic ol, or_, cl[GD_SUM_MAX_COMPONENTS], cr[GD_SUM_MAX_COMPONENTS];
    gd_game_scored_move *w; /* the moves from the sum, n of them */
    long n;
    char *text[GD_SUM_MAX_COMPONENTS + 1]; /* the components' values, then the sum's */
} sum_scores;

/* The component a move of the sum game is played in: the one whose position it changes. */
static int moved_component(const gd_game *g, const gd_position *p, const gd_move *m, gd_position *to)
{
    for (int i = 0; i < gd_sum_components(g); i++) {
        gd_position a;
        gd_sum_part(g, p, i, &a);
        gd_sum_part(g, &m->to, i, to);
        if (!gd_position_equal(&a, to))
            return i;
    }
    return -1;
}

static char *scoring_text(gd_scoring *s, gd_scoring_id id)
{
    size_t len = gd_scoring_print(s, id, NULL, 0);
    char *t = malloc(len + 1);
    if (t)
        gd_scoring_print(s, id, t, len + 1);
    return t;
}

/* The sum's moves and value, each component's value and outcome, and their texts. 0, or the
 * exit status after the message. */
static int compute(const gd_game *g, const gd_position *p, sum_scores *ss)
{
    char err[1024];
    int rc = 0;
    ss->s = gd_game_scores_context(ss->t);
    ss->n = gd_game_scores_moves(ss->t, p, &ss->total, &ss->ol, &ss->or_, &ss->w, err, sizeof err);
    if (ss->n < 0)
        rc = gd_cli_fail("sum: %s", err);
    for (int i = 0; i < ss->k && !rc; i++) {
        gd_position q;
        gd_sum_part(g, p, i, &q);
        if (!(ss->part[i] = gd_game_scores_new(gd_sum_component(g, i), ss->s, 0)))
            rc = gd_cli_fail("out of memory");
        else if (gd_game_scores_value(ss->part[i], &q, &ss->v[i], err, sizeof err) != 0)
            rc = gd_cli_fail("sum: component %d: %s", i + 1, err);
        else
            gd_scoring_outcome(ss->s, ss->v[i], &ss->cl[i], &ss->cr[i]);
    }
    for (int i = 0; i <= ss->k && !rc; i++)
        if (!(ss->text[i] = scoring_text(ss->s, i < ss->k ? ss->v[i] : ss->total)))
            rc = gd_cli_fail("out of memory");
    return rc;
}

static void json_moves(gd_json *j, const gd_game *g, const gd_position *p, const sum_scores *ss)
{
    char buf[2048], a[64];
    gd_json_array(j, "moves");
    for (long m = 0; m < ss->n; m++) {
        gd_position to;
        const gd_game_scored_move *w = &ss->w[m];
        int i = moved_component(g, p, &w->move, &to);
        gd_json_object(j, NULL);
        gd_json_str(j, "side", w->move.side == GD_LEFT ? "left" : "right");
        gd_json_u64(j, "component", (uint64_t)i + 1);
        gd_json_str(j, "to", gd_game_format(gd_sum_component(g, i), &to, buf, sizeof buf));
        gd_json_str(j, "score", gd_dyadic_format(w->score, a, sizeof a));
        gd_json_bool(j, "best", w->best);
        gd_json_close(j, '}');
    }
    gd_json_close(j, ']');
}

static int print_json(const gd_cli *c, const gd_game *g, const gd_position *p, const sum_scores *ss)
{
    char buf[2048], a[64];
    gd_json j;
    gd_sum_cli_json_head(&j, c, g, p);
    gd_json_array(&j, "components");
    for (int i = 0; i < ss->k; i++) {
        gd_sum_cli_json_component(&j, g, p, i, buf, sizeof buf);
        gd_json_str(&j, "kind", "scoring");
        gd_json_str(&j, "value", ss->text[i]);
        gd_json_str(&j, "outcome_left", gd_dyadic_format(ss->cl[i], a, sizeof a));
        gd_json_str(&j, "outcome_right", gd_dyadic_format(ss->cr[i], a, sizeof a));
        gd_json_close(&j, '}');
    }
    gd_json_close(&j, ']');
    gd_json_str(&j, "value", ss->text[ss->k]);
    gd_json_str(&j, "outcome_left", gd_dyadic_format(ss->ol, a, sizeof a));
    gd_json_str(&j, "outcome_right", gd_dyadic_format(ss->or_, a, sizeof a));
    json_moves(&j, g, p, ss);
    return gd_json_end(&j) != 0 ? gd_cli_fail("error writing to standard output") : 0;
}

static void print_text(const gd_cli *c, const gd_game *g, const gd_position *p, const sum_scores *ss)
{
    char buf[2048], lb[1200], mb[1024], a[64], b[64];
    int k = ss->k;
    gd_io_provenance(stdout, c->command, "components=%d sum=\"%s\"", k, gd_sum_cli_spec(g, p, buf, sizeof buf));
    for (int i = 0; i < k; i++) {
        gd_position q;
        gd_sum_part(g, p, i, &q);
        printf("component %d %s value %s outcome %s %s\n", i + 1, gd_sum_label(g, i, &q, lb, sizeof lb), ss->text[i],
               gd_dyadic_format(ss->cl[i], a, sizeof a), gd_dyadic_format(ss->cr[i], b, sizeof b));
    }
    printf("value %s\noutcome %s %s\n", ss->text[k], gd_dyadic_format(ss->ol, a, sizeof a),
           gd_dyadic_format(ss->or_, b, sizeof b));
    for (long m = 0; m < ss->n; m++) {
        gd_position q, to;
        const gd_game_scored_move *w = &ss->w[m];
        int i = moved_component(g, p, &w->move, &to);
        if (!w->best || i < 0)
            continue;
        gd_sum_part(g, p, i, &q);
        printf("best move: %s component %d %s -> %s score %s\n", w->move.side == GD_LEFT ? "left" : "right", i + 1,
               gd_sum_label(g, i, &q, lb, sizeof lb), gd_game_format(gd_sum_component(g, i), &to, mb, sizeof mb),
               gd_dyadic_format(w->score, a, sizeof a));
    }
}

int gd_sum_cli_scoring(const gd_cli *c, const gd_game *g, const gd_position *p, int json)
{
    sum_scores ss = {.k = gd_sum_components(g)};
    if (!(ss.t = gd_game_scores_new(g, NULL, 0)))
        return gd_cli_fail("out of memory");
    int rc = compute(g, p, &ss);
    if (rc == 0 && json)
        rc = print_json(c, g, p, &ss);
    else if (rc == 0)
        print_text(c, g, p, &ss);
    for (int i = 0; i <= ss.k; i++)
        free(ss.text[i]);
    for (int i = 0; i < ss.k; i++)
        gd_game_scores_free(ss.part[i]);
    free(ss.w);
    gd_game_scores_free(ss.t);
    return rc;
}

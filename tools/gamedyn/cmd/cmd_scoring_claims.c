/* gamedyn scoring claims - the scoring survey's claims tested (docs/scoring.md, "The survey's
 * three claims: results"): on every Scoring Domineering position of the small boards and on
 * the dicot games born by a day, each claim with how often it was tested, how often it held,
 * and a counterexample. Called by gamedyn scoring, which parses the options. */
#include "tool.h"
#include "gamedyn/domineering.h"
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static const char *verdict(const gd_claim_count *c)
{
    return !c->tested ? "untested" : c->held == c->tested ? "held" : "fails";
}

typedef struct {
    const char *claim;
    char set[160];
    const gd_claim_count *c;
} row;

/* The dicot sets: every game and pair where that fits, random pairs otherwise. */
static const struct {
    int lo, hi, day;
    const char *scores;
} dicot_sets[] = {{0, 0, 3, "{0}"}, {-1, 1, 1, "{-1, 0, 1}"}, {0, 1, 2, "{0, 1}"}};
enum { NDICOT = sizeof dicot_sets / sizeof dicot_sets[0] };

/* Both surveys, Scoring Domineering's and the dicots'. 0, or the exit status after the message. */
static int run_claims(const gd_cli *c, const gd_cli_claims_args *a, gd_domineering_scoring_claims *d,
                      gd_scoring_dicot_claims dc[NDICOT], gd_scoring **s)
{
    char err[512];
    int rc = 0;
    if (gd_domineering_scoring_claims_run(a->max_cells, a->sums, a->seed, c->max_mem / 2, d, err, sizeof err) != 0)
        rc = gd_cli_fail("scoring claims: %s", err);
    *s = rc ? NULL : gd_scoring_new();
    if (!rc && !*s)
        rc = gd_cli_fail("out of memory");
    if (*s)
        gd_scoring_set_max_bytes(*s, c->max_mem / 2);
    for (int k = 0; k < NDICOT && !rc; k++)
        if (gd_scoring_dicot_claims_run(*s, dicot_sets[k].lo, dicot_sets[k].hi, dicot_sets[k].day, a->pairs, a->seed,
                                        &dc[k], err, sizeof err) != 0)
            rc = gd_cli_fail("scoring claims: %s", err);
    return rc;
}

/* Scoring Domineering's rows into r; how many. */
static int domineering_rows(row *r, const gd_domineering_scoring_claims *d, int max_cells)
{
    int n = 0;
    char dom[120];
    snprintf(dom, sizeof dom, "scoring-domineering: the %llu positions of every board of at most %d cells",
             (unsigned long long)d->positions, max_cells);
    r[n++] = (row){"o_L(G) >= o_R(G) (nonnegative incentive, Milnor's condition)", "", &d->incentive};
    r[n++] = (row){"G^L - G >= 0 and G - G^R >= 0 in Milnor's order, move by move (not claimed)", "",
                   &d->move_incentive};
    r[n++] = (row){"G - G = 0", "", &d->inverse};
    r[n++] = (row){"o_L(G) + o_R(H) <= o_L(G + H)", "", &d->inequality};
    r[n++] = (row){"mean(M) = mean(N), N the normal-play value", "", &d->normal_mean};
    r[n++] = (row){"rcf(M cooled by 1) = rcf(N)", "", &d->normal_reduced};
    for (int i = 0; i < n; i++)
        snprintf(r[i].set, sizeof r[i].set, "%s", dom);
    snprintf(r[3].set, sizeof r[3].set, "scoring-domineering: %llu random sums of two of those positions",
             (unsigned long long)d->inequality.tested);
    return n;
}

/* The dicot sets' rows into r, four a set; how many. */
static int dicot_rows(row *r, const gd_scoring_dicot_claims dc[NDICOT])
{
    int n = 0;
    for (int k = 0; k < NDICOT; k++) {
        const gd_scoring_dicot_claims *x = &dc[k];
        const char *pairs = x->inequality.tested == x->games * x->games ? "all" : "random";
        const char *mpairs = x->inequality_milnor.tested == x->milnor * x->milnor ? "all" : "random";
        row *q = &r[n];
        q[0] = (row){"G - G = 0", "", &x->inverse};
        q[1] = (row){"G - G = 0", "", &x->inverse_milnor};
        q[2] = (row){"o_L(G) + o_R(H) <= o_L(G + H)", "", &x->inequality};
        q[3] = (row){"o_L(G) + o_R(H) <= o_L(G + H)", "", &x->inequality_milnor};
        snprintf(q[0].set, sizeof q[0].set, "dicots with scores %s born by day %d: all %llu games",
                 dicot_sets[k].scores, dicot_sets[k].day, (unsigned long long)x->games);
        snprintf(q[1].set, sizeof q[1].set, "the same, Milnor's games among them (%llu)",
                 (unsigned long long)x->milnor);
        snprintf(q[2].set, sizeof q[2].set, "dicots with scores %s born by day %d: %s ordered pairs",
                 dicot_sets[k].scores, dicot_sets[k].day, pairs);
        snprintf(q[3].set, sizeof q[3].set, "the same, Milnor's games among them: %s ordered pairs", mpairs);
        n += 4;
    }
    return n;
}

static void write_rows(FILE *t, const gd_cli *c, const char *params, const row *r, int n)
{
    gd_io_provenance(t, c->command, "%s", params);
    fputs("claim\tset\ttested\theld\tresult\tcounterexample\n", t);
    for (int i = 0; i < n; i++)
        fprintf(t, "%s\t%s\t%llu\t%llu\t%s\t%s\n", r[i].claim, r[i].set, (unsigned long long)r[i].c->tested,
                (unsigned long long)r[i].c->held, verdict(r[i].c),
                r[i].c->counterexample ? r[i].c->counterexample : "");
}

static void print_json(const gd_cli *c, const char *params, const row *r, int n)
{
    gd_json j;
    gd_cli_json_start(&j, c, params, NULL);
    gd_json_array(&j, "claims");
    for (int i = 0; i < n; i++) {
        gd_json_object(&j, NULL);
        gd_json_str(&j, "claim", r[i].claim);
        gd_json_str(&j, "set", r[i].set);
        gd_json_u64(&j, "tested", r[i].c->tested);
        gd_json_u64(&j, "held", r[i].c->held);
        gd_json_str(&j, "result", verdict(r[i].c));
        gd_json_str(&j, "counterexample", r[i].c->counterexample);
        gd_json_close(&j, '}');
    }
    gd_json_close(&j, ']');
    gd_cli_json_end(&j);
}

int gd_cmd_scoring_claims(const gd_cli *c, const gd_cli_claims_args *a)
{
    char err[512], params[200];
    snprintf(params, sizeof params, "max_cells=%d sums=%ld pairs=%ld seed=%llu", a->max_cells, a->sums, a->pairs,
             (unsigned long long)a->seed);
    gd_domineering_scoring_claims d;
    gd_scoring_dicot_claims dc[NDICOT];
    memset(dc, 0, sizeof dc);
    double t0 = gd_seconds();
    gd_scoring *s;
    int rc = run_claims(c, a, &d, dc, &s);
    row r[6 + 4 * NDICOT];
    int n = 0;
    if (!rc) {
        n = domineering_rows(r, &d, a->max_cells);
        n += dicot_rows(r + n, dc);
    }
    gd_outputs os = {0};
    FILE *f = NULL;
    if (!rc && a->out && strcmp(a->out, "-") != 0 && !(f = gd_outputs_add(&os, a->out, err, sizeof err)))
        rc = gd_cli_fail("%s", err);
    if (!rc) {
        FILE *t = f ? f : a->as_json ? NULL : stdout;
        if (t)
            write_rows(t, c, params, r, n);
        if (a->as_json)
            print_json(c, params, r, n);
    }
    if (gd_outputs_commit(&os, rc != 0, err, sizeof err) != 0 && !rc)
        rc = gd_cli_fail("%s", err);
    if (!rc && !c->quiet)
        fprintf(stderr, "scoring claims: %d claims tested in %.2f s\n", n, gd_seconds() - t0);
    gd_domineering_scoring_claims_free(&d);
    for (int k = 0; k < NDICOT; k++)
        gd_scoring_dicot_claims_free(&dc[k]);
    gd_scoring_free(s);
    return rc;
}

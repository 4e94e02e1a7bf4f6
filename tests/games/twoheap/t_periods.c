/* t_periods - the row-periodicity prover of src/games/twoheap/periods.c: the certified periods agree
 * with the table module's direct computation on every column to far beyond b0 + 3p, the known
 * values of Nim with a pass and of Wythoff (OEIS A004484/A004485's periods 6 and 12), tampered
 * certificates are rejected by the checker, and rows beyond the limits are not claimed. */
#include "gamedyn/game.h"
#include "gamedyn/twoheap.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

static void against_table(const char *rules, int pass, uint64_t a1, uint64_t bmax, gd_periods *out)
{
    gd_ruleset r;
    char err[256];
    CHECK(gd_ruleset_parse(&r, rules, NULL, err, sizeof err) == 0, "%s", err);
    gd_periods P;
    CHECK(gd_periods_run(&P, &r, pass, a1, 262144, err, sizeof err) == 0, "run %s: %s", rules, err);
    gd_table t = {0};
    gd_table_spec s = {&r, GD_TABLE_GRUNDY, pass, 0, NULL, 0, a1, bmax, NULL, NULL};
    CHECK(gd_table_compute(&s, &t, err, sizeof err) == 0, "table %s: %s", rules, err);
    for (uint64_t a = 0; a <= a1 && t.v; a++) {
        const gd_period_row *w = gd_periods_row(&P, a);
        CHECK(w->proved, "%s row %llu: %s", rules, (unsigned long long)a, w->why);
        if (!w->proved)
            continue;
        CHECK(w->b0 + 3 * w->p <= bmax, "%s row %llu: b0 %llu p %llu not checked over 3 periods", rules,
              (unsigned long long)a, (unsigned long long)w->b0, (unsigned long long)w->p);
        uint64_t bad = 0;
        for (uint64_t b = 0; b <= bmax; b++)
            bad += gd_periods_value(w, b) != gd_table_get(&t, a, b);
        CHECK(bad == 0, "%s%s row %llu: %llu columns differ from the table", rules, pass ? " --pass" : "",
              (unsigned long long)a, (unsigned long long)bad);
        /* least p and least b0, read on the direct computation */
        if (w->b0 > 0)
            CHECK(gd_table_get(&t, a, w->b0 - 1 + w->p) != gd_table_get(&t, a, w->b0 - 1) + w->p,
                  "row %llu: b0 not least", (unsigned long long)a);
        for (uint64_t q = 1; q < w->p; q++) {
            int period = 1;
            for (uint64_t b = w->b0 + w->p; b + q <= bmax && period; b++)
                period = gd_table_get(&t, a, b + q) == gd_table_get(&t, a, b) + q;
            CHECK(!period, "row %llu: %llu is a smaller period", (unsigned long long)a, (unsigned long long)q);
        }
    }
    CHECK(gd_periods_verify(&P, err, sizeof err) == 0, "verify %s: %s", rules, err);
    if (t.v)
        gd_table_free(&t);
    if (out)
        *out = P;
    else {
        gd_periods_free(&P);
        gd_ruleset_free(&r);
    }
}

static void known_nim_pass(void)
{
    gd_ruleset r;
    char err[256];
    CHECK(gd_ruleset_parse(&r, "nim", NULL, err, sizeof err) == 0, "%s", err);
    gd_periods P;
    CHECK(gd_periods_run(&P, &r, 1, 34, 262144, err, sizeof err) == 0, "%s", err);
    const gd_period_row *w = gd_periods_row(&P, 0);
    /* g'(0,0) = 0 is terminal (no pass): a period-1 "proof" from column 0 was the bug here */
    CHECK(w->proved && w->b0 == 1 && w->p == 2, "row 0: b0 %llu p %llu", (unsigned long long)w->b0,
          (unsigned long long)w->p);
    w = gd_periods_row(&P, 1);
    CHECK(w->proved && w->b0 == 3 && w->p == 1, "row 1: b0 %llu p %llu", (unsigned long long)w->b0,
          (unsigned long long)w->p);
    for (uint64_t a = 10; a <= 33; a++) {
        w = gd_periods_row(&P, a);
        uint64_t want = a <= 19 ? 160 : a == 27 ? 1920 : a >= 28 ? 3840 : 0;
        if (want)
            CHECK(w->proved && w->p == want, "row %llu: p %llu, want %llu", (unsigned long long)a,
                  (unsigned long long)w->p, (unsigned long long)want);
    }
    CHECK(gd_periods_verify(&P, err, sizeof err) == 0, "verify: %s", err);
    /* tampered certificates: a wrong period of row 9 (10 -> 5), a multiple that is not least
     * (20), a wrong b0, a wrong value in the prefix the rows above read: each is rejected */
    gd_period_row *t9 = &P.pass_rows[9];
    uint64_t p9 = t9->p, b09 = t9->b0;
    CHECK(p9 == 10, "row 9 p %llu", (unsigned long long)p9);
    uint64_t tries[] = {5, 20, 9};
    for (int i = 0; i < 3; i++) {
        t9->p = tries[i];
        CHECK(gd_periods_verify(&P, err, sizeof err) != 0, "row 9 with p = %llu accepted", (unsigned long long)tries[i]);
        CHECK(strstr(err, "row 9 (pass)") != NULL, "the failure names row 9: %s", err);
    }
    t9->p = p9;
    t9->b0 = b09 + 1;
    CHECK(gd_periods_verify(&P, err, sizeof err) != 0, "row 9 with b0 + 1 accepted");
    t9->b0 = b09;
    t9->pre[b09]++;
    CHECK(gd_periods_verify(&P, err, sizeof err) != 0, "row 9 with a wrong value accepted");
    t9->pre[b09]--;
    CHECK(gd_periods_verify(&P, err, sizeof err) == 0, "restored: %s", err);
    /* the certificate of row 12 moved to a column where the state does not repeat */
    gd_period_row *t12 = &P.pass_rows[12];
    t12->L /= 2;
    CHECK(gd_periods_verify(&P, err, sizeof err) != 0 && strstr(err, "row 12"), "row 12 with L/2 accepted");
    t12->L *= 2;
    gd_periods_free(&P);
    /* limits: row 11 (b0 = 336) cannot be proved within 300 columns, nor anything above it */
    CHECK(gd_periods_run(&P, &r, 1, 14, 300, err, sizeof err) == 0, "%s", err);
    CHECK(gd_periods_row(&P, 10)->proved, "row 10 within 300");
    for (uint64_t a = 11; a <= 14; a++)
        CHECK(!gd_periods_row(&P, a)->proved && strstr(gd_periods_row(&P, a)->why, "not proved"), "row %llu claimed",
              (unsigned long long)a);
    gd_periods_free(&P);
    gd_ruleset_free(&r);
}

static void known_wythoff(void)
{
    gd_ruleset r;
    char err[256];
    CHECK(gd_ruleset_parse(&r, "wythoff", NULL, err, sizeof err) == 0, "%s", err);
    gd_periods P;
    CHECK(gd_periods_run(&P, &r, 0, 4, 262144, err, sizeof err) == 0, "%s", err);
    CHECK(gd_periods_row(&P, 3)->p == 6 && gd_periods_row(&P, 4)->p == 12, "wythoff rows 3, 4: p %llu %llu",
          (unsigned long long)gd_periods_row(&P, 3)->p, (unsigned long long)gd_periods_row(&P, 4)->p);
    /* A004484: G(3,n) from the OEIS excerpt, against the periodic extension */
    FILE *f = tl_open_reference("wythoff_grundy_oeis_excerpts.txt");
    char line[8192];
    int seen = 0;
    while (f && tl_next_line(f, line, sizeof line)) {
        uint64_t row = strncmp(line, "A004484", 7) == 0 ? 3 : strncmp(line, "A004485", 7) == 0 ? 4 : 0;
        if (!row)
            continue;
        seen++;
        char *s = strchr(line, ' ');
        for (uint64_t b = 0; s && *s; b++) {
            char *e;
            unsigned long long v = strtoull(s, &e, 10);
            if (e == s)
                break;
            CHECK(gd_periods_value(gd_periods_row(&P, row), b) == v, "row %llu b %llu", (unsigned long long)row,
                  (unsigned long long)b);
            s = e;
            while (*s == ',' || *s == ' ')
                s++;
        }
    }
    CHECK(seen == 2, "A004484 and A004485 found (%d)", seen);
    if (f)
        fclose(f);
    gd_periods_free(&P);
    gd_ruleset_free(&r);
}

static void not_applicable(void)
{
    const char *no[] = {"sub:3", "linear:(1,0);(0,2)", "nim^(0,3)"};
    for (int i = 0; i < 3; i++) {
        gd_ruleset r;
        char err[256];
        CHECK(gd_ruleset_parse(&r, no[i], NULL, err, sizeof err) == 0, "%s", err);
        gd_periods P;
        CHECK(gd_periods_run(&P, &r, 0, 3, 1000, err, sizeof err) != 0 && strstr(err, "not applicable"), "%s accepted",
              no[i]);
        gd_ruleset_free(&r);
    }
}

/* The certified rows (prefix and periodic extension) against the generic solver over the
 * registered game, written from the rules alone: rows 0..a1, columns 0..bmax. */
static void against_solver(const char *game, const char *rules, int pass, uint64_t a1, uint64_t bmax)
{
    char err[256];
    gd_ruleset r;
    gd_periods P;
    CHECK(gd_ruleset_parse(&r, rules, NULL, err, sizeof err) == 0, "%s", err);
    CHECK(gd_periods_run(&P, &r, pass, a1, 262144, err, sizeof err) == 0, "run %s: %s", rules, err);
    gd_game_options o = {.max_mem = (uint64_t)1 << 30};
    gd_game_options_set_pass(&o, pass);
    gd_game *g = gd_game_open(game, &o, err, sizeof err);
    CHECK(g != NULL, "open %s: %s", game, err);
    gd_solver *s = g ? gd_solver_new(g, (uint64_t)1 << 30) : NULL;
    long bad = 0;
    for (uint64_t a = 0; s && a <= a1; a++) {
        const gd_period_row *row = gd_periods_row(&P, a);
        CHECK(row != NULL, "%s row %llu not proved", rules, (unsigned long long)a);
        for (uint64_t b = 0; row && b <= bmax; b++) {
            gd_position p = {{a, b}, 2, (uint8_t)pass, 0};
            gd_value v;
            int ok = gd_solver_solve(s, &p, &v, err, sizeof err) == 0 && v.has_grundy &&
                     v.grundy == gd_periods_value(row, b);
            if (!ok && bad++ < 3)
                CHECK(0, "%s%s: g(%llu,%llu): certified %llu, solver %llu", game, pass ? " --pass" : "",
                      (unsigned long long)a, (unsigned long long)b, (unsigned long long)gd_periods_value(row, b),
                      (unsigned long long)v.grundy);
        }
    }
    CHECK(bad == 0, "%s: %ld values differ from the solver", game, bad);
    gd_solver_free(s);
    gd_game_free(g);
    gd_periods_free(&P);
    gd_ruleset_free(&r);
}

int main(void)
{
    against_solver("nim2", "nim", 1, 8, 60);
    against_solver("wythoff", "wythoff", 0, 8, 60);
    known_nim_pass();
    known_wythoff();
    not_applicable();
    against_table("nim", 1, 25, 8191, NULL);
    against_table("wythoff", 0, 40, 14000, NULL);
    against_table("maharaja", 0, 12, 6000, NULL);
    against_table("wythoff", 1, 8, 6000, NULL);
    against_table("linear:(1,0);(0,1);(1,2)", 0, 6, 6000, NULL);
    return tl_done("t_periods");
}

/* scoring.c - the report's section on scoring play: the survey's claims as gamedyn scoring
 * claims counts them, and the table of Scoring Domineering rectangles (report_int.h). */
#include "report_int.h"
#include <stdlib.h>
#include <string.h>

/* Whether the survey claims the row: the claims hold in Milnor's universe (dicots with
 * nonnegative incentive), which Scoring Domineering belongs to; dicots in general and single
 * moves are tested beside them, not claimed. */
static int claimed(const char *claim, const char *set)
{
    if (strstr(claim, "move by move"))
        return 0;
    return strstr(set, "scoring-domineering") != NULL || strstr(set, "Milnor") != NULL;
}

static int claims(rp_doc *d)
{
    rp_tsv t;
    int rc = rp_read_id(d, "scoring-claims", &t);
    if (rc)
        return rc;
    int cc = rp_col(&t, "claim"), cs = rp_col(&t, "set"), ct = rp_col(&t, "tested"), ch = rp_col(&t, "held"),
        cr = rp_col(&t, "result"), cx = rp_col(&t, "counterexample");
    if (cc < 0 || cs < 0 || ct < 0 || ch < 0 || cr < 0 || cx < 0) {
        rp_tsv_free(&t);
        return rp_fail(d, "scoring-claims.tsv: a column is missing");
    }
    static const char *const head[] = {"claim", "on", "held on", "a counterexample", "verdict"};
    rp_table(d, 5, head, "The claims; a verdict where the survey makes the claim (Milnor's games, Scoring Domineering)");
    for (int i = 0; i < t.nrows; i++) {
        const char *claim = rp_cell(&t, i, cc), *set = rp_cell(&t, i, cs), *res = rp_cell(&t, i, cr);
        char held[96];
        snprintf(held, sizeof held, "%s of %s", rp_cell(&t, i, ch), rp_cell(&t, i, ct));
        rp_verdict v = !claimed(claim, set) ? RP_NONE : strcmp(res, "held") == 0 ? RP_AGREE : RP_DISAGREE;
        const char *x = rp_cell(&t, i, cx);
        const char *row[] = {claim, set, held, *x ? x : "none", rp_verdict_text(v)};
        rp_tr(d, v, row);
    }
    rp_table_end(d);
    rp_tsv_free(&t);
    return 0;
}

static int rectangles(rp_doc *d)
{
    rp_tsv t;
    int rc = rp_read_id(d, "scoring-table", &t);
    if (rc)
        return rc;
    int cm = rp_col(&t, "rows"), cn = rp_col(&t, "cols"), cl = rp_col(&t, "outcome_left"),
        cr = rp_col(&t, "outcome_right"), cmean = rp_col(&t, "mean"), cnm = rp_col(&t, "normal_mean"),
        cre = rp_col(&t, "reduced_equal");
    if (cm < 0 || cn < 0 || cl < 0 || cr < 0 || cmean < 0 || cnm < 0 || cre < 0) {
        rp_tsv_free(&t);
        return rp_fail(d, "scoring-table.tsv: a column is missing");
    }
    int maxm = 0, maxn = 0, first = 0, compared = 0, means = 0, forms = 0;
    for (int i = 0; i < t.nrows; i++) {
        int m = atoi(rp_cell(&t, i, cm)), n = atoi(rp_cell(&t, i, cn));
        if (m >= 2 && n >= 2)
            maxm = m > maxm ? m : maxm, maxn = n > maxn ? n : maxn;
        first += atoi(rp_cell(&t, i, cl)) >= atoi(rp_cell(&t, i, cr));
        if (*rp_cell(&t, i, cmean)) {
            compared++;
            means += strcmp(rp_cell(&t, i, cmean), rp_cell(&t, i, cnm)) == 0;
            forms += strcmp(rp_cell(&t, i, cre), "yes") == 0;
        }
    }
    static const char *const head[] = {"claim, on every rectangle of the table", "held on", "verdict"};
    rp_table(d, 3, head, NULL);
    char a[64];
    const char *what[] = {"o_L ≥ o_R (nonnegative incentive)", "mean(M) = mean(N)", "rcf(M cooled by 1) = rcf(N)"};
    int held[] = {first, means, forms}, of[] = {t.nrows, compared, compared};
    for (int k = 0; k < 3; k++) {
        snprintf(a, sizeof a, "%d of %d", held[k], of[k]);
        rp_verdict v = held[k] == of[k] && of[k] ? RP_AGREE : RP_DISAGREE;
        const char *row[] = {what[k], a, rp_verdict_text(v)};
        rp_tr(d, v, row);
    }
    rp_table_end(d);
    /* (o_L, o_R) as a grid: m rows (down), n columns (across); 1 x n and m x 1 are settled
     * at once and left out */
    if (maxm >= 2 && maxn >= 2 && maxn <= 40) {
        const char **h = calloc((size_t)maxn, sizeof *h);
        char (*txt)[32] = calloc((size_t)maxn, sizeof *txt);
        if (!h || !txt) {
            free(h), free(txt);
            rp_tsv_free(&t);
            return rp_fail(d, "out of memory");
        }
        h[0] = "m \\ n";
        for (int n = 2; n <= maxn; n++)
            snprintf(txt[n - 1], sizeof txt[n - 1], "%d", n), h[n - 1] = txt[n - 1];
        rp_table(d, maxn, h, "(o_L, o_R) of the m × n rectangle (Left places vertical dominoes)");
        char (*cell)[32] = calloc((size_t)maxn, sizeof *cell);
        const char **row = calloc((size_t)maxn, sizeof *row);
        for (int m = 2; m <= maxm && cell && row; m++) {
            snprintf(cell[0], sizeof cell[0], "%d", m), row[0] = cell[0];
            int any = 0;
            for (int n = 2; n <= maxn; n++) {
                cell[n - 1][0] = 0;
                for (int i = 0; i < t.nrows; i++)
                    if (atoi(rp_cell(&t, i, cm)) == m && atoi(rp_cell(&t, i, cn)) == n) {
                        snprintf(cell[n - 1], sizeof cell[n - 1], "%s, %s", rp_cell(&t, i, cl), rp_cell(&t, i, cr));
                        any = 1;
                    }
                row[n - 1] = cell[n - 1];
            }
            if (any)
                rp_tr(d, RP_NONE, row);
        }
        rp_table_end(d);
        free(cell), free(row), free(h), free(txt);
    }
    rp_tsv_free(&t);
    return 0;
}

int rp_scoring(rp_doc *d)
{
    rp_h2(d, "scoring", "Scoring play: the survey's claims (Larsson, CombinArtorial games, section 5)");
    rp_p(d, "U. Larsson's survey \"CombinArtorial games\" (section 5) describes Milnor's positional games (dicot "
            "scoring games with nonnegative incentive) and their successors, the guaranteed scoring games of Larsson, "
            "Neto, Nowakowski and Santos, with Scoring Domineering as example. It states three things, tested here "
            "(docs/scoring.md): that Scoring Domineering has nonnegative incentive; that G − G = 0 and o_L(G) + o_R(H) "
            "≤ o_L(G + H); and that optimal play in Scoring Domineering differs from normal-play Domineering only in "
            "its infinitesimal part, read as: the scoring game as a Conway game M (a move worth ±1) has the mean of "
            "the normal-play value N, and M cooled by 1 has N's reduced canonical form. The claims are counted on "
            "every position of the small boards and on the dicot games born by a day; the survey makes them for "
            "Milnor's games, so dicots in general carry no verdict (they show why the class matters).");
    int rc = claims(d);
    if (rc == 0)
        rc = rectangles(d);
    return rc;
}

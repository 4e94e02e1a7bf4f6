/* gamedyn scoring - guaranteed scoring games as values: the canonical form and outcome of
 * an expression; compare. */
#include "tool.h"
#include "gamedyn/domineering.h"
#include "gamedyn/game.h"
#include "gamedyn/io.h"
#include "gamedyn/scoring.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn scoring EXPR [--json]\n"
    "       gamedyn scoring compare G H [--json]\n"
    "       gamedyn scoring domineering POS [--json]\n"
    "       gamedyn scoring claims [--max-cells K] [--sums N] [--pairs N] [--seed S] [-o FILE]\n"
    "                              [--json]\n"
    "\n"
    "Guaranteed scoring games (Larsson, Neto, Nowakowski and Santos 2016) as values: Left\n"
    "and Right move alternately; when the player to move has no move the game ends, and\n"
    "its score is the atom of that empty side. Left wants the score high, Right low. EXPR\n"
    "is reduced to its canonical form (docs/scoring.md), printed with its outcome.\n"
    "\n"
    "The notation:\n"
    "  3 -2 1/2           a number x: no move for either player, the score x (<^x|^x>)\n"
    "  <^1|^3>            no move for either player: the score is 1 if Left is to move, 3\n"
    "                     if Right is (Left's atom at most Right's)\n"
    "  <2,<1|0>|^5>       Left moves to 2 or to <1|0>; Right has no move, score 5\n"
    "  <^0|-1>            Left has no move (score 0); Right moves to -1\n"
    "  G + H, G - H, -G   disjunctive sums, differences, conjugates; ( ) groups\n"
    "A side without options carries its score after '^'. The game must be guaranteed: an\n"
    "empty Left side's score is at most, an empty Right side's at least, every score of the\n"
    "game (otherwise it is refused). Scores are exact dyadic rationals.\n"
    "\n"
    "Text output: provenance lines ('# gamedyn VERSION', '# command: ...', '# expression=...'),\n"
    "then one line each:\n"
    "  value G            the canonical form\n"
    "  outcome L R        the final scores under best play when Left, or Right, starts\n"
    "  birthday B         the height of the canonical game tree\n"
    "  stops A B C D      the stops of the order test: Ls-, Rs- (Right may wait), Ls+, Rs+\n"
    "                     (Left may wait)\n"
    "domineering POS: Scoring Domineering (docs/scoring.md) on the board POS ('RxC', or rows of\n"
    "'.' and '#' separated by '/'; Left places vertical dominoes, Right horizontal ones).\n"
    "Each domino scores 1 for its player; a component where at most one player can still\n"
    "move is settled: it scores that player's largest number of further moves there and is\n"
    "not played. Prints the board's value and outcome, then for each side its moves (named\n"
    "by their first cell, column letter and row number, as 'play' names them) with the final\n"
    "score under best play after each ('left moves b1:2 c1:1'), and the best ones\n"
    "('left best b1'); '-' when that side has no move. Canonical forms grow fast: boards of\n"
    "about 20 cells take a second and 85 MB (4x5, 3x7, 2x12); 5x5 is beyond 1.2 GB.\n"
    "\n"
    "compare G H prints one of '>', '<', '=', '||' (incomparable), after the provenance lines.\n"
    "\n"
    "claims: the scoring survey's claims tested (docs/scoring.md): on every Scoring Domineering\n"
    "position reachable on every board of at most K cells (--max-cells, default 12, at most\n"
    "20): o_L >= o_R (nonnegative incentive), each move's incentive in Milnor's order (not\n"
    "claimed, shown), G - G = 0, the scoring game M against the normal-play value N (means;\n"
    "reduced forms of M cooled by 1 and of N), and o_L(G) + o_R(H) <= o_L(G + H) on N random\n"
    "sums of two positions (--sums, default 3000); on the dicot games born by day 3 with\n"
    "scores {0}, by day 1 with {-1, 0, 1}, by day 2 with {0, 1}: G - G = 0 and the inequality\n"
    "on every ordered pair, or N random ones when there are more (--pairs, default 6000),\n"
    "both again among Milnor's games alone. Random choices from --seed S (default 12345). TSV\n"
    "  claim set tested held result counterexample\n"
    "result: held (on every case tested), fails, or untested (no case); counterexample: a case where it fails (a\n"
    "board, or the shortest games G, H met), empty when none. -o FILE writes the TSV there.\n"
    "\n"
    "  --json             one JSON line with all of it instead of the text\n"
    GD_CLI_MAX_MEM_HELP("     ")
    "\n"
    "Bad input (a parse error, with its position; a game that is not guaranteed; a score\n"
    "out of range; a store above --max-mem) is refused with one line on stderr and exit\n"
    "status 2.\n";

static int parse_expr(gd_scoring *s, const char *text, gd_scoring_id *id)
{
    char err[1024];
    if (gd_scoring_parse(s, text, id, err, sizeof err) != 0)
        return gd_cli_fail("scoring: '%s': %s", text, err);
    return 0;
}

static char *print_alloc(const gd_scoring *s, gd_scoring_id id)
{
    size_t n = gd_scoring_print(s, id, NULL, 0);
    char *t = malloc(n + 1);
    if (t)
        gd_scoring_print(s, id, t, n + 1);
    return t;
}

static int cmd_value(const gd_cli *c, gd_scoring *s, const char *expr, int json)
{
    gd_scoring_id id;
    if (parse_expr(s, expr, &id))
        return 2;
    char *v = print_alloc(s, id);
    if (!v)
        return gd_cli_fail("out of memory");
    gd_dyadic ol, or_;
    gd_scoring_stops st;
    gd_scoring_outcome(s, id, &ol, &or_);
    gd_scoring_stops_of(s, id, &st);
    char a[64], b[64], e[64], d[64];
    if (json) {
        gd_json j;
        gd_cli_json_head(&j, c);
        gd_json_object(&j, "parameters");
        gd_json_str(&j, "expression", expr);
        gd_json_close(&j, '}');
        gd_json_str(&j, "value", v);
        gd_json_str(&j, "outcome_left", gd_dyadic_format(ol, a, sizeof a));
        gd_json_str(&j, "outcome_right", gd_dyadic_format(or_, a, sizeof a));
        gd_json_u64(&j, "birthday", gd_scoring_birthday(s, id));
        gd_json_str(&j, "ls_minus", gd_dyadic_format(st.ls_lo, a, sizeof a));
        gd_json_str(&j, "rs_minus", gd_dyadic_format(st.rs_lo, a, sizeof a));
        gd_json_str(&j, "ls_plus", gd_dyadic_format(st.ls_hi, a, sizeof a));
        gd_json_str(&j, "rs_plus", gd_dyadic_format(st.rs_hi, a, sizeof a));
        gd_cli_json_end(&j);
    } else {
        gd_io_provenance(stdout, c->command, "expression=\"%s\"", expr); /* whole: user text is never cut */
        printf("value %s\n", v);
        printf("outcome %s %s\n", gd_dyadic_format(ol, a, sizeof a), gd_dyadic_format(or_, b, sizeof b));
        printf("birthday %u\n", gd_scoring_birthday(s, id));
        printf("stops %s %s %s %s\n", gd_dyadic_format(st.ls_lo, a, sizeof a), gd_dyadic_format(st.rs_lo, b, sizeof b),
               gd_dyadic_format(st.ls_hi, e, sizeof e), gd_dyadic_format(st.rs_hi, d, sizeof d));
    }
    free(v);
    return 0;
}

static int cmd_compare(const gd_cli *c, gd_scoring *s, const char **args, int nargs, int json)
{
    if (nargs != 3)
        return gd_cli_fail("scoring compare: expected two games, for example gamedyn scoring compare 1 \"<^0|^2>\"");
    gd_scoring_id a, b;
    if (parse_expr(s, args[1], &a) || parse_expr(s, args[2], &b))
        return 2;
    gd_cgt_cmp r = gd_scoring_compare(s, a, b);
    if (r == GD_CGT_CMP_ERROR)
        return gd_cli_fail("scoring compare: %s", gd_scoring_error(s));
    gd_cli_print_comparison(c, args[1], args[2], r, json);
    return 0;
}

/* The registered family scoring-domineering answers: the same value, outcome and moves as
 * 'gamedyn query scoring-domineering:POS', in this command's layout. */
static int cmd_domineering(const gd_cli *c, gd_scoring *s, const char **args, int nargs, int json)
{
    if (nargs != 2)
        return gd_cli_fail("scoring domineering: expected one board, for example gamedyn scoring domineering 3x3");
    char err[512];
    gd_game *g = gd_game_open("scoring-domineering", NULL, err, sizeof err);
    if (!g)
        return gd_cli_fail("scoring domineering: %s", err);
    gd_position p;
    if (g->ops->rules.parse(g, args[1], &p, err, sizeof err) != 0) {
        gd_game_free(g);
        return gd_cli_fail("scoring domineering: '%s': %s", args[1], err);
    }
    gd_game_scores *t = gd_game_scores_new(g, s, 0);
    char *text[2] = {NULL, NULL}, *best[2] = {NULL, NULL}, *v = NULL;
    size_t cap = 64 * GD_DOM_MAX_CELLS;
    int rc = 0;
    gd_scoring_id id;
    gd_dyadic ol, or_;
    gd_game_scored_move *w = NULL;
    long n = 0;
    if (!t || !(text[0] = malloc(cap)) || !(text[1] = malloc(cap)) || !(best[0] = malloc(cap)) ||
        !(best[1] = malloc(cap))) {
        rc = gd_cli_fail("out of memory");
        goto done;
    }
    if ((n = gd_game_scores_moves(t, &p, &id, &ol, &or_, &w, err, sizeof err)) < 0 || !(v = print_alloc(s, id))) {
        rc = gd_cli_fail("scoring domineering: %s", n < 0 ? err : "out of memory");
        goto done;
    }
    for (int side = 0; side < 2; side++) {
        size_t at = 0, bt = 0;
        text[side][0] = best[side][0] = 0;
        for (long i = 0; i < n; i++) {
            char m[32], x[64];
            if (w[i].move.side != side)
                continue;
            g->ops->ui.format_move(g, &p, &w[i].move, m, sizeof m);
            at += (size_t)snprintf(text[side] + at, cap - at, "%s%s:%s", at ? " " : "", m,
                                   gd_dyadic_format(w[i].score, x, sizeof x));
            if (w[i].best)
                bt += (size_t)snprintf(best[side] + bt, cap - bt, "%s%s", bt ? " " : "", m);
        }
        if (!at)
            strcpy(text[side], "-"), strcpy(best[side], "-");
    }
    char a[64], b[64], pos[GD_DOM_MAX_TEXT + 80], params[GD_DOM_MAX_TEXT + 200];
    gd_game_format(g, &p, pos, sizeof pos);
    snprintf(params, sizeof params, "game=scoring-domineering position=%s", pos);
    if (json) {
        gd_json j;
        gd_cli_json_start(&j, c, params, "position");
        gd_json_str(&j, "position", pos);
        gd_json_str(&j, "value", v);
        gd_json_str(&j, "outcome_left", gd_dyadic_format(ol, a, sizeof a));
        gd_json_str(&j, "outcome_right", gd_dyadic_format(or_, a, sizeof a));
        gd_json_str(&j, "left_moves", text[0]);
        gd_json_str(&j, "left_best", best[0]);
        gd_json_str(&j, "right_moves", text[1]);
        gd_json_str(&j, "right_best", best[1]);
        gd_cli_json_end(&j);
    } else {
        gd_io_provenance(stdout, c->command, "%s", params);
        printf("position %s\nvalue %s\noutcome %s %s\n", pos, v, gd_dyadic_format(ol, a, sizeof a),
               gd_dyadic_format(or_, b, sizeof b));
        printf("left moves %s\nleft best %s\nright moves %s\nright best %s\n", text[0], best[0], text[1], best[1]);
    }
done:
    free(v), free(text[0]), free(text[1]), free(best[0]), free(best[1]), free(w);
    gd_game_scores_free(t);
    gd_game_free(g);
    return rc;
}

/* Games may begin with '-': every argument that is not an option is an expression. */
static int scoring_operand(const char *arg)
{
    return strncmp(arg, "--", 2) != 0;
}

int gd_cmd_scoring(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    int json = 0;
    const char *cells = NULL, *sums = NULL, *pairs = NULL, *seed = NULL, *out = NULL;
    gd_cli_opt opts[] = {{"--json", NULL, &json},   {"--max-cells", &cells, NULL}, {"--sums", &sums, NULL},
                         {"--pairs", &pairs, NULL}, {"--seed", &seed, NULL},       {"-o", &out, NULL}};
    const char **args;
    int nargs, rc = gd_cli_parse_operands(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "scoring", scoring_operand,
                                          &args, &nargs);
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    gd_scoring *s = gd_scoring_new();
    if (!s) {
        free(args);
        return gd_cli_fail("out of memory");
    }
    gd_scoring_set_max_bytes(s, c.max_mem);
    if (c.pass || c.perturb_spec || c.have_xmax || c.have_ymax)
        rc = gd_cli_fail("scoring: --pass, --perturb, --xmax and --ymax do not apply");
    else if (!nargs)
        rc = gd_cli_fail("scoring: expected an expression or compare G H (see gamedyn scoring --help)");
    else if (strcmp(args[0], "claims") != 0 && (cells || sums || pairs || seed || out))
        rc = gd_cli_fail("scoring: --max-cells, --sums, --pairs, --seed and -o are options of scoring claims");
    else if (strcmp(args[0], "claims") == 0) {
        uint64_t k = 12, ns = 3000, np = 6000, sd = 12345;
        if (nargs > 1)
            rc = gd_cli_fail("scoring claims: no operand expected after claims");
        else if ((cells && gd_cli_parse_u64("--max-cells", cells, 1, 20, &k)) ||
                 (sums && gd_cli_parse_u64("--sums", sums, 0, 100000000, &ns)) ||
                 (pairs && gd_cli_parse_u64("--pairs", pairs, 1, 100000000, &np)) ||
                 (seed && gd_cli_parse_u64("--seed", seed, 1, UINT64_MAX, &sd)))
            rc = 2;
        else if (out && json && strcmp(out, "-") == 0)
            rc = gd_cli_fail("scoring claims: -o - and --json both write standard output: choose one");
        else {
            gd_cli_claims_args a = {(int)k, json, (long)ns, (long)np, sd, out};
            rc = gd_cmd_scoring_claims(&c, &a);
        }
    }
    else if (strcmp(args[0], "compare") == 0)
        rc = cmd_compare(&c, s, args, nargs, json);
    else if (strcmp(args[0], "domineering") == 0)
        rc = cmd_domineering(&c, s, args, nargs, json);
    else {
        size_t len = 1;
        for (int k = 0; k < nargs; k++)
            len += strlen(args[k]) + 1;
        char *expr = malloc(len);
        if (!expr)
            rc = gd_cli_fail("out of memory");
        else {
            expr[0] = 0;
            for (int k = 0; k < nargs; k++)
                strcat(strcat(expr, k ? " " : ""), args[k]);
            rc = cmd_value(&c, s, expr, json);
        }
        free(expr);
    }
    gd_scoring_free(s);
    free(args);
    return rc;
}

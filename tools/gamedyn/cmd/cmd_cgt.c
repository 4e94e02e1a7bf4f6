/* gamedyn cgt - short partizan games as values: canonical form, outcome class and the
 * thermographic numbers of an expression in CGSuite's notation; compare; the census. */
#include "tool.h"
#include "gamedyn/cgt.h"
#include "gamedyn/io.h"
#include "gamedyn/sum.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn cgt EXPR [--cool T] [--heat T] [--json] [--svg FILE]\n"
    "       gamedyn cgt compare G H [--json]\n"
    "       gamedyn cgt census --day N [--json]\n"
    "\n"
    "Short partizan games (Conway's normal play: Left and Right move alternately, who cannot\n"
    "move loses) as values. EXPR is read in CGSuite's notation and reduced to its canonical\n"
    "form (dominated options removed, reversible options bypassed), which is printed with\n"
    "its outcome class, birthday, stops, mean, temperature and thermograph (docs/cgt.md).\n"
    "\n"
    "The notation:\n"
    "  0 3 -2 1/2 -3/4     numbers (dyadic: the denominator a power of two; |x| <= 65536)\n"
    "  * *3                nimbers (*n = {*0..*(n-1) | *0..*(n-1)}, n <= 1024)\n"
    "  ^ v ^^ ^<3> v<3>    up, down and their multiples (^ = {0|*}, ^<n> = n.^, |n| <= 4096)\n"
    "  1/2^* -1v*3         a number, ups and a nimber written together: their sum\n"
    "  {1|0} {1,*|-1}      a game by its Left and Right options, separated by commas\n"
    "  {2||1|0}            nested bars: the separator with the most bars splits, so this is\n"
    "                      {2|{1|0}}; {0||0|-1} is {0|{0|-1}}; {|} is 0\n"
    "  +-1 +-{1|0}         G's switch {G | -G}; x+-G is x + {G|-G}\n"
    "  tiny-2 miny-2       {0||0|-2} and {2|0||0}\n"
    "  G + H, G - H, -G    sums, differences, negatives; ( ) groups\n"
    "  domineering:2x3     a position of a registered game (see gamedyn games), NAME:POS:\n"
    "  kayles:5 nim:3,5    its value: a partizan game's canonical form, an impartial game's\n"
    "                      nimber *G of its Grundy value (G <= 1024). A term is a NAME (a\n"
    "                      letter, then letters, digits, '_' or '-') followed by ':'; its\n"
    "                      POS runs to a space, '+', '-', '|', a brace, an unmatched ')' or,\n"
    "                      inside braces, a ',' (so {nim:3 | 0} works, and a position with\n"
    "                      commas is written outside braces). Unknown games are refused.\n"
    "The printer writes canonical forms in the same notation (numbers, nimbers, ups, +-x,\n"
    "tiny-x and miny-x, otherwise braces), and what it prints reads back to the same game.\n"
    "\n"
    "Text output: provenance lines ('# gamedyn VERSION', '# command: ...', '# expression=...'),\n"
    "then one line each:\n"
    "  value G             the canonical form\n"
    "  outcome O           L (Left wins whoever starts), R, N (the player to move wins), P\n"
    "  birthday B          the height of the canonical game tree\n"
    "  stops L R           left and right stops (the number reached when Left, or Right,\n"
    "                      moves first and both play for it)\n"
    "  mean M              the mean value (the thermograph's mast)\n"
    "  temperature T       where the mast starts; a number m/2^k has temperature -1/2^k\n"
    "  left wall ...       the thermograph's walls from t = -1 as pieces 'from t = X: a + s t'\n"
    "  right wall ...      (exact dyadic rationals; slopes -1, 0, +1)\n"
    "  reduced R           the reduced canonical form: the simplest game infinitesimally\n"
    "                      close to G (Grossman and Siegel; ^, * and tiny-1 reduce to 0)\n"
    "  atomic weight A     for k.^ + *n and all-small games, by Conway's calculus with the\n"
    "                      far star when it gives an integer (else 'atomic weight -' and why)\n"
    "  cooled by T G       with --cool T (T >= 0): G cooled by T; heated by T with --heat T\n"
    "\n"
    "compare G H prints one of '>', '<', '=', '||' (G and H confused: incomparable), after\n"
    "the provenance lines.\n"
    "\n"
    "census --day N (N = 0..3) counts the canonical games born by day N (1, 4, 22, 1474) from\n"
    "pairs of antichains of day N-1; the time taken goes to stderr (not with -q).\n"
    "\n"
    "  --json          one JSON line with all of it instead of the text\n"
    "  --cool T        also print G cooled by the number T\n"
    "  --heat T        also print G heated by the number T\n"
    "  --svg FILE      also draw G's thermograph as SVG into FILE (values grow to the LEFT,\n"
    "                  as in Winning Ways; temperature upward from t = -1; docs/cgt.md)\n"
    GD_CLI_MAX_MEM_HELP("  ")
    "  -q              census: no timing line on stderr\n"
    "\n"
    "Bad input (a parse error, with the position of the problem; a number out of range; a\n"
    "store above --max-mem) is refused with one line on stderr and exit status 2.\n";

static const char *dy(gd_dyadic x, char *buf, size_t len)
{
    return gd_dyadic_format(x, buf, len);
}

static void format_wall(const gd_cgt_piece *w, size_t n, char *buf, size_t len)
{
    size_t at = 0;
    buf[0] = 0;
    for (size_t i = 0; i < n && at < len; i++) {
        char t[64], a[64];
        dy(w[i].t, t, sizeof t), dy(w[i].a, a, sizeof a);
        const char *sep = i ? "; " : "";
        if (w[i].slope == 0)
            at += (size_t)snprintf(buf + at, len - at, "%sfrom t = %s: %s", sep, t, a);
        else if (w[i].a.num == 0)
            at += (size_t)snprintf(buf + at, len - at, "%sfrom t = %s: %st", sep, t, w[i].slope < 0 ? "-" : "");
        else
            at += (size_t)snprintf(buf + at, len - at, "%sfrom t = %s: %s %s t", sep, t, a,
                                   w[i].slope < 0 ? "-" : "+");
    }
}

/* A term NAME:POS of an expression: the value of that position of a registered game,
 * found as the one component of a sum built in the expression's context (partizan: its
 * canonical form; impartial: the nimber of its Grundy value). */
static int resolve_term(void *ctx, gd_cgt *c, const char *term, gd_cgt_id *out, char *err, size_t errlen)
{
    gd_game_options o = {.max_mem = *(const uint64_t *)ctx};
    gd_game *h, *sum;
    gd_position q, p;
    char e[1024];
    if (gd_game_open_position(term, &o, &h, &q, e, sizeof e) != 0) {
        gd_err(err, errlen, "%s", e);
        return -1;
    }
    if (!(sum = gd_sum_new(&h, &q, 1, o.max_mem, &p, e, sizeof e))) {
        gd_err(err, errlen, "%s", e);
        return -1;
    }
    gd_sum_share_cgt(sum, c);
    gd_sum_form v;
    int rc = gd_sum_form_of(sum, 0, &q, &v, e, sizeof e);
    if (rc != 0)
        gd_err(err, errlen, "%s", e);
    else
        *out = v.form;
    gd_game_free(sum);
    return rc;
}

static uint64_t term_mem; /* --max-mem, for the terms' solvers */

static int parse_expr(gd_cgt *g, const char *text, gd_cgt_id *id)
{
    char err[1024];
    if (gd_cgt_parse_terms(g, text, resolve_term, &term_mem, id, err, sizeof err) != 0)
        return gd_cli_fail("cgt: '%s': %s", text, err);
    return 0;
}

static int parse_number(gd_cgt *g, const char *opt, const char *text, gd_dyadic *x)
{
    gd_cgt_id id;
    char err[1024];
    if (gd_cgt_parse(g, text, &id, err, sizeof err) != 0 || !gd_cgt_is_number(g, id, x))
        return gd_cli_fail("cgt: %s '%s': expected a number (3, -1/2, ...)", opt, text);
    return 0;
}

static char *print_alloc(gd_cgt *g, gd_cgt_id id)
{
    size_t n = gd_cgt_print(g, id, NULL, 0);
    char *s = malloc(n + 1);
    if (s)
        gd_cgt_print(g, id, s, n + 1);
    return s;
}

typedef struct {
    char *value, *reduced, *cooled, *heated, *aw;
    char aw_why[256];
    char outcome;
    uint32_t birthday;
    gd_dyadic ls, rs;
    gd_cgt_thermograph th;
} report;

static int evaluate(gd_cgt *g, gd_cgt_id id, const char *cool, const char *heat, report *r)
{
    memset(r, 0, sizeof *r);
    gd_dyadic t;
    r->value = print_alloc(g, id);
    r->outcome = gd_cgt_outcome(g, id);
    r->birthday = gd_cgt_birthday(g, id);
    if (!r->value || !r->outcome || gd_cgt_left_stop(g, id, &r->ls) || gd_cgt_right_stop(g, id, &r->rs) ||
        gd_cgt_thermograph_of(g, id, &r->th))
        return gd_cli_fail("cgt: %s", gd_cgt_error(g) ? gd_cgt_error(g) : "out of memory");
    gd_cgt_id red = gd_cgt_reduced(g, id);
    if (red == GD_CGT_NONE || !(r->reduced = print_alloc(g, red)))
        return gd_cli_fail("cgt: %s", gd_cgt_error(g) ? gd_cgt_error(g) : "out of memory");
    gd_cgt_id aw;
    if (gd_cgt_atomic_weight(g, id, &aw, r->aw_why, sizeof r->aw_why) == 0)
        r->aw = print_alloc(g, aw);
    if (cool) {
        if (parse_number(g, "--cool", cool, &t))
            return 2;
        gd_cgt_id k = gd_cgt_cool(g, id, t);
        if (k == GD_CGT_NONE)
            return gd_cli_fail("cgt: --cool %s: %s", cool, gd_cgt_error(g));
        r->cooled = print_alloc(g, k);
    }
    if (heat) {
        if (parse_number(g, "--heat", heat, &t))
            return 2;
        gd_cgt_id k = gd_cgt_heat(g, id, t);
        if (k == GD_CGT_NONE)
            return gd_cli_fail("cgt: --heat %s: %s", heat, gd_cgt_error(g));
        r->heated = print_alloc(g, k);
    }
    return 0;
}

static void report_free(report *r)
{
    free(r->value), free(r->reduced), free(r->cooled), free(r->heated), free(r->aw);
    gd_cgt_thermograph_free(&r->th);
}

static void print_report(const gd_cli *c, const char *expr, const char *cool, const char *heat, const report *r,
                         int json)
{
    char a[64], b[64];
    if (json) {
        gd_json j;
        gd_cli_json_head(&j, c);
        gd_json_object(&j, "parameters");
        gd_json_str(&j, "expression", expr);
        if (cool)
            gd_json_str(&j, "cool", cool);
        if (heat)
            gd_json_str(&j, "heat", heat);
        gd_json_close(&j, '}');
        gd_json_str(&j, "value", r->value);
        char o[2] = {r->outcome, 0};
        gd_json_str(&j, "outcome", o);
        gd_json_u64(&j, "birthday", r->birthday);
        gd_json_str(&j, "left_stop", dy(r->ls, a, sizeof a));
        gd_json_str(&j, "right_stop", dy(r->rs, a, sizeof a));
        gd_json_str(&j, "mean", dy(r->th.mean, a, sizeof a));
        gd_json_str(&j, "temperature", dy(r->th.temperature, a, sizeof a));
        gd_cli_json_wall(&j, "left_wall", r->th.left, r->th.nleft);
        gd_cli_json_wall(&j, "right_wall", r->th.right, r->th.nright);
        gd_json_str(&j, "reduced", r->reduced);
        gd_json_str(&j, "atomic_weight", r->aw);
        if (!r->aw)
            gd_json_str(&j, "atomic_weight_not_given", r->aw_why);
        if (cool)
            gd_json_str(&j, "cooled", r->cooled);
        if (heat)
            gd_json_str(&j, "heated", r->heated);
        gd_cli_json_end(&j);
        return;
    }
    /* The expression whole, however long: user text is never cut. */
    gd_io_provenance(stdout, c->command, "expression=\"%s\"%s%s%s%s", expr, cool ? " cool=" : "", cool ? cool : "",
                     heat ? " heat=" : "", heat ? heat : "");
    printf("value %s\noutcome %c\nbirthday %u\n", r->value, r->outcome, r->birthday);
    printf("stops %s %s\n", dy(r->ls, a, sizeof a), dy(r->rs, b, sizeof b));
    printf("mean %s\ntemperature %s\n", dy(r->th.mean, a, sizeof a), dy(r->th.temperature, b, sizeof b));
    char w[4096];
    format_wall(r->th.left, r->th.nleft, w, sizeof w);
    printf("left wall %s\n", w);
    format_wall(r->th.right, r->th.nright, w, sizeof w);
    printf("right wall %s\n", w);
    printf("reduced %s\n", r->reduced);
    if (r->aw)
        printf("atomic weight %s\n", r->aw);
    else
        printf("atomic weight - (%s)\n", r->aw_why);
    if (cool)
        printf("cooled by %s %s\n", cool, r->cooled);
    if (heat)
        printf("heated by %s %s\n", heat, r->heated);
}

static int write_svg(const gd_cli *c, const char *expr, const report *r, const char *path)
{
    size_t n = strlen(expr) + strlen(r->value) + 32;
    char *params = malloc(n);
    if (!params)
        return gd_cli_fail("out of memory");
    snprintf(params, n, "expression=\"%s\" value=%s", expr, r->value);
    int rc = gd_cli_write_svg(c, &r->th, r->value, params, path);
    free(params);
    return rc;
}

static int cmd_compare(const gd_cli *c, gd_cgt *g, const char **args, int nargs, int json)
{
    if (nargs != 3)
        return gd_cli_fail("cgt compare: expected two games, for example gamedyn cgt compare \"^\" \"*\"");
    gd_cgt_id a, b;
    if (parse_expr(g, args[1], &a) || parse_expr(g, args[2], &b))
        return 2;
    gd_cgt_cmp r = gd_cgt_compare(g, a, b);
    if (r == GD_CGT_CMP_ERROR)
        return gd_cli_fail("cgt compare: %s", gd_cgt_error(g));
    gd_cli_print_comparison(c, args[1], args[2], r, json);
    return 0;
}

static int cmd_census(const gd_cli *c, gd_cgt *g, int nargs, const char *days, int json)
{
    uint64_t d;
    int rc;
    if (nargs != 1)
        return gd_cli_fail("cgt census: unexpected argument (the day is --day N)");
    if (!days)
        return gd_cli_fail("cgt census: expected --day N (0 to 3)");
    if ((rc = gd_cli_parse_u64("--day", days, 0, 3, &d)) != 0)
        return rc;
    char err[512];
    double t0 = gd_seconds();
    int64_t n = gd_cgt_census(g, (int)d, err, sizeof err);
    double secs = gd_seconds() - t0;
    if (n < 0)
        return gd_cli_fail("cgt census: %s", err);
    char params[64];
    snprintf(params, sizeof params, "day=%d", (int)d);
    if (json) {
        gd_json j;
        gd_cli_json_start(&j, c, params, NULL);
        gd_json_u64(&j, "day", d);
        gd_json_u64(&j, "games", (uint64_t)n);
        gd_cli_json_end(&j);
    } else {
        gd_io_provenance(stdout, c->command, "%s", params);
        printf("day %d: %lld canonical games born by day %d\n", (int)d, (long long)n, (int)d);
    }
    if (!c->quiet)
        fprintf(stderr, "cgt census: day %d in %.3f s\n", (int)d, secs);
    return 0;
}

/* Games may begin with '-' (-1, -^, -{1|0}, -v): every argument that is not an option of
 * cgt's is an expression. */
static int cgt_operand(const char *arg)
{
    return strncmp(arg, "--", 2) != 0;
}

int gd_cmd_cgt(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    int json = 0;
    const char *cool = NULL, *heat = NULL, *days = NULL, *svg = NULL;
    gd_cli_opt opts[] = {{"--json", NULL, &json},   {"--cool", &cool, NULL}, {"--heat", &heat, NULL},
                         {"--day", &days, NULL},    {"--svg", &svg, NULL}};
    const char **args;
    int nargs, rc = gd_cli_parse_operands(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "cgt", cgt_operand, &args,
                                          &nargs);
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    gd_cgt *g = gd_cgt_new();
    if (!g) {
        free(args);
        return gd_cli_fail("out of memory");
    }
    gd_cgt_set_max_bytes(g, c.max_mem);
    term_mem = c.max_mem;
    const char *sub = nargs ? args[0] : NULL;
    if (c.pass || c.perturb_spec || c.have_xmax || c.have_ymax)
        rc = gd_cli_fail("cgt: --pass, --perturb, --xmax and --ymax do not apply");
    else if (!sub)
        rc = gd_cli_fail("cgt: expected an expression, compare G H, or census --day N (see gamedyn cgt --help)");
    else if (strcmp(sub, "census") == 0) {
        rc = cool || heat ? gd_cli_fail("cgt census: --cool and --heat do not apply")
                          : cmd_census(&c, g, nargs, days, json);
    } else if (days) {
        rc = gd_cli_fail("cgt: --day belongs to cgt census");
    } else if (svg && strcmp(sub, "compare") == 0) {
        rc = gd_cli_fail("cgt compare: --svg draws one game's thermograph: gamedyn cgt EXPR --svg FILE");
    } else if (strcmp(sub, "compare") == 0) {
        rc = cool || heat ? gd_cli_fail("cgt compare: --cool and --heat do not apply")
                          : cmd_compare(&c, g, args, nargs, json);
    } else {
        /* the expression: the arguments joined by spaces */
        size_t len = 1;
        for (int k = 0; k < nargs; k++)
            len += strlen(args[k]) + 1;
        char *expr = malloc(len);
        gd_cgt_id id;
        report r = {0};
        if (!expr)
            rc = gd_cli_fail("out of memory");
        else {
            expr[0] = 0;
            for (int k = 0; k < nargs; k++)
                strcat(strcat(expr, k ? " " : ""), args[k]);
            if ((rc = parse_expr(g, expr, &id)) == 0 && (rc = evaluate(g, id, cool, heat, &r)) == 0 &&
                (!svg || (rc = write_svg(&c, expr, &r, svg)) == 0))
                print_report(&c, expr, cool, heat, &r, json);
            report_free(&r);
        }
        free(expr);
    }
    gd_cgt_free(g);
    free(args);
    return rc;
}

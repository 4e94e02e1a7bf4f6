/* gamedyn sum - Sprague-Grundy sums of any registered games: each component's value, the
 * nim-sum, P or N with every winning move. The sum is the registry's combinator "sum", so
 * query, graph and play reach it as any other game. */
#include "sum_cli.h"
#include "gamedyn/io.h"
#include "gamedyn/sum.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static const char help_head[] =
    "usage: gamedyn sum \"COMPONENT [OPTIONS] COMPONENT [OPTIONS] ...\" [--json] [--max-mem SIZE]\n"
    "\n"
    "The disjunctive sum of games (Sprague-Grundy): a move is a move in one component of\n"
    "the player's choice; whoever cannot move in any component loses. Prints each\n"
    "component's Grundy value, their nim-sum S (XOR), then P when S = 0 (the player to move\n"
    "loses), else N and every winning move as (component, move): the moves of a component\n"
    "of value g to a position of value g XOR S (a move may also raise a value).\n"
    "A loopy component (pokernim) may have an infinite value, 'grundy inf(K)' (K the\n"
    "finite values of its options; docs/loopy.md): Smith's rule then gives 'nim-sum\n"
    "inf(K')', K' = {x XOR b : x in K} with b the others' XOR (inf() when two or more are\n"
    "infinite), N when 0 is in K' (the winning moves: that component's moves to value b),\n"
    "else D, a draw.\n"
    "\n"
    "A COMPONENT is a registered game and its position, as 'gamedyn query' writes them:\n"
    "nim:7, nim:4,9, wythoff:3,5, maharaja:2,9, chomp:2,1,3, sub:3:4,5 (the position\n"
    "follows the last ':'). At most 16 components and 15 coordinates in all. The\n"
    "components may be one quoted argument or several arguments. Options written after a\n"
    "component, inside the quotes, apply to that component: the game options below, each\n"
    "refused by a game that does not declare it. --pass gives the component its own pass:\n"
    "one pass, a move of that component (either player may use it once; never from the\n"
    "component's terminal position). A pass shared by the whole sum, usable in any position\n"
    "of the sum once, is a different game: it is not offered, and --pass outside the quotes\n"
    "is refused for that reason. --blocking and --perturb are refused with the reason: a\n"
    "blocking game, and a perturbed game where an automatic N-position is reachable, have no\n"
    "Grundy value.\n"
    "\n"
    "A sum with a partizan component (domineering:2x3) is valued by Conway's theory instead:\n"
    "each partizan component as its canonical form, each impartial one as the nimber *G of\n"
    "its Grundy value (G <= 1024, else refused), in CGSuite's notation. Prints, after the\n"
    "provenance lines, 'component I GAME:POSITION [grundy G] value V (how)' per component,\n"
    "'value V' (the sum's canonical form), 'outcome O' (L: Left wins whoever starts, R, N:\n"
    "the player to move wins, P), then 'winning move: SIDE component I GAME:POSITION -> TO'\n"
    "per winning move: a Left move wins iff the sum's value after it is >= 0, a Right move\n"
    "iff it is <= 0; a move of an impartial component is open to both sides.\n"
    "\n"
    "A sum of scoring games (scoring-domineering:2x3 domination:P5; docs/scoring.md) is the\n"
    "disjunctive sum of guaranteed scoring games: when the player to move has no move in any\n"
    "component the game ends and the components' scores add. Every component must be a\n"
    "scoring game. Prints 'component I GAME:POSITION value V outcome L R' per component,\n"
    "'value V' (the sum's value), 'outcome L R' (the final score under best play when Left,\n"
    "or Right, moves first), then 'best move: SIDE component I GAME:POSITION -> TO score S'\n"
    "per move that attains its side's outcome; --json lists every move with its score.\n"
    "\n";

static const char help_tail[] =
    "\n"
    "  --json          one JSON line instead of the text: the components with their values\n"
    "                  and how they were found, the nim-sum, the outcome, the winning moves\n"
    GD_CLI_MAX_MEM_HELP("  ")
    "\n"
    "How the values are found: a game's Grundy oracle where it has one (Nim without a pass:\n"
    "the XOR of its heaps, any size; two-heap games: their Grundy table), otherwise the\n"
    "generic solver over the component's moves (Chomp, Nim with a pass), refused up front\n"
    "with its estimate when above --max-mem. A component's winning moves come from its\n"
    "oracles (Nim: the target heap directly, heaps up to 2^64-1) or from its move list\n"
    "filtered by value.\n"
    "\n"
    "Text output: provenance lines ('# gamedyn VERSION', '# command: ...', the sum), one\n"
    "line 'component I GAME:POSITION grundy G (how)' per component, 'nim-sum S', P or N,\n"
    "then one line 'winning move: component I GAME:POSITION -> TO' per winning move (TO is\n"
    "the component's new position, or 'pass').\n"
    "\n"
    "query, graph and play take the same sums: 'gamedyn query \"sum:nim:7 wythoff:3,5\"'\n"
    "(or 'sum' followed by the components); a position of the sum game is written\n"
    "'[7] + [3,5]', its components' positions joined by '+'.\n";

/* The components as one text: the arguments joined by spaces. 0, or 2 after an error. */
static int join_spec(const gd_cli *c, const char *first, char *spec, size_t len)
{
    size_t at = (size_t)snprintf(spec, len, "sum:%s", first);
    for (int k = 0; k < c->nargs && at < len; k++)
        at += (size_t)snprintf(spec + at, len - at, " %s", c->args[k]);
    if (at >= len)
        return gd_cli_fail("the sum is too long (at most %zu characters)", len - 5);
    return 0;
}

/* The options that would change the whole sum rather than a component. */
static int refuse_whole_sum_options(const gd_cli *c)
{
    if (c->pass)
        return gd_cli_fail("sum: --pass outside the sum would be one pass shared by the whole sum, a different game "
                           "(not offered); to give a component its own pass write it after that component inside "
                           "the quotes: \"nim:4,9 --pass chomp:2,1,3\"");
    if (c->perturb_spec)
        return gd_cli_fail("sum: --perturb applies to one game, not to a sum");
    if (c->have_xmax || c->have_ymax)
        return gd_cli_fail("sum: --xmax and --ymax do not apply (the position says what is needed)");
    return 0;
}

/* "inf(0,2)": an infinite value with its set (docs/loopy.md), as query prints it. */
static void print_inf(const gd_sum_value *v)
{
    printf("inf(");
    for (uint32_t i = 0; i < v->nset; i++)
        printf("%s%llu", i ? "," : "", (unsigned long long)v->set[i]);
    printf(")");
}

static void json_inf(gd_json *j, const char *key, const char *setkey, const gd_sum_value *v)
{
    gd_json_str(j, key, NULL);
    gd_json_array(j, setkey);
    for (uint32_t i = 0; i < v->nset; i++)
        gd_json_u64(j, NULL, v->set[i]);
    gd_json_close(j, ']');
}

static void print_text(const gd_cli *c, const gd_game *g, const gd_position *p, const gd_sum_value *v, uint64_t S,
                       const gd_sum_value *total, char outcome, const gd_sum_move *w, long n)
{
    char buf[2048], lb[1200], mb[1024];
    gd_io_provenance(stdout, c->command, "components=%d sum=\"%s\"", gd_sum_components(g),
                     gd_sum_cli_spec(g, p, buf, sizeof buf));
    for (int i = 0; i < gd_sum_components(g); i++) {
        gd_position q;
        gd_sum_part(g, p, i, &q);
        printf("component %d %s grundy ", i + 1, gd_sum_label(g, i, &q, lb, sizeof lb));
        if (v[i].infinite)
            print_inf(&v[i]);
        else
            printf("%llu", (unsigned long long)v[i].grundy);
        if (v[i].by_solver)
            printf(" (generic solver, %llu positions)\n", (unsigned long long)v[i].positions);
        else
            printf(" (the game's oracle)\n");
    }
    if (total->infinite) {
        printf("nim-sum ");
        print_inf(total);
        printf("\n%c\n", outcome);
    } else
        printf("nim-sum %llu\n%c\n", (unsigned long long)S, outcome);
    for (long j = 0; j < n; j++) {
        gd_position q;
        int i = w[j].component;
        gd_sum_part(g, p, i, &q);
        printf("winning move: component %d %s -> %s\n", i + 1, gd_sum_label(g, i, &q, lb, sizeof lb),
               gd_game_move_label(gd_sum_component(g, i), &w[j].move, mb, sizeof mb));
    }
}

static int print_json(const gd_cli *c, const gd_game *g, const gd_position *p, const gd_sum_value *v, uint64_t S,
                      const gd_sum_value *total, char outcome, const gd_sum_move *w, long n)
{
    char buf[2048];
    gd_json j;
    gd_sum_cli_json_head(&j, c, g, p);
    gd_json_array(&j, "components");
    for (int i = 0; i < gd_sum_components(g); i++) {
        const gd_game *h = gd_sum_component(g, i);
        gd_position q;
        gd_sum_part(g, p, i, &q);
        gd_json_object(&j, NULL);
        gd_json_u64(&j, "component", (uint64_t)i + 1);
        gd_json_str(&j, "game", h->name);
        gd_cli_json_position(&j, "position", gd_game_format(h, &q, buf, sizeof buf));
        gd_json_bool(&j, "pass", h->has_pass);
        if (v[i].infinite)
            json_inf(&j, "grundy", "grundy_infinite", &v[i]);
        else
            gd_json_u64(&j, "grundy", v[i].grundy);
        gd_json_str(&j, "by", v[i].by_solver ? "generic solver" : "oracle");
        if (v[i].by_solver)
            gd_json_u64(&j, "solver_positions", v[i].positions);
        gd_json_close(&j, '}');
    }
    gd_json_close(&j, ']');
    char out[2] = {outcome, 0};
    if (total->infinite)
        json_inf(&j, "nim_sum", "nim_sum_infinite", total);
    else
        gd_json_u64(&j, "nim_sum", S);
    gd_json_str(&j, "outcome", out);
    gd_json_array(&j, "winning_moves");
    for (long k = 0; k < n; k++) {
        const gd_game *h = gd_sum_component(g, w[k].component);
        gd_json_object(&j, NULL);
        gd_json_u64(&j, "component", (uint64_t)w[k].component + 1);
        gd_json_bool(&j, "pass", w[k].move.is_pass);
        gd_cli_json_position(&j, "to", gd_game_format(h, &w[k].move.to, buf, sizeof buf));
        gd_json_close(&j, '}');
    }
    gd_json_close(&j, ']');
    return gd_json_end(&j);
}

/* A form as text in CGSuite's notation, malloc'd (NULL when out of memory). */
static char *form_text(gd_cgt *cg, gd_cgt_id id)
{
    size_t len = gd_cgt_print(cg, id, NULL, 0);
    char *t = malloc(len + 1);
    if (t)
        gd_cgt_print(cg, id, t, len + 1);
    return t;
}

static const char *how(const gd_sum_form *v, char *buf, size_t len)
{
    if (v->partizan)
        snprintf(buf, len, "generic solver, %llu value%s", (unsigned long long)v->positions,
                 v->positions == 1 ? "" : "s");
    else if (v->by_solver)
        snprintf(buf, len, "generic solver, %llu positions", (unsigned long long)v->positions);
    else
        snprintf(buf, len, "the game's oracle");
    return buf;
}

/* A sum with a partizan component: each component's value (impartial ones as the nimber of
 * their Grundy value), the sum's canonical form, its outcome class and each side's winning
 * moves, from the values. */
static int sum_partizan(const gd_cli *c, const gd_game *g, const gd_position *p, int json)
{
    char err[1024], buf[2048], lb[1200], mb[1024], hb[128];
    int k = gd_sum_components(g);
    gd_sum_form v[GD_SUM_MAX_COMPONENTS];
    gd_cgt_id total;
    gd_sum_move *w = NULL;
    long n = gd_sum_partizan_winning(g, p, v, &total, &w, err, sizeof err);
    if (n < 0)
        return gd_cli_fail("sum: %s", err);
    gd_cgt *cg = gd_sum_cgt(g);
    char *text[GD_SUM_MAX_COMPONENTS + 1] = {0};
    int rc = 0;
    for (int i = 0; i <= k && !rc; i++)
        if (!(text[i] = form_text(cg, i < k ? v[i].form : total)))
            rc = gd_cli_fail("out of memory");
    char o = rc ? 0 : gd_cgt_outcome(cg, total);
    if (!rc && !o)
        rc = gd_cli_fail("sum: %s", gd_cgt_error(cg) ? gd_cgt_error(cg) : "no outcome class");
    char outcome[2] = {o, 0};
    if (rc) {
    } else if (json) {
        gd_json j;
        gd_sum_cli_json_head(&j, c, g, p);
        gd_json_array(&j, "components");
        for (int i = 0; i < k; i++) {
            const gd_game *h = gd_sum_cli_json_component(&j, g, p, i, buf, sizeof buf);
            gd_json_bool(&j, "pass", h->has_pass);
            gd_json_str(&j, "kind", v[i].partizan ? "partizan" : "impartial");
            if (!v[i].partizan)
                gd_json_u64(&j, "grundy", v[i].grundy);
            gd_json_str(&j, "value", text[i]);
            gd_json_str(&j, "by", v[i].by_solver ? "generic solver" : "oracle");
            if (v[i].by_solver)
                gd_json_u64(&j, v[i].partizan ? "solver_values" : "solver_positions", v[i].positions);
            gd_json_close(&j, '}');
        }
        gd_json_close(&j, ']');
        gd_json_str(&j, "value", text[k]);
        gd_json_str(&j, "outcome", outcome);
        gd_json_array(&j, "winning_moves");
        for (long m = 0; m < n; m++) {
            const gd_game *h = gd_sum_component(g, w[m].component);
            gd_json_object(&j, NULL);
            gd_json_str(&j, "side", w[m].move.side == GD_LEFT ? "left" : "right");
            gd_json_u64(&j, "component", (uint64_t)w[m].component + 1);
            gd_json_bool(&j, "pass", w[m].move.is_pass);
            gd_cli_json_position(&j, "to", gd_game_format(h, &w[m].move.to, buf, sizeof buf));
            gd_json_close(&j, '}');
        }
        gd_json_close(&j, ']');
        rc = gd_json_end(&j) != 0 ? gd_cli_fail("error writing to standard output") : 0;
    } else {
        gd_io_provenance(stdout, c->command, "components=%d sum=\"%s\"", k, gd_sum_cli_spec(g, p, buf, sizeof buf));
        for (int i = 0; i < k; i++) {
            gd_position q;
            gd_sum_part(g, p, i, &q);
            printf("component %d %s ", i + 1, gd_sum_label(g, i, &q, lb, sizeof lb));
            if (!v[i].partizan)
                printf("grundy %llu ", (unsigned long long)v[i].grundy);
            printf("value %s (%s)\n", text[i], how(&v[i], hb, sizeof hb));
        }
        printf("value %s\noutcome %s\n", text[k], outcome);
        for (long m = 0; m < n; m++) {
            gd_position q;
            int i = w[m].component;
            gd_sum_part(g, p, i, &q);
            printf("winning move: %s component %d %s -> %s\n", w[m].move.side == GD_LEFT ? "left" : "right", i + 1,
                   gd_sum_label(g, i, &q, lb, sizeof lb),
                   gd_game_move_label(gd_sum_component(g, i), &w[m].move, mb, sizeof mb));
        }
    }
    for (int i = 0; i <= k; i++)
        free(text[i]);
    free(w);
    return rc;
}

int gd_cmd_sum(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    char help[16384];
    c.help = gd_cli_game_help(help, sizeof help, help_head, help_tail);
    int json = 0;
    c.max_args = GD_GAME_MAX_COORDS;
    gd_cli_opt opts[] = {{"--json", NULL, &json}};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "sum");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if (!c.game_name)
        return gd_cli_fail("sum: expected the components, for example gamedyn sum \"nim:7 wythoff:3,5\"");
    if ((rc = refuse_whole_sum_options(&c)) != 0)
        return rc;
    char spec[4096], err[1024];
    if ((rc = join_spec(&c, c.game_name, spec, sizeof spec)) != 0)
        return rc;
    gd_position p;
    gd_game *g;
    gd_game_options o = {.max_mem = c.max_mem};
    if (gd_game_open_position(spec, &o, &g, &p, err, sizeof err) != 0)
        return gd_cli_fail("sum: %s", err);
    if (g->ops->kind != GD_GAME_IMPARTIAL) {
        rc = g->ops->kind == GD_GAME_SCORING ? gd_sum_cli_scoring(&c, g, &p, json) : sum_partizan(&c, g, &p, json);
        gd_game_free(g);
        gd_cli_done(&c);
        return rc;
    }
    gd_sum_value v[GD_SUM_MAX_COMPONENTS], total;
    char outcome;
    uint64_t S = 0;
    gd_sum_move *w = NULL;
    long n = gd_sum_winning(g, &p, v, &S, &w, err, sizeof err);
    if (n < 0)
        rc = gd_cli_fail("sum: %s", err);
    else if (gd_sum_total(v, gd_sum_components(g), &total, &outcome) != 0 || (outcome == 'N') != (n > 0))
        rc = gd_cli_fail("sum: internal inconsistency: nim-sum %llu with %ld winning moves", (unsigned long long)S, n);
    else if (json)
        rc = print_json(&c, g, &p, v, S, &total, outcome, w, n) != 0 ? gd_cli_fail("error writing to standard output")
                                                                        : 0;
    else
        print_text(&c, g, &p, v, S, &total, outcome, w, n);
    free(w);
    gd_game_free(g);
    gd_cli_done(&c);
    return rc;
}

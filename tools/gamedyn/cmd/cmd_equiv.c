/* gamedyn equiv - whether two positions are the same game: equal in play (values) and, with
 * --isomorphic, isomorphic move graphs (nauty). */
#include "tool.h"
#include "gamedyn/equiv.h"
#include "gamedyn/io.h"
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn equiv GAME:POS GAME:POS [--isomorphic] [--max-nodes N] [--json] [--max-mem SIZE]\n"
    "\n"
    "Whether two positions G and H, of one registered game or of two, are equal in play:\n"
    "G = H when G - H is a second-player win, so that either may replace the other in any\n"
    "sum. Two impartial positions are equal exactly when their Grundy values are (the\n"
    "Sprague-Grundy theorem: every impartial game is Nim in disguise, a Nim heap of its\n"
    "Grundy value); otherwise both are valued as canonical forms (an impartial position as\n"
    "the nimber *G of its Grundy value, G <= 1024) and compared.\n"
    "\n"
    "Prints 'value G V (how)' and 'value H V', then the relation 'G = H: equal in play' or\n"
    "'G R H: not equal in play' with R one of <, >, || (confused; two different nimbers).\n"
    "\n"
    "  --isomorphic   also whether the move graphs are isomorphic: every position reachable,\n"
    "                 an arc a move, the two roots matched, declared automatic N-positions\n"
    "                 matched to such, and, for partizan games, Left's moves to Left's and\n"
    "                 Right's to Right's (an impartial game beside a partizan one is read as\n"
    "                 partizan, each move open to both). Moves from one position to one other\n"
    "                 count once. Prints 'graph G: P positions, M moves' for each and\n"
    "                 'isomorphic move graphs' or 'move graphs not isomorphic'. Isomorphic\n"
    "                 graphs have equal values; equal values need not have isomorphic graphs\n"
    "                 (nim:1,1 = nim:0). Needs nauty at build time (Debian: libnauty2-dev).\n"
    "  --max-nodes N  refuse a move graph of more than N positions (default 100000); the\n"
    "                 graph nauty is given has at most 10^6 vertices and 2*10^7 arcs (a\n"
    "                 partizan one two vertices a position). nauty's time is not bounded\n"
    "                 in advance: most graphs take well under a second, highly symmetric\n"
    "                 ones can take much longer\n"
    "  --json         one JSON line: parameters G and H, the values (G, H: game, position,\n"
    "                 value, grundy for impartial games), relation, equal, and with\n"
    "                 --isomorphic graph_G, graph_H (positions, moves) and isomorphic\n"
    GD_CLI_MAX_MEM_HELP(" ")
    "\n"
    "Positions are written as 'gamedyn query' takes them after the game (nim:3,5,6,\n"
    "slide:..o./o, domineering:2x3); game options (--pass, --perturb, ...) are not taken.\n"
    "Example: 'gamedyn equiv slide:..o/...o nim:2,3 --isomorphic': the sliding checkers are\n"
    "Nim on their distances from the wall (docs/equiv.md).\n";

typedef struct {
    const char *text;
    gd_game *g;
    gd_position p;
    gd_equiv_value v;
    char value[256];
    uint64_t positions, moves;
} side;

static void value_text(gd_cgt *c, side *s)
{
    if (s->v.partizan || s->v.form != GD_CGT_NONE)
        gd_cgt_print(c, s->v.form, s->value, sizeof s->value);
    else if (s->v.grundy)
        snprintf(s->value, sizeof s->value, "*%llu", (unsigned long long)s->v.grundy);
    else
        snprintf(s->value, sizeof s->value, "0");
}

static const char *how(const side *s, char *buf, size_t len)
{
    if (!s->v.positions)
        snprintf(buf, len, "the game's oracle");
    else
        snprintf(buf, len, "generic solver, %llu %s%s", (unsigned long long)s->v.positions,
                 s->v.partizan ? "key" : "position", s->v.positions == 1 ? "" : "s");
    return buf;
}

static void json_side(gd_json *j, const char *key, const side *s)
{
    char pb[512];
    gd_json_object(j, key);
    gd_json_str(j, "game", s->g->name);
    gd_cli_json_position(j, "position", gd_game_format(s->g, &s->p, pb, sizeof pb));
    gd_json_str(j, "value", s->value);
    if (!s->v.partizan)
        gd_json_u64(j, "grundy", s->v.grundy);
    gd_json_close(j, '}');
}

static void json_graph(gd_json *j, const char *key, const side *s)
{
    gd_json_object(j, key);
    gd_json_u64(j, "positions", s->positions);
    gd_json_u64(j, "moves", s->moves);
    gd_json_close(j, '}');
}

typedef struct {
    const char *mn;
    int json, iso;
    uint64_t max_nodes;
} equiv_args;

/* The checks in the order the manual promises: which error wins matters to scripts. */
static int parse_options(gd_cli *c, int argc, char **argv, equiv_args *a)
{
    *a = (equiv_args){.max_nodes = GD_EQUIV_DEFAULT_NODES};
    c->max_args = 1;
    gd_cli_opt opts[] = {{"--isomorphic", NULL, &a->iso}, {"--max-nodes", &a->mn, NULL}, {"--json", NULL, &a->json}};
    int rc = gd_cli_parse(c, argc, argv, opts, GD_CLI_NOPTS(opts), "equiv");
    if (rc)
        return rc;
    if (!c->game_name || c->nargs != 1)
        return gd_cli_fail("equiv takes two positions, GAME:POS GAME:POS (see gamedyn equiv --help)");
    if (c->pass || c->perturb_spec || c->have_xmax || c->have_ymax)
        return gd_cli_fail("equiv takes no game options (--pass, --perturb, --xmax, --ymax): the positions say "
                           "what is compared");
    if (a->mn && (rc = gd_cli_parse_u64("--max-nodes", a->mn, 1, GD_EQUIV_MAX_VERTICES, &a->max_nodes)) != 0)
        return rc;
    if (a->iso && !gd_equiv_have_nauty())
        return gd_cli_fail("equiv --isomorphic needs nauty, which this build does not have (Debian: apt-get install "
                           "libnauty2-dev, then make)");
    return 0;
}

/* Whether the two move graphs are isomorphic, into *same. 0, or the exit status after the message. */
static int compare_graphs(side s[2], uint64_t max_nodes, uint64_t max_mem, int *same)
{
    char err[1024];
    int rc = 0;
    int partizan = s[0].g->ops->kind == GD_GAME_PARTIZAN || s[1].g->ops->kind == GD_GAME_PARTIZAN;
    gd_equiv_digraph d[2] = {{0}, {0}};
    gd_equiv_graph_options o = {max_nodes, max_mem / 2, partizan};
    for (int k = 0; k < 2 && !rc; k++)
        if (gd_equiv_move_graph(s[k].g, &s[k].p, &o, &d[k], &s[k].positions, &s[k].moves, err, sizeof err) != 0)
            rc = gd_cli_fail("%s", err);
    if (!rc && (*same = gd_equiv_isomorphic(&d[0], &d[1], err, sizeof err)) < 0)
        rc = gd_cli_fail("%s", err);
    gd_equiv_move_graph_free(&d[0]);
    gd_equiv_move_graph_free(&d[1]);
    return rc;
}

static void print_json(const gd_cli *c, const equiv_args *a, const side s[2], gd_cgt_cmp r, int same)
{
    gd_json j;
    gd_cli_json_head(&j, c);
    gd_json_object(&j, "parameters");
    gd_json_str(&j, "G", s[0].text);
    gd_json_str(&j, "H", s[1].text);
    gd_json_bool(&j, "isomorphic", a->iso);
    gd_json_close(&j, '}');
    json_side(&j, "G", &s[0]);
    json_side(&j, "H", &s[1]);
    gd_json_str(&j, "relation", gd_cgt_cmp_name(r));
    gd_json_bool(&j, "equal", r == GD_CGT_EQUAL);
    if (a->iso) {
        json_graph(&j, "graph_G", &s[0]);
        json_graph(&j, "graph_H", &s[1]);
        gd_json_bool(&j, "isomorphic", same);
    }
    gd_cli_json_end(&j);
}

static void print_text(const equiv_args *a, const side s[2], gd_cgt_cmp r, int same)
{
    char err[1024], pb[2][512], hb[128];
    for (int k = 0; k < 2; k++)
        snprintf(pb[k], sizeof pb[k], "%s:%s", s[k].g->name, gd_game_format(s[k].g, &s[k].p, err, sizeof err));
    printf("value G %s %s (%s)\n", pb[0], s[0].value, how(&s[0], hb, sizeof hb));
    printf("value H %s %s (%s)\n", pb[1], s[1].value, how(&s[1], hb, sizeof hb));
    if (r == GD_CGT_EQUAL)
        printf("G = H: equal in play\n");
    else
        printf("G %s H: not equal in play\n", gd_cgt_cmp_name(r));
    if (a->iso) {
        for (int k = 0; k < 2; k++)
            printf("graph %c: %llu position%s, %llu move%s\n", "GH"[k], (unsigned long long)s[k].positions,
                   s[k].positions == 1 ? "" : "s", (unsigned long long)s[k].moves, s[k].moves == 1 ? "" : "s");
        printf("%s\n", same ? "isomorphic move graphs" : "move graphs not isomorphic");
    }
}

int gd_cmd_equiv(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    equiv_args a;
    int rc = parse_options(&c, argc, argv, &a);
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    uint64_t max_mem = c.max_mem ? c.max_mem : gd_game_default_max_mem();
    side s[2] = {{.text = c.game_name}, {.text = c.args[0]}};
    char err[1024];
    gd_game_options go = {0};
    go.max_mem = max_mem;
    gd_cgt *cgt = gd_cgt_new();
    if (!cgt)
        return gd_cli_fail("out of memory");
    gd_cgt_set_max_bytes(cgt, max_mem);
    for (int k = 0; k < 2 && !rc; k++)
        if (gd_game_open_position(s[k].text, &go, &s[k].g, &s[k].p, err, sizeof err) != 0)
            rc = gd_cli_fail("%s", err);
    gd_cgt_cmp r = GD_CGT_CMP_ERROR;
    if (!rc) {
        r = gd_equiv_play(s[0].g, &s[0].p, s[1].g, &s[1].p, cgt, max_mem, &s[0].v, &s[1].v, err, sizeof err);
        if (r == GD_CGT_CMP_ERROR)
            rc = gd_cli_fail("%s", err);
    }
    int same = -1;
    if (!rc && a.iso)
        rc = compare_graphs(s, a.max_nodes, max_mem, &same);
    if (!rc) {
        for (int k = 0; k < 2; k++)
            value_text(cgt, &s[k]);
        if (a.json)
            print_json(&c, &a, s, r, same);
        else
            print_text(&a, s, r, same);
    }
    gd_game_free(s[0].g);
    gd_game_free(s[1].g);
    gd_cgt_free(cgt);
    gd_cli_done(&c);
    return rc;
}

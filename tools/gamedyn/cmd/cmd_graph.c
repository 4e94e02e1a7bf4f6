/* gamedyn graph - the move graph of a position in Graphviz DOT, or rendered by dot. */
#include "tool.h"
#include "gamedyn/game.h"
#include "gamedyn/image.h"
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static const char help_head[] =
    "usage: gamedyn graph GAME POSITION [GAME OPTIONS] [-o FILE.dot] [--png FILE.png|.svg|.pdf]\n"
    "                     [--values] [--max-nodes N] [--json] [--max-mem SIZE] [-q]\n"
    "\n"
    "Writes the move graph of every position reachable from POSITION in Graphviz DOT: one\n"
    "node a position, labelled by the position and coloured by its outcome (P-positions\n"
    "red, N-positions blue, declared automatic N-positions gold octagons), one edge a move\n"
    "(the pass dashed and labelled 'pass'). The values come from the generic solver.\n"
    "GAME POSITION and the game options are as in 'gamedyn query' (nim 2,2 or chomp:1,0,1).\n"
    "\n";

static const char help_tail[] =
    "\n"
    "  -o FILE.dot     write the DOT there (atomically) instead of to stdout\n"
    "  --png FILE.png  render it with Graphviz ('dot', left to right, parallel edges merged,\n"
    "                  a legend of the colours and edges; atomically); FILE.svg is dot's SVG,\n"
    "                  FILE.pdf the picture as a one-page PDF. The DOT then goes to stdout\n"
    "                  only with -o -, or to -o FILE; -o FILE and the picture replace their\n"
    "                  files only when both are written (docs/outputs.md). A picture is\n"
    "                  refused above 200 nodes (past that no layout stays readable) unless\n"
    "                  --max-nodes is given\n"
    "  --values        label the nodes by Grundy value ('-' where it is undefined) instead of\n"
    "                  by position (the position is the tooltip)\n"
    "  --json          the graph as one JSON line on stdout instead of the DOT (which then\n"
    "                  goes only to -o FILE): \"nodes\" (id, position, outcome, grundy or null,\n"
    "                  automatic; node 0 is POSITION) and \"edges\" (from, to, pass, and side\n"
    "                  for a partizan game); docs/format.md\n"
    "  --max-nodes N   refuse graphs of more than N nodes (default 5000, 200 with --png);\n"
    "                  the message gives the graph's size\n"
    GD_CLI_MAX_MEM_HELP("  ")
    "  -q              no summary on stderr\n";

/* The DOT with provenance first: Graphviz discards lines that start with '#'. */
static int write_dot(const gd_cli *c, const char *params, const gd_graph *gr, FILE *f)
{
    if (gd_io_provenance(f, c->command, "%s", params) != 0)
        return -1;
    return gd_graph_write_dot(gr, f);
}

/* Runs 'dot -Tpng' on the DOT of gr into file dst: an argument vector, never a shell, so no
 * user text is interpreted. 0, or 2 after printing the error. */
static int run_dot(const gd_cli *c, const char *params, const gd_graph *gr, const char *format, const char *dst)
{
    FILE *out = fopen(dst, "wb");
    if (!out)
        return gd_cli_fail("cannot run dot: %s", strerror(errno));
    int fd[2];
    if (pipe(fd) != 0) {
        fclose(out);
        return gd_cli_fail("cannot run dot: %s", strerror(errno));
    }
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        close(fd[0]);
        close(fd[1]);
        fclose(out);
        return gd_cli_fail("cannot run dot: %s", strerror(errno));
    }
    if (pid == 0) {
        gd_io_temp_forget();
        dup2(fd[0], 0);
        dup2(fileno(out), 1);
        close(fd[0]);
        close(fd[1]);
        char *const av[] = {"dot", (char *)format, NULL};
        execvp(av[0], av);
        _exit(127);
    }
    close(fd[0]);
    fclose(out);
    /* dot may die before reading everything: a broken pipe is an error, not a signal. */
    void (*old)(int) = signal(SIGPIPE, SIG_IGN);
    FILE *w = fdopen(fd[1], "w");
    int bad = !w || write_dot(c, params, gr, w) != 0;
    if (w)
        bad |= fclose(w) != 0;
    else
        close(fd[1]);
    signal(SIGPIPE, old);
    int st;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
        ;
    if (WIFEXITED(st) && WEXITSTATUS(st) == 127)
        return gd_cli_fail("cannot run dot: Graphviz is not installed (scripts/setup.sh installs it)");
    if (bad || !WIFEXITED(st) || WEXITSTATUS(st) != 0)
        return gd_cli_fail("dot failed to render the graph");
    return 0;
}

/* dot's SVG with the provenance as a <metadata> element after the opening tag. */
static int copy_svg(const gd_cli *c, const char *params, const char *from, FILE *to)
{
    FILE *in = fopen(from, "rb");
    if (!in)
        return -1;
    int ch, opened = 0, in_svg = 0, prev = 0;
    while ((ch = getc(in)) != EOF) {
        if (putc(ch, to) == EOF)
            break;
        /* The end of "<svg ...>": after it the metadata. */
        if (!opened && prev == '<' && ch == 's')
            in_svg = 1;
        else if (in_svg && !opened && ch == '>') {
            opened = 1;
            fputs("\n<metadata>", to);
            char version[64];
            snprintf(version, sizeof version, "gamedyn %s", gd_version());
            const char *parts[] = {version, c->command, params};
            for (int i = 0; i < 3; i++) {
                for (const char *q = parts[i]; *q; q++)
                    if (*q == '&')
                        fputs("&amp;", to);
                    else if (*q == '<')
                        fputs("&lt;", to);
                    else if (*q == '>')
                        fputs("&gt;", to);
                    else if ((unsigned char)*q >= 32)
                        putc(*q, to);
                putc(i < 2 ? '\n' : '<', to);
            }
            fputs("/metadata>", to);
        } else if (in_svg && !opened && ch != 's' && prev == '<')
            in_svg = 0;
        prev = ch;
    }
    int bad = ferror(in) || !opened;
    fclose(in);
    return bad || ferror(to) ? -1 : 0;
}

/* dot draws into a private scratch folder; the picture is then written by our own writers,
 * atomically and with the provenance every gamedyn picture carries. */
static int render_png(const gd_cli *c, const char *params, const char *title, const gd_graph *gr,
                      gd_outputs *os, const char *path)
{
    char err[512], *dir;
    int svg = strcmp(gd_image_format_of(path), "svg") == 0 && strcmp(path, "-") != 0;
    if (gd_io_scratch_begin("graph", &dir, err, sizeof err) != 0)
        return gd_cli_fail("%s", err);
    size_t n = strlen(dir) + 16;
    char *tmp = malloc(n);
    int rc = tmp ? 0 : gd_cli_fail("out of memory");
    if (tmp) {
        snprintf(tmp, n, "%s/graph.%s", dir, svg ? "svg" : "png");
        rc = run_dot(c, params, gr, svg ? "-Tsvg" : "-Tpng", tmp);
    }
    gd_image im;
    if (rc == 0 && svg) {
        FILE *f = gd_outputs_add(os, path, err, sizeof err);
        if (!f)
            rc = gd_cli_fail("%s", err);
        else if (copy_svg(c, params, tmp, f) != 0)
            rc = gd_cli_fail("cannot copy dot's SVG to '%s'", path);
    } else if (rc == 0 && gd_image_read_png(tmp, &im, NULL, NULL, err, sizeof err) != 0)
        rc = gd_cli_fail("%s", err);
    else if (rc == 0) {
        rc = gd_cli_write_figure(c, &im, 1, NULL, title, params, os, path);
        gd_image_free(&im);
    }
    free(tmp);
    gd_io_scratch_end(dir);
    return rc;
}

/* The graph as one JSON line on stdout (docs/format.md). 0, or 2 after an error. */
static int write_json(const gd_cli *c, const gd_game *g, const char *params, const gd_graph *gr)
{
    char buf[512];
    gd_json j;
    gd_cli_json_start(&j, c, params, "game perturb");
    gd_json_array(&j, "nodes");
    for (uint64_t i = 0; i < gd_graph_nodes(gr); i++) {
        gd_position p;
        gd_value v;
        gd_graph_node(gr, i, &p, &v);
        gd_json_object(&j, NULL);
        gd_json_u64(&j, "id", i);
        gd_cli_json_position(&j, "position", gd_game_format(g, &p, buf, sizeof buf));
        gd_json_str(&j, "outcome", gd_outcome_name(v.outcome));
        if (v.has_grundy)
            gd_json_u64(&j, "grundy", v.grundy);
        else
            gd_json_str(&j, "grundy", NULL);
        gd_json_bool(&j, "automatic", v.automatic);
        gd_json_close(&j, '}');
    }
    gd_json_close(&j, ']');
    gd_json_array(&j, "edges");
    int rc = 0;
    for (uint64_t i = 0; i < gd_graph_nodes(gr) && !rc; i++) {
        gd_move *mv;
        uint64_t *to;
        long m = gd_graph_node_moves(gr, i, &mv, &to);
        if (m < 0) {
            rc = 1;
            break;
        }
        for (long k = 0; k < m; k++) {
            gd_json_object(&j, NULL);
            gd_json_u64(&j, "from", i);
            gd_json_u64(&j, "to", to[k]);
            gd_json_bool(&j, "pass", mv[k].is_pass);
            if (g->ops->kind == GD_GAME_PARTIZAN)
                gd_json_str(&j, "side", mv[k].side == GD_LEFT ? "left" : "right");
            gd_json_close(&j, '}');
        }
        free(mv), free(to);
    }
    if (rc) {
        putchar('\n');
        return gd_cli_fail("out of memory listing the moves");
    }
    gd_json_close(&j, ']');
    gd_cli_json_end(&j);
    return 0;
}

/* A picture of more nodes than this is no longer readable: the ranks of a game tree
 * grow wide and the edges between them cross by the hundred (chomp:2,1,3 with a pass,
 * 90 nodes and 530 edges, is already 3600 x 4200 pixels). */
enum { PICTURE_NODES = 200 };

typedef struct {
    const char *out, *png, *maxn;
    int values, json;
    gd_graph_options o;
} graph_args;

static int parse_options(gd_cli *c, int argc, char **argv, graph_args *a)
{
    *a = (graph_args){0};
    c->max_args = GD_GAME_MAX_COORDS;
    gd_cli_opt opts[5 + GD_GAME_MAX_SETTINGS] = {{"-o", &a->out, NULL}, {"--png", &a->png, NULL},
                                                 {"--values", NULL, &a->values}, {"--max-nodes", &a->maxn, NULL},
                                                 {"--json", NULL, &a->json}};
    int nopts = gd_cli_game_opts(c, opts, 5, GD_CLI_NOPTS(opts));
    int rc = gd_cli_parse(c, argc, argv, opts, nopts, "graph");
    if (rc)
        return rc;
    if (a->json && ((a->out && strcmp(a->out, "-") == 0) || (a->png && strcmp(a->png, "-") == 0)))
        return gd_cli_fail("--json takes stdout: -o - and --png - cannot go with it");
    /* the solver shares the game's budget (opened with --max-mem) with the game's other parts */
    a->o = (gd_graph_options){a->values, a->png ? PICTURE_NODES : 5000, 0};
    if (a->maxn && (rc = gd_cli_parse_u64("--max-nodes", a->maxn, 1, (uint64_t)1 << 31, &a->o.max_nodes)))
        return rc;
    return 0;
}

/* The provenance holds user text (the perturbation, the game options): sized from it. */
static size_t params_length(const gd_cli *c, const gd_game *g, const char *pos)
{
    size_t plen = strlen(g->name) + strlen(pos) + (c->perturb_spec ? strlen(c->perturb_spec) : 1) + 128;
    for (int k = 0; k < c->ngame_opts; k++)
        plen += strlen(c->game_opt_name[k]) + (c->game_opt_value[k] ? strlen(c->game_opt_value[k]) : 1) + 2;
    return plen;
}

static void write_params(const gd_cli *c, const graph_args *a, const gd_game *g, const char *pos, char *params,
                         size_t plen)
{
    size_t at = (size_t)snprintf(params, plen, "game=%s position=%s pass=%d perturb=%s values=%d max-nodes=%llu",
                                 g->name, pos, g->has_pass, c->perturb_spec ? c->perturb_spec : "-", a->values,
                                 (unsigned long long)a->o.max_nodes);
    /* The other game options change the game too, so the provenance names those given. */
    for (int k = 0; k < c->ngame_opts && at < plen; k++)
        if (c->game_opt_value[k] || c->game_opt_flag[k])
            at += (size_t)snprintf(params + at, plen - at, " %s=%s", c->game_opt_name[k],
                                   c->game_opt_value[k] ? c->game_opt_value[k] : "1");
    gd_one_line(params);
}

/* The DOT (a file, or stdout), the picture and the JSON line; the files are replaced
 * together or not at all. */
static int write_outputs(const gd_cli *c, const graph_args *a, const gd_game *g, const gd_graph *gr,
                         const char *params, const char *title)
{
    char err[512];
    const char *out = a->out;
    int rc = 0;
    if (out && strcmp(out, "-") == 0)
        out = NULL, rc = -1; /* stdout, even with --png */
    /* The .dot and the picture replace their files only when both are written. */
    gd_outputs os = {0};
    int failed = 0;
    if (out) {
        FILE *f = gd_outputs_add(&os, out, err, sizeof err);
        if (!f)
            rc = gd_cli_fail("%s", err);
        else
            rc = 0, failed = write_dot(c, params, gr, f) != 0; /* the commit names the cause */
    } else if (a->json)
        rc = 0;
    else if (!a->png || rc == -1) {
        rc = write_dot(c, params, gr, stdout) != 0 || fflush(stdout) != 0
                 ? gd_cli_fail("error writing to standard output")
                 : 0;
    } else
        rc = 0;
    if (rc == 0 && !failed && a->png)
        rc = render_png(c, params, title, gr, &os, a->png);
    if (rc == 0 && !failed && a->json)
        rc = write_json(c, g, params, gr);
    err[0] = 0;
    if (gd_outputs_commit(&os, failed || rc != 0, err, sizeof err) != 0 && rc == 0)
        rc = gd_cli_fail("%s", err[0] ? err : "cannot write the move graph");
    return rc;
}

int gd_cmd_graph(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    char help[16384];
    c.help = gd_cli_game_help(help, sizeof help, help_head, help_tail);
    graph_args a;
    int rc = parse_options(&c, argc, argv, &a);
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    gd_game *g;
    gd_position p;
    if ((rc = gd_cli_game_position(&c, "graph", &g, &p)) != 0)
        return rc;
    if ((rc = gd_cli_check_output(a.out)) || (rc = gd_cli_check_output(a.png))) {
        gd_game_free(g);
        return rc;
    }
    char err[512], pos[512], title[640];
    gd_game_format(g, &p, pos, sizeof pos);
    size_t plen = params_length(&c, g, pos);
    char params[plen];
    write_params(&c, &a, g, pos, params, plen);
    snprintf(title, sizeof title, "move graph of %s:%s", g->name, pos);
    gd_graph *gr = gd_graph_build(g, &p, &a.o, err, sizeof err);
    if (!gr) {
        gd_game_free(g);
        if (a.png && !a.maxn && strstr(err, "above the limit"))
            return gd_cli_fail("%s: a picture stays readable up to %d nodes; --max-nodes N draws a larger one, "
                               "or write the DOT alone (-o FILE.dot)",
                               err, PICTURE_NODES);
        return gd_cli_fail("%s", err);
    }
    rc = write_outputs(&c, &a, g, gr, params, title);
    if (rc == 0 && !c.quiet)
        fprintf(stderr, "gamedyn: move graph of %s:%s: %llu nodes, %llu edges\n", g->name,
                gd_game_format(g, &p, err, sizeof err), (unsigned long long)gd_graph_nodes(gr),
                (unsigned long long)gd_graph_edges(gr));
    gd_graph_free(gr);
    gd_game_free(g);
    gd_cli_done(&c);
    return rc;
}

/* The move graph of every position reachable from a root: the generic solver's table
 * (a fresh solver holds exactly the reachable positions), written as Graphviz DOT. */
#include "gamedyn/game.h"
#include "gamedyn/loopy.h"
#include "gamedyn/util.h"
#include "solver_impl.h"
#include <stdlib.h>

/* Above this many positions the exact size is not counted: the bound is reported. */
#define GRAPH_COUNT_LIMIT 2000000

struct gd_graph {
    const gd_game *g;
    gd_solver *s;
    int values;
    uint64_t edges;
};

gd_graph *gd_graph_build(const gd_game *g, const gd_position *root, const gd_graph_options *o, char *err,
                         size_t errlen)
{
    if (g->ops->kind == GD_GAME_SCORING) {
        gd_err(err, errlen, "%s is a scoring game: the move graph labels outcome classes, which it does not have "
                            "(gamedyn query gives its outcome (o_L, o_R))", g->name);
        return NULL;
    }
    uint64_t limit = o->max_nodes ? o->max_nodes : 5000;
    uint64_t bound = g->ops->rules.bound ? g->ops->rules.bound(g, root) : UINT64_MAX;
    if (bound > limit && bound > GRAPH_COUNT_LIMIT) {
        char *pb = gd_game_format_new(g, root), count[64];
        if (bound == UINT64_MAX)
            snprintf(count, sizeof count, "too many nodes to count");
        else
            snprintf(count, sizeof count, "up to %llu nodes", (unsigned long long)bound);
        gd_err(err, errlen, "the move graph of %s has %s, above the limit %llu (--max-nodes)", pb ? pb : "the position",
               count, (unsigned long long)limit);
        free(pb);
        return NULL;
    }
    gd_graph *gr = calloc(1, sizeof *gr);
    if (!gr || !(gr->s = gd_solver_new(g, o->max_bytes))) {
        free(gr);
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    gr->g = g;
    gr->values = o->values;
    gd_value v;
    if (gd_solver_solve(gr->s, root, &v, err, errlen) != 0) {
        gd_graph_free(gr);
        return NULL;
    }
    uint64_t n = gd_solver_count(gr->s);
    if (n > limit) {
        char *pb = gd_game_format_new(g, root);
        gd_err(err, errlen, "the move graph of %s has %llu nodes, above the limit %llu (--max-nodes)",
               pb ? pb : "the position", (unsigned long long)n, (unsigned long long)limit);
        free(pb);
        gd_graph_free(gr);
        return NULL;
    }
    for (uint64_t i = 0; i < n; i++) {
        gd_position p;
        gd_solver_position(gr->s, i, &p, &v);
        gr->edges += g->ops->rules.moves(g, &p, NULL, 0);
    }
    return gr;
}

uint64_t gd_graph_nodes(const gd_graph *gr)
{
    return gd_solver_count(gr->s);
}

uint64_t gd_graph_edges(const gd_graph *gr)
{
    return gr->edges;
}

void gd_graph_free(gd_graph *gr)
{
    if (!gr)
        return;
    gd_solver_free(gr->s);
    free(gr);
}

/* A DOT double-quoted string: backslash, quote and line breaks escaped. */
static void dot_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fputc('\\', f);
        if (*s == '\n')
            fputs("\\n", f);
        else if (*s != '\r')
            fputc(*s, f);
    }
    fputc('"', f);
}

/* The key of the colours and edge styles, as a box of its own beside the graph (names
 * that never start with n, so the graph's nodes stay "n<i>"). */
/* A node's value as its label: the Grundy value, inf(K) with K in full (the finite values of
 * its options) for a loopy game's infinite value, '-' when undefined; malloc'd, or NULL. */
static char *value_label(gd_solver *s, const gd_position *p, const gd_value *v)
{
    char e[256];
    long nk = v->infinite && !v->has_grundy ? gd_solver_inf_set(s, p, NULL, 0, e, sizeof e) : 0;
    uint64_t *k = nk > 0 ? malloc((size_t)nk * sizeof *k) : NULL;
    char *lab = nk >= 0 ? malloc(32 + (size_t)nk * 21) : NULL;
    if (!lab || (nk > 0 && (!k || gd_solver_inf_set(s, p, k, (size_t)nk, e, sizeof e) != nk))) {
        free(k), free(lab);
        return NULL;
    }
    if (v->has_grundy)
        sprintf(lab, "%llu", (unsigned long long)v->grundy);
    else if (v->infinite) {
        size_t at = (size_t)sprintf(lab, "inf(");
        for (long j = 0; j < nk; j++)
            at += (size_t)sprintf(lab + at, "%s%llu", j ? "," : "", (unsigned long long)k[j]);
        sprintf(lab + at, ")");
    } else
        sprintf(lab, "-");
    free(k);
    return lab;
}

static void legend(const gd_game *g, FILE *f)
{
    int partizan = g->ops->kind == GD_GAME_PARTIZAN;
    fputs("  subgraph cluster_legend {\n    label=\"legend\"; style=rounded; color=\"#888888\"; "
          "fontname=\"Helvetica\";\n"
          "    node [shape=box, fontsize=10];\n",
          f);
    fputs(partizan ? "    legend_p [label=\"P: the player to move loses\", fillcolor=\"#f4a3a3\"];\n"
                     "    legend_n [label=\"N: the player to move wins\", fillcolor=\"#c6dbef\"];\n"
                     "    legend_l [label=\"L: Left wins\", fillcolor=\"#b6e3b6\"];\n"
                     "    legend_r [label=\"R: Right wins\", fillcolor=\"#d0d0d0\"];\n"
                     "    legend_e [label=\"edge L: Left's move (solid)\\nedge R: Right's move (dashed)\", "
                     "shape=plaintext, style=\"\"];\n"
                   : "    legend_p [label=\"P-position (previous player wins)\", fillcolor=\"#f4a3a3\"];\n"
                     "    legend_n [label=\"N-position (next player wins)\", fillcolor=\"#c6dbef\"];\n",
          f);
    if (g->loopy)
        fputs("    legend_d [label=\"D: a draw (neither player can force a win)\", fillcolor=\"#d9c8f0\"];\n"
              "    legend_c [label=\"bold purple edge: a move on a cycle\", shape=plaintext, style=\"\"];\n",
              f);
    if (g->perturbed)
        fputs("    legend_a [label=\"declared automatic N-position\", fillcolor=\"#ffd966\", shape=octagon];\n", f);
    if (g->has_pass)
        fputs("    legend_s [label=\"dashed edge 'pass': the pass\\n/passed: the pass is used\", shape=plaintext, "
              "style=\"\"];\n",
              f);
    fputs("  }\n", f);
}

void gd_graph_node(const gd_graph *gr, uint64_t i, gd_position *p, gd_value *v)
{
    gd_solver_position(gr->s, i, p, v);
}

long gd_graph_node_moves(const gd_graph *gr, uint64_t i, gd_move **mv, uint64_t **to)
{
    const gd_game *g = gr->g;
    gd_position p;
    gd_value v;
    gd_solver_position(gr->s, i, &p, &v);
    uint64_t m = g->ops->rules.moves(g, &p, NULL, 0);
    *mv = malloc((m ? m : 1) * sizeof **mv);
    *to = malloc((m ? m : 1) * sizeof **to);
    if (!*mv || !*to) {
        free(*mv), free(*to);
        *mv = NULL, *to = NULL;
        return -1;
    }
    g->ops->rules.moves(g, &p, *mv, m);
    for (uint64_t k = 0; k < m; k++)
        (*to)[k] = (uint64_t)gd_solver_index(gr->s, &(*mv)[k].to);
    return (long)m;
}

/* A loopy game's moves as rows of node numbers and their strongly connected components:
 * a move lies on a cycle iff both ends share a component. NULL when out of memory. */
static uint32_t *cycle_components(const gd_graph *gr)
{
    uint64_t n = gd_solver_count(gr->s);
    uint32_t *off = malloc((n + 1) * sizeof *off), *to = malloc((gr->edges ? gr->edges : 1) * sizeof *to);
    uint32_t *comp = malloc((n + 1) * sizeof *comp);
    int ok = off && to && comp;
    uint32_t at = 0;
    for (uint64_t i = 0; ok && i < n; i++) {
        gd_move *mv;
        uint64_t *dst;
        long m = gd_graph_node_moves(gr, i, &mv, &dst);
        ok = m >= 0;
        off[i] = at;
        for (long k = 0; k < m; k++)
            to[at++] = (uint32_t)dst[k];
        if (m >= 0)
            free(mv), free(dst);
    }
    if (ok) {
        off[n] = at;
        gd_loopy_graph lg = {(uint32_t)n, off, to};
        ok = gd_loopy_components(&lg, comp) >= 0;
    }
    free(off), free(to);
    if (!ok)
        free(comp), comp = NULL;
    return comp;
}

int gd_graph_write_dot(const gd_graph *gr, FILE *f)
{
    const gd_game *g = gr->g;
    uint64_t n = gd_solver_count(gr->s);
    gd_position p;
    gd_value v;
    char buf[512], title[600];
    gd_solver_position(gr->s, 0, &p, &v);
    char passes[32];
    snprintf(passes, sizeof passes, " with %d passes", g->has_pass);
    snprintf(title, sizeof title, "%s:%s%s%s", g->name, gd_game_format(g, &p, buf, sizeof buf),
             g->has_pass > 1 ? passes : g->has_pass ? " with a pass" : "", g->perturbed ? ", perturbed" : "");
    fputs("digraph gamedyn {\n  graph [label=", f);
    dot_string(f, title);
    /* Left to right with parallel edges merged: the ranks of a game tree are wide, so
     * top-down pictures come out many times wider than high. */
    fputs(", labelloc=t, rankdir=LR, concentrate=true, nodesep=0.15, ranksep=0.6];\n"
          "  node [style=filled, fontname=\"Helvetica\"];\n",
          f);
    legend(g, f);
    fputs(g->ops->kind == GD_GAME_PARTIZAN
              ? "  /* P-positions red, N-positions blue, L-positions green, R-positions grey; Left's moves solid, "
                "Right's dashed */\n"
              : "  /* P-positions red, N-positions blue, declared automatic N-positions gold octagons */\n",
          f);
    uint32_t *comp = g->loopy ? cycle_components(gr) : NULL;
    if (g->loopy && !comp)
        return -1;
    for (uint64_t i = 0; i < n; i++) {
        gd_solver_position(gr->s, i, &p, &v);
        gd_game_format(g, &p, buf, sizeof buf);
        fprintf(f, "  n%llu [label=", (unsigned long long)i);
        if (gr->values) {
            char *lab = value_label(gr->s, &p, &v);
            if (!lab) {
                free(comp);
                return -1;
            }
            dot_string(f, lab);
            free(lab);
            fputs(", tooltip=", f);
        }
        dot_string(f, buf);
        fprintf(f, ", fillcolor=\"%s\"%s];\n",
                v.automatic                     ? "#ffd966"
                : v.outcome == GD_OUTCOME_P     ? "#f4a3a3"
                : v.outcome == GD_OUTCOME_L     ? "#b6e3b6"
                : v.outcome == GD_OUTCOME_R     ? "#d0d0d0"
                : v.outcome == GD_OUTCOME_D     ? "#d9c8f0"
                                                : "#c6dbef",
                v.automatic ? ", shape=octagon" : "");
    }
    for (uint64_t i = 0; i < n; i++) {
        gd_solver_position(gr->s, i, &p, &v);
        uint64_t m = g->ops->rules.moves(g, &p, NULL, 0);
        gd_move *mv = malloc((m ? m : 1) * sizeof *mv);
        if (!mv) {
            free(comp);
            return -1;
        }
        g->ops->rules.moves(g, &p, mv, m);
        for (uint64_t k = 0; k < m; k++) {
            long j = gd_solver_index(gr->s, &mv[k].to);
            if (comp && comp[i] == comp[j]) {
                fprintf(f, "  n%llu -> n%ld [color=\"#7b3294\", penwidth=2];\n", (unsigned long long)i, j);
                continue;
            }
            fprintf(f, "  n%llu -> n%ld%s;\n", (unsigned long long)i, j,
                    mv[k].is_pass                    ? " [label=\"pass\", style=dashed]"
                    : g->ops->kind != GD_GAME_PARTIZAN ? ""
                    : mv[k].side == GD_LEFT           ? " [label=\"L\"]"
                                                     : " [label=\"R\", style=dashed]");
        }
        free(mv);
    }
    free(comp);
    fputs("}\n", f);
    return ferror(f) ? -1 : 0;
}

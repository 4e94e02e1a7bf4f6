/* commands.c - the tool's commands and the game families' (from the registry): the dispatch
 * over both and the manual's list of them. */
#include "tool.h"
#include "gamedyn/util.h"
#include <string.h>

typedef struct {
    const char *name;
    const char *summary;
    int (*run)(int, char **);
} command;

/* The generic commands and the papers' pipeline, in the order the manual lists them. */
static const command tool_commands[] = {
    {"solve", "every P-position of 3-pile Nim or 3-row Chomp, sheet by sheet", gd_cmd_solve},
    {"query", "P or N for one position of any game, with every winning move", gd_cmd_query},
    {"graph", "the move graph of a position (Graphviz DOT or PNG)", gd_cmd_graph},
    {"play", "play a game against gamedyn on the terminal", gd_cmd_play},
    {"sum", "Sprague-Grundy sums of any games: values, nim-sum, every winning move", gd_cmd_sum},
    {"games", "every registered game: position syntax, options, variants, fast oracles", gd_cmd_games},
    {"equiv", "two positions equal in play (values), their move graphs isomorphic (nauty)", gd_cmd_equiv},
    {"cgt", "partizan games as values: canonical forms, comparison, thermographs, census", gd_cmd_cgt},
    {"scoring", "guaranteed scoring games as values: canonical forms, outcomes, comparison", gd_cmd_scoring},
    {"nimber", "nim arithmetic: nim-sum, mex, Conway's nim-product and inverse, tables", gd_cmd_nimber},
    {"sheet", "a picture of one sheet (W, L, both, or W decomposed into loser lines)", gd_cmd_sheet},
    {"sheets", "a numbered series of sheet pictures, optionally in one unit box", gd_cmd_sheets},
    {"grundy", "the 2-pile Grundy table of Nim as a picture; 3-row Chomp's Grundy values", gd_cmd_grundy},
    {"params", "the six geometric constants of Chomp, measured against the predictions", gd_cmd_params},
    {"opening", "the winning opening move of every Chomp rectangle, r-type or s-type", gd_cmd_opening},
    {"overlap", "strength of the pass (or V) perturbation, level by level", gd_cmd_overlap},
    {"sensitivity", "damage spreading from one added automatic N-position", gd_cmd_sensitivity},
    {"compare", "coarse-grained sheet densities: scale invariance and variants", gd_cmd_compare},
    {"report", "all experiments and figures, with index.html and report.md", gd_cmd_report},
    {"figures", "every figure of the two papers, with an index.html", gd_cmd_figures},
    {"partest", "a diagnostic: one deterministic parallel map (threads, MPI ranks)", gd_cmd_partest},
};

/* The command called name, the tool's or a family's: its main, or NULL. */
static int (*find(const char *name))(int, char **)
{
    for (size_t i = 0; i < sizeof tool_commands / sizeof tool_commands[0]; i++)
        if (strcmp(name, tool_commands[i].name) == 0)
            return tool_commands[i].run;
    size_t n;
    const gd_game_family *const *fams = gd_game_families(&n);
    for (size_t i = 0; i < n; i++)
        for (const gd_game_command *k = fams[i]->commands; k && k->name; k++)
            if (strcmp(name, k->name) == 0)
                return k->run;
    return NULL;
}

int gd_cli_dispatch(int argc, char **argv)
{
    int (*run)(int, char **) = find(argv[1]);
    return run ? run(argc, argv) : GD_CLI_NOT_MINE;
}

int gd_cli_has_command(const char *name)
{
    return find(name) != NULL;
}

static void line(FILE *f, const char *name, const char *summary)
{
    fprintf(f, "  %-12s %s\n", name, summary);
}

void gd_cli_usage(FILE *f)
{
    fputs("usage: gamedyn COMMAND [options]   (gamedyn help COMMAND for its manual)\n"
          "\n"
          "gamedyn " GD_VERSION " - impartial games as dynamical systems (Friedman-Landsberg sheets).\n"
          "\n"
          "commands:\n",
          f);
    for (size_t i = 0; i < sizeof tool_commands / sizeof tool_commands[0]; i++)
        line(f, tool_commands[i].name, tool_commands[i].summary);
    line(f, "help", "help COMMAND prints COMMAND's manual");
    fputs("\ncommands of game families (each family's own analysis; gamedyn games lists the families):\n", f);
    size_t n;
    const gd_game_family *const *fams = gd_game_families(&n);
    for (size_t i = 0; i < n; i++)
        for (const gd_game_command *k = fams[i]->commands; k && k->name; k++)
            line(f, k->name, k->summary);
    fputs("\n"
          "Options: --opt VALUE or --opt=VALUE, each at most once (sheet --mark may repeat).\n"
          "Every command takes --help and --version.\n"
          "Results go to stdout, diagnostics to stderr. Exit status: 0 ok, 2 bad input or failure.\n",
          f);
}

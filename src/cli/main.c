/* gamedyn - command-line front end; one subcommand a file (cmd_*.c). */
#include "cli.h"
#include "gamedyn/util.h"
#include <string.h>

static const char usage[] =
    "usage: gamedyn COMMAND [options]   (gamedyn COMMAND --help for its manual)\n"
    "\n"
    "gamedyn " GD_VERSION " - impartial games as dynamical systems (Friedman-Landsberg sheets).\n"
    "\n"
    "commands:\n"
    "  solve   every P-position of 3-pile Nim or 3-row Chomp, sheet by sheet\n"
    "  query   P or N for one position, with every winning move\n"
    "  sheet   a picture of one sheet (W, L, both, or W decomposed into loser lines)\n"
    "  sheets  a numbered series of sheet pictures, optionally in one unit box\n"
    "  grundy  the 2-pile Grundy table of Nim (with or without the pass) as a picture\n"
    "  params  the six geometric constants of Chomp, measured against the predictions\n"
    "  opening the winning opening move of every Chomp rectangle, r-type or s-type\n"
    "  overlap strength of the pass (or V) perturbation, level by level\n"
    "  sensitivity  damage spreading from one added automatic N-position\n"
    "  compare coarse-grained sheet densities: scale invariance and variants\n"
    "  report  all experiments and figures, with index.html and report.md\n"
    "  figures every figure of the two papers, with an index.html\n"
    "\n"
    "Results go to stdout, diagnostics to stderr. Exit status: 0 ok, 2 bad input or failure.\n";

int main(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        fputs(usage, argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    if (strcmp(argv[1], "--version") == 0) {
        puts("gamedyn " GD_VERSION);
        return 0;
    }
    if (strcmp(argv[1], "solve") == 0)
        return gd_cmd_solve(argc, argv);
    if (strcmp(argv[1], "query") == 0)
        return gd_cmd_query(argc, argv);
    if (strcmp(argv[1], "sheet") == 0)
        return gd_cmd_sheet(argc, argv);
    if (strcmp(argv[1], "sheets") == 0)
        return gd_cmd_sheets(argc, argv);
    if (strcmp(argv[1], "grundy") == 0)
        return gd_cmd_grundy(argc, argv);
    static const struct {
        const char *name;
        int (*run)(int, char **);
    } experiments[] = {{"params", gd_cmd_params},   {"opening", gd_cmd_opening}, {"overlap", gd_cmd_overlap},
                       {"sensitivity", gd_cmd_sensitivity}, {"compare", gd_cmd_compare}, {"report", gd_cmd_report}};
    for (size_t i = 0; i < sizeof experiments / sizeof experiments[0]; i++)
        if (strcmp(argv[1], experiments[i].name) == 0)
            return experiments[i].run(argc, argv);
    if (strcmp(argv[1], "figures") == 0)
        return gd_cmd_figures(argc, argv);
    return gd_cli_fail("unknown command '%s' (try gamedyn --help)", argv[1]);
}

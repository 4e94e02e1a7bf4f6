/* gamedyn - command-line front end; one subcommand a file (cmd_*.c). */
#include "cli.h"
#include "step.h"
#include "gamedyn/par.h"
#include "gamedyn/util.h"
#include <string.h>

static const char usage[] =
    "usage: gamedyn COMMAND [options]   (gamedyn help COMMAND for its manual)\n"
    "\n"
    "gamedyn " GD_VERSION " - impartial games as dynamical systems (Friedman-Landsberg sheets).\n"
    "\n"
    "commands:\n"
    "  solve        every P-position of 3-pile Nim or 3-row Chomp, sheet by sheet\n"
    "  query        P or N for one position of any game, with every winning move\n"
    "  graph        the move graph of a position (Graphviz DOT or PNG)\n"
    "  play         play a game against gamedyn on the terminal\n"
    "  sum          Sprague-Grundy sums of any games: values, nim-sum, every winning move\n"
    "  games        every registered game: position syntax, options, variants, fast oracles\n"
    "  equiv        two positions equal in play (values), their move graphs isomorphic (nauty)\n"
    "  cgt          partizan games as values: canonical forms, comparison, thermographs, census\n"
    "  scoring      guaranteed scoring games as values: canonical forms, outcomes, comparison\n"
    "  atlas        the values and thermographs of every Domineering rectangle in a range\n"
    "  sheet        a picture of one sheet (W, L, both, or W decomposed into loser lines)\n"
    "  sheets       a numbered series of sheet pictures, optionally in one unit box\n"
    "  grundy       the 2-pile Grundy table of Nim as a picture; 3-row Chomp's Grundy values\n"
    "  table        Grundy values, outcomes, palace numbers of two-heap rulesets (TSV, .npy)\n"
    "  bounds       proved bounds checked on a whole two-heap table (nim --pass, nim, wythoff)\n"
    "  voxels       the set (a,b,g(a,b)) as cubes: an isometric PNG from three sides, a .obj\n"
    "  wythoff      Wythoff's P-positions four ways: cross-check to N, Figure 1\n"
    "  periods      certified additive periodicity of the rows of a two-heap Grundy table\n"
    "  nimber       nim arithmetic: nim-sum, mex, Conway's nim-product and inverse, tables\n"
    "  euclid       Euclid's game: the table of Grundy values or outcomes (Nivasch's formula)\n"
    "  fibnim       Grundy values of Fibonacci Nim, every (n, r) up to a size\n"
    "  sylver       Sylver Coinage: outcomes of every position {a,b} or {a,b,c} up to a size\n"
    "  heap         nim-sequences of octal/hexadecimal heap games, certified periods\n"
    "  params       the six geometric constants of Chomp, measured against the predictions\n"
    "  opening      the winning opening move of every Chomp rectangle, r-type or s-type\n"
    "  overlap      strength of the pass (or V) perturbation, level by level\n"
    "  sensitivity  damage spreading from one added automatic N-position\n"
    "  compare      coarse-grained sheet densities: scale invariance and variants\n"
    "  report       all experiments and figures, with index.html and report.md\n"
    "  figures      every figure of the two papers, with an index.html\n"
    "  partest      a diagnostic: one deterministic parallel map (threads, MPI ranks)\n"
    "  help         help COMMAND prints COMMAND's manual\n"
    "\n"
    "Options: --opt VALUE or --opt=VALUE, each at most once (sheet --mark may repeat).\n"
    "Every command takes --help and --version.\n"
    "Results go to stdout, diagnostics to stderr. Exit status: 0 ok, 2 bad input or failure.\n";

static int run(int argc, char **argv)
{
    /* A step of another command (step.h): "--in-folder REAL SHOWN ... COMMAND ...". */
    while (argc >= 5 && strcmp(argv[1], GD_CLI_IN_FOLDER) == 0) {
        gd_cli_dir_alias(argv[2], argv[3]);
        argv[3] = argv[0];
        argv += 3;
        argc -= 3;
    }
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        fputs(usage, argc < 2 ? stderr : stdout);
        return gd_cli_finish(argc < 2 ? 2 : 0);
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("gamedyn %s\n", gd_version());
        return gd_cli_finish(0);
    }
    if (strcmp(argv[1], "help") == 0) {
        if (argc == 2) {
            fputs(usage, stdout);
            return gd_cli_finish(0);
        }
        if (argc > 3)
            return gd_cli_fail("help takes one command (gamedyn help COMMAND)");
        if (strcmp(argv[2], "help") == 0 || strcmp(argv[2], "--help") == 0 || strcmp(argv[2], "-h") == 0) {
            fputs(usage, stdout);
            return gd_cli_finish(0);
        }
        if (strcmp(argv[2], "--version") == 0) {
            printf("gamedyn %s\n", gd_version());
            return gd_cli_finish(0);
        }
        /* The manual the command prints for --help. */
        char *args[] = {argv[0], argv[2], "--help", NULL};
        int rc = gd_cli_dispatch(3, args);
        if (rc != GD_CLI_NOT_MINE)
            return rc;
        return gd_cli_fail("help: unknown command '%s' (try gamedyn --help)", argv[2]);
    }
    int rc = gd_cli_dispatch(argc, argv);
    if (rc != GD_CLI_NOT_MINE)
        return gd_cli_finish(rc);
    return gd_cli_fail("unknown command '%s' (try gamedyn --help)", argv[1]);
}

/* Under MPI (make MPI=1, mpirun) every rank runs the command; rank 0 alone prints and
 * writes files (docs/parallel.md). */
int main(int argc, char **argv)
{
    if (gd_par_init(&argc, &argv) != 0) {
        fputs("gamedyn: cannot start MPI\n", stderr);
        return 2;
    }
    int rc = run(argc, argv);
    gd_par_finalize();
    return rc;
}

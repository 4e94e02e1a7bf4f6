/* gamedyn - command-line front end; one subcommand a file (cmd_*.c). */
#include "tool.h"
#include "step.h"
#include "gamedyn/par.h"
#include "gamedyn/util.h"
#include <string.h>

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
        gd_cli_usage(argc < 2 ? stderr : stdout);
        return gd_cli_finish(argc < 2 ? 2 : 0);
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("gamedyn %s\n", gd_version());
        return gd_cli_finish(0);
    }
    if (strcmp(argv[1], "help") == 0) {
        if (argc == 2) {
            gd_cli_usage(stdout);
            return gd_cli_finish(0);
        }
        if (argc > 3)
            return gd_cli_fail("help takes one command (gamedyn help COMMAND)");
        if (strcmp(argv[2], "help") == 0 || strcmp(argv[2], "--help") == 0 || strcmp(argv[2], "-h") == 0) {
            gd_cli_usage(stdout);
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

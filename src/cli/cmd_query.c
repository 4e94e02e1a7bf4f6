/* gamedyn query - P or N for one position, and every winning move. */
#include "cli.h"
#include "gamedyn/sheet.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn query GAME x y z [--pass | --perturb SPEC] [--db FILE] [-q]\n"
    "\n"
    "Prints P if [x,y,z] is a P-position of GAME (nim or chomp), otherwise N followed\n"
    "by every winning move, one per line: a position [x',y',z'] or 'pass'.\n"
    "With --pass the position is the one with the pass still available.\n"
    "Without --db the sheets needed are computed on the spot; with --db they are read\n"
    "from a database written by 'gamedyn solve -o' for the same game and variant.\n";

int gd_cmd_query(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    const char *db = NULL;
    uint64_t v[3];
    c.max_args = 3;
    gd_cli_opt opts[] = {{"--db", &db, NULL}};
    int prc = gd_cli_parse(&c, argc, argv, opts, 1, "query");
    if (prc)
        return prc == GD_CLI_HELP_SHOWN ? 0 : prc;
    int nv = c.nargs;
    for (int k = 0; k < nv; k++)
        if (gd_parse_u64(c.args[k], &v[k]) != 0 || v[k] > ((uint64_t)1 << 31))
            return gd_cli_fail("query: bad coordinate '%s' (expected a non-negative integer)", c.args[k]);
    if (!c.game_name || nv != 3)
        return gd_cli_fail("query: expected GAME x y z");
    c.xmax = v[0];
    c.ymax = v[1];
    c.have_xmax = c.have_ymax = 1;
    if (gd_cli_configure(&c, 1) != 0) {
        gd_cli_done(&c);
        return 2;
    }
    const gd_rules *r = gd_rules_get(c.cfg.game);
    gd_pos p = {v[0], v[1], v[2]};
    if (!gd_rules_is_position(r, p.x, p.y, p.z)) {
        gd_cli_done(&c);
        return gd_cli_fail("[%llu,%llu,%llu] is not a position of %s", (unsigned long long)p.x,
                           (unsigned long long)p.y, (unsigned long long)p.z, r->name);
    }
    char err[512];
    gd_solution sol;
    if (db) {
        if (gd_db_read(db, &sol, err, sizeof err) != 0) {
            gd_cli_done(&c);
            return gd_cli_fail("%s", err);
        }
        if (!gd_solution_matches(&sol, &c.cfg)) {
            gd_solution_free(&sol);
            gd_cli_done(&c);
            return gd_cli_fail("database '%s' is for another game or variant", db);
        }
    } else if (gd_solution_compute(&sol, &c.cfg, NULL, NULL, err, sizeof err) != 0) {
        gd_cli_done(&c);
        return gd_cli_fail("%s", err);
    }
    int rc = 0, automatic, st = gd_solution_status(&sol, 1, p.x, p.y, p.z);
    gd_move *mv = NULL;
    long n = st == GD_STATUS_UNKNOWN ? -1 : gd_solution_winning_moves(&sol, p, &mv, &automatic, err, sizeof err);
    if (st == GD_STATUS_UNKNOWN)
        rc = gd_cli_fail("[%llu,%llu,%llu] is outside the database", (unsigned long long)p.x,
                         (unsigned long long)p.y, (unsigned long long)p.z);
    else if (n < 0)
        rc = gd_cli_fail("%s", err);
    else if ((st == GD_STATUS_P) != (n == 0 && !automatic))
        rc = gd_cli_fail("internal inconsistency at [%llu,%llu,%llu]: sheet and moves disagree",
                         (unsigned long long)p.x, (unsigned long long)p.y, (unsigned long long)p.z);
    else {
        puts(st == GD_STATUS_P ? "P" : "N");
        if (automatic && !c.quiet)
            fputs("gamedyn: a declared automatic N-position: the player to move wins at once\n", stderr);
        for (long i = 0; i < n; i++) {
            if (mv[i].is_pass)
                puts("pass");
            else
                printf("[%llu,%llu,%llu]\n", (unsigned long long)mv[i].to.x, (unsigned long long)mv[i].to.y,
                       (unsigned long long)mv[i].to.z);
        }
    }
    free(mv);
    gd_solution_free(&sol);
    gd_cli_done(&c);
    if (fflush(stdout) != 0)
        rc = gd_cli_fail("error writing to standard output");
    return rc;
}

/* gamedyn query - P or N for one position of any game, every winning move, the Grundy value. */
#include "cli.h"
#include "gamedyn/game.h"
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn query GAME POSITION [--pass | --passes K | --perturb SPEC] [--value] [--db FILE]\n"
    "                     [--blocking B] [--max-mem SIZE] [-q]\n"
    "\n"
    "Prints P if POSITION is a P-position of GAME (the player to move loses), otherwise N\n"
    "followed by every winning move, one per line: the position it leads to, or 'pass'.\n"
    "\n"
    "GAME POSITION is written 'nim 3 5 6', 'nim 3,5,6' or 'nim:3,5,6'. Games:\n"
    "  nim    any number of heaps (1 to 16), each up to 2^64-1\n"
    "  chomp  3-row Chomp [x,y,z]: x columns of height 3, y of height 2, z of height 1;\n"
    "         [0,0,1] is the poisoned square alone; x+y+z at most 2^31\n"
    "  two-heap rulesets [a,b] (docs/tables.md): wythoff, maharaja, nim2, sub:K,\n"
    "         sub:{s1,...}, linear:(l1,l2);..., each optionally altered by ^S; the\n"
    "         position follows the last ':' (wythoff:3,5, sub:3:4,7); --perturb takes\n"
    "         terminal:A,B;.../zero:A,B;...\n"
    "  euclid Euclid's game [x,y], x, y up to 2^62 (euclid:cd: Cole-Davie's rules, 0 allowed;\n"
    "         docs/euclid.md)\n"
    "\n"
    "  --pass         the game with one pass shared by both players, never allowed from the\n"
    "                 terminal position; the position is the one with the pass still available\n"
    "                 (write '[3,5,6]/passed' for the one after it)\n"
    "  --passes K     a pool of K <= 8 passes (nim, chomp; --pass is K = 1); '[3,5,6]/passes=J'\n"
    "                 is the position with J passes left\n"
    "  --perturb SPEC the game perturbed by a set V of declared automatic N-positions (the\n"
    "                 player to move there wins at once): point:x,y,z, random:seed=S,sigma=F,\n"
    "                 or a file of 'x y z' lines (Nim: 3 heaps)\n"
    "  --value        also print 'grundy G', the Grundy value, on the second line ('grundy\n"
    "                 undefined' when a declared automatic N-position can be reached)\n"
    "  --db FILE      (3-heap Nim and Chomp) read the sheets from a database written by\n"
    "                 'gamedyn solve -o' for the same game and variant\n"
    "  --blocking B   (two-heap games) the B-blocking game: before each move the opponent\n"
    "                 may block up to B options; P iff at most B P-options. N is followed\n"
    "                 by the P-options, which win however B of them are blocked\n"
    "  --max-mem SIZE memory bound of the computation (default 80% of RAM)\n"
    "  -q             no note on stderr\n"
    "\n"
    "How it is answered: by the game's fast algorithm where it has one (Nim: the XOR of the\n"
    "heaps, instant for any heap size; 3-heap Nim with a pass or perturbed and Chomp: the\n"
    "sheet engine, which computes the sheets the position needs), otherwise by the generic\n"
    "solver over the game's moves. Both refuse up front, with their estimate, a position\n"
    "that needs more than --max-mem.\n";

static void print_moves(const gd_game *g, const gd_move *mv, long n)
{
    char buf[512];
    for (long i = 0; i < n; i++)
        puts(gd_game_move_label(g, &mv[i], buf, sizeof buf));
}

int gd_cmd_query(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    const char *db = NULL;
    int want_value = 0;
    c.max_args = GD_GAME_MAX_COORDS;
    gd_cli_opt opts[] = {{"--db", &db, NULL}, {"--value", NULL, &want_value}, {"--blocking", &c.blocking, NULL}};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "query");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    gd_game *g;
    gd_position p;
    if ((rc = gd_cli_game_position(&c, "query", db, &g, &p)) != 0)
        return rc;
    char err[512], pb[512];
    gd_solver *s = NULL;
    gd_move *mv = NULL;
    int automatic = g->is_automatic && g->is_automatic(g, &p);
    int outcome = gd_game_oracle_outcome(g, &p, err, sizeof err);
    long n = 0;
    if (outcome >= 0)
        n = gd_game_oracle_winning(g, &p, &mv, err, sizeof err);
    if (outcome == GD_ORACLE_NONE || n == GD_ORACLE_NONE) {
        if (!(s = gd_solver_new(g, c.max_mem))) {
            gd_game_free(g);
            return gd_cli_fail("out of memory");
        }
        free(mv);
        gd_value v;
        n = gd_solver_winning(s, &p, &mv, err, sizeof err);
        outcome = n >= 0 && gd_solver_lookup(s, &p, &v) ? v.outcome : -1;
    }
    int has_value = 0;
    uint64_t value = 0;
    if (outcome >= 0 && n >= 0 && want_value) {
        int r = g->grundy ? g->grundy(g, &p, &value, err, sizeof err) : GD_ORACLE_NONE;
        if (r == GD_ORACLE_NONE) {
            gd_value v;
            if (!s && !(s = gd_solver_new(g, c.max_mem)))
                r = -1, snprintf(err, sizeof err, "out of memory");
            else if ((r = gd_solver_solve(s, &p, &v, err, sizeof err)) == 0)
                has_value = v.has_grundy, value = v.grundy;
        } else
            has_value = r == 0;
        if (r < 0)
            outcome = -1;
    }
    gd_game_format(g, &p, pb, sizeof pb);
    if (outcome < 0 || n < 0)
        rc = gd_cli_fail("%s", err);
    else if ((outcome == GD_OUTCOME_P) != (n == 0 && !automatic))
        rc = gd_cli_fail("internal inconsistency at %s: outcome and winning moves disagree", pb);
    else {
        puts(outcome == GD_OUTCOME_P ? "P" : "N");
        if (want_value && has_value)
            printf("grundy %llu\n", (unsigned long long)value);
        else if (want_value)
            puts("grundy undefined");
        if (automatic && !c.quiet)
            fputs("gamedyn: a declared automatic N-position: the player to move wins at once\n", stderr);
        print_moves(g, mv, n);
    }
    free(mv);
    gd_solver_free(s);
    gd_game_free(g);
    gd_cli_done(&c);
    if (fflush(stdout) != 0)
        rc = gd_cli_fail("error writing to standard output");
    return rc;
}

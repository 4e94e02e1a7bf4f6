/* tool.h - the gamedyn tool's own part: its commands, the dispatch over them and the game
 * families' commands, and 'play' (the command kit every command shares: gamedyn/cli.h; the
 * sheet commands' part: cli_sheet.h). */
#ifndef GAMEDYN_TOOL_H
#define GAMEDYN_TOOL_H
#include "gamedyn/cli.h"

/* play: prompts "your move> " and reads the person's next line, whole and trimmed, into
 * *line (getline's buffer). 1: a line to act on; 0: the game is abandoned (end of input,
 * "quit" or "q"; said on stdout). Blank lines and lines longer than 65536 characters (said)
 * are passed over. */
int gd_cli_play_read(char **line, size_t *cap);
/* play_partizan.c: "position TEXT" and, when the family draws its positions, the drawing. */
void gd_cli_play_show(const gd_game *g, const gd_position *p);
/* play_partizan.c: the person's line as a move of side at p (the side's n moves listed): a
 * number 1..n (1, *index set), or a move's name or the position it leads to (2, *m set; the
 * caller finds it among its moves); -1 after a one-line message. */
int gd_cli_play_line(const gd_game *g, const gd_position *p, int side, const char *line, long n, long *index,
                     gd_move *m);
/* play_record.c: the record of a game for 'play --json'. Between _begin(r, 1) and _end the
 * transcript printed on stdout goes to stderr; _end prints the one JSON line on stdout:
 * "parameters" (as query's), "start", "moves" ({"by": "you"|"gamedyn", "side" (partizan
 * games), "move" (its label), "to"}), "end" ("no move", "automatic", "abandoned") and
 * "winner" ("you", "gamedyn", or null when abandoned); for a scoring game also "score" and
 * "best_score" when set (score[0] != 0). _end returns rc, or 2 after an error message; with
 * _begin(r, 0) every call does nothing. */
typedef struct {
    int on, saved, failed;
    size_t n, cap;
    char **e; /* 4 a move: by, side (NULL: none), label, position (malloc'd) */
    char score[64], best[64]; /* a scoring game's final score and best play's from the start */
} gd_cli_record;
int gd_cli_record_begin(gd_cli_record *r, int on);
/* Records a move: who made it, the side (NULL in impartial games), its label, and the
 * position it leads to (formatted here, only when recording). */
void gd_cli_record_move(gd_cli_record *r, const gd_game *g, const char *by, const char *side, const char *label,
                        const gd_position *to);
int gd_cli_record_end(gd_cli_record *r, const gd_cli *c, const gd_game *g, const char *start, const char *winner,
                      const char *end, int rc);
/* The "parameters" object of a command on one position (query, play), left open. */
void gd_cli_json_game_params(gd_json *j, const gd_cli *c, const gd_game *g, const char *pos);
/* play_partizan.c: 'play' on a partizan game from start, the person playing side user
 * (GD_LEFT or GD_RIGHT), side first moving first, the moves recorded in rec; 0, or 2 after
 * an error message. *winner and *end receive the record's words. */
int gd_cli_play_partizan(gd_game *g, const gd_position *start, int user, int first,
                         gd_cli_record *rec, const char **winner, const char **end);
/* play_scoring.c: the same on a scoring game, the final score the result (in rec's score and
 * best; the winner is the side the score's sign favours, none at 0); 0, or 2 after an error
 * message. */
int gd_cli_play_scoring(gd_game *g, const gd_position *start, int user, int first,
                        gd_cli_record *rec, const char **winner, const char **end);

/* Runs the command argv[1], the tool's or a game family's (commands.c); GD_CLI_NOT_MINE if
 * there is none of that name. */
int gd_cli_dispatch(int argc, char **argv);
/* Whether gd_cli_dispatch knows the subcommand name (nothing is run). */
int gd_cli_has_command(const char *name);
/* The tool's manual: its commands, then the game families' from the registry. */
void gd_cli_usage(FILE *f);

int gd_cmd_solve(int argc, char **argv);
int gd_cmd_query(int argc, char **argv);
int gd_cmd_sheet(int argc, char **argv);
int gd_cmd_sheets(int argc, char **argv);
int gd_cmd_figures(int argc, char **argv);
int gd_cmd_grundy(int argc, char **argv);
int gd_cmd_params(int argc, char **argv);
int gd_cmd_opening(int argc, char **argv);
int gd_cmd_overlap(int argc, char **argv);
int gd_cmd_sensitivity(int argc, char **argv);
int gd_cmd_compare(int argc, char **argv);
int gd_cmd_report(int argc, char **argv);
int gd_cmd_graph(int argc, char **argv);
int gd_cmd_play(int argc, char **argv);
int gd_cmd_nimber(int argc, char **argv);
int gd_cmd_grundy_chomp(int argc, char **argv);
int gd_cmd_sum(int argc, char **argv);
int gd_cmd_partest(int argc, char **argv);
int gd_cmd_games(int argc, char **argv);
int gd_cmd_cgt(int argc, char **argv);
int gd_cmd_scoring(int argc, char **argv);
int gd_cmd_equiv(int argc, char **argv);
/* gamedyn scoring claims (cmd_scoring_claims.c), with the options gamedyn scoring parsed. */
typedef struct {
    int max_cells, as_json;
    long sums, pairs;
    uint64_t seed;
    const char *out;
} gd_cli_claims_args;
int gd_cmd_scoring_claims(const gd_cli *c, const gd_cli_claims_args *a);

/* The sheet commands' part; here too for the commands that use both through this header
 * (report*.c, sens_ensemble.c). */
#include "cli_sheet.h"

#endif

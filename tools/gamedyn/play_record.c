/* play_record.c - the record of a game played with 'play --json': the person's transcript
 * goes to stderr while the game lasts, and stdout receives one JSON line at the end. */
#include "tool.h"
#include <ctype.h>
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int gd_cli_record_begin(gd_cli_record *r, int on)
{
    memset(r, 0, sizeof *r);
    r->saved = -1;
    if (!on)
        return 0;
    /* The prompts and moves are printed with stdio on stdout everywhere in play; pointing the
     * descriptor under stdout at stderr keeps that one code path for both forms. */
    fflush(stdout);
    r->saved = dup(STDOUT_FILENO);
    if (r->saved < 0 || dup2(STDERR_FILENO, STDOUT_FILENO) < 0) {
        if (r->saved >= 0)
            close(r->saved);
        r->saved = -1;
        return gd_cli_fail("play --json: cannot set standard output aside");
    }
    r->on = 1;
    return 0;
}

void gd_cli_record_move(gd_cli_record *r, const gd_game *g, const char *by, const char *side, const char *label,
                        const gd_position *to_position)
{
    if (!r->on || r->failed)
        return;
    char *to = gd_game_format_new(g, to_position);
    if (!to) {
        r->failed = 1;
        return;
    }
    if (r->n + 4 > r->cap) {
        size_t cap = r->cap ? 2 * r->cap : 64;
        char **e = realloc(r->e, cap * sizeof *e);
        if (!e) {
            free(to);
            r->failed = 1;
            return;
        }
        r->e = e, r->cap = cap;
    }
    const char *v[3] = {by, side, label};
    for (int i = 0; i < 3; i++)
        if (v[i] && !(r->e[r->n + (size_t)i] = strdup(v[i])))
            r->failed = 1;
        else if (!v[i])
            r->e[r->n + (size_t)i] = NULL;
    r->e[r->n + 3] = to;
    r->n += 4;
}

void gd_cli_json_game_params(gd_json *j, const gd_cli *c, const gd_game *g, const char *pos)
{
    gd_json_object(j, "parameters");
    gd_json_str(j, "game", g->name);
    gd_cli_json_position(j, "position", pos);
    if (c->pass)
        gd_json_i64(j, "pass", c->pass);
    if (c->perturb_spec)
        gd_json_str(j, "perturb", c->perturb_spec);
    for (int k = 0; k < c->ngame_opts; k++)
        if (c->game_opt_value[k])
            gd_cli_json_value(j, c->game_opt_name[k], c->game_opt_value[k]);
        else if (c->game_opt_flag[k])
            gd_json_bool(j, c->game_opt_name[k], 1);
}

int gd_cli_record_end(gd_cli_record *r, const gd_cli *c, const gd_game *g, const char *start, const char *winner,
                      const char *end, int rc)
{
    static const char *const keys[4] = {"by", "side", "move", "to"};
    if (!r->on)
        return rc;
    fflush(stdout);
    int back = dup2(r->saved, STDOUT_FILENO);
    close(r->saved);
    if (back < 0 && rc == 0)
        rc = gd_cli_fail("play --json: cannot restore standard output");
    if (rc == 0 && r->failed)
        rc = gd_cli_fail("out of memory");
    if (rc == 0) {
        gd_json j;
        gd_cli_json_head(&j, c);
        gd_cli_json_game_params(&j, c, g, start);
        gd_json_close(&j, '}');
        gd_cli_json_position(&j, "start", start);
        gd_json_array(&j, "moves");
        for (size_t i = 0; i < r->n; i += 4) {
            gd_json_object(&j, NULL);
            for (int k = 0; k < 4; k++)
                if (k == 3)
                    gd_cli_json_position(&j, keys[k], r->e[i + (size_t)k]);
                else if (r->e[i + (size_t)k])
                    gd_json_str(&j, keys[k], r->e[i + (size_t)k]);
            gd_json_close(&j, '}');
        }
        gd_json_close(&j, ']');
        gd_json_str(&j, "end", end);
        gd_json_str(&j, "winner", winner);
        if (r->score[0]) {
            gd_json_str(&j, "score", r->score);
            gd_json_str(&j, "best_score", r->best);
        }
        gd_cli_json_end(&j);
    }
    for (size_t i = 0; i < r->n; i++)
        free(r->e[i]);
    free(r->e);
    r->on = 0;
    return rc;
}

#define PLAY_MAX_LINE 65536 /* a line longer than this is refused, never split */

int gd_cli_play_read(char **line, size_t *cap)
{
    for (;;) {
        printf("your move> ");
        fflush(stdout);
        ssize_t got = getline(line, cap, stdin);
        if (got < 0) {
            puts("\nend of input: game abandoned");
            return 0;
        }
        if ((size_t)got > PLAY_MAX_LINE) {
            printf("not a move: a line of %zd characters (at most %d)\n", got, PLAY_MAX_LINE);
            continue;
        }
        char *s = *line;
        size_t n = strlen(s), k = 0;
        while (n && isspace((unsigned char)s[n - 1]))
            s[--n] = 0;
        while (isspace((unsigned char)s[k]))
            k++;
        memmove(s, s + k, n - k + 1);
        if (!*s)
            continue;
        if (strcmp(s, "quit") == 0 || strcmp(s, "q") == 0) {
            puts("game abandoned");
            return 0;
        }
        return 1;
    }
}

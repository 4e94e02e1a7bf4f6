/* The game and position arguments shared by query, graph and play. */
#include "cli.h"
#include <string.h>

int gd_cli_game_position(gd_cli *c, const char *cmd, const char *db, gd_game **g, gd_position *p)
{
    *g = NULL;
    if (!c->game_name)
        return gd_cli_fail("%s: expected GAME POSITION, for example 'nim 3,5,6' or 'nim:3,5,6' (games: %s)", cmd,
                           gd_game_names());
    if (strcmp(c->game_name, "sum") == 0 || strncmp(c->game_name, "sum:", 4) == 0)
        return gd_cli_sum_position(c, cmd, db, g, p); /* cmd_sum.c */
    if (c->have_xmax || c->have_ymax)
        return gd_cli_fail("%s: --xmax and --ymax do not apply (the position says what is needed)", cmd);
    char name[1024], pos[1024];
    const char *colon = strrchr(c->game_name, ':');
    if (colon && c->nargs)
        colon = NULL; /* "sub:3 4 5": the name carries a parameter, the position follows */
    if (colon) {
        snprintf(name, sizeof name, "%.*s", (int)(colon - c->game_name), c->game_name);
        snprintf(pos, sizeof pos, "%s", colon + 1);
    } else {
        if (!c->nargs)
            return gd_cli_fail("%s: expected a position after '%s', for example '%s 3,5,6'", cmd, c->game_name,
                               c->game_name);
        snprintf(name, sizeof name, "%s", c->game_name);
        size_t at = 0;
        for (int k = 0; k < c->nargs && at < sizeof pos; k++)
            at += (size_t)snprintf(pos + at, sizeof pos - at, "%s%s", k ? "," : "", c->args[k]);
        if (at >= sizeof pos)
            return gd_cli_fail("%s: position too long", cmd);
    }
    gd_game_options o = {c->pass, c->perturb_spec, db, c->max_mem, NULL, c->blocking};
    char err[512];
    if (!(*g = gd_game_open(name, &o, err, sizeof err)))
        return gd_cli_fail("%s", err);
    if ((*g)->parse(*g, pos, p, err, sizeof err) != 0) {
        gd_game_free(*g);
        *g = NULL;
        return gd_cli_fail("%s", err);
    }
    return 0;
}

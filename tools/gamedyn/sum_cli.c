/* What the sum command's parts (cmd_sum.c, cmd_sum_scoring.c) share: the sum as written,
 * and the head of its JSON. */
#include "sum_cli.h"
#include "gamedyn/io.h"
#include <stdio.h>

/* The sum as its components are written ("nim:[4,9] --pass chomp:[2,1,3]"): it reads back. */
const char *gd_sum_cli_spec(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    size_t at = 0;
    buf[0] = 0;
    for (int i = 0; i < gd_sum_components(g) && at < len; i++) {
        gd_position q;
        char lb[1200];
        gd_sum_part(g, p, i, &q);
        at += (size_t)snprintf(buf + at, len - at, "%s%s", i ? " " : "", gd_sum_label(g, i, &q, lb, sizeof lb));
    }
    return buf;
}

/* The head of the JSON: the parameters are the components as written, one string each
 * (a component's text may hold spaces). */
void gd_sum_cli_json_head(gd_json *j, const gd_cli *c, const gd_game *g, const gd_position *p)
{
    gd_cli_json_head(j, c);
    gd_json_object(j, "parameters");
    gd_json_u64(j, "components", (uint64_t)gd_sum_components(g));
    gd_json_array(j, "sum");
    for (int i = 0; i < gd_sum_components(g); i++) {
        gd_position q;
        gd_sum_part(g, p, i, &q);
        char lb[1200];
        gd_json_str(j, NULL, gd_sum_label(g, i, &q, lb, sizeof lb));
    }
    gd_json_close(j, ']');
    gd_json_close(j, '}');
}

/* Opens component i's object in a sum's JSON: its number, game and position (buf: scratch);
 * the component's game. */
const gd_game *gd_sum_cli_json_component(gd_json *j, const gd_game *g, const gd_position *p, int i, char *buf,
                                         size_t len)
{
    const gd_game *h = gd_sum_component(g, i);
    gd_position q;
    gd_sum_part(g, p, i, &q);
    gd_json_object(j, NULL);
    gd_json_u64(j, "component", (uint64_t)i + 1);
    gd_json_str(j, "game", h->name);
    gd_cli_json_position(j, "position", gd_game_format(h, &q, buf, len));
    return h;
}

/* fuzz_dommove - a Domineering move typed at 'play': the input's first line is a board, the
 * rest the move's text, read by the family's parse_move for each side. A name that reads
 * as a move gives a move of that side from the move list, whose name reads back to it; a
 * refusal is one line; the board's drawing has a line per row plus the column letters. */
#include "common.h"
#include "gamedyn/domineering.h"
#include "gamedyn/game.h"

static gd_game *game;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[512], text[1024], back[64];
    static char pic[1 << 16];
    if (!game) {
        gd_game_options o = {0};
        o.max_mem = (uint64_t)64 << 20;
        game = gd_game_open("domineering", &o, err, sizeof err);
        if (!game)
            abort();
    }
    if (size >= sizeof text)
        return 0;
    memcpy(text, data, size);
    text[size] = 0;
    char *move = strchr(text, '\n');
    if (!move)
        return 0;
    *move++ = 0;
    gd_position p;
    if (gd_domineering_parse(text, &p, err, sizeof err) != 0)
        return 0;
    int n = game->ops->ui.draw(game, &p, pic, sizeof pic), lines = 0;
    if (n < 0 || (size_t)n >= sizeof pic)
        abort();
    for (int i = 0; i < n; i++)
        lines += pic[i] == '\n';
    if (lines != gd_domineering_rows(&p) + 1)
        abort();
    gd_move mv[2 * GD_DOM_MAX_CELLS];
    uint64_t count = game->ops->rules.moves(game, &p, mv, 2 * GD_DOM_MAX_CELLS);
    for (int side = GD_LEFT; side <= GD_RIGHT; side++) {
        gd_move m, again;
        err[0] = 0;
        int r = game->ops->ui.parse_move(game, &p, side, move, &m, err, sizeof err);
        if (r < 0 && (!err[0] || strchr(err, '\n')))
            abort();
        if (r != 1)
            continue;
        int found = 0;
        for (uint64_t i = 0; i < count; i++)
            found |= mv[i].side == side && gd_position_equal(&mv[i].to, &m.to);
        game->ops->ui.format_move(game, &p, &m, back, sizeof back);
        if (!found || game->ops->ui.parse_move(game, &p, side, back, &again, err, sizeof err) != 1 ||
            !gd_position_equal(&again.to, &m.to))
            abort();
    }
    return 0;
}

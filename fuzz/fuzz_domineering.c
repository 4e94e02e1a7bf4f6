/* fuzz_domineering - the Domineering board parser: any text as "RxC" or a grid of '.' and
 * '#' rows. A board that parses must format to its grid form, which parses to the same
 * board, and whose regions partition its empty cells; on boards of at most 12 empty cells
 * the alpha-beta solver's outcome class must equal the generic solver's (the family's
 * moves searched from the rules). */
#include "common.h"
#include "gamedyn/domineering.h"
#include "gamedyn/game.h"

static gd_game *game;
static gd_domineering_solver *fast;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[512], text[1024], back[1024];
    if (!game) {
        gd_game_options o = {0};
        o.max_mem = (uint64_t)256 << 20;
        game = gd_game_open("domineering", &o, err, sizeof err);
        fast = gd_domineering_solver_new((uint64_t)64 << 20, 16, err, sizeof err);
        if (!game || !fast)
            abort();
    }
    if (size >= sizeof text)
        return 0;
    memcpy(text, data, size);
    text[size] = 0;
    gd_position p, q;
    if (gd_domineering_parse(text, &p, err, sizeof err) != 0) {
        if (!err[0] || strchr(err, '\n'))
            abort(); /* a refusal is one line */
        return 0;
    }
    int n = gd_domineering_format(&p, back, sizeof back);
    if (n < 0 || (size_t)n >= sizeof back || gd_domineering_parse(back, &q, err, sizeof err) != 0 ||
        !gd_position_equal(&p, &q))
        abort();
    int rows = gd_domineering_rows(&p), cols = gd_domineering_cols(&p), empty = 0, in_regions = 0;
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            empty += !gd_domineering_occupied(&p, r, c);
    static gd_position reg[GD_DOM_MAX_CELLS];
    int k = gd_domineering_regions(&p, reg, GD_DOM_MAX_CELLS);
    for (int i = 0; i < k; i++)
        for (int r = 0; r < gd_domineering_rows(&reg[i]); r++)
            for (int c = 0; c < gd_domineering_cols(&reg[i]); c++)
                in_regions += !gd_domineering_occupied(&reg[i], r, c);
    if (in_regions != empty)
        abort();
    if (empty <= 12 && rows <= GD_DOM_MAX_SIDE && cols <= GD_DOM_MAX_SIDE) {
        gd_solver *s = gd_solver_new(game, (uint64_t)256 << 20);
        gd_value v;
        if (!s || gd_solver_solve(s, &p, &v, err, sizeof err) != 0)
            abort();
        int o = gd_domineering_outcome(fast, &p, err, sizeof err);
        if (o != v.outcome)
            abort();
        gd_solver_free(s);
    }
    return 0;
}

/* fuzz_sylver - Sylver Coinage positions as text ("5,7", "{5,7}", "{}"): a text that parses
 * formats to one that parses to the same position, whose numbers are their own minimal
 * generators; a refusal is one line; a move typed as at 'play' (the rest of the input after
 * a '/') is read as a move only when gd_sylver_legal says the number may be named; on small
 * gcd-1 positions the oracle's outcome follows from its options' outcomes. */
#include "common.h"
#include "gamedyn/game.h"
#include "gamedyn/sylver.h"
#include "gamedyn/util.h"

static gd_game *G;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[256], buf[512];
    if (!G && !(G = gd_game_open("sylver", NULL, err, sizeof err)))
        abort();
    char *text = fuzz_string(data, size);
    char *slash = strchr(text, '/');
    if (slash)
        *slash++ = 0;
    gd_position p, q;
    err[0] = 0;
    if (gd_game_parse(G, text, &p, err, sizeof err) != 0) {
        if (!err[0] || strchr(err, '\n'))
            abort();
        free(text);
        return 0;
    }
    gd_game_format(G, &p, buf, sizeof buf);
    if (gd_game_parse(G, buf, &q, err, sizeof err) != 0 || !gd_position_equal(&p, &q))
        abort();
    uint64_t g[GD_SYLVER_MAX_INPUT];
    if (p.n && gd_sylver_reduce(p.c, p.n, g, GD_SYLVER_MAX_INPUT, err, sizeof err) != p.n)
        abort();
    for (int i = 0; i < p.n; i++)
        if (g[i] != p.c[i] || (i && p.c[i] <= p.c[i - 1]))
            abort();
    if (slash) {
        gd_move m;
        err[0] = 0;
        int r = G->ops->ui.parse_move(G, &p, GD_LEFT, slash, &m, err, sizeof err);
        if (r < 0 && (!err[0] || strchr(err, '\n')))
            abort();
        uint64_t v;
        if (r == 1 && (gd_parse_u64(slash, &v) != 0 || gd_sylver_legal(p.c, p.n, v) != 1))
            abort();
    }
    /* small finite positions: the oracle's outcome follows from its options' */
    if (p.n >= 2 && p.c[0] <= 6 && p.c[p.n - 1] <= 40 && gd_sylver_gcd(p.c, p.n) == 1) {
        int o = gd_game_oracle_outcome(G, &p, err, sizeof err);
        gd_move *mv = NULL;
        long k = gd_game_list_moves(G, &p, 4096, &mv, err, sizeof err);
        if (o < 0 || k < 0)
            abort();
        int win = 0;
        for (long i = 0; i < k && !win; i++)
            win = gd_game_oracle_outcome(G, &mv[i].to, err, sizeof err) == GD_OUTCOME_P;
        if (win != (o == GD_OUTCOME_N))
            abort();
        free(mv);
    }
    free(text);
    return 0;
}

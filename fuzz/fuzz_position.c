/* fuzz_position - the position parser of every registered game, through the game interface:
 * "POS" and "GAME:POS" text for each family in the registry, plain and with the pass (and
 * perturbed where the family takes a V). A parsed position must format back to text that
 * parses to the same position, and its moves (when few) must be positions that do the same.
 * New families are covered as soon as they join the registry. No oracle or solver runs here:
 * their cost grows with the coordinates, not with the text. */
#include "common.h"
#include "gamedyn/game.h"

#define MAX_INSTANCES 64
static gd_game *instances[MAX_INSTANCES];
static size_t ninstances;

static void open_all(void)
{
    size_t nf;
    const gd_game_family *const *f = gd_game_families(&nf);
    gd_game_options variants[3];
    memset(variants, 0, sizeof variants);
    gd_game_options_set_pass(&variants[1], 1);
    gd_game_options_set(&variants[2], "perturb", "point:1,1,1");
    for (size_t i = 0; i < nf; i++)
        for (size_t v = 0; v < sizeof variants / sizeof variants[0] && ninstances < MAX_INSTANCES; v++) {
            char err[256];
            gd_game *g = gd_game_open(f[i]->name, &variants[v], err, sizeof err);
            if (g)
                instances[ninstances++] = g;
            else if (v == 0 && !f[i]->parameter)
                abort(); /* every family opens plain */
        }
    /* Families whose name carries a parameter (two-heap rulesets), with sample parameters. */
    static const char *named[] = {"sub:3", "sub:{2,5}", "linear:(1,0);(2,1)", "wythoff^{(1,2),(3,3)}"};
    for (size_t i = 0; i < sizeof named / sizeof named[0] && ninstances < MAX_INSTANCES; i++)
        for (int pass = 0; pass <= 1; pass++) {
            char err[256];
            gd_game_options o = {0};
            gd_game_options_set_pass(&o, pass);
            gd_game *g = gd_game_open(named[i], &o, err, sizeof err);
            if (!g)
                abort();
            instances[ninstances++] = g;
        }
}

/* text -> position -> text -> the same position. */
static void round_trip(const gd_game *g, const gd_position *p)
{
    char buf[1024], err[256];
    gd_game_format(g, p, buf, sizeof buf);
    gd_position q;
    if (gd_game_parse(g, buf, &q, err, sizeof err) != 0 || !gd_position_equal(p, &q))
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!ninstances)
        open_all();
    char *text = fuzz_string(data, size);
    for (size_t i = 0; i < ninstances; i++) {
        const gd_game *g = instances[i];
        gd_position p;
        char err[256];
        err[0] = 0;
        if (gd_game_parse(g, text, &p, err, sizeof err) != 0) {
            if (!err[0] || strchr(err, '\n'))
                abort(); /* a refusal is one line that says why */
            continue;
        }
        round_trip(g, &p);
        /* Counting moves walks them (Chomp [2^31,0,0] has 2^31): only small positions. */
        uint64_t size = 0;
        for (int k = 0; k < p.n; k++)
            size = p.c[k] > 4096 ? 4097 : size + p.c[k];
        if (size > 4096 || g->ops->rules.moves(g, &p, NULL, 0) > 256)
            continue;
        gd_move *mv = NULL;
        long n = gd_game_list_moves(g, &p, 256, &mv, err, sizeof err);
        for (long k = 0; k < n; k++) {
            char label[1024];
            gd_game_move_label(g, &mv[k], label, sizeof label);
            if (!label[0])
                abort();
            round_trip(g, &mv[k].to);
        }
        free(mv);
    }
    free(text);
    return 0;
}

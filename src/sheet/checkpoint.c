/* checkpoint.c - the engine saved between two sheets and loaded into a new one
 * (docs/engine.md, "Checkpoints"). Between sheets the recursion's whole state is W, D and
 * the lower tails T (the sheet being built, S and its columns, begins afresh each sheet),
 * with the chain of engines below a pass game's; the wavefront's schedule only decides who
 * builds, not what. */
#include "engine.h"
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <string.h>

#define MAGIC 0x6764656e67696e31ULL /* "gdengin1" */

int gd_engine_can_save(const gd_config *cfg)
{
    return !gd_config_is_window(cfg) && (!cfg->perturb || cfg->perturb->kind == GD_PERTURB_NONE) &&
           (cfg->variant == GD_VARIANT_PLAIN || cfg->variant == GD_VARIANT_PASS);
}

uint64_t gd_engine_pause(gd_engine *e, uint64_t at)
{
    uint64_t now = e->x ? e->x - 1 : 0; /* one thread builds a sheet only when asked */
    e->pause = e->wave ? gd_wave_pause(e, at) : at > now ? at : now;
    return e->pause;
}

/* The configuration's fields that decide the sheets, as the save names them. */
static void config_words(const gd_config *c, uint64_t w[5])
{
    w[0] = (uint64_t)c->game, w[1] = (uint64_t)c->variant, w[2] = gd_config_passes(c), w[3] = c->xmax, w[4] = c->ymax;
}

static void save(const gd_engine *e, gd_blob *b)
{
    uint64_t cw[5];
    config_words(&e->cfg, cw);
    gd_blob_put_u64(b, MAGIC);
    gd_blob_put(b, cw, sizeof cw);
    gd_blob_put_u64(b, e->x);
    gd_blob_put_u64(b, (uint64_t)e->dead);
    for (int i = 0; i < 2; i++) {
        const gd_window *w = &e->wk[i].Wn;
        uint64_t v[] = {e->wk[i].columns, w->proofs, w->max_L, w->max_P, w->max_width, w->max_past, w->sum_past};
        gd_blob_put(b, v, sizeof v);
    }
    gd_D_save(&e->D, b);
    gd_lowertails_save(&e->T, b);
}

static int save_chain(const gd_engine *e, gd_blob *b)
{
    save(e, b);
    if (gd_wstore_save(&e->W, b) != 0)
        return -1;
    return e->plain ? save_chain(e->plain, b) : 0;
}

int gd_engine_save(gd_engine *e, gd_blob *b, char *err, size_t errlen)
{
    if (!gd_engine_can_save(&e->cfg)) {
        gd_err(err, errlen, "only a census of proved tails without declared points can be saved");
        return -1;
    }
    if (e->wave) {
        if (e->x != gd_wave_end(e) + 1) {
            gd_err(err, errlen, "the engine is saved once sheet %llu, where it pauses, is taken",
                   (unsigned long long)gd_wave_end(e));
            return -1;
        }
        gd_wave_stop(e); /* idle since sheet end was finished; gd_engine_next starts them again */
    }
    if (save_chain(e, b) != 0) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    return 0;
}

static int load_chain(gd_engine *e, gd_blob *b, char *err, size_t errlen)
{
    uint64_t cw[5], saved[5];
    config_words(&e->cfg, cw);
    if (gd_blob_get_u64(b) != MAGIC || gd_blob_get(b, saved, sizeof saved) != 0) {
        gd_err(err, errlen, "not a saved engine");
        return -1;
    }
    if (memcmp(cw, saved, sizeof cw) != 0) {
        gd_err(err, errlen, "saved for another game (xmax %llu, %llu passes), not this one (xmax %llu, %llu passes)",
               (unsigned long long)saved[3], (unsigned long long)saved[2], (unsigned long long)cw[3],
               (unsigned long long)cw[2]);
        return -1;
    }
    uint64_t x = gd_blob_get_u64(b), dead = gd_blob_get_u64(b);
    for (int i = 0; i < 2; i++) {
        gd_window *w = &e->wk[i].Wn;
        uint64_t v[7];
        gd_blob_get(b, v, sizeof v);
        e->wk[i].columns = v[0], w->proofs = v[1], w->max_L = v[2], w->max_P = v[3], w->max_width = v[4];
        w->max_past = v[5], w->sum_past = v[6];
    }
    if (b->bad || x > e->cfg.xmax + 1 || dead > 1 || gd_D_load(&e->D, b) != 0 || gd_lowertails_load(&e->T, b) != 0 ||
        gd_wstore_load(&e->W, b) != 0) {
        gd_err(err, errlen, "the saved engine is cut short or damaged (or memory ran out)");
        return -1;
    }
    e->x = x;
    e->dead = (int)dead;
    if (e->plain) {
        if (load_chain(e->plain, b, err, errlen) != 0)
            return -1;
        if (e->plain->x != e->x) {
            gd_err(err, errlen, "the saved engine is damaged: its chain is at another sheet");
            return -1;
        }
    }
    return 0;
}

int gd_engine_load(gd_engine *e, gd_blob *b, char *err, size_t errlen)
{
    if (!gd_engine_can_save(&e->cfg)) {
        gd_err(err, errlen, "only a census of proved tails without declared points can be loaded");
        return -1;
    }
    if (e->x || e->wave) {
        gd_err(err, errlen, "an engine is loaded before it builds a sheet");
        return -1;
    }
    return load_chain(e, b, err, errlen);
}

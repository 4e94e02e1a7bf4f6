/* gd_overlap: without extra marks (the game itself, or an empty V) M W_x is the sheet, so
 * the overlap is 1 at every level; with a pass it equals a direct recount: W_x from the
 * moves to lower-sheet P-positions, M by hand from the same-sheet moves. */
#include "gamedyn/experiment.h"
#include "gamedyn/view.h"
#include "testlib.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

static void all_one(gd_sheet_game game, const gd_perturb *V, const char *label)
{
    gd_config cfg = {game, V ? GD_VARIANT_PERTURB : GD_VARIANT_PLAIN, V, 60, 120, 0};
    char err[256];
    gd_overlap o;
    int rc = gd_overlap_init(&o, &cfg, err, sizeof err);
    CHECK(rc == 0 && gd_overlap_run(&o, NULL, NULL, err, sizeof err) == 0, "%s: %s", label, err);
    long below = 0, counted = 0;
    for (uint64_t i = 0; i < o.nlevels; i++) {
        below += o.level[i].same != o.level[i].columns;
        counted += o.level[i].columns > 0;
    }
    CHECK(o.nlevels == 61 && counted > 30, "%s: %llu levels, %ld with columns", label, (unsigned long long)o.nlevels,
          counted);
    CHECK(below == 0 && gd_stat_mean(&o.first) == 1 && gd_stat_mean(&o.last) == 1, "%s: %ld levels below 1", label,
          below);
    gd_overlap_free(&o);
}

/* Whether [x,y,z] (pass available) has a move to a P-position of a lower sheet. */
static int instant_winner(const gd_solution *sol, const gd_rules *r, gd_xyz p, gd_xyz *buf, uint64_t cap)
{
    uint64_t n = gd_rules_moves(r, p, buf, cap);
    for (uint64_t i = 0; i < n && i < cap; i++)
        if (buf[i].x < p.x && gd_solution_status(sol, 1, buf[i].x, buf[i].y, buf[i].z) == GD_OUTCOME_P)
            return 1;
    return 0;
}

static void direct(gd_sheet_game game, uint64_t xmax)
{
    const gd_rules *r = gd_rules_get(game);
    gd_config cfg = {game, GD_VARIANT_PASS, NULL, xmax, 2 * xmax, 0};
    char err[256];
    gd_overlap o;
    int rc = gd_overlap_init(&o, &cfg, err, sizeof err);
    CHECK(rc == 0 && gd_overlap_run(&o, NULL, NULL, err, sizeof err) == 0, "%s: %s", r->name, err);
    /* The solution reaches every position a move from the window can lead to. */
    gd_config big = cfg;
    big.ymax = 8 * xmax + 200;
    gd_solution sol;
    rc = gd_solution_compute(&sol, &big, NULL, NULL, err, sizeof err);
    CHECK(rc == 0, "%s: %s", r->name, err);
    if (rc) {
        gd_overlap_free(&o);
        return;
    }
    uint64_t cap = 4096, ndiff = 0, shadows = 0;
    gd_xyz *buf = malloc(cap * sizeof *buf);
    for (uint64_t x = 0; x <= xmax; x++) {
        uint64_t ny = gd_view_columns(&cfg, x), nz = x + ny + 64, cols = 0, same = 0;
        gd_xyz *placed = malloc(ny * sizeof *placed);
        uint64_t nplaced = 0;
        int unknown = 0;
        for (uint64_t y = 0; y < ny; y++) {
            int64_t shadow = -1;
            for (uint64_t z = gd_rules_min_z(r, x, y); z < nz && !unknown && shadow < 0; z++) {
                gd_xyz p = {x, y, z};
                if (instant_winner(&sol, r, p, buf, cap))
                    continue;
                /* a same-sheet move to a P M has placed */
                uint64_t n = gd_rules_moves(r, p, buf, cap);
                int parent = 0;
                for (uint64_t i = 0; i < n && !parent; i++)
                    for (uint64_t k = 0; k < nplaced && !parent; k++)
                        parent = buf[i].x == x && buf[i].y == placed[k].y && buf[i].z == placed[k].z;
                if (!parent)
                    shadow = (int64_t)z;
            }
            if (shadow < 0)
                unknown = 1; /* past the window: M's later columns are unknown */
            else
                placed[nplaced++] = (gd_xyz){x, y, (uint64_t)shadow};
            shadows += shadow >= 0;
            for (uint64_t z = 0; z < nz; z++)
                if (gd_solution_status(&sol, 1, x, y, z) == GD_OUTCOME_P) {
                    cols++;
                    same += shadow == (int64_t)z;
                    break;
                }
        }
        free(placed);
        const gd_overlap_level *l = &o.level[x];
        double ov = cols ? (double)same / (double)cols : NAN;
        int ok = l->x == x && l->columns == cols && l->same == same &&
                 (ov == l->overlap || (isnan(ov) && isnan(l->overlap)));
        if (!ok && ndiff++ < 3)
            CHECK(ok, "%s: level %llu: %llu of %llu directly, library %llu of %llu", r->name, (unsigned long long)x,
                  (unsigned long long)same, (unsigned long long)cols, (unsigned long long)l->same,
                  (unsigned long long)l->columns);
    }
    CHECK(ndiff == 0, "%s: %llu levels differ from the direct count", r->name, (unsigned long long)ndiff);
    CHECK(shadows > xmax, "%s: M found only %llu P-positions", r->name, (unsigned long long)shadows);
    double first = gd_stat_mean(&o.first), last = gd_stat_mean(&o.last);
    CHECK(first < 1 || last < 1, "%s: the pass moved nothing (%f, %f)", r->name, first, last);
    free(buf);
    gd_solution_free(&sol);
    gd_overlap_free(&o);
}

int main(void)
{
    all_one(GD_SHEET_NIM, NULL, "nim, the game itself");
    all_one(GD_SHEET_CHOMP, NULL, "chomp, the game itself");
    gd_perturb empty;
    char err[256];
    CHECK(gd_perturb_from_points(&empty, NULL, 0, gd_rules_get(GD_SHEET_CHOMP), err, sizeof err) == 0, "%s", err);
    all_one(GD_SHEET_NIM, &empty, "nim, empty V");
    all_one(GD_SHEET_CHOMP, &empty, "chomp, empty V");
    gd_perturb_clear(&empty);
    direct(GD_SHEET_NIM, 14);
    direct(GD_SHEET_CHOMP, 14);
    return tl_done("t_overlap");
}

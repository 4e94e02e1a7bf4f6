/* table_png.c - the picture options of the table commands and the PNG they make. */
#include "table_png.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

void gd_cli_table_pic_init(gd_cli_table_pic *p)
{
    memset(p, 0, sizeof *p);
    gd_table_draw_opts_init(&p->draw);
    p->scale_n = 1;
}

int gd_cli_table_pic_parse(gd_cli_table_pic *p)
{
    int rc;
    uint64_t u;
    char err[512];
    if (p->scale) {
        if ((rc = gd_cli_parse_u64("--scale", p->scale, 1, 64, &u)) != 0)
            return rc;
        p->scale_n = (uint32_t)u;
    }
    if (p->value) {
        if ((rc = gd_cli_parse_u64("--value", p->value, 0, UINT32_MAX, &u)) != 0)
            return rc;
        p->draw.value = (int64_t)u;
    }
    if (p->origin) {
        int o = gd_table_origin_parse(p->origin);
        if (o < 0)
            return gd_cli_fail("bad --origin '%s': expected bottom-left or top-left", p->origin);
        p->draw.origin = (gd_table_origin)o;
    }
    if (p->lines && gd_table_lines_parse(p->lines, &p->draw, err, sizeof err) != 0)
        return gd_cli_fail("%s", err);
    return 0;
}

int gd_cli_table_pic_check(const gd_cli_table_pic *p, gd_table_kind kind, uint64_t blocking, uint64_t rows,
                           uint64_t cols)
{
    /* A table with no cells stands in for the real one: only its shape and kind matter. */
    gd_table t = {kind, 0, rows, cols, blocking, NULL};
    char err[512];
    if (gd_table_draw_check(&t, &p->draw, p->scale_n, err, sizeof err) != 0)
        return gd_cli_fail("%s%s", err, strstr(err, "too large") ? "; lower --max (or --rows) or --scale" : "");
    return 0;
}

uint64_t gd_cli_table_pic_bytes(const gd_cli_table_pic *p, uint64_t rows, uint64_t cols)
{
    /* The image, plus the PNG writer's two rows of the scaled width. */
    uint64_t side = rows > cols ? rows : cols;
    return gd_table_draw_bytes(rows, cols) + 2 * 3 * side * p->scale_n;
}

/* The drawing's part of the Comment chunk. */
static void describe(const gd_table *t, const gd_table_draw_opts *o, uint32_t scale, char *buf, size_t len)
{
    size_t at = 0;
    int n = snprintf(buf, len, "scale=%u origin=%s", scale, gd_table_origin_name(o->origin));
    at = n < 0 ? 0 : (size_t)n < len ? (size_t)n : len - 1;
    if (t->kind == GD_TABLE_GRUNDY && o->value < 0)
        n = snprintf(buf + at, len - at, " vmax=%u%s", o->vmax, o->vmax < 255 ? "" : " hue=255-bins");
    else if (t->kind == GD_TABLE_PALACE)
        n = snprintf(buf + at, len - at, " palaces=0..%llu,more", (unsigned long long)t->blocking);
    else
        n = 0;
    at += n < 0 ? 0 : (size_t)n < len - at ? (size_t)n : len - at - 1;
    if (o->value >= 0) {
        n = snprintf(buf + at, len - at, " value=%lld%s", (long long)o->value,
                     o->value_bounds ? " bounds=b=a+-(value+1)" : "");
        at += n < 0 ? 0 : (size_t)n < len - at ? (size_t)n : len - at - 1;
    }
    for (int i = 0; i < o->nlines; i++) {
        n = snprintf(buf + at, len - at, "%s%u", i ? "," : " lines=", o->lines[i]);
        at += n < 0 ? 0 : (size_t)n < len - at ? (size_t)n : len - at - 1;
    }
}

int gd_cli_table_png(const gd_cli *c, const gd_table *t, const gd_cli_table_pic *p, const char *title,
                     const char *params, const char *path)
{
    return gd_cli_table_png_output(c, t, p, title, params, NULL, path);
}

int gd_cli_table_png_output(const gd_cli *c, const gd_table *t, const gd_cli_table_pic *p, const char *title,
                            const char *params, gd_outputs *os, const char *path)
{
    gd_table_draw_opts o = p->draw;
    char err[512], what[512], comment[2048];
    if (gd_table_draw_check(t, &o, p->scale_n, err, sizeof err) != 0)
        return gd_cli_fail("%s", err);
    if (t->kind == GD_TABLE_GRUNDY && o.value < 0 && o.vmax == 0)
        o.vmax = gd_table_draw_vmax(t, &o); /* drawn with it, and recorded */
    gd_image im;
    if (gd_table_draw(t, &o, &im) != 0)
        return gd_cli_fail("out of memory drawing a %llux%llu table", (unsigned long long)t->rows,
                           (unsigned long long)t->cols);
    describe(t, &o, p->scale_n, what, sizeof what);
    snprintf(comment, sizeof comment, "%s%s%s", params ? params : "", params && *params ? " " : "", what);
    int rc = os ? gd_cli_write_png_output(c, &im, p->scale_n, title, comment, os, path)
                : gd_cli_write_png_params(c, &im, p->scale_n, title, comment, path);
    gd_image_free(&im);
    return rc;
}

int gd_cli_table_ruleset(const gd_cli *c, const char *alter, gd_ruleset *r, gd_table_perturb *pert,
                         gd_table_perturb **pp)
{
    char err[512], name[1024];
    *pp = NULL;
    /* The same door as every command on games: the registry's two-heap family of that name,
     * whose instance hands over its ruleset. The table commands' ruleset nim is the
     * registry's nim2 (there nim is the game of any number of heaps). */
    const char *n = c->game_name;
    int nim = strncmp(n, "nim", 3) == 0 && (n[3] == 0 || n[3] == '^' || n[3] == ':');
    snprintf(name, sizeof name, "%s%s", nim ? "nim2" : n, nim ? n + 3 : "");
    gd_game_options o = {0};
    if (alter)
        gd_game_options_set(&o, "alter", alter);
    if (!gd_ruleset_family(gd_game_family_find(name)))
        return gd_cli_fail("malformed ruleset '%s': expected nim, wythoff, maharaja, sub:K, sub:{s1,...} or "
                           "linear:(l1,l2);...", n);
    gd_game *g = gd_game_open(name, &o, err, sizeof err);
    if (!g)
        return gd_cli_fail("%s", err);
    gd_ruleset_take(g, r);
    gd_game_free(g);
    if (c->perturb_spec) {
        if (gd_table_perturb_parse(pert, c->perturb_spec, err, sizeof err) != 0) {
            gd_ruleset_free(r);
            return gd_cli_fail("%s", err);
        }
        *pp = pert;
    }
    return 0;
}

int gd_cli_table_max(const gd_cli *c, const char *cmd, const char *maxs, uint64_t lo, uint64_t hi, uint64_t *n)
{
    if (!c->game_name)
        return gd_cli_fail("%s: missing RULESET (nim, wythoff, maharaja, sub:K, sub:{...}, linear:(l1,l2);...)", cmd);
    if (c->have_xmax || c->have_ymax)
        return gd_cli_fail("%s takes --max N, not --xmax or --ymax", cmd);
    if (!maxs)
        return gd_cli_fail("%s: --max N is required", cmd);
    return gd_cli_parse_u64("--max", maxs, lo, hi, n);
}

void gd_cli_table_ruleset_free(gd_ruleset *r, gd_table_perturb *pp)
{
    if (pp)
        gd_table_perturb_free(pp);
    gd_ruleset_free(r);
}

/* table_pic.c - the picture options of the table commands and the picture they make. */
#include "gamedyn/table_pic.h"
#include "cmd.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

void gd_table_pic_init(gd_table_pic *p)
{
    memset(p, 0, sizeof *p);
    gd_table_draw_opts_init(&p->draw);
    p->scale_n = 1;
}

int gd_table_pic_extra(const gd_table_pic *p)
{
    return p->cmap || p->window || p->axes;
}

int gd_table_pic_is_picture(const char *path)
{
    size_t n = path ? strlen(path) : 0;
    return n >= 4 && (strcmp(path + n - 4, ".png") == 0 || strcmp(path + n - 4, ".svg") == 0 ||
                      strcmp(path + n - 4, ".pdf") == 0);
}

int gd_table_pic_parse(gd_table_pic *p)
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
    if (p->cmap) {
        int m = gd_cmap_parse(p->cmap);
        if (m < 0)
            return gd_cli_fail("bad --cmap '%s': expected hue or viridis", p->cmap);
        p->draw.cmap = (gd_cmap)m;
    }
    if (p->window) {
        if ((rc = gd_cli_parse_window("--window", p->window, p->win)) != 0)
            return rc;
        p->has_window = 1;
    }
    return 0;
}

int gd_table_pic_check(const gd_table_pic *p, gd_table_kind kind, uint64_t blocking, uint64_t rows,
                           uint64_t cols)
{
    /* A table with no cells stands in for the real one: only its shape and kind matter. */
    gd_table t = {kind, 0, rows, cols, blocking, NULL};
    char err[512];
    if (gd_table_draw_check(&t, &p->draw, p->scale_n, err, sizeof err) != 0)
        return gd_cli_fail("%s%s", err, strstr(err, "too large") ? "; lower --max (or --rows) or --scale" : "");
    if (p->has_window && (p->win[3] >= cols || p->win[1] - p->win[0] >= rows))
        return gd_cli_fail("bad --window '%s': outside the table (b <= %llu, at most %llu rows a)", p->window,
                           (unsigned long long)cols - 1, (unsigned long long)rows);
    return 0;
}

uint64_t gd_table_pic_bytes(const gd_table_pic *p, uint64_t rows, uint64_t cols)
{
    /* The image, plus the PNG writer's two rows of the scaled width. */
    uint64_t side = rows > cols ? rows : cols;
    uint64_t b = gd_table_draw_bytes(rows, cols) + 2 * 3 * side * p->scale_n;
    /* A frame is one RGB image of the scaled picture and its margins (a few hundred pixels). */
    if (p->axes)
        b += 3 * (rows * p->scale_n + 600) * (cols * p->scale_n + 300);
    return b;
}

/* The drawing's part of the Comment chunk. */
static void describe(const gd_table *t, const gd_table_draw_opts *o, uint32_t scale, char *buf, size_t len)
{
    size_t at = 0;
    int n = snprintf(buf, len, "scale=%u origin=%s", scale, gd_table_origin_name(o->origin));
    at = n < 0 ? 0 : (size_t)n < len ? (size_t)n : len - 1;
    if (t->kind != GD_TABLE_OUTCOME && o->value < 0)
        n = snprintf(buf + at, len - at, " vmax=%u cmap=%s%s%s", o->vmax, gd_cmap_name(o->cmap),
                     o->vmax < 255 ? "" : " bins=255",
                     t->kind == GD_TABLE_PALACE ? " palaces=every-count" : "");
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

int gd_table_pic_png(const gd_cli *c, const gd_table *t, const gd_table_pic *p, const char *title,
                     const char *params, const char *path)
{
    return gd_table_pic_png_output(c, t, p, title, params, NULL, path);
}

/* The image pixels of the window's cells; 0, or 2 after printing the error. */
static int window_pixels(const gd_table *t, const gd_table_pic *p, uint32_t *x, uint32_t *y, uint32_t *w,
                         uint32_t *h)
{
    const uint64_t *q = p->win;
    if (q[0] < t->a0 || q[1] >= t->a0 + t->rows || q[3] >= t->cols)
        return gd_cli_fail("bad --window '%s': outside the table (a in %llu..%llu, b in 0..%llu)", p->window,
                           (unsigned long long)t->a0, (unsigned long long)(t->a0 + t->rows - 1),
                           (unsigned long long)t->cols - 1);
    uint64_t ra = q[0] - t->a0, na = q[1] - q[0] + 1, nb = q[3] - q[2] + 1;
    if (p->draw.origin == GD_TABLE_ORIGIN_TOP_LEFT)
        *x = (uint32_t)q[2], *y = (uint32_t)ra, *w = (uint32_t)nb, *h = (uint32_t)na;
    else
        *x = (uint32_t)ra, *y = (uint32_t)(t->cols - 1 - q[3]), *w = (uint32_t)na, *h = (uint32_t)nb;
    return 0;
}

/* The frame of a table picture: a and b on their axes, and a colour bar or a legend. */
static void table_figure(const gd_table *t, const gd_table_draw_opts *o, const gd_table_pic *p,
                         const char *title, gd_figure *f, char *mark, size_t mlen)
{
    gd_figure_init(f);
    f->frame = p->axes;
    f->title = title;
    uint64_t a0 = p->has_window ? p->win[0] : t->a0, b0 = p->has_window ? p->win[2] : 0;
    uint64_t b1 = p->has_window ? p->win[3] : t->cols - 1;
    gd_axis a = {(double)a0 - 0.5, 1, "a"};
    if (o->origin == GD_TABLE_ORIGIN_TOP_LEFT) {
        f->x = (gd_axis){(double)b0 - 0.5, 1, "b"};
        f->y = a;
    } else {
        f->x = a;
        f->y = (gd_axis){(double)b1 + 0.5, -1, "b"};
    }
    if (o->value >= 0) {
        char k[48];
        snprintf(k, sizeof k, "value %lld", (long long)o->value);
        gd_figure_key_add(f, (gd_rgb){0, 0, 0}, k);
        gd_figure_key_add(f, (gd_rgb){255, 255, 255}, "other values");
        if (o->value_bounds) {
            snprintf(k, sizeof k, "b = a +- %lld", (long long)o->value + 1);
            gd_figure_key_add(f, (gd_rgb){255, 0, 0}, k);
        }
    } else if (t->kind == GD_TABLE_OUTCOME) {
        gd_figure_key_add(f, (gd_rgb){0, 0, 0}, "P-position");
        gd_figure_key_add(f, (gd_rgb){255, 255, 255}, "N-position");
    } else {
        f->bar = 1;
        f->cmap = o->cmap;
        f->vmax = o->vmax;
        f->bar_label = t->kind == GD_TABLE_PALACE ? "P-options (palaces)" : "Grundy value";
        if (t->kind == GD_TABLE_PALACE) {
            f->mark = (double)t->blocking;
            snprintf(mark, mlen, "B=%llu", (unsigned long long)t->blocking);
            f->mark_label = mark;
        }
    }
    if (o->nlines > 0)
        gd_figure_key_add(f, o->value >= 0 || t->kind != GD_TABLE_GRUNDY ? (gd_rgb){0, 90, 255}
                             : o->cmap == GD_CMAP_VIRIDIS                ? (gd_rgb){255, 0, 0}
                                                                         : (gd_rgb){255, 255, 255},
                          "rays b = n a");
}

int gd_table_pic_png_output(const gd_cli *c, const gd_table *t, const gd_table_pic *p, const char *title,
                            const char *params, gd_outputs *os, const char *path)
{
    gd_table_draw_opts o = p->draw;
    char err[512], what[512], comment[2048], mark[48];
    if (gd_table_draw_check(t, &o, p->scale_n, err, sizeof err) != 0)
        return gd_cli_fail("%s", err);
    uint32_t wx = 0, wy = 0, ww = 0, wh = 0;
    int rc;
    if (p->has_window && (rc = window_pixels(t, p, &wx, &wy, &ww, &wh)) != 0)
        return rc;
    if (t->kind != GD_TABLE_OUTCOME && o.value < 0 && o.vmax == 0)
        o.vmax = gd_table_draw_vmax(t, &o); /* drawn with it, and recorded */
    gd_image im;
    if (gd_table_draw(t, &o, &im) != 0)
        return gd_cli_fail("out of memory drawing a %llux%llu table", (unsigned long long)t->rows,
                           (unsigned long long)t->cols);
    if (p->has_window) {
        gd_image cut;
        rc = gd_image_crop(&im, wx, wy, ww, wh, &cut);
        gd_image_free(&im);
        if (rc != 0)
            return gd_cli_fail("out of memory cropping the picture");
        im = cut;
    }
    describe(t, &o, p->scale_n, what, sizeof what);
    size_t at = strlen(what);
    if (p->has_window)
        snprintf(what + at, sizeof what - at, " window=%llu:%llu,%llu:%llu", (unsigned long long)p->win[0],
                 (unsigned long long)p->win[1], (unsigned long long)p->win[2], (unsigned long long)p->win[3]);
    at = strlen(what);
    if (p->axes)
        snprintf(what + at, sizeof what - at, " axes=1");
    snprintf(comment, sizeof comment, "%s%s%s", params ? params : "", params && *params ? " " : "", what);
    gd_figure fig;
    table_figure(t, &o, p, title, &fig, mark, sizeof mark);
    rc = gd_cli_write_figure(c, &im, p->scale_n, &fig, title, comment, os, path);
    gd_image_free(&im);
    return rc;
}

int gd_table_cmd_ruleset(const gd_cli *c, const char *alter, gd_ruleset *r, gd_table_perturb *pert,
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

int gd_table_cmd_max(const gd_cli *c, const char *cmd, const char *maxs, uint64_t lo, uint64_t hi, uint64_t *n)
{
    if (!c->game_name)
        return gd_cli_fail("%s: missing RULESET (nim, wythoff, maharaja, sub:K, sub:{...}, linear:(l1,l2);...)", cmd);
    if (c->have_xmax || c->have_ymax)
        return gd_cli_fail("%s takes --max N, not --xmax or --ymax", cmd);
    if (!maxs)
        return gd_cli_fail("%s: --max N is required", cmd);
    return gd_cli_parse_u64("--max", maxs, lo, hi, n);
}

void gd_table_cmd_ruleset_free(gd_ruleset *r, gd_table_perturb *pp)
{
    if (pp)
        gd_table_perturb_free(pp);
    gd_ruleset_free(r);
}

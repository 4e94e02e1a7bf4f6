/* The sheet and sheets commands' shared parts: their options, the window of a sheet, and
 * the picture and the .npy array of a computed view. */
#include "sheet_pics.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

/* X, or A:B[:STEP] when series. */
static int parse_x(gd_sheet_pic_opts *o, const char *v, int series)
{
    const char *p = v;
    uint64_t a, b = 0, s = 1;
    int ok = gd_parse_u64_token(&p, &a) == 0;
    if (ok && series) {
        ok = *p == ':' && (p++, gd_parse_u64_token(&p, &b) == 0) && b >= a;
        if (ok && *p == ':')
            ok = (p++, gd_parse_u64_token(&p, &s) == 0) && s >= 1;
    } else
        b = a;
    if (!ok || *p || b > ((uint64_t)1 << 31))
        return gd_cli_fail("bad --x '%s' (expected %s)", v, series ? "A:B or A:B:STEP with A <= B" : "an integer");
    o->x0 = a, o->x1 = b, o->step = s, o->have_x = 1;
    return 0;
}

static int parse_pixels(const char *opt, const char *v, uint64_t lo, uint32_t *out)
{
    uint64_t n = 0;
    int rc = gd_cli_parse_u64(opt, v, lo, 65536, &n);
    *out = (uint32_t)n;
    return rc;
}

/* The options without a value. 1: taken, 0: not one of them, else the exit status. Each
 * option once ("--opt=value" too). */
static int match_flag(gd_sheet_pic_opts *o, int argc, char **argv, int *i, int series)
{
    gd_cli *c = &o->c;
    int m = 0;
    if (!series && (m = gd_cli_match(c, argc, argv, i, "--decompose", NULL, 0)) != 0)
        o->decompose = 1;
    else if ((m = gd_cli_match(c, argc, argv, i, "--json", NULL, 0)) != 0)
        o->json = 1;
    else if ((m = gd_cli_match(c, argc, argv, i, "--axes", NULL, 0)) != 0)
        o->axes = 1;
    else if (series && (m = gd_cli_match(c, argc, argv, i, "--npy", NULL, 0)) != 0)
        o->npy_frames = 1;
    else if (series && (m = gd_cli_match(c, argc, argv, i, "--rescale", NULL, 0)) != 0) {
        if (!o->rescale)
            o->rescale = 512; /* unless --size came first */
    }
    return m;
}

static int parse_mark(gd_sheet_pic_opts *o, const char *v)
{
    const char *p = v;
    uint64_t y, z;
    if (o->nmarks == 16 || gd_parse_u64_token(&p, &y) != 0 || *p++ != ',' || gd_parse_u64_token(&p, &z) != 0 || *p)
        return gd_cli_fail("bad --mark '%s' (expected Y,Z; at most 16 marks)", v);
    o->marks[o->nmarks++] = (gd_render_mark){y, z};
    return 0;
}

/* The options with a value. Returns gd_cli_match's answer (1 taken, 0 none of them, 2 a
 * refusal said); *rc: the value's refusal, if any. Each once, except --mark. */
static int match_value(gd_sheet_pic_opts *o, int argc, char **argv, int *i, int series, int *rc)
{
    gd_cli *c = &o->c;
    const char *v = NULL;
    int m;
    if ((m = gd_cli_match(c, argc, argv, i, "--x", &v, 0)) == 1)
        *rc = parse_x(o, v, series);
    else if (m == 0 && (m = gd_cli_match(c, argc, argv, i, "--window", &v, 0)) == 1) {
        *rc = gd_cli_parse_window("--window", v, o->win);
        o->has_window = 1;
    } else if (m == 0 && (m = gd_cli_match(c, argc, argv, i, "--kind", &v, 0)) == 1) {
        o->kind = gd_render_kind_parse(v);
        if (o->kind < 0)
            *rc = gd_cli_fail("unknown --kind '%s' (expected W, L or both)", v);
    } else if (m == 0 && (m = gd_cli_match(c, argc, argv, i, "--zmax", &v, 0)) == 1) {
        *rc = gd_cli_parse_u64("--zmax", v, 0, (uint64_t)1 << 31, &o->zmax);
        o->have_zmax = 1;
    } else if (m == 0 && (m = gd_cli_match(c, argc, argv, i, "--scale", &v, 0)) == 1)
        *rc = parse_pixels("--scale", v, 1, &o->scale);
    else if (m == 0 && (m = gd_cli_match(c, argc, argv, i, series ? "--size" : "--rescale", &v, 0)) == 1)
        *rc = parse_pixels(series ? "--size" : "--rescale", v, 2, &o->rescale);
    else if (m == 0 && (m = gd_cli_match(c, argc, argv, i, "-o", &v, 0)) == 1)
        o->out = v;
    else if (m == 0 && !series && (m = gd_cli_match(c, argc, argv, i, "--npy", &v, 0)) == 1)
        o->npy = v;
    else if (m == 0 && !series && (m = gd_cli_match(c, argc, argv, i, "--mark", &v, 1)) == 1)
        *rc = parse_mark(o, v);
    return m;
}

/* The options together, in the order the manual promises: which error wins matters to scripts. */
static int check_options(const gd_sheet_pic_opts *o, int series)
{
    const gd_cli *c = &o->c;
    if (!c->game_name)
        return gd_cli_fail("which game? (nim or chomp)");
    if (c->have_xmax)
        return gd_cli_fail("%s takes --x, not --xmax", series ? "sheets" : "sheet");
    if (!o->have_x)
        return gd_cli_fail("--x is required");
    if (!o->out && (series || !o->npy))
        return gd_cli_fail("-o %s is required", series ? "DIR" : "FILE.png (or --npy FILE.npy)");
    if (series && strcmp(o->out, "-") == 0)
        return gd_cli_fail("sheets writes a directory: -o - (stdout) cannot hold it");
    if (o->json && ((o->out && strcmp(o->out, "-") == 0) || (o->npy && strcmp(o->npy, "-") == 0)))
        return gd_cli_fail("--json takes stdout: -o - and --npy - cannot go with it");
    if (o->out && o->npy && strcmp(o->out, "-") == 0 && strcmp(o->npy, "-") == 0)
        return gd_cli_fail("-o - and --npy - cannot both go to stdout");
    if (o->has_window && (o->have_zmax || c->have_ymax))
        return gd_cli_fail("--window Y0:Y1,Z0:Z1 sets the window: --ymax and --zmax cannot go with it");
    if (o->has_window && (o->win[1] > ((uint64_t)1 << 31) || o->win[3] > ((uint64_t)1 << 31)))
        return gd_cli_fail("bad --window: y and z go up to 2^31 here");
    if (o->decompose && o->kind != GD_RENDER_W)
        return gd_cli_fail("--decompose colours W; it cannot be combined with --kind %s",
                           o->kind == GD_RENDER_L ? "L" : "both");
    return 0;
}

/* -1: the help was shown; else 0 or the exit status. */
static int parse_options(gd_sheet_pic_opts *o, int argc, char **argv, int series)
{
    gd_cli *c = &o->c;
    o->kind = GD_RENDER_W;
    o->scale = 1;
    for (int i = 2; i < argc; i++) {
        int r = gd_cli_common_option(c, argc, argv, &i);
        if (r == GD_CLI_TAKEN)
            continue;
        if (r != GD_CLI_NOT_MINE)
            return r == 0 ? -1 : r;
        const char *a = argv[i];
        int m = match_flag(o, argc, argv, &i, series), rc = 0;
        if (m == 1)
            continue;
        if (m != 0)
            return m;
        if ((m = match_value(o, argc, argv, &i, series, &rc)) == 0 && a[0] != '-' && !c->game_name) {
            c->game_name = a;
            continue;
        } else if (m == 0)
            return gd_cli_fail("%s: unknown %s '%s' (see gamedyn %s --help)", series ? "sheets" : "sheet",
                               a[0] == '-' ? "option" : "argument", a, series ? "sheets" : "sheet");
        if (m == 2)
            return 2;
        if (rc)
            return rc;
    }
    return check_options(o, series);
}
/* The window of sheet x: the user's, or the papers'. */
void gd_sheet_pic_window(const gd_sheet_pic_opts *o, gd_sheet_game game, uint64_t x, uint64_t *ny, uint64_t *nz)
{
    gd_view_default_window(game, x, ny, nz);
    if (o->has_window) {
        *ny = o->win[1] + 1, *nz = o->win[3] + 1;
        return;
    }
    if (o->have_ymax)
        *ny = o->ymax + 1;
    if (o->have_zmax)
        *nz = o->zmax + 1;
}

/* Checks the game, sizes and memory; fills c.cfg for sheets up to x1. */
static int configure(gd_sheet_pic_opts *o)
{
    gd_cli *c = &o->c;
    const gd_rules *r = gd_rules_by_name(c->game_name);
    if (!r)
        return gd_cli_fail("unknown game '%s' (expected nim or chomp)", c->game_name);
    c->size_options = "--x/--ymax/--zmax";
    o->have_ymax = c->have_ymax;
    o->ymax = c->ymax;
    uint64_t ny, nz;
    gd_sheet_pic_window(o, r->game, o->x1, &ny, &nz);
    char err[256];
    if (!o->rescale && gd_image_check_size(ny, nz, o->scale, err, sizeof err) != 0)
        return gd_cli_fail("%s; lower --scale, --ymax or --zmax", err);
    /* Besides the engine: the view, the resampled picture, and the picture's pixels, one
     * byte each (so a viewer can open it, the same bound as memory). */
    c->extra_bytes = gd_view_estimate_bytes(ny, nz, o->decompose) +
                     (o->rescale ? (uint64_t)o->rescale * o->rescale * 19 : ny * o->scale * nz * o->scale);
    /* A frame is one RGB image of the picture and its margins (a few hundred pixels). */
    if (o->axes) {
        uint64_t w = o->rescale ? o->rescale : ny * o->scale, h = o->rescale ? o->rescale : nz * o->scale;
        c->extra_bytes += 3 * (w + 600) * (h + 300);
    }
    if (!o->rescale)
        c->size_options = "--x/--ymax/--zmax/--scale";
    c->xmax = o->x1;
    /* The engine's window must hold every column drawn. */
    c->ymax = ny - 1;
    c->have_ymax = 1;
    return gd_cli_configure(c, o->decompose);
}

/* The key of a sheet picture's colours, read from its palette (src/view/render.c). */
static void legend(gd_figure *f, gd_render_kind kind, const gd_image *im, const gd_view *v, int nmarks)
{
    unsigned long long x = (unsigned long long)v->x;
    char k[48];
    switch (kind) {
    case GD_RENDER_W:
        snprintf(k, sizeof k, "W_%llu (instant winners)", x);
        gd_figure_key_add(f, im->palette[1], k);
        break;
    case GD_RENDER_L:
        snprintf(k, sizeof k, "L_%llu (P-positions)", x);
        gd_figure_key_add(f, im->palette[1], k);
        break;
    case GD_RENDER_BOTH:
        snprintf(k, sizeof k, "W_%llu", x);
        gd_figure_key_add(f, im->palette[1], k);
        gd_figure_key_add(f, im->palette[2], "extra N-marks");
        snprintf(k, sizeof k, "L_%llu", x);
        gd_figure_key_add(f, im->palette[3], k);
        break;
    case GD_RENDER_DECOMPOSE: {
        /* Only the classes the picture holds. */
        int seen[16] = {0};
        for (size_t i = 0; v->classes && i < v->ny * v->nz; i++)
            seen[v->classes[i] & 15] = 1;
        for (int c = 1; c < 16; c++)
            if (seen[c])
                gd_figure_key_add(f, gd_render_class_color(c), gd_render_class_name(c, k, sizeof k));
        break;
    }
    }
    if (nmarks > 0)
        gd_figure_key_add(f, im->palette[im->npalette - 1], "marked cell");
}

/* The drawn cells of v: --window's, or all of the view. */
void gd_sheet_pic_drawn(const gd_sheet_pic_opts *o, const gd_view *v, uint64_t *y0, uint64_t *y1, uint64_t *z0,
                        uint64_t *z1)
{
    *y0 = o->has_window ? o->win[0] : 0, *y1 = o->has_window ? o->win[1] : v->ny - 1;
    *z0 = o->has_window ? o->win[2] : 0, *z1 = o->has_window ? o->win[3] : v->nz - 1;
}

/* The drawn cells of v as --npy writes them (docs/format.md), indexed [y, z] like the
 * position [x, y, z] and the Python package's sheet arrays: cell (y0 + i, z0 + j) at
 * out + i * nz + j. Whether they are booleans. */
static int view_cells(const gd_sheet_pic_opts *o, const gd_view *v, uint8_t *out)
{
    uint64_t y0, y1, z0, z1;
    gd_sheet_pic_drawn(o, v, &y0, &y1, &z0, &z1);
    uint64_t nz = z1 - z0 + 1;
    for (uint64_t z = z0; z <= z1; z++)
        for (uint64_t y = y0; y <= y1; y++) {
            int w = gd_view_winner(v, y, z), l = v->loser[y] == z;
            uint8_t *c = out + (y - y0) * nz + (z - z0);
            if (o->decompose)
                *c = w && v->classes ? v->classes[z * v->ny + y] : 0;
            else if (o->kind == GD_RENDER_W)
                *c = (uint8_t)w;
            else if (o->kind == GD_RENDER_L)
                *c = (uint8_t)l;
            else
                *c = l ? 3 : gd_view_extra(v, y, z) ? 2 : w ? 1 : 0; /* as drawn: L on top */
        }
    return !o->decompose && o->kind != GD_RENDER_BOTH;
}

/* v's drawn cells as the next output of os; 0, or 2 after the error. */
int gd_sheet_pic_write_npy(const gd_sheet_pic_opts *o, const gd_view *v, gd_outputs *os, const char *path)
{
    char err[512];
    uint64_t y0, y1, z0, z1;
    gd_sheet_pic_drawn(o, v, &y0, &y1, &z0, &z1);
    uint64_t ny = y1 - y0 + 1, nz = z1 - z0 + 1, n = ny * nz;
    uint8_t *cells = malloc((size_t)(n ? n : 1));
    if (!cells)
        return gd_cli_fail("out of memory for the %llux%llu cells of '%s'", (unsigned long long)ny,
                           (unsigned long long)nz, path);
    int boolean = view_cells(o, v, cells);
    FILE *f = gd_outputs_add(os, path, err, sizeof err);
    int rc = !f ? gd_cli_fail("%s", err) : gd_io_npy_header_u8(f, ny, nz, boolean) || gd_io_npy_bytes(f, cells, ny * nz) ? 2 : 0;
    free(cells);
    return rc; /* a failed write is named by the commit */
}

/* "W_X of GAME ..." as pictures and summaries name sheet x. */
void gd_sheet_pic_title(const gd_sheet_pic_opts *o, uint64_t x_, char *title, size_t tlen)
{
    gd_render_kind kind = o->decompose ? GD_RENDER_DECOMPOSE : (gd_render_kind)o->kind;
    unsigned long long x = (unsigned long long)x_;
    const char *variant = o->c.pass ? gd_cli_pass_words(o->c.pass) : o->c.perturb_spec ? " (generic)" : "";
    if (kind == GD_RENDER_BOTH)
        snprintf(title, tlen, "W_%llu and L_%llu of %s%s", x, x, o->c.game_name, variant);
    else
        snprintf(title, tlen, "%s_%llu of %s%s%s", kind == GD_RENDER_L ? "L" : "W", x, o->c.game_name, variant,
                 kind == GD_RENDER_DECOMPOSE ? ", decomposed" : "");
}

/* Renders (and resamples) v, writes it with provenance: as the next output of os, or alone
 * (os NULL). */
int gd_sheet_pic_write(const gd_sheet_pic_opts *o, const gd_view *v, gd_outputs *os, const char *path, char *title,
                      size_t tlen)
{
    const char *kinds[] = {"W", "L", "both", "decompose"};
    gd_render_kind kind = o->decompose ? GD_RENDER_DECOMPOSE : (gd_render_kind)o->kind;
    gd_sheet_pic_title(o, v->x, title, tlen);
    gd_image im, rs;
    if (gd_render_view(v, kind, o->marks, o->nmarks, &im) != 0)
        return gd_cli_fail("out of memory drawing a %llux%llu window", (unsigned long long)v->ny,
                           (unsigned long long)v->nz);
    uint64_t y0, y1, z0, z1;
    gd_sheet_pic_drawn(o, v, &y0, &y1, &z0, &z1);
    if (o->has_window) {
        gd_image cut;
        int bad = gd_image_crop(&im, (uint32_t)y0, (uint32_t)(v->nz - 1 - z1), (uint32_t)(y1 - y0 + 1),
                                (uint32_t)(z1 - z0 + 1), &cut);
        gd_image_free(&im);
        if (bad)
            return gd_cli_fail("out of memory cropping the picture");
        im = cut;
    }
    const gd_image *out = &im;
    if (o->rescale) {
        if (gd_image_resample(&im, o->rescale, o->rescale, &rs) != 0) {
            gd_image_free(&im);
            return gd_cli_fail("out of memory resampling");
        }
        out = &rs;
    }
    char what[256];
    snprintf(what, sizeof what, "x=%llu kind=%s window=%llu..%llu,%llu..%llu scale=%u rescale=%u%s",
             (unsigned long long)v->x, kinds[kind], (unsigned long long)y0, (unsigned long long)y1,
             (unsigned long long)z0, (unsigned long long)z1, o->scale, o->rescale, o->axes ? " axes=1" : "");
    gd_figure fig;
    gd_figure_init(&fig);
    fig.frame = o->axes;
    fig.title = title;
    double sy = o->rescale ? (double)(y1 - y0 + 1) / o->rescale : 1, sz = o->rescale ? (double)(z1 - z0 + 1) / o->rescale : 1;
    fig.x = (gd_axis){(double)y0 - 0.5, sy, "y"};
    fig.y = (gd_axis){(double)z1 + 0.5, -sz, "z"};
    legend(&fig, kind, &im, v, o->nmarks);
    int rc = gd_cli_write_sheet_figure(&o->c, out, o->rescale ? 1 : o->scale, &fig, title, what, os, path);
    if (o->rescale)
        gd_image_free(&rs);
    gd_image_free(&im);
    return rc;
}

/* Options and configuration shared by sheet and sheets: 0 to go on, else *exit_status. */
int gd_sheet_pic_begin(gd_sheet_pic_opts *o, int argc, char **argv, int series, const char *help, int *exit_status)
{
    memset(o, 0, sizeof *o);
    gd_cli_init(&o->c, argc, argv);
    o->c.help = help;
    int rc = parse_options(o, argc, argv, series);
    if (rc) {
        *exit_status = rc < 0 ? 0 : rc;
        return -1;
    }
    if ((!series && ((rc = gd_cli_check_output(o->out)) != 0 || (rc = gd_cli_check_output(o->npy)) != 0)) ||
        (rc = configure(o)) != 0) {
        gd_cli_done(&o->c);
        *exit_status = rc;
        return -1;
    }
    *exit_status = 0;
    return 0;
}

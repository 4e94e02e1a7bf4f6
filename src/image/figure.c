/* figure.c - a picture inside a frame: axes, ticks, labels, title, colour bar or legend
 * (image.h, "figures"). The layout is computed once (fig_layout_of) and drawn here as
 * pixels with the bitmap font of font.c; figure_svg.c draws the same layout as vectors. */
#include "figure_int.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const gd_rgb ink = {0, 0, 0};

void gd_figure_init(gd_figure *f)
{
    memset(f, 0, sizeof *f);
    f->mark = -1;
    f->axes = 1;
    f->x.step = f->y.step = 1;
}

void gd_figure_key_add(gd_figure *f, gd_rgb color, const char *label)
{
    if (f->nkeys >= GD_FIGURE_MAX_KEYS)
        return;
    f->keys[f->nkeys].color = color;
    snprintf(f->keys[f->nkeys].label, sizeof f->keys[0].label, "%s", label);
    f->nkeys++;
}

int64_t fig_text_width(const char *s, int fs)
{
    size_t n = s ? strlen(s) : 0;
    return n ? (int64_t)n * GD_FONT_W * fs - fs : 0;
}

static void format_value(double v, char *buf, size_t len)
{
    if (fabs(v - llround(v)) < 1e-9)
        snprintf(buf, len, "%lld", (long long)llround(v));
    else
        snprintf(buf, len, "%.3g", v);
}

/* Ticks at round values (1, 2 or 5 times a power of ten, never below 1: the values are
 * cells) at least gap pixels apart, over pixels 0..n of an axis whose value at pixel p is
 * v0 + step p / scale; a value's tick sits on the centre of its cell. */
static int ticks(double v0, double step, int64_t n, uint32_t scale, double gap, fig_tick *t)
{
    if (step == 0 || n <= 0)
        return 0;
    double ppu = scale / fabs(step); /* pixels a unit of value */
    double first = v0 + step * 0.5, last = v0 + step * ((double)n / scale - 0.5);
    double lo = first < last ? first : last, hi = first < last ? last : first;
    double d = 1;
    for (int k = 0; k < 40 && d * ppu < gap; k++) {
        double m = d / pow(10, floor(log10(d) + 1e-9));
        d = m < 1.5 ? d * 2 : m < 3 ? d * 2.5 : d * 2;
    }
    int c = 0;
    for (double v = ceil(lo / d - 1e-9) * d; v <= hi + 1e-9 && c < FIG_MAX_TICKS; v += d) {
        double p = ((v - v0) / step) * scale;
        t[c].v = v;
        t[c].p = (int64_t)floor(p);
        format_value(v, t[c].text, sizeof t[c].text);
        c++;
    }
    return c;
}

static int64_t max_width(const fig_tick *t, int n, int fs)
{
    int64_t w = 0;
    for (int i = 0; i < n; i++)
        w = fig_text_width(t[i].text, fs) > w ? fig_text_width(t[i].text, fs) : w;
    return w;
}

void gd_figure_size(const gd_figure *f, uint32_t width, uint32_t height, uint32_t scale, uint64_t *fw, uint64_t *fh)
{
    fig_layout l;
    fig_layout_of(f, width, height, scale, &l);
    *fw = (uint64_t)l.W, *fh = (uint64_t)l.H;
}

void fig_layout_of(const gd_figure *f, uint32_t width, uint32_t height, uint32_t scale, fig_layout *l)
{
    memset(l, 0, sizeof *l);
    l->dw = (int64_t)width * scale, l->dh = (int64_t)height * scale;
    l->mark_p = -1;
    if (!f->frame) {
        l->W = l->dw, l->H = l->dh;
        return;
    }
    int fs = l->fs = 2;
    int64_t g = GD_FONT_W * fs, h = GD_FONT_H * fs, pad = h;
    l->tl = 3 * fs;
    if (f->axes) {
        l->nxt = ticks(f->x.v0, f->x.step, l->dw, scale, 0, l->xt);
        /* x labels need room for the widest one, y labels for their height. */
        double gx = (double)max_width(l->xt, l->nxt, fs) + 3 * g;
        l->nxt = ticks(f->x.v0, f->x.step, l->dw, scale, gx < 4 * g ? 4 * g : gx, l->xt);
        l->nyt = ticks(f->y.v0, f->y.step, l->dh, scale, 3.0 * h, l->yt);
    }
    int64_t left = pad, top = pad, bottom = pad, right = pad;
    if (f->axes) {
        left += (f->y.label ? h + h / 2 : 0) + max_width(l->yt, l->nyt, fs) + l->tl + 2 * fs;
        bottom += l->tl + 2 * fs + h + (f->x.label ? h / 2 + h : 0);
    }
    if (f->title && *f->title)
        top += h + h / 2;
    /* The key column: a bar with its ticks, a legend, or both, one above the other. */
    int64_t keyw = 0, keyh = 0;
    if (f->bar) {
        int64_t bh = l->dh > 48 * fs ? l->dh : 48 * fs;
        /* The bar's label runs beside it, turned: a bar shorter than its label would push the
         * label out of the key column, into the title. */
        int64_t label = f->bar_label ? fig_text_width(f->bar_label, fs) : 0;
        bh = bh < label + 2 * h ? label + 2 * h : bh;
        l->bar_w = 2 * g;
        if (f->bar_from_zero)
            l->bar_h = bh;
        else {
            l->zero_w = l->bar_w, l->zero_h = h;
            l->bar_h = bh - l->zero_h - h / 2;
        }
        double top_v = f->vmax > 0 ? f->vmax : 1;
        /* A few integer values get a block each, so the bar shows that they are few. */
        l->discrete = !f->bar_from_zero && f->vmax >= 1 && f->vmax <= 32 && f->vmax == floor(f->vmax);
        if (l->discrete) {
            int nv = (int)f->vmax, every = 1;
            while ((double)l->bar_h / nv * every < 2.5 * h && every < nv)
                every = every == 1 ? 2 : every == 2 ? 5 : every * 2;
            for (int v = 1; v <= nv && l->nbt < FIG_MAX_TICKS; v++)
                if (v % every == 0 || v == 1) {
                    l->bt[l->nbt].v = v;
                    l->bt[l->nbt].p = (int64_t)floor((nv - v + 0.5) * (double)l->bar_h / nv);
                    format_value(v, l->bt[l->nbt].text, sizeof l->bt[0].text);
                    l->nbt++;
                }
        } else
            /* Bar row p (from the top) holds value top_v (1 - (p + 0.5) / bar_h). */
            l->nbt = ticks(top_v, -top_v / (double)l->bar_h, l->bar_h, 1, 2.5 * h, l->bt);
        int k = 0;
        for (int i = 0; i < l->nbt; i++)
            if ((l->bt[i].v > 0 || f->bar_from_zero) && f->vmax > 0)
                l->bt[k++] = l->bt[i];
        l->nbt = k;
        int64_t lw = max_width(l->bt, l->nbt, fs);
        lw = lw < fig_text_width("0", fs) ? fig_text_width("0", fs) : lw;
        if (f->mark >= 0 && f->mark_label) {
            /* Discrete: the edge above the mark's block. */
            l->mark_p = (int64_t)floor((1 - f->mark / top_v) * l->bar_h);
            l->mark_p = l->mark_p < 0 ? 0 : l->mark_p >= l->bar_h ? l->bar_h - 1 : l->mark_p;
            int64_t mw = fig_text_width(f->mark_label, fs);
            lw = mw > lw ? mw : lw;
        }
        keyw = l->bar_w + l->tl + 2 * fs + lw + (f->bar_label ? h / 2 + h : 0);
        keyh = bh;
    }
    int64_t legend_h = 0, legend_w = 0;
    if (f->nkeys) {
        l->key_step = h + h / 2;
        for (int i = 0; i < f->nkeys; i++) {
            int64_t w = 2 * g + g / 2 + fig_text_width(f->keys[i].label, fs);
            legend_w = w > legend_w ? w : legend_w;
        }
        legend_h = f->nkeys * l->key_step;
    }
    if (keyw || legend_w)
        right += 2 * g + (keyw > legend_w ? keyw : legend_w);
    l->dx = left, l->dy = top;
    int64_t body = l->dh;
    int64_t column = keyh + (keyh && legend_h ? h : 0) + legend_h;
    body = column > body ? column : body;
    l->W = left + l->dw + right;
    int64_t tw = fig_text_width(f->title, fs) + 2 * pad;
    if (tw > l->W)
        l->W = tw;
    l->H = top + body + bottom;
    /* Places. */
    l->title_x = (l->W - fig_text_width(f->title, fs)) / 2;
    l->title_y = pad;
    int64_t kx = left + l->dw + 2 * g;
    if (f->bar) {
        l->bar_x = kx, l->bar_y = top;
        l->zero_x = kx, l->zero_y = top + l->bar_h + h / 2;
        int64_t lw = keyw - l->bar_w - l->tl - 2 * fs - (f->bar_label ? h / 2 + h : 0);
        l->barlab_x = kx + l->bar_w + l->tl + 2 * fs + lw + h / 2;
        l->barlab_y = top + (l->bar_h + fig_text_width(f->bar_label, fs)) / 2;
    }
    l->key_x = kx;
    l->key_y = top + keyh + (keyh ? h : 0);
    if (f->axes) {
        l->xlab_x = left + (l->dw - fig_text_width(f->x.label, fs)) / 2;
        l->xlab_y = top + l->dh + l->tl + 2 * fs + h + h / 2;
        l->ylab_x = pad;
        l->ylab_y = top + (l->dh + fig_text_width(f->y.label, fs)) / 2;
    }
}

gd_rgb fig_bar_color(const gd_figure *f, const fig_layout *l, int64_t p)
{
    if (l->discrete) {
        double nv = f->vmax;
        double v = nv - floor((double)p * nv / (double)l->bar_h);
        return gd_cmap_color(f->cmap, v, nv);
    }
    return gd_cmap_at(f->cmap, 1 - (p + 0.5) / (double)l->bar_h);
}

/* == pixels == */

static void dot(gd_image *im, int64_t x, int64_t y, gd_rgb c)
{
    if (x < 0 || y < 0 || x >= im->width || y >= im->height)
        return;
    uint8_t *p = im->pix + 3 * ((size_t)y * im->width + (size_t)x);
    p[0] = c.r, p[1] = c.g, p[2] = c.b;
}

static void box(gd_image *im, int64_t x, int64_t y, int64_t w, int64_t h, gd_rgb c)
{
    for (int64_t j = y; j < y + h; j++)
        for (int64_t i = x; i < x + w; i++)
            dot(im, i, j, c);
}

static void outline(gd_image *im, int64_t x, int64_t y, int64_t w, int64_t h)
{
    box(im, x - 1, y - 1, w + 2, 1, ink);
    box(im, x - 1, y + h, w + 2, 1, ink);
    box(im, x - 1, y - 1, 1, h + 2, ink);
    box(im, x + w, y - 1, 1, h + 2, ink);
}

/* Text with its top-left corner at (x, y); turned: read bottom to top, (x, y) its
 * bottom-left corner. */
static void text(gd_image *im, int64_t x, int64_t y, const char *s, int fs, int turned)
{
    for (int64_t k = 0; s && s[k]; k++)
        for (int r = 0; r < 8; r++)
            for (int c = 0; c < 5; c++)
                if (gd_font_pixel((unsigned char)s[k], c, r)) {
                    int64_t u = k * GD_FONT_W * fs + c * fs, w = r * fs;
                    if (turned)
                        box(im, x + w, y - u - fs, fs, fs, ink);
                    else
                        box(im, x + u, y + w, fs, fs, ink);
                }
}

int gd_figure_render(const gd_figure *f, const gd_image *data, uint32_t scale, gd_image *out)
{
    fig_layout l;
    fig_layout_of(f, data->width, data->height, scale, &l);
    if (gd_image_init(out, (uint32_t)l.W, (uint32_t)l.H, 1) != 0)
        return -1;
    memset(out->pix, 255, (size_t)l.W * (size_t)l.H * 3);
    for (uint32_t r = 0; r < data->height; r++)
        for (uint32_t c = 0; c < data->width; c++) {
            gd_rgb col = gd_image_color(data, c, r);
            box(out, l.dx + (int64_t)c * scale, l.dy + (int64_t)r * scale, scale, scale, col);
        }
    if (!f->frame)
        return 0;
    int fs = l.fs;
    int64_t h = GD_FONT_H * fs;
    outline(out, l.dx, l.dy, l.dw, l.dh);
    text(out, l.title_x, l.title_y, f->title, fs, 0);
    if (f->axes) {
        for (int i = 0; i < l.nxt; i++) {
            int64_t x = l.dx + l.xt[i].p;
            box(out, x, l.dy + l.dh + 1, fs / 2 ? fs / 2 : 1, l.tl, ink);
            text(out, x - fig_text_width(l.xt[i].text, fs) / 2, l.dy + l.dh + l.tl + 2 * fs, l.xt[i].text, fs, 0);
        }
        for (int i = 0; i < l.nyt; i++) {
            int64_t y = l.dy + l.yt[i].p;
            box(out, l.dx - 1 - l.tl, y, l.tl, fs / 2 ? fs / 2 : 1, ink);
            text(out, l.dx - 1 - l.tl - 2 * fs - fig_text_width(l.yt[i].text, fs), y - (7 * fs) / 2, l.yt[i].text,
                 fs, 0);
        }
        text(out, l.xlab_x, l.xlab_y, f->x.label, fs, 0);
        text(out, l.ylab_x, l.ylab_y, f->y.label, fs, 1);
    }
    if (f->bar) {
        for (int64_t p = 0; p < l.bar_h; p++)
            box(out, l.bar_x, l.bar_y + p, l.bar_w, 1, fig_bar_color(f, &l, p));
        outline(out, l.bar_x, l.bar_y, l.bar_w, l.bar_h);
        if (l.zero_h) {
            box(out, l.zero_x, l.zero_y, l.zero_w, l.zero_h, gd_cmap_zero(f->cmap));
            outline(out, l.zero_x, l.zero_y, l.zero_w, l.zero_h);
            text(out, l.bar_x + l.bar_w + 1 + l.tl + 2 * fs, l.zero_y + (l.zero_h - 7 * fs) / 2, "0", fs, 0);
        }
        int64_t tx = l.bar_x + l.bar_w + 1;
        for (int i = 0; i < l.nbt; i++) {
            int64_t y = l.bar_y + l.bt[i].p;
            if (l.mark_p >= 0 && llabs(y - (l.bar_y + l.mark_p)) < h)
                continue; /* the mark's label takes that place */
            box(out, tx, y, l.tl, fs / 2 ? fs / 2 : 1, ink);
            text(out, tx + l.tl + 2 * fs, y - (7 * fs) / 2, l.bt[i].text, fs, 0);
        }
        if (l.mark_p >= 0) {
            int64_t y = l.bar_y + l.mark_p;
            box(out, l.bar_x - l.tl, y, l.bar_w + 2 * l.tl, fs / 2 ? fs / 2 : 1, ink);
            text(out, tx + l.tl + 2 * fs, y - (7 * fs) / 2, f->mark_label, fs, 0);
        }
        text(out, l.barlab_x, l.barlab_y, f->bar_label, fs, 1);
    }
    for (int i = 0; i < f->nkeys; i++) {
        int64_t y = l.key_y + i * l.key_step;
        box(out, l.key_x, y, 2 * GD_FONT_W * fs, h, f->keys[i].color);
        outline(out, l.key_x, y, 2 * GD_FONT_W * fs, h);
        text(out, l.key_x + 2 * GD_FONT_W * fs + GD_FONT_W * fs / 2 + 2, y + fs / 2, f->keys[i].label, fs, 0);
    }
    return 0;
}

const char *gd_image_format_of(const char *path)
{
    size_t n = path ? strlen(path) : 0;
    if (n >= 4 && strcmp(path + n - 4, ".svg") == 0)
        return "svg";
    if (n >= 4 && strcmp(path + n - 4, ".pdf") == 0)
        return "pdf";
    return "png";
}

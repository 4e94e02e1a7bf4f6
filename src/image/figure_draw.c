/* figure_draw.c - a figure as vectors: the frame, ticks, labels, colour bar and legend of the
 * layout (figure.c) on a painter, so the SVG and the PDF put everything where the PNG does. */
#include "figure_int.h"
#include "gamedyn/util.h"
#include <stdlib.h>

int fig_draw(const gd_figure *fig, const gd_image *data, const fig_layout *l, fig_painter *p, char *err, size_t errlen)
{
    int fs = l->fs ? l->fs : 2;
    p->rect(p, 0, 0, l->W, l->H, (gd_rgb){255, 255, 255}, 0);
    if (p->image(p, l->dx, l->dy, l->dw, l->dh, data, err, errlen) != 0)
        return -1;
    if (!fig->frame)
        return 0;
    int64_t h = GD_FONT_H * fs;
    p->outline(p, l->dx - 0.5, l->dy - 0.5, (double)l->dw + 1, (double)l->dh + 1);
    p->text(p, l->W / 2, l->title_y, fig->title, fs, 1, 0);
    if (fig->axes) {
        for (int i = 0; i < l->nxt; i++) {
            double x = l->dx + l->xt[i].p + 0.5;
            p->line(p, x, l->dy + l->dh + 0.5, x, l->dy + l->dh + 0.5 + l->tl);
            p->text(p, l->dx + l->xt[i].p, l->dy + l->dh + l->tl + 2 * fs, l->xt[i].text, fs, 1, 0);
        }
        for (int i = 0; i < l->nyt; i++) {
            double y = l->dy + l->yt[i].p + 0.5;
            p->line(p, l->dx - 0.5 - l->tl, y, l->dx - 0.5, y);
            p->text(p, l->dx - 1 - l->tl - 2 * fs, l->dy + l->yt[i].p - (7 * fs) / 2, l->yt[i].text, fs, 2, 0);
        }
        p->text(p, l->dx + l->dw / 2, l->xlab_y, fig->x.label, fs, 1, 0);
        p->text(p, l->ylab_x, l->dy + l->dh / 2, fig->y.label, fs, 1, 1);
    }
    if (fig->bar) {
        gd_image bar;
        if (gd_image_init(&bar, 1, (uint32_t)l->bar_h, 1) != 0) {
            gd_err(err, errlen, "out of memory drawing a colour bar");
            return -1;
        }
        for (int64_t r = 0; r < l->bar_h; r++) {
            gd_rgb c = fig_bar_color(fig, l, r);
            bar.pix[3 * r] = c.r, bar.pix[3 * r + 1] = c.g, bar.pix[3 * r + 2] = c.b;
        }
        int rc = p->image(p, l->bar_x, l->bar_y, l->bar_w, l->bar_h, &bar, err, errlen);
        gd_image_free(&bar);
        if (rc != 0)
            return -1;
        p->outline(p, l->bar_x - 0.5, l->bar_y - 0.5, (double)l->bar_w + 1, (double)l->bar_h + 1);
        if (l->zero_h)
            p->rect(p, l->zero_x, l->zero_y, l->zero_w, l->zero_h, gd_cmap_zero(fig->cmap), 1);
        int64_t tx = l->bar_x + l->bar_w + 1;
        for (int i = 0; i < l->nbt; i++) {
            int64_t y = l->bar_y + l->bt[i].p;
            if (l->mark_p >= 0 && llabs(y - (l->bar_y + l->mark_p)) < h)
                continue;
            p->line(p, tx, y + 0.5, tx + l->tl, y + 0.5);
            p->text(p, tx + l->tl + 2 * fs, y - (7 * fs) / 2, l->bt[i].text, fs, 0, 0);
        }
        if (l->zero_h)
            p->text(p, tx + l->tl + 2 * fs, l->zero_y + (l->zero_h - 7 * fs) / 2, "0", fs, 0, 0);
        if (l->mark_p >= 0) {
            int64_t y = l->bar_y + l->mark_p;
            p->line(p, l->bar_x - l->tl, y + 0.5, l->bar_x + l->bar_w + l->tl, y + 0.5);
            p->text(p, tx + l->tl + 2 * fs, y - (7 * fs) / 2, fig->mark_label, fs, 0, 0);
        }
        p->text(p, l->barlab_x, l->bar_y + l->bar_h / 2, fig->bar_label, fs, 1, 1);
    }
    for (int i = 0; i < fig->nkeys; i++) {
        int64_t y = l->key_y + i * l->key_step;
        p->rect(p, l->key_x, y, 2 * GD_FONT_W * fs, h, fig->keys[i].color, 1);
        p->text(p, l->key_x + 2 * GD_FONT_W * fs + GD_FONT_W * fs / 2 + 2, y + fs / 2, fig->keys[i].label, fs, 0, 0);
    }
    return 0;
}

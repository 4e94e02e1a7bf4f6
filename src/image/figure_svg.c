/* figure_svg.c - a figure as SVG, on the layout of figure.c: frame, ticks and text as
 * vectors (a monospace font whose advance, 0.6 em, matches the bitmap font's 6-pixel cell
 * at 10 px a glyph scale), the data and the colour bar as embedded PNG drawn without
 * smoothing. */
#include "figure_int.h"
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* XML character data: &, <, > and quotes escaped; control characters dropped. */
static void xml_text(FILE *f, const char *s)
{
    for (; s && *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '&')
            fputs("&amp;", f);
        else if (c == '<')
            fputs("&lt;", f);
        else if (c == '>')
            fputs("&gt;", f);
        else if (c == '"')
            fputs("&quot;", f);
        else if (c >= 32 || c == '\t')
            fputc(c, f);
    }
}

/* im at scale as a base64 PNG data URI. */
static int png_uri(FILE *f, const gd_image *im, uint32_t scale, char *err, size_t errlen)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    if (!m) {
        gd_err(err, errlen, "out of memory writing SVG");
        return -1;
    }
    int rc = gd_image_write_png_to(im, scale, NULL, 0, m, "SVG image", err, errlen);
    rc |= fclose(m);
    if (rc != 0) {
        free(buf);
        return -1;
    }
    static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    fputs("data:image/png;base64,", f);
    const unsigned char *p = (const unsigned char *)buf;
    for (size_t i = 0; i < len; i += 3) {
        unsigned v = (unsigned)p[i] << 16 | (i + 1 < len ? (unsigned)p[i + 1] << 8 : 0) | (i + 2 < len ? p[i + 2] : 0);
        fputc(b64[v >> 18 & 63], f);
        fputc(b64[v >> 12 & 63], f);
        fputc(i + 1 < len ? b64[v >> 6 & 63] : '=', f);
        fputc(i + 2 < len ? b64[v & 63] : '=', f);
    }
    free(buf);
    return 0;
}

static void svg_text(FILE *f, int64_t x, int64_t y, const char *s, int fs, const char *anchor, int turned)
{
    if (!s || !*s)
        return;
    /* (x, y) is the text's top-left (turned: bottom-left) as in the raster drawing; the
     * baseline sits 7 font pixels below the top. */
    if (turned)
        fprintf(f, "<text transform=\"translate(%lld %lld) rotate(-90)\" x=\"0\" y=\"0\"%s%s%s>",
                (long long)(x + 7 * fs), (long long)y, anchor ? " text-anchor=\"" : "", anchor ? anchor : "",
                anchor ? "\"" : "");
    else
        fprintf(f, "<text x=\"%lld\" y=\"%lld\"%s%s%s>", (long long)x, (long long)(y + 7 * fs),
                anchor ? " text-anchor=\"" : "", anchor ? anchor : "", anchor ? "\"" : "");
    xml_text(f, s);
    fputs("</text>\n", f);
}

static void rect(FILE *f, int64_t x, int64_t y, int64_t w, int64_t h, gd_rgb c, int stroke)
{
    fprintf(f, "<rect x=\"%lld\" y=\"%lld\" width=\"%lld\" height=\"%lld\" fill=\"#%02x%02x%02x\"%s/>\n",
            (long long)x, (long long)y, (long long)w, (long long)h, c.r, c.g, c.b,
            stroke ? " stroke=\"#000\" stroke-width=\"1\"" : "");
}

static void line(FILE *f, double x0, double y0, double x1, double y1)
{
    fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#000\" stroke-width=\"1\"/>\n", x0, y0,
            x1, y1);
}

int gd_figure_write_svg(const gd_figure *fig, const gd_image *data, uint32_t scale, const gd_image_text *texts,
                        int ntexts, FILE *out, char *err, size_t errlen)
{
    fig_layout l;
    fig_layout_of(fig, data->width, data->height, scale, &l);
    char *buf = NULL;
    size_t blen = 0;
    FILE *f = open_memstream(&buf, &blen);
    if (!f) {
        gd_err(err, errlen, "out of memory writing SVG");
        return -1;
    }
    int fs = l.fs ? l.fs : 2;
    fprintf(f,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
            "width=\"%lld\" height=\"%lld\" viewBox=\"0 0 %lld %lld\" font-family=\"monospace\" font-size=\"%d\">\n",
            (long long)l.W, (long long)l.H, (long long)l.W, (long long)l.H, 10 * fs);
    fputs("<metadata>", f);
    for (int i = 0; i < ntexts; i++) {
        xml_text(f, texts[i].key);
        fputs(": ", f);
        xml_text(f, texts[i].text);
        fputs(i + 1 < ntexts ? "\n" : "", f);
    }
    fputs("</metadata>\n", f);
    if (fig->title) {
        fputs("<title>", f);
        xml_text(f, fig->title);
        fputs("</title>\n", f);
    }
    rect(f, 0, 0, l.W, l.H, (gd_rgb){255, 255, 255}, 0);
    fprintf(f,
            "<image x=\"%lld\" y=\"%lld\" width=\"%lld\" height=\"%lld\" preserveAspectRatio=\"none\" "
            "style=\"image-rendering:pixelated\" xlink:href=\"",
            (long long)l.dx, (long long)l.dy, (long long)l.dw, (long long)l.dh);
    int rc = png_uri(f, data, scale, err, errlen);
    fputs("\"/>\n", f);
    if (rc == 0 && fig->frame) {
        int64_t h = GD_FONT_H * fs;
        fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%lld\" height=\"%lld\" fill=\"none\" stroke=\"#000\"/>\n",
                l.dx - 0.5, l.dy - 0.5, (long long)l.dw + 1, (long long)l.dh + 1);
        svg_text(f, l.W / 2, l.title_y, fig->title, fs, "middle", 0);
        if (fig->axes) {
            for (int i = 0; i < l.nxt; i++) {
                double x = l.dx + l.xt[i].p + 0.5;
                line(f, x, l.dy + l.dh + 0.5, x, l.dy + l.dh + 0.5 + l.tl);
                svg_text(f, l.dx + l.xt[i].p, l.dy + l.dh + l.tl + 2 * fs, l.xt[i].text, fs, "middle", 0);
            }
            for (int i = 0; i < l.nyt; i++) {
                double y = l.dy + l.yt[i].p + 0.5;
                line(f, l.dx - 0.5 - l.tl, y, l.dx - 0.5, y);
                svg_text(f, l.dx - 1 - l.tl - 2 * fs, l.dy + l.yt[i].p - (7 * fs) / 2, l.yt[i].text, fs, "end", 0);
            }
            svg_text(f, l.dx + l.dw / 2, l.xlab_y, fig->x.label, fs, "middle", 0);
            svg_text(f, l.ylab_x, l.dy + l.dh / 2, fig->y.label, fs, "middle", 1);
        }
        if (fig->bar) {
            gd_image bar;
            if (gd_image_init(&bar, 1, (uint32_t)l.bar_h, 1) != 0)
                rc = -1, gd_err(err, errlen, "out of memory writing SVG");
            else {
                for (int64_t p = 0; p < l.bar_h; p++) {
                    gd_rgb c = fig_bar_color(fig, &l, p);
                    bar.pix[3 * p] = c.r, bar.pix[3 * p + 1] = c.g, bar.pix[3 * p + 2] = c.b;
                }
                fprintf(f,
                        "<image x=\"%lld\" y=\"%lld\" width=\"%lld\" height=\"%lld\" preserveAspectRatio=\"none\" "
                        "style=\"image-rendering:pixelated\" xlink:href=\"",
                        (long long)l.bar_x, (long long)l.bar_y, (long long)l.bar_w, (long long)l.bar_h);
                rc = png_uri(f, &bar, 1, err, errlen);
                fputs("\"/>\n", f);
                gd_image_free(&bar);
                fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%lld\" height=\"%lld\" fill=\"none\" stroke=\"#000\"/>\n",
                        l.bar_x - 0.5, l.bar_y - 0.5, (long long)l.bar_w + 1, (long long)l.bar_h + 1);
                if (l.zero_h)
                    rect(f, l.zero_x, l.zero_y, l.zero_w, l.zero_h, gd_cmap_zero(fig->cmap), 1);
                int64_t tx = l.bar_x + l.bar_w + 1;
                for (int i = 0; i < l.nbt; i++) {
                    int64_t y = l.bar_y + l.bt[i].p;
                    if (l.mark_p >= 0 && llabs(y - (l.bar_y + l.mark_p)) < h)
                        continue;
                    line(f, tx, y + 0.5, tx + l.tl, y + 0.5);
                    svg_text(f, tx + l.tl + 2 * fs, y - (7 * fs) / 2, l.bt[i].text, fs, NULL, 0);
                }
                if (l.zero_h)
                    svg_text(f, tx + l.tl + 2 * fs, l.zero_y + (l.zero_h - 7 * fs) / 2, "0", fs, NULL, 0);
                if (l.mark_p >= 0) {
                    int64_t y = l.bar_y + l.mark_p;
                    line(f, l.bar_x - l.tl, y + 0.5, l.bar_x + l.bar_w + l.tl, y + 0.5);
                    svg_text(f, tx + l.tl + 2 * fs, y - (7 * fs) / 2, fig->mark_label, fs, NULL, 0);
                }
                svg_text(f, l.barlab_x, l.bar_y + l.bar_h / 2, fig->bar_label, fs, "middle", 1);
            }
        }
        for (int i = 0; i < fig->nkeys; i++) {
            int64_t y = l.key_y + i * l.key_step;
            rect(f, l.key_x, y, 2 * GD_FONT_W * fs, h, fig->keys[i].color, 1);
            svg_text(f, l.key_x + 2 * GD_FONT_W * fs + GD_FONT_W * fs / 2 + 2, y + fs / 2, fig->keys[i].label, fs,
                     NULL, 0);
        }
    }
    fputs("</svg>\n", f);
    int bad = rc != 0 || ferror(f);
    bad |= fclose(f) != 0;
    if (bad) {
        free(buf);
        if (rc == 0)
            gd_err(err, errlen, "out of memory writing SVG");
        return -1;
    }
    errno = 0;
    if (fwrite(buf, 1, blen, out) != blen) {
        gd_io_note(out);
        free(buf);
        gd_err(err, errlen, "cannot write the SVG: %s", strerror(errno ? errno : EIO));
        return -1;
    }
    free(buf);
    return 0;
}

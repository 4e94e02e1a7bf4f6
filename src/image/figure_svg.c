/* figure_svg.c - a figure as SVG, drawn by figure_draw.c: frame, ticks and text as vectors
 * (a monospace font whose advance, 0.6 em, matches the bitmap font's 6-pixel cell at 10 px a
 * glyph scale), the data and the colour bar as embedded PNG drawn without smoothing. */
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

static void svg_text(fig_painter *p, int64_t x, int64_t y, const char *s, int fs, int anchor, int turned)
{
    static const char *const anchors[] = {NULL, "middle", "end"};
    const char *a = anchors[anchor];
    FILE *f = p->f;
    if (!s || !*s)
        return;
    /* The baseline sits 7 font pixels below the top. */
    if (turned)
        fprintf(f, "<text transform=\"translate(%lld %lld) rotate(-90)\" x=\"0\" y=\"0\"%s%s%s>",
                (long long)(x + 7 * fs), (long long)y, a ? " text-anchor=\"" : "", a ? a : "", a ? "\"" : "");
    else
        fprintf(f, "<text x=\"%lld\" y=\"%lld\"%s%s%s>", (long long)x, (long long)(y + 7 * fs),
                a ? " text-anchor=\"" : "", a ? a : "", a ? "\"" : "");
    xml_text(f, s);
    fputs("</text>\n", f);
}

static void svg_rect(fig_painter *p, int64_t x, int64_t y, int64_t w, int64_t h, gd_rgb c, int stroke)
{
    fprintf(p->f, "<rect x=\"%lld\" y=\"%lld\" width=\"%lld\" height=\"%lld\" fill=\"#%02x%02x%02x\"%s/>\n",
            (long long)x, (long long)y, (long long)w, (long long)h, c.r, c.g, c.b,
            stroke ? " stroke=\"#000\" stroke-width=\"1\"" : "");
}

static void svg_outline(fig_painter *p, double x, double y, double w, double h)
{
    fprintf(p->f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.0f\" height=\"%.0f\" fill=\"none\" stroke=\"#000\"/>\n", x, y,
            w, h);
}

static void svg_line(fig_painter *p, double x0, double y0, double x1, double y1)
{
    fprintf(p->f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#000\" stroke-width=\"1\"/>\n", x0,
            y0, x1, y1);
}

static int svg_image(fig_painter *p, int64_t x, int64_t y, int64_t w, int64_t h, const gd_image *im, char *err,
                     size_t errlen)
{
    fprintf(p->f,
            "<image x=\"%lld\" y=\"%lld\" width=\"%lld\" height=\"%lld\" preserveAspectRatio=\"none\" "
            "style=\"image-rendering:pixelated\" xlink:href=\"",
            (long long)x, (long long)y, (long long)w, (long long)h);
    int rc = png_uri(p->f, im, 1, err, errlen);
    fputs("\"/>\n", p->f);
    return rc;
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
    fig_painter p = {svg_text, svg_rect, svg_outline, svg_line, svg_image, f};
    int rc = fig_draw(fig, data, &l, &p, err, errlen);
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

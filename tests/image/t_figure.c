/* Figures: the colour maps (viridis at its published ends, value 0 apart on both maps), the
 * bitmap font (every printable glyph has ink inside its cell), the frame (a bare figure is
 * the data at scale, a framed one is larger and holds the data unchanged at its place,
 * gd_figure_size agrees with the render), crops, and the PDF's structure. */
#include "gamedyn/image.h"
#include "testlib.h"
#include "image/figure_int.h"
#include "image/image_int.h"
#include <stdlib.h>
#include <string.h>

static int same(gd_rgb a, gd_rgb b)
{
    return a.r == b.r && a.g == b.g && a.b == b.b;
}

static void cmaps(void)
{
    CHECK(same(gd_cmap_at(GD_CMAP_VIRIDIS, 0), ((gd_rgb){68, 1, 84})), "viridis starts dark purple");
    CHECK(same(gd_cmap_at(GD_CMAP_VIRIDIS, 1), ((gd_rgb){253, 231, 37})), "viridis ends yellow");
    for (int m = 0; m < 2; m++) {
        gd_rgb z = gd_cmap_color((gd_cmap)m, 0, 100);
        CHECK(same(z, gd_cmap_zero((gd_cmap)m)), "map %d: 0 is the zero colour", m);
        int clash = 0;
        for (int v = 1; v <= 100; v++)
            clash += same(gd_cmap_color((gd_cmap)m, v, 100), z);
        CHECK(clash == 0, "map %d: %d values share the zero colour", m, clash);
        /* viridis' lightness rises: the green channel grows along the map */
        for (int k = 1; m == GD_CMAP_VIRIDIS && k <= 100; k++)
            CHECK(gd_cmap_at(GD_CMAP_VIRIDIS, k / 100.0).g >= gd_cmap_at(GD_CMAP_VIRIDIS, (k - 1) / 100.0).g,
                  "viridis green falls at %d", k);
    }
    CHECK(gd_cmap_parse("viridis") == GD_CMAP_VIRIDIS && gd_cmap_parse("hue") == GD_CMAP_HUE &&
              gd_cmap_parse("jet") == -1,
          "parse");
}

static void font(void)
{
    int empty = 0;
    for (int ch = 33; ch < 127; ch++) {
        int ink = 0;
        for (int r = 0; r < GD_FONT_H; r++)
            for (int c = 0; c < GD_FONT_W; c++)
                ink += gd_font_pixel((unsigned char)ch, c, r);
        empty += ink == 0;
        CHECK(!gd_font_pixel((unsigned char)ch, 5, 0), "glyph %c reaches its spacing column", ch);
    }
    CHECK(empty == 0, "%d printable glyphs without ink", empty);
}

static void frame(void)
{
    gd_image d, out;
    CHECK(gd_image_init(&d, 20, 10, 0) == 0, "init");
    d.npalette = 3;
    d.palette[0] = (gd_rgb){0, 0, 0}, d.palette[1] = (gd_rgb){200, 10, 10}, d.palette[2] = (gd_rgb){10, 10, 200};
    for (size_t i = 0; i < 200; i++)
        d.pix[i] = (uint8_t)(i % 3);
    gd_figure f;
    gd_figure_init(&f);
    CHECK(gd_figure_render(&f, &d, 3, &out) == 0 && out.width == 60 && out.height == 30, "bare figure");
    int bad = 0;
    for (uint32_t r = 0; r < 30; r++)
        for (uint32_t c = 0; c < 60; c++)
            bad += !same(gd_image_color(&out, c, r), gd_image_color(&d, c / 3, r / 3));
    CHECK(bad == 0, "bare figure: %d pixels differ from the data", bad);
    gd_image_free(&out);
    f.frame = 1;
    f.title = "a title";
    f.x = (gd_axis){-0.5, 1, "a"};
    f.y = (gd_axis){9.5, -1, "b"};
    f.bar = 1;
    f.vmax = 2;
    f.mark = 1;
    f.mark_label = "B=1";
    gd_figure_key_add(&f, (gd_rgb){0, 0, 0}, "key");
    uint64_t fw, fh;
    gd_figure_size(&f, 20, 10, 3, &fw, &fh);
    CHECK(gd_figure_render(&f, &d, 3, &out) == 0 && out.width == fw && out.height == fh && fw > 60 + 40 && fh > 30 + 40,
          "framed figure %ux%u", out.width, out.height);
    /* The data sits unchanged somewhere inside: find its top-left corner by its first row. */
    int found = 0;
    for (uint32_t y = 0; y + 30 <= out.height && !found; y++)
        for (uint32_t x = 0; x + 60 <= out.width && !found; x++) {
            int ok = 1;
            for (uint32_t r = 0; r < 30 && ok; r++)
                for (uint32_t c = 0; c < 60 && ok; c++)
                    ok = same(gd_image_color(&out, x + c, y + r), gd_image_color(&d, c / 3, r / 3));
            found = ok;
        }
    CHECK(found, "the framed figure holds the data unchanged");
    gd_image_free(&out);
    /* crop */
    gd_image cut;
    CHECK(gd_image_crop(&d, 2, 3, 5, 4, &cut) == 0 && cut.width == 5 && cut.height == 4, "crop");
    CHECK(cut.pix[0] == d.pix[3 * 20 + 2] && cut.pix[3 * 5 + 4] == d.pix[6 * 20 + 6], "crop pixels");
    gd_image_free(&cut);
    CHECK(gd_image_crop(&d, 18, 0, 3, 1, &cut) == -1, "crop past the right edge");
    gd_image_free(&d);
}

/* Whether s occurs in the len bytes at buf (which hold NULs: the image stream). */
static int has(const char *buf, size_t len, const char *s)
{
    size_t n = strlen(s);
    for (size_t i = 0; i + n <= len; i++)
        if (memcmp(buf + i, s, n) == 0)
            return 1;
    return 0;
}

static void pdf(void)
{
    gd_image im;
    CHECK(gd_image_init(&im, 3, 2, 1) == 0, "init");
    char *buf = NULL, err[256];
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    gd_image_text t[] = {{"Title", "a (title)"}, {"Source", "gamedyn x"}};
    CHECK(f && gd_image_write_pdf(&im, t, 2, f, err, sizeof err) == 0, "pdf: %s", err);
    fclose(f);
    CHECK(len > 100 && memcmp(buf, "%PDF-1.4", 8) == 0, "header");
    CHECK(has(buf, len, "/Title (a \\(title\\))"), "title escaped");
    CHECK(has(buf, len, "/MediaBox [0 0 3 2]"), "page size");
    CHECK(memcmp(buf + len - 6, "%%EOF\n", 6) == 0, "trailer");
    free(buf);
    gd_image_free(&im);
}

/* A short bar keeps its turned label beside it: the label, centred on the bar, stays below
 * the title and inside the bar's height. */
static void bar_label(void)
{
    gd_figure f;
    gd_figure_init(&f);
    f.frame = f.axes = f.bar = 1;
    f.title = "a title";
    f.bar_label = "Grundy value";
    f.vmax = 62;
    for (uint32_t side = 1; side <= 200; side += 19) {
        fig_layout l;
        fig_layout_of(&f, side, side, 1, &l);
        int64_t w = fig_text_width(f.bar_label, l.fs), mid = l.bar_y + l.bar_h / 2;
        CHECK(mid - w / 2 >= l.title_y + GD_FONT_H * l.fs && mid + w / 2 <= l.bar_y + l.bar_h,
              "%ux%u: the bar's label spans %lld..%lld, the bar %lld..%lld, the title ends at %lld", side, side,
              (long long)(mid - w / 2), (long long)(mid + w / 2), (long long)l.bar_y, (long long)(l.bar_y + l.bar_h),
              (long long)(l.title_y + GD_FONT_H * l.fs));
    }
}

/* The figure as a PDF: its text as text (Courier, black), the data and the bar as images
 * without interpolation, the page the PNG's size, and a cross-reference table whose offsets
 * point at their objects. */
static void figure_pdf(void)
{
    gd_image d;
    CHECK(gd_image_init(&d, 30, 20, 1) == 0, "init");
    gd_figure f;
    gd_figure_init(&f);
    f.frame = f.axes = f.bar = 1;
    f.title = "T (x)";
    f.x = (gd_axis){-0.5, 1, "a"};
    f.y = (gd_axis){19.5, -1, "b"};
    f.bar_label = "value";
    f.vmax = 9;
    char *buf = NULL, err[256];
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    gd_image_text t[] = {{"Title", "T (x)"}};
    CHECK(m && gd_figure_write_pdf(&f, &d, 2, t, 1, m, err, sizeof err) == 0, "figure pdf: %s", err);
    fclose(m);
    uint64_t fw, fh;
    gd_figure_size(&f, 30, 20, 2, &fw, &fh);
    char box[64];
    snprintf(box, sizeof box, "/MediaBox [0 0 %llu %llu]", (unsigned long long)fw, (unsigned long long)fh);
    CHECK(has(buf, len, box), "page size %s", box);
    CHECK(has(buf, len, "/BaseFont /Courier"), "Courier");
    CHECK(has(buf, len, "(T \\(x\\)) Tj"), "the title as text, escaped");
    CHECK(has(buf, len, "BT 0 g"), "text in black");
    CHECK(has(buf, len, "/Im0 Do") && has(buf, len, "/Im1 Do") && has(buf, len, "/Interpolate false"), "images");
    CHECK(has(buf, len, "q 60 0 0 40 "), "the data drawn at scale");
    /* every xref entry points at "N 0 obj" */
    const char *x = NULL;
    for (size_t i = len - 9; i > 0 && !x; i--)
        if (memcmp(buf + i, "startxref", 9) == 0)
            x = buf + i;
    long at = x ? strtol(x + 10, NULL, 10) : 0;
    int n = 0, bad = 0;
    if (x && sscanf(buf + at, "xref\n0 %d", &n) == 1) {
        const char *e = strchr(buf + at + 5, '\n') + 1 + 20;
        for (int i = 1; i < n; i++, e += 20) {
            char want[32];
            snprintf(want, sizeof want, "%d 0 obj", i);
            bad += strncmp(buf + strtol(e, NULL, 10), want, strlen(want)) != 0;
        }
    }
    CHECK(n >= 8 && bad == 0, "xref: %d objects, %d misplaced", n, bad);
    free(buf);
    gd_image_free(&d);
}

int main(void)
{
    bar_label();
    figure_pdf();
    cmaps();
    font();
    frame();
    pdf();
    return tl_done("t_figure");
}

/* figure_pdf.c - a figure as a one-page PDF, drawn by figure_draw.c: frame, ticks and text
 * as vectors (text in Courier, whose 0.6 em advance is the bitmap font's cell), the data and
 * the colour bar as images drawn without interpolation, one point a pixel of the PNG. */
#include "figure_int.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    fig_painter p;
    int64_t H;           /* the page's height: PDF's y runs up */
    gd_pdf_image *ims;
    int nims, cap;
} pdf_painter;

static double up(const pdf_painter *q, double y)
{
    return (double)q->H - y;
}

/* s in a PDF string in WinAnsi: ASCII kept, a UTF-8 sequence one '?' (Courier's glyphs are
 * Latin-1 at most); the characters counted for the text's width. */
static size_t pdf_text_string(FILE *f, const char *s)
{
    size_t n = 0;
    fputc('(', f);
    for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
        if ((*c & 0xC0) == 0x80)
            continue;
        n++;
        if (*c >= 0x80 || *c < 32)
            fputc('?', f);
        else if (*c == '(' || *c == ')' || *c == '\\')
            fprintf(f, "\\%c", *c);
        else
            fputc(*c, f);
    }
    fputc(')', f);
    return n;
}

static size_t chars(const char *s)
{
    size_t n = 0;
    for (const unsigned char *c = (const unsigned char *)s; *c; c++)
        n += (*c & 0xC0) != 0x80;
    return n;
}

static void pdf_text(fig_painter *p, int64_t x, int64_t y, const char *s, int fs, int anchor, int turned)
{
    pdf_painter *q = (pdf_painter *)p;
    if (!s || !*s)
        return;
    double w = 6.0 * fs * (double)chars(s), shift = anchor * w / 2;
    if (turned) /* read upwards: the baseline the vertical at x + 7fs */
        fprintf(p->f, "BT 0 g /F1 %d Tf 0 1 -1 0 %lld %.1f Tm ", 10 * fs, (long long)(x + 7 * fs), up(q, (double)y) - shift);
    else
        fprintf(p->f, "BT 0 g /F1 %d Tf 1 0 0 1 %.1f %.1f Tm ", 10 * fs, (double)x - shift, up(q, (double)(y + 7 * fs)));
    pdf_text_string(p->f, s);
    fputs(" Tj ET\n", p->f);
}

static void pdf_rect(fig_painter *p, int64_t x, int64_t y, int64_t w, int64_t h, gd_rgb c, int stroke)
{
    pdf_painter *q = (pdf_painter *)p;
    fprintf(p->f, "%.4g %.4g %.4g rg %lld %.1f %lld %lld re %s\n", c.r / 255.0, c.g / 255.0, c.b / 255.0, (long long)x,
            up(q, (double)(y + h)), (long long)w, (long long)h, stroke ? "B" : "f");
}

static void pdf_outline(fig_painter *p, double x, double y, double w, double h)
{
    fprintf(p->f, "%.1f %.1f %.0f %.0f re S\n", x, up((pdf_painter *)p, y + h), w, h);
}

static void pdf_line(fig_painter *p, double x0, double y0, double x1, double y1)
{
    pdf_painter *q = (pdf_painter *)p;
    fprintf(p->f, "%.1f %.1f m %.1f %.1f l S\n", x0, up(q, y0), x1, up(q, y1));
}

static int pdf_image(fig_painter *p, int64_t x, int64_t y, int64_t w, int64_t h, const gd_image *im, char *err,
                     size_t errlen)
{
    pdf_painter *q = (pdf_painter *)p;
    if (q->nims == q->cap) {
        int cap = q->cap ? 2 * q->cap : 4;
        gd_pdf_image *v = realloc(q->ims, (size_t)cap * sizeof *v);
        if (!v) {
            gd_err(err, errlen, "out of memory writing a PDF");
            return -1;
        }
        q->ims = v, q->cap = cap;
    }
    if (gd_pdf_image_of(im, &q->ims[q->nims], err, errlen) != 0)
        return -1;
    fprintf(p->f, "q %lld 0 0 %lld %lld %.1f cm /Im%d Do Q\n", (long long)w, (long long)h, (long long)x,
            up(q, (double)(y + h)), q->nims);
    q->nims++;
    return 0;
}

int gd_figure_write_pdf(const gd_figure *fig, const gd_image *data, uint32_t scale, const gd_image_text *texts,
                        int ntexts, FILE *out, char *err, size_t errlen)
{
    fig_layout l;
    fig_layout_of(fig, data->width, data->height, scale, &l);
    char *buf = NULL;
    size_t blen = 0;
    FILE *f = open_memstream(&buf, &blen);
    if (!f) {
        gd_err(err, errlen, "out of memory writing a PDF");
        return -1;
    }
    pdf_painter q = {{pdf_text, pdf_rect, pdf_outline, pdf_line, pdf_image, f}, l.H, NULL, 0, 0};
    fputs("0 G 1 w\n", f);
    int rc = fig_draw(fig, data, &l, &q.p, err, errlen);
    int bad = ferror(f) != 0;
    bad |= fclose(f) != 0;
    if (rc == 0 && bad) {
        gd_err(err, errlen, "out of memory writing a PDF");
        rc = -1;
    }
    if (rc == 0)
        rc = gd_pdf_write(out, l.W, l.H, buf, blen, 1, q.ims, q.nims, texts, ntexts, err, errlen);
    for (int i = 0; i < q.nims; i++)
        free(q.ims[i].z);
    free(q.ims);
    free(buf);
    return rc;
}

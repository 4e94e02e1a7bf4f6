/* pdf.c - one-page PDF documents (PDF 1.4, ISO 32000-1 7.5): the framework of objects and
 * cross-references, images as Flate-compressed RGB XObjects, and a raster picture as such a
 * page, one point a pixel. The document information holds the provenance and no date, so
 * the same picture gives the same bytes. */
#include "image_int.h"
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* A PDF literal string: backslash and parentheses escaped, printable ASCII only. */
static void pdf_string(FILE *f, const char *s)
{
    fputc('(', f);
    for (; s && *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '(' || c == ')' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c >= 32 && c < 127)
            fputc(c, f);
        else
            fprintf(f, "\\%03o", c);
    }
    fputc(')', f);
}

int gd_pdf_image_of(const gd_image *im, gd_pdf_image *out, char *err, size_t errlen)
{
    size_t n = (size_t)im->width * im->height * 3;
    uint8_t *rgb = malloc(n ? n : 1);
    uLongf zn = compressBound((uLong)n);
    out->z = malloc(zn ? zn : 1);
    out->width = im->width, out->height = im->height;
    if (!rgb || !out->z) {
        free(rgb), free(out->z);
        out->z = NULL;
        gd_err(err, errlen, "out of memory writing a %ux%u PDF image", im->width, im->height);
        return -1;
    }
    for (uint32_t r = 0; r < im->height; r++)
        for (uint32_t c = 0; c < im->width; c++) {
            gd_rgb col = gd_image_color(im, c, r);
            uint8_t *p = rgb + 3 * ((size_t)r * im->width + c);
            p[0] = col.r, p[1] = col.g, p[2] = col.b;
        }
    int zrc = compress2(out->z, &zn, rgb, (uLong)n, 6);
    free(rgb);
    if (zrc != Z_OK) {
        free(out->z);
        out->z = NULL;
        gd_err(err, errlen, "cannot compress a PDF image (zlib error %d)", zrc);
        return -1;
    }
    out->zn = zn;
    return 0;
}

int gd_pdf_write(FILE *out, int64_t W, int64_t H, const char *content, size_t clen, int font,
                 const gd_pdf_image *ims, int nims, const gd_image_text *texts, int ntexts, char *err,
                 size_t errlen)
{
    /* Built in memory first: the cross-reference table needs byte offsets, and out may be a
     * pipe. Objects: 1 catalog, 2 pages, 3 page, 4 content, 5 information, 6 font, then the
     * images. */
    int nobj = 6 + nims;
    long *off = malloc(((size_t)nobj + 1) * sizeof *off);
    char *buf = NULL;
    size_t blen = 0;
    FILE *f = off ? open_memstream(&buf, &blen) : NULL;
    if (!f) {
        free(off);
        gd_err(err, errlen, "out of memory writing a PDF");
        return -1;
    }
#define AT() ftell(f)
    fputs("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", f);
    off[1] = AT();
    fputs("1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n", f);
    off[2] = AT();
    fputs("2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n", f);
    off[3] = AT();
    fprintf(f, "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %lld %lld] /Resources <<", (long long)W,
            (long long)H);
    if (font)
        fputs(" /Font << /F1 6 0 R >>", f);
    if (nims) {
        fputs(" /XObject <<", f);
        for (int i = 0; i < nims; i++)
            fprintf(f, " /Im%d %d 0 R", i, 7 + i);
        fputs(" >>", f);
    }
    fputs(" >> /Contents 4 0 R >>\nendobj\n", f);
    off[4] = AT();
    fprintf(f, "4 0 obj\n<< /Length %zu >>\nstream\n", clen);
    fwrite(content, 1, clen, f);
    fputs("endstream\nendobj\n", f);
    off[5] = AT();
    fputs("5 0 obj\n<<", f);
    static const struct {
        const char *from, *to;
    } keys[] = {{"Title", "Title"}, {"Software", "Producer"}, {"Source", "Subject"}, {"Comment", "Keywords"}};
    for (int i = 0; i < ntexts; i++)
        for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++)
            if (strcmp(texts[i].key, keys[k].from) == 0) {
                fprintf(f, " /%s ", keys[k].to);
                pdf_string(f, texts[i].text);
            }
    fputs(" >>\nendobj\n", f);
    off[6] = AT();
    /* Courier, one of the standard fonts every reader has: its advance (0.6 em) is the
     * bitmap font's cell, so text set in it takes the room the layout gave it. */
    fputs("6 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>\nendobj\n", f);
    for (int i = 0; i < nims; i++) {
        off[7 + i] = AT();
        fprintf(f,
                "%d 0 obj\n<< /Type /XObject /Subtype /Image /Width %u /Height %u /ColorSpace /DeviceRGB "
                "/BitsPerComponent 8 /Interpolate false /Filter /FlateDecode /Length %lu >>\nstream\n",
                7 + i, ims[i].width, ims[i].height, ims[i].zn);
        fwrite(ims[i].z, 1, ims[i].zn, f);
        fputs("\nendstream\nendobj\n", f);
    }
    long xref = AT();
    fprintf(f, "xref\n0 %d\n0000000000 65535 f \n", nobj + 1);
    for (int i = 1; i <= nobj; i++)
        fprintf(f, "%010ld 00000 n \n", off[i]);
    fprintf(f, "trailer\n<< /Size %d /Root 1 0 R /Info 5 0 R >>\nstartxref\n%ld\n%%%%EOF\n", nobj + 1, xref);
#undef AT
    free(off);
    int bad = ferror(f) != 0;
    bad |= fclose(f) != 0;
    if (bad) {
        free(buf);
        gd_err(err, errlen, "out of memory writing a PDF");
        return -1;
    }
    errno = 0;
    if (fwrite(buf, 1, blen, out) != blen) {
        gd_io_note(out);
        free(buf);
        gd_err(err, errlen, "cannot write the PDF: %s", strerror(errno ? errno : EIO));
        return -1;
    }
    free(buf);
    return 0;
}

int gd_image_write_pdf(const gd_image *im, const gd_image_text *texts, int ntexts, FILE *out, char *err, size_t errlen)
{
    gd_pdf_image pi;
    if (gd_pdf_image_of(im, &pi, err, errlen) != 0)
        return -1;
    char content[96];
    int cn = snprintf(content, sizeof content, "q %u 0 0 %u 0 0 cm /Im0 Do Q\n", im->width, im->height);
    int rc = gd_pdf_write(out, im->width, im->height, content, (size_t)cn, 0, &pi, 1, texts, ntexts, err, errlen);
    free(pi.z);
    return rc;
}

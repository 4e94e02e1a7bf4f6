/* pdf.c - a picture as a one-page PDF: the RGB pixels as one Flate-compressed image
 * XObject, one point a pixel. The pixels are the PNG's, so the PDF shows exactly what the
 * PNG shows and needs no font; the document information holds the provenance and no
 * date, so the same picture gives the same bytes (PDF 1.4, ISO 32000-1 7.5). */
#include "gamedyn/image.h"
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

int gd_image_write_pdf(const gd_image *im, const gd_image_text *texts, int ntexts, FILE *out, char *err, size_t errlen)
{
    /* Built in memory first: the cross-reference table needs byte offsets, and out may be a
     * pipe. */
    char *buf = NULL;
    size_t blen = 0;
    FILE *f = open_memstream(&buf, &blen);
    if (!f) {
        gd_err(err, errlen, "out of memory writing a %ux%u PDF", im->width, im->height);
        return -1;
    }
    size_t n = (size_t)im->width * im->height * 3;
    uint8_t *rgb = malloc(n ? n : 1);
    uLongf zn = compressBound((uLong)n);
    uint8_t *z = malloc(zn ? zn : 1);
    if (!rgb || !z) {
        free(rgb), free(z);
        fclose(f), free(buf);
        gd_err(err, errlen, "out of memory writing a %ux%u PDF", im->width, im->height);
        return -1;
    }
    for (uint32_t r = 0; r < im->height; r++)
        for (uint32_t c = 0; c < im->width; c++) {
            gd_rgb col = gd_image_color(im, c, r);
            uint8_t *p = rgb + 3 * ((size_t)r * im->width + c);
            p[0] = col.r, p[1] = col.g, p[2] = col.b;
        }
    int zrc = compress2(z, &zn, rgb, (uLong)n, 6);
    free(rgb);
    if (zrc != Z_OK) {
        free(z);
        fclose(f), free(buf);
        gd_err(err, errlen, "cannot compress the PDF's image (zlib error %d)", zrc);
        return -1;
    }
    long off[7];
#define AT() ftell(f)
    fputs("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", f);
    off[1] = AT();
    fputs("1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n", f);
    off[2] = AT();
    fputs("2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n", f);
    off[3] = AT();
    fprintf(f,
            "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %u %u] /Resources << /XObject << /Im0 5 0 R >> >> "
            "/Contents 4 0 R >>\nendobj\n",
            im->width, im->height);
    char content[96];
    int cn = snprintf(content, sizeof content, "q %u 0 0 %u 0 0 cm /Im0 Do Q\n", im->width, im->height);
    off[4] = AT();
    fprintf(f, "4 0 obj\n<< /Length %d >>\nstream\n%sendstream\nendobj\n", cn, content);
    off[5] = AT();
    fprintf(f,
            "5 0 obj\n<< /Type /XObject /Subtype /Image /Width %u /Height %u /ColorSpace /DeviceRGB "
            "/BitsPerComponent 8 /Filter /FlateDecode /Length %lu >>\nstream\n",
            im->width, im->height, (unsigned long)zn);
    fwrite(z, 1, zn, f);
    fputs("\nendstream\nendobj\n", f);
    free(z);
    off[6] = AT();
    fputs("6 0 obj\n<<", f);
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
    long xref = AT();
    fputs("xref\n0 7\n0000000000 65535 f \n", f);
    for (int i = 1; i <= 6; i++)
        fprintf(f, "%010ld 00000 n \n", off[i]);
    fprintf(f, "trailer\n<< /Size 7 /Root 1 0 R /Info 6 0 R >>\nstartxref\n%ld\n%%%%EOF\n", xref);
#undef AT
    int bad = ferror(f) != 0;
    bad |= fclose(f) != 0;
    if (bad) {
        free(buf);
        gd_err(err, errlen, "out of memory writing a %ux%u PDF", im->width, im->height);
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

/* image.c - raster images, PNG through libpng. */
#include "gamedyn/image.h"
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <errno.h>
#include <png.h>
#include <stdlib.h>
#include <string.h>

int gd_image_init(gd_image *im, uint32_t width, uint32_t height, int rgb)
{
    memset(im, 0, sizeof *im);
    im->width = width;
    im->height = height;
    im->rgb = rgb;
    size_t n = (size_t)width * height * (rgb ? 3 : 1);
    im->pix = calloc(n ? n : 1, 1);
    return im->pix ? 0 : -1;
}

void gd_image_free(gd_image *im)
{
    free(im->pix);
    im->pix = NULL;
}

gd_rgb gd_image_color(const gd_image *im, uint32_t col, uint32_t row)
{
    size_t i = (size_t)row * im->width + col;
    if (im->rgb)
        return (gd_rgb){im->pix[3 * i], im->pix[3 * i + 1], im->pix[3 * i + 2]};
    return im->palette[im->pix[i]];
}

int gd_image_crop(const gd_image *src, uint32_t x, uint32_t y, uint32_t w, uint32_t h, gd_image *dst)
{
    memset(dst, 0, sizeof *dst);
    if (w == 0 || h == 0 || (uint64_t)x + w > src->width || (uint64_t)y + h > src->height)
        return -1;
    if (gd_image_init(dst, w, h, src->rgb) != 0)
        return -1;
    size_t bpp = src->rgb ? 3 : 1;
    for (uint32_t r = 0; r < h; r++)
        memcpy(dst->pix + (size_t)r * w * bpp, src->pix + ((size_t)(y + r) * src->width + x) * bpp, (size_t)w * bpp);
    memcpy(dst->palette, src->palette, sizeof dst->palette);
    dst->npalette = src->npalette;
    return 0;
}

static void on_png_error(png_structp png, png_const_charp msg)
{
    char *err = png_get_error_ptr(png);
    if (err)
        snprintf(err, 256, "PNG: %s", msg);
    png_longjmp(png, 1);
}

static void on_png_warning(png_structp png, png_const_charp msg)
{
    (void)png;
    (void)msg;
}

static int palette_depth(int n)
{
    return n <= 2 ? 1 : n <= 4 ? 2 : n <= 16 ? 4 : 8;
}

/* Packs width palette indices into depth-bit samples, leftmost pixel in the high bits. */
static void pack_row(const uint8_t *p, size_t width, int depth, uint8_t *out)
{
    if (depth == 8) {
        memcpy(out, p, width);
        return;
    }
    size_t per = (size_t)(8 / depth), full = width / per;
    for (size_t i = 0; i < full; i++, p += per) {
        unsigned b = 0;
        for (size_t k = 0; k < per; k++)
            b = (b << depth) | p[k];
        out[i] = (uint8_t)b;
    }
    if (width % per) {
        unsigned b = 0;
        for (size_t k = 0; k < per; k++)
            b = (b << depth) | (k < width % per ? p[k] : 0u);
        out[full] = (uint8_t)b;
    }
}

/* Image row r as the file's row: each pixel scale times, packed to depth bits. */
static void file_row(const gd_image *im, uint32_t r, uint32_t scale, int depth, uint8_t *wide, uint8_t *out)
{
    size_t bpp = im->rgb ? 3 : 1;
    const uint8_t *src = im->pix + (size_t)r * im->width * bpp;
    if (scale > 1) {
        uint8_t *o = wide;
        for (uint32_t c = 0; c < im->width; c++)
            for (uint32_t k = 0; k < scale; k++, o += bpp)
                memcpy(o, src + bpp * c, bpp);
        src = wide;
    }
    size_t width = (size_t)im->width * scale;
    if (im->rgb)
        memcpy(out, src, 3 * width);
    else
        pack_row(src, width, depth, out);
}

struct png_job {
    const gd_image *im;
    uint32_t scale;
    int depth;
    uint8_t *row, *wide;
    FILE *f;
    int write_errno; /* why a write failed: libpng itself only says "Write Error" */
};

static void on_png_write(png_structp png, png_bytep data, size_t len)
{
    struct png_job *j = png_get_io_ptr(png);
    errno = 0;
    if (fwrite(data, 1, len, j->f) != len) {
        gd_io_note(j->f);
        j->write_errno = errno ? errno : EIO;
        png_error(png, "Write Error");
    }
}

static void on_png_flush(png_structp png)
{
    (void)png; /* gd_file_commit flushes and checks */
}

int gd_image_check_size(uint64_t width, uint64_t height, uint64_t scale, char *err, size_t errlen)
{
    if (scale == 0 || width == 0 || height == 0 || width * scale / scale != width || height * scale / scale != height ||
        width * scale > GD_IMAGE_MAX_SIDE || height * scale > GD_IMAGE_MAX_SIDE) {
        gd_err(err, errlen, "a %llux%llu image at scale %llu is too large: a PNG side is at most %u pixels here",
               (unsigned long long)width, (unsigned long long)height, (unsigned long long)scale, GD_IMAGE_MAX_SIDE);
        return -1;
    }
    return 0;
}

/* Everything between setjmp and the last libpng call, so nothing local is clobbered. */
static int png_write_all(png_structp png, png_infop info, struct png_job *j, const gd_image_text *texts, int ntexts)
{
    if (setjmp(png_jmpbuf(png)))
        return -1;
    const gd_image *im = j->im;
    png_set_write_fn(png, j, on_png_write, on_png_flush);
    png_uint_32 w = im->width * j->scale, h = im->height * j->scale;
    png_set_IHDR(png, info, w, h, j->depth, im->rgb ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_PALETTE, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (!im->rgb) {
        png_color pal[256];
        for (int i = 0; i < im->npalette; i++)
            pal[i] = (png_color){im->palette[i].r, im->palette[i].g, im->palette[i].b};
        png_set_PLTE(png, info, pal, im->npalette);
    }
    png_text tx[16];
    int nt = ntexts < 16 ? ntexts : 16;
    for (int i = 0; i < nt; i++) {
        memset(&tx[i], 0, sizeof tx[i]);
        tx[i].compression = PNG_TEXT_COMPRESSION_NONE;
        tx[i].key = texts[i].key;
        tx[i].text = texts[i].text;
    }
    if (nt)
        png_set_text(png, info, tx, nt);
    /* Sheets are large, flat areas: fast compression with no filter is small enough. */
    png_set_compression_level(png, 1);
    png_set_filter(png, 0, im->rgb ? PNG_FILTER_SUB : PNG_FILTER_NONE);
    png_write_info(png, info);
    for (uint32_t r = 0; r < im->height; r++) {
        file_row(im, r, j->scale, j->depth, j->wide, j->row);
        for (uint32_t k = 0; k < j->scale; k++)
            png_write_row(png, j->row);
    }
    png_write_end(png, info);
    return 0;
}

int gd_image_write_png_to(const gd_image *im, uint32_t scale, const gd_image_text *texts, int ntexts, FILE *f,
                          const char *path, char *err, size_t errlen)
{
    if (gd_image_check_size(im->width, im->height, scale, err, errlen) != 0)
        return -1;
    struct png_job j = {im, scale, im->rgb ? 8 : palette_depth(im->npalette), NULL, NULL, f, 0};
    j.row = malloc((size_t)im->width * scale * 3 + 8);
    j.wide = malloc((size_t)im->width * scale * 3 + 8);
    char pngerr[256] = "";
    png_structp png = j.row && j.wide ? png_create_write_struct(PNG_LIBPNG_VER_STRING, pngerr, on_png_error,
                                                                on_png_warning)
                                      : NULL;
    png_infop info = png ? png_create_info_struct(png) : NULL;
    /* Text chunks are provenance: one line each, no control characters (gd_one_line_copy). */
    gd_image_text shown[16];
    int nshown = ntexts < 16 ? ntexts : 16, copied = 1;
    for (int i = 0; i < nshown; i++) {
        shown[i].key = gd_one_line_copy(texts[i].key);
        shown[i].text = gd_one_line_copy(texts[i].text);
        copied &= shown[i].key && shown[i].text;
    }
    int bad = !info || !copied || png_write_all(png, info, &j, shown, nshown) != 0;
    for (int i = 0; i < nshown; i++)
        free(shown[i].key), free(shown[i].text);
    if (png)
        png_destroy_write_struct(&png, info ? &info : NULL);
    free(j.row);
    free(j.wide);
    if (bad) {
        /* A failed write names its cause (e.g. No space left on device); libpng's own
         * message only when libpng itself failed. */
        if (j.write_errno)
            gd_err(err, errlen, "cannot write '%s': %s", path, strerror(j.write_errno));
        else
            gd_err(err, errlen, "cannot write '%s': %s", path, pngerr[0] ? pngerr : "out of memory");
        return -1;
    }
    return 0;
}

int gd_image_write_png(const gd_image *im, uint32_t scale, const gd_image_text *texts, int ntexts, const char *path,
                       char *err, size_t errlen)
{
    if (gd_image_check_size(im->width, im->height, scale, err, errlen) != 0)
        return -1;
    char *tmp;
    FILE *f = gd_file_begin(path, &tmp, err, errlen);
    if (!f)
        return -1;
    int bad = gd_image_write_png_to(im, scale, texts, ntexts, f, path, err, errlen) != 0;
    char cerr[512] = "";
    if (gd_file_commit(f, tmp, path, bad, cerr, sizeof cerr) != 0) {
        if (!bad)
            gd_err(err, errlen, "%s", cerr);
        return -1;
    }
    return 0;
}

struct png_read_job {
    gd_image *im;
    gd_image_text *texts;
    int ntexts;
};

static int png_read_all(png_structp png, png_infop info, FILE *f, struct png_read_job *j)
{
    if (setjmp(png_jmpbuf(png)))
        return -1;
    png_init_io(png, f);
    png_read_png(png, info, PNG_TRANSFORM_PACKING | PNG_TRANSFORM_STRIP_16 | PNG_TRANSFORM_STRIP_ALPHA, NULL);
    int type = png_get_color_type(png, info);
    if (type == PNG_COLOR_TYPE_RGB_ALPHA)
        type = PNG_COLOR_TYPE_RGB; /* the alpha channel was stripped */
    if (type != PNG_COLOR_TYPE_PALETTE && type != PNG_COLOR_TYPE_RGB)
        png_error(png, "only palette and RGB images are read");
    int rgb = type == PNG_COLOR_TYPE_RGB;
    uint32_t w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    if (gd_image_init(j->im, w, h, rgb) != 0)
        png_error(png, "out of memory");
    png_bytepp rows = png_get_rows(png, info);
    for (uint32_t r = 0; r < h; r++)
        memcpy(j->im->pix + (size_t)r * w * (rgb ? 3 : 1), rows[r], (size_t)w * (rgb ? 3 : 1));
    if (!rgb) {
        png_colorp pal;
        int n = 0;
        png_get_PLTE(png, info, &pal, &n);
        for (int i = 0; i < n && i < 256; i++)
            j->im->palette[i] = (gd_rgb){pal[i].red, pal[i].green, pal[i].blue};
        j->im->npalette = n;
    }
    png_textp tx;
    int nt = 0;
    png_get_text(png, info, &tx, &nt);
    if (nt > 0) {
        j->texts = calloc((size_t)nt, sizeof *j->texts);
        if (!j->texts)
            png_error(png, "out of memory");
        for (int i = 0; i < nt; i++, j->ntexts++) {
            j->texts[i].key = strdup(tx[i].key);
            j->texts[i].text = strdup(tx[i].text ? tx[i].text : "");
        }
    }
    return 0;
}

int gd_image_read_png(const char *path, gd_image *im, gd_image_text **texts, int *ntexts, char *err, size_t errlen)
{
    memset(im, 0, sizeof *im);
    FILE *f = fopen(path, "rb");
    if (!f) {
        gd_err(err, errlen, "cannot read '%s'", path);
        return -1;
    }
    char pngerr[256] = "not a PNG file";
    struct png_read_job j = {im, NULL, 0};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, pngerr, on_png_error, on_png_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    int bad = !info || png_read_all(png, info, f, &j) != 0;
    png_destroy_read_struct(&png, info ? &info : NULL, NULL);
    fclose(f);
    if (bad) {
        gd_err(err, errlen, "cannot read '%s': %s", path, pngerr);
        gd_image_free(im);
        gd_image_texts_free(j.texts, j.ntexts);
        return -1;
    }
    if (texts) {
        *texts = j.texts;
        *ntexts = j.ntexts;
    } else
        gd_image_texts_free(j.texts, j.ntexts);
    return 0;
}

void gd_image_texts_free(gd_image_text *texts, int ntexts)
{
    for (int i = 0; texts && i < ntexts; i++) {
        free(texts[i].key);
        free(texts[i].text);
    }
    free(texts);
}

int gd_image_resample(const gd_image *src, uint32_t width, uint32_t height, gd_image *dst)
{
    if (gd_image_init(dst, width, height, 1) != 0)
        return -1;
    uint32_t *sum = calloc((size_t)width * height * 4, sizeof *sum);
    if (!sum) {
        gd_image_free(dst);
        return -1;
    }
    /* Each source pixel adds to the one target pixel it falls in ... */
    for (uint32_t r = 0; r < src->height; r++) {
        uint32_t tr = (uint32_t)((uint64_t)r * height / src->height);
        for (uint32_t c = 0; c < src->width; c++) {
            uint32_t tc = (uint32_t)((uint64_t)c * width / src->width);
            gd_rgb v = gd_image_color(src, c, r);
            uint32_t *s = sum + 4 * ((size_t)tr * width + tc);
            s[0] += v.r, s[1] += v.g, s[2] += v.b, s[3]++;
        }
    }
    /* ... and a target pixel no source pixel fell in (enlarging) takes the nearest one. */
    for (uint32_t r = 0; r < height; r++)
        for (uint32_t c = 0; c < width; c++) {
            uint32_t *s = sum + 4 * ((size_t)r * width + c);
            uint8_t *d = dst->pix + 3 * ((size_t)r * width + c);
            if (s[3]) {
                d[0] = (uint8_t)((s[0] + s[3] / 2) / s[3]);
                d[1] = (uint8_t)((s[1] + s[3] / 2) / s[3]);
                d[2] = (uint8_t)((s[2] + s[3] / 2) / s[3]);
            } else {
                gd_rgb v = gd_image_color(src, (uint32_t)((uint64_t)c * src->width / width),
                                          (uint32_t)((uint64_t)r * src->height / height));
                d[0] = v.r, d[1] = v.g, d[2] = v.b;
            }
        }
    free(sum);
    return 0;
}

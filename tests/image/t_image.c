/* Images: PNG round trip (pixels, palette depths, scale, text chunks), resampling,
 * refused writes, and pixel-exact golden pictures of small sheets (tests/golden;
 * GAMEDYN_UPDATE_GOLDEN=1 rewrites them - look at them before committing). */
#include "gamedyn/view.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A private mkdtemp directory for this run's files (no process id in names). */
static const char *tmpdir(void)
{
    static char dir[400];
    if (!dir[0]) {
        const char *t = getenv("TMPDIR");
        snprintf(dir, sizeof dir, "%s/gamedyn-t_image.XXXXXX", t && *t ? t : "/tmp");
        if (!mkdtemp(dir))
            snprintf(dir, sizeof dir, "%s", t && *t ? t : "/tmp");
    }
    return dir;
}

static void round_trip(int npal, int rgb, uint32_t scale)
{
    gd_image im, back;
    CHECK(gd_image_init(&im, 37, 11, rgb) == 0, "init");
    im.npalette = npal;
    for (int i = 0; i < npal; i++)
        im.palette[i] = (gd_rgb){(uint8_t)(i * 7), (uint8_t)(255 - i), (uint8_t)(i * 13)};
    for (size_t i = 0; i < (size_t)37 * 11 * (rgb ? 3 : 1); i++)
        im.pix[i] = (uint8_t)(rgb ? (i * 31) & 255 : (i * 7 + i / 37) % (size_t)npal);
    char path[512], err[256];
    snprintf(path, sizeof path, "%s/round-trip.png", tmpdir());
    gd_image_text t[] = {{"Title", "W_5 of chomp"}, {"Source", "gamedyn sheet chomp --x 5 -o f.png"}};
    CHECK(gd_image_write_png(&im, scale, t, 2, path, err, sizeof err) == 0, "write: %s", err);
    gd_image_text *tx = NULL;
    int nt = 0;
    CHECK(gd_image_read_png(path, &back, &tx, &nt, err, sizeof err) == 0, "read: %s", err);
    long bad = back.width != 37 * scale || back.height != 11 * scale;
    for (uint32_t r = 0; !bad && r < back.height; r++)
        for (uint32_t c = 0; c < back.width; c++) {
            gd_rgb p = gd_image_color(&im, c / scale, r / scale), q = gd_image_color(&back, c, r);
            bad += p.r != q.r || p.g != q.g || p.b != q.b;
        }
    CHECK(bad == 0, "round trip (palette %d, rgb %d, scale %u): %ld pixels differ", npal, rgb, scale, bad);
    CHECK(nt == 2 && strcmp(tx[0].key, "Title") == 0 && strcmp(tx[0].text, "W_5 of chomp") == 0 &&
              strcmp(tx[1].key, "Source") == 0 && strcmp(tx[1].text, t[1].text) == 0,
          "text chunks do not round-trip (%d read)", nt);
    gd_image_texts_free(tx, nt);
    gd_image_free(&back);
    gd_image_free(&im);
    unlink(path);
}

static void refused(void)
{
    gd_image im;
    char err[256];
    CHECK(gd_image_init(&im, 4, 4, 0) == 0, "init");
    im.npalette = 2;
    CHECK(gd_image_write_png(&im, 1, NULL, 0, "/nonexistent-dir/x.png", err, sizeof err) != 0 &&
              strstr(err, "/nonexistent-dir/x.png") != NULL,
          "unwritable path accepted (%s)", err);
    CHECK(access("/nonexistent-dir/x.png", F_OK) != 0, "a file appeared");
    gd_image_free(&im);
    char path[512];
    snprintf(path, sizeof path, "%s/bad.png", tmpdir());
    FILE *f = fopen(path, "w");
    fputs("not a png\n", f);
    fclose(f);
    CHECK(gd_image_read_png(path, &im, NULL, NULL, err, sizeof err) != 0, "a text file read as PNG");
    unlink(path);
}

static void resample(void)
{
    gd_image im, rs;
    CHECK(gd_image_init(&im, 4, 2, 0) == 0, "init");
    im.npalette = 2;
    im.palette[0] = (gd_rgb){255, 255, 255};
    im.palette[1] = (gd_rgb){0, 0, 0};
    im.pix[0] = im.pix[5] = 1; /* a checker in the left half */
    CHECK(gd_image_resample(&im, 2, 1, &rs) == 0, "resample");
    CHECK(rs.pix[0] == 128 && rs.pix[3] == 255, "means: %d %d", rs.pix[0], rs.pix[3]);
    gd_image_free(&rs);
    CHECK(gd_image_resample(&im, 8, 4, &rs) == 0, "enlarge");
    CHECK(rs.pix[0] == 0 && rs.pix[3 * 2] == 255, "nearest when enlarging");
    gd_image_free(&rs);
    gd_image_free(&im);
}

typedef struct {
    const char *file;
    gd_sheet_game game;
    gd_variant variant;
    const char *perturb;
    uint64_t x;
    gd_render_kind kind;
} golden_case;

static void golden(const golden_case *g)
{
    gd_perturb V = {0};
    char err[256];
    if (g->perturb)
        CHECK(gd_perturb_parse(&V, g->perturb, gd_rules_get(g->game), err, sizeof err) == 0, "%s", err);
    gd_config cfg = {g->game, g->variant, g->perturb ? &V : NULL, g->x, 0, 0};
    uint64_t ny, nz;
    gd_view_default_window(g->game, g->x, &ny, &nz);
    cfg.ymax = ny - 1;
    gd_view v;
    gd_image im;
    if (gd_view_compute(&v, &cfg, g->x, ny, nz, g->kind == GD_RENDER_DECOMPOSE, NULL, NULL, err, sizeof err) != 0) {
        CHECK(0, "%s: %s", g->file, err);
        return;
    }
    CHECK(gd_render_view(&v, g->kind, NULL, 0, &im) == 0, "render");
    tl_check_golden(g->file, &im);
    gd_image_free(&im);
    gd_view_free(&v);
    gd_perturb_clear(&V);
}

int main(void)
{
    round_trip(2, 0, 1);
    round_trip(4, 0, 3);
    round_trip(16, 0, 2);
    round_trip(200, 0, 1);
    round_trip(0, 1, 2);
    refused();
    resample();
    static const golden_case cases[] = {
        {"chomp-W20.png", GD_SHEET_CHOMP, GD_VARIANT_PLAIN, NULL, 20, GD_RENDER_W},
        {"chomp-L30.png", GD_SHEET_CHOMP, GD_VARIANT_PLAIN, NULL, 30, GD_RENDER_L},
        {"chomp-pass-both30.png", GD_SHEET_CHOMP, GD_VARIANT_PASS, NULL, 30, GD_RENDER_BOTH},
        {"chomp-decompose40.png", GD_SHEET_CHOMP, GD_VARIANT_PLAIN, NULL, 40, GD_RENDER_DECOMPOSE},
        {"nim-W12.png", GD_SHEET_NIM, GD_VARIANT_PLAIN, NULL, 12, GD_RENDER_W},
        {"nim-pass-both10.png", GD_SHEET_NIM, GD_VARIANT_PASS, NULL, 10, GD_RENDER_BOTH},
        {"nim-generic-both14.png", GD_SHEET_NIM, GD_VARIANT_PERTURB, "point:9,13,4", 14, GD_RENDER_BOTH},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        golden(&cases[i]);
    rmdir(tmpdir());
    return tl_done("t_image");
}

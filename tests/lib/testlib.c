#include "testlib.h"
#include <stdlib.h>
#include <string.h>

long tl_checks, tl_failures;

long tl_effort(void)
{
    const char *e = getenv("GAMEDYN_TEST_EFFORT");
    char *end;
    long k = e && *e ? strtol(e, &end, 10) : 1;
    if (e && *e && (*end || k < 1 || k > 1000)) {
        fprintf(stderr, "GAMEDYN_TEST_EFFORT must be a whole number from 1 to 1000, not '%s'\n", e);
        exit(2);
    }
    return k;
}

int tl_done(const char *name)
{
    printf("%s: %ld checks, %ld failed\n", name, tl_checks, tl_failures);
    return tl_failures ? 1 : 0;
}

/* The data ships with the repository; the tests run from its root (make check). */
const char *tl_reference(void)
{
    const char *r = getenv("GAMEDYN_REFERENCE");
    return r && *r ? r : "tests/data";
}

FILE *tl_open_reference(const char *file)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", tl_reference(), file);
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "cannot open reference file %s (run from the repository root, or set GAMEDYN_REFERENCE)\n", path);
        exit(1);
    }
    return f;
}

int tl_next_line(FILE *f, char *buf, size_t len)
{
    while (fgets(buf, (int)len, f)) {
        size_t n = strlen(buf);
        int whole = n > 0 && buf[n - 1] == '\n';
        if (!whole) { /* a line longer than buf: drop the rest rather than read it as a new line */
            int ch;
            while ((ch = fgetc(f)) != EOF && ch != '\n')
                ;
        }
        if (buf[0] == '#' || buf[0] == '\n')
            continue;
        return 1;
    }
    return 0;
}

void tl_check_golden(const char *file, const gd_image *im)
{
    char err[256], path[512];
    const char *dir = getenv("GAMEDYN_GOLDEN") ? getenv("GAMEDYN_GOLDEN") : "tests/golden";
    snprintf(path, sizeof path, "%s/%s", dir, file);
    if (getenv("GAMEDYN_UPDATE_GOLDEN"))
        CHECK(gd_image_write_png(im, 1, NULL, 0, path, err, sizeof err) == 0, "%s", err);
    gd_image ref;
    if (gd_image_read_png(path, &ref, NULL, NULL, err, sizeof err) != 0) {
        CHECK(0, "golden %s: %s", file, err);
        return;
    }
    int same = ref.width == im->width && ref.height == im->height;
    for (uint32_t r = 0; same && r < im->height; r++)
        for (uint32_t c = 0; same && c < im->width; c++) {
            gd_rgb p = gd_image_color(im, c, r), q = gd_image_color(&ref, c, r);
            same = p.r == q.r && p.g == q.g && p.b == q.b;
        }
    CHECK(same, "%s: the picture differs from the golden one", file);
    gd_image_free(&ref);
}

int tl_sheet_eq(const gd_sheet *p, const gd_sheet *q)
{
    return p->x == q->x && p->kind == q->kind && p->len == q->len && p->computed == q->computed &&
           p->period == q->period && (!p->len || !memcmp(p->z, q->z, p->len * sizeof *p->z)) &&
           (p->kind != GD_SHEET_TAIL || !memcmp(p->tail, q->tail, p->period * sizeof *p->tail));
}

/* fuzz_vfile - the V-file reader: the input becomes a file and gd_perturb_parse reads it
 * by path, for both games, and the result is compared with a small reference reader here
 * that follows the format's definition (sheet.h: lines "x y z" of any length, '#' starts a
 * comment), so a line misread in pieces is caught, not only memory errors. */
#include "common.h"
#include "gamedyn/sheet.h"
#include <string.h>

/* One line [s, e): 1 and *pt for a point, 0 for a blank or comment line, -1 otherwise. */
static int ref_line(const uint8_t *s, const uint8_t *e, gd_xyz *pt)
{
    const uint8_t *h = memchr(s, '#', (size_t)(e - s));
    if (h)
        e = h;
    uint64_t c[3];
    int k = 0;
    for (;;) {
        while (s < e && (*s == ' ' || *s == '\t'))
            s++;
        if (k == 3 || s == e || *s < '0' || *s > '9')
            break;
        uint64_t v = 0;
        for (; s < e && *s >= '0' && *s <= '9'; s++) {
            unsigned d = (unsigned)(*s - '0');
            if (v > (UINT64_MAX - d) / 10)
                return -1;
            v = v * 10 + d;
        }
        c[k++] = v;
    }
    while (s < e && (*s == ' ' || *s == '\t' || *s == '\r'))
        s++;
    if (s != e || (k != 0 && k != 3))
        return -1;
    if (k == 0)
        return 0;
    *pt = (gd_xyz){c[0], c[1], c[2]};
    return 1;
}

static int pos_less(const gd_xyz *a, const gd_xyz *b)
{
    if (a->x != b->x)
        return a->x < b->x;
    if (a->y != b->y)
        return a->y < b->y;
    return a->z < b->z;
}

/* Whether the reference reader accepts data as a V of rules' game, and whether v (NULL
 * when the library refused) holds exactly its points. */
static int ref_agrees(const uint8_t *data, size_t size, const gd_rules *r, const gd_perturb *v)
{
    const uint8_t *s = data, *end = data + size;
    size_t found = 0;
    while (s < end) {
        const uint8_t *e = memchr(s, '\n', (size_t)(end - s));
        if (!e)
            e = end;
        gd_xyz pt;
        int k = ref_line(s, e, &pt);
        if (k < 0)
            return v == NULL;
        if (k > 0) {
            if (!gd_rules_is_position(r, pt.x, pt.y, pt.z))
                return v == NULL;
            if (v && !gd_perturb_contains(v, r, pt.x, pt.y, pt.z))
                return 0;
            found++;
        }
        s = e + 1;
    }
    if (!v)
        return 0;
    /* every point of v listed in the file: v is sorted and no larger than the file's list */
    for (size_t i = 1; i < v->npts; i++)
        if (!pos_less(&v->pts[i - 1], &v->pts[i]))
            return 0;
    return v->npts <= found;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *path = fuzz_write_file(data, size);
    /* A NUL byte is outside the format; readers may refuse the line or stop at it. */
    int compare = memchr(data, 0, size) == NULL;
    for (int g = GD_SHEET_NIM; g <= GD_SHEET_CHOMP; g++) {
        const gd_rules *r = gd_rules_get((gd_sheet_game)g);
        gd_perturb v;
        char err[512];
        err[0] = 0;
        if (gd_perturb_parse(&v, path, r, err, sizeof err) != 0) {
            if (!err[0])
                abort(); /* a refusal must say why */
            if (compare && !ref_agrees(data, size, r, NULL)) {
                fprintf(stderr, "fuzz_vfile: %s refused a valid V file: %s\n", r->name, err);
                abort();
            }
            continue;
        }
        if (v.kind != GD_PERTURB_FINITE)
            abort();
        if (compare && !ref_agrees(data, size, r, &v)) {
            fprintf(stderr, "fuzz_vfile: %s read %zu points that differ from the file's\n", r->name, v.npts);
            abort();
        }
        gd_perturb_clear(&v);
    }
    return 0;
}

/* voxels.c - the set {(a,b,g(a,b))} as unit cubes: an isometric picture from three sides and a
 * Wavefront .obj (docs/pictures.md, "Voxels"). */
#include "gamedyn/twoheap.h"
#include "gamedyn/image.h"
#include <stdlib.h>
#include <string.h>

/* Screen coordinates of view point (x,y,z) for cube side s: u = 2s (x - y), v = s (x + y) - 2s z.
 * (1,1,1) maps to (0,0): the projection runs along (1,1,1), so among unit cubes of a grid the
 * one with the larger x + y + z is never behind the other, and equal sums only share edges. */

/* The hexagon of a cube as a 4s x 4s sprite: 0 outside, 1 top, 2 left (the y+1 face), 3 right
 * (the x+1 face). Pixel centres in doubled coordinates U, V (relative to the projection of the
 * cube's corner (1,1,1)) are odd, so no centre lies on an edge: the classification is exact. */
static void sprite(uint32_t s, uint8_t *sp)
{
    int64_t S = s, n = 4 * S;
    for (int64_t j = 0; j < n; j++)
        for (int64_t i = 0; i < n; i++) {
            int64_t U = 2 * i + 1 - 4 * S, V = 2 * j + 1 - 4 * S, au = U < 0 ? -U : U;
            int64_t vt = V + 2 * S, avt = vt < 0 ? -vt : vt;
            uint8_t f = 0;
            if (au + 2 * avt <= 4 * S)
                f = 1;
            else if (2 * V + au <= 8 * S && 2 * V >= au - 8 * S)
                f = U < 0 ? 2 : 3;
            sp[j * n + i] = f;
        }
}

void gd_table_voxels_size(const gd_table *t, uint32_t s, uint64_t *width, uint64_t *height)
{
    uint64_t xy = t->rows + t->cols, gmax = t->rows && t->cols ? gd_table_max(t) : 0;
    *width = GD_VOXEL_VIEWS * 2 * s * xy + (GD_VOXEL_VIEWS - 1) * GD_VOXEL_GAP * (uint64_t)s;
    *height = (xy + 2 + 2 * gmax) * s;
}

int gd_table_voxels_check(const gd_table *t, uint32_t s, char *err, size_t errlen)
{
    if (t->kind != GD_TABLE_GRUNDY) {
        snprintf(err, errlen, "voxels: not a table of Grundy values");
        return -1;
    }
    if (s < 1 || s > 64) {
        snprintf(err, errlen, "voxels: cube side %u pixels is not in 1..64", s);
        return -1;
    }
    if (t->rows == 0 || t->cols == 0) {
        snprintf(err, errlen, "voxels: empty table");
        return -1;
    }
    uint64_t w, h;
    gd_table_voxels_size(t, s, &w, &h);
    return gd_image_check_size(w, h, 1, err, errlen);
}

static gd_rgb shade(gd_rgb c, int num, int den)
{
    return (gd_rgb){(uint8_t)(c.r * num / den), (uint8_t)(c.g * num / den), (uint8_t)(c.b * num / den)};
}

/* View k's grid coordinates of cell (i = a - a0, b): k quarter turns. */
static void turn(int k, uint64_t R, uint64_t C, uint64_t i, uint64_t b, uint64_t *x, uint64_t *y)
{
    switch (k) {
    case 0: *x = i, *y = b; break;
    case 1: *x = C - 1 - b, *y = i; break;
    default: *x = R - 1 - i, *y = C - 1 - b; break;
    }
}

int gd_table_voxels_draw(const gd_table *t, uint32_t s, gd_image *im)
{
    return gd_table_voxels_draw_cmap(t, s, GD_CMAP_HUE, im);
}

int gd_table_voxels_draw_cmap(const gd_table *t, uint32_t s, gd_cmap m, gd_image *im)
{
    char err[256];
    if (gd_table_voxels_check(t, s, err, sizeof err) != 0)
        return -1;
    uint64_t w, h, R = t->rows, C = t->cols, cells = R * C;
    gd_table_voxels_size(t, s, &w, &h);
    uint32_t gmax = gd_table_max(t);
    uint64_t nkeys = R + C - 1 + (uint64_t)gmax;
    uint8_t *sp = malloc(16 * (size_t)s * s);
    uint64_t *start = calloc(nkeys + 1, sizeof *start), *order = malloc(cells * sizeof *order);
    if (!sp || !start || !order || gd_image_init(im, (uint32_t)w, (uint32_t)h, 1) != 0) {
        free(sp), free(start), free(order);
        return -1;
    }
    memset(im->pix, 255, (size_t)w * h * 3);
    sprite(s, sp);
    int64_t n = 4 * (int64_t)s;
    for (int k = 0; k < GD_VOXEL_VIEWS; k++) {
        uint64_t X = k == 1 ? C : R, Y = k == 1 ? R : C;
        /* The panel's origin: u = 0 at column 2s (Y - 1) + 2s, v = 0 at row 2s gmax + 2s. */
        int64_t left = (int64_t)(k * (2 * s * (X + Y) + GD_VOXEL_GAP * (uint64_t)s));
        int64_t u0 = left + 2 * (int64_t)s * (int64_t)Y, v0 = 2 * (int64_t)s * ((int64_t)gmax + 1);
        /* Counting sort by x + y + z: far cubes first. */
        memset(start, 0, (nkeys + 1) * sizeof *start);
        for (uint64_t i = 0; i < R; i++)
            for (uint64_t b = 0; b < C; b++) {
                uint64_t x, y;
                turn(k, R, C, i, b, &x, &y);
                start[x + y + t->v[i * C + b] + 1]++;
            }
        for (uint64_t key = 1; key <= nkeys; key++)
            start[key] += start[key - 1];
        for (uint64_t i = 0; i < R; i++)
            for (uint64_t b = 0; b < C; b++) {
                uint64_t x, y;
                turn(k, R, C, i, b, &x, &y);
                order[start[x + y + t->v[i * C + b]]++] = i * C + b;
            }
        for (uint64_t o = 0; o < cells; o++) {
            uint64_t cell = order[o], i = cell / C, b = cell % C, x, y;
            uint32_t g = t->v[cell];
            turn(k, R, C, i, b, &x, &y);
            gd_rgb top = m == GD_CMAP_HUE ? gd_image_hue(g, gmax) : gd_cmap_at(m, gmax ? (double)g / gmax : 0), col[4] = {top, top, shade(top, 3, 4), shade(top, 1, 2)};
            /* The sprite's top-left pixel: corner (1,1,1) of the cube at (x,y,z) minus 2s. */
            int64_t cu = u0 + 2 * (int64_t)s * ((int64_t)x - (int64_t)y) - 2 * (int64_t)s;
            int64_t cv = v0 + (int64_t)s * ((int64_t)x + (int64_t)y + 2) - 2 * (int64_t)s * ((int64_t)g + 1) -
                         2 * (int64_t)s;
            for (int64_t j = 0; j < n; j++)
                for (int64_t q = 0; q < n; q++) {
                    uint8_t f = sp[j * n + q];
                    if (!f)
                        continue;
                    uint8_t *p = im->pix + ((size_t)(cv + j) * w + (size_t)(cu + q)) * 3;
                    p[0] = col[f].r, p[1] = col[f].g, p[2] = col[f].b;
                }
        }
    }
    free(sp), free(start), free(order);
    return 0;
}

int gd_table_voxels_obj(const gd_table *t, FILE *f, const char *comment, uint64_t *nv, uint64_t *nf)
{
    for (const char *p = comment; p && *p;) {
        const char *e = strchr(p, '\n');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        fprintf(f, "# %.*s\n", (int)len, p);
        p += len + (e != NULL);
    }
    uint64_t cells = t->rows * t->cols;
    fprintf(f, "# %llu cubes (one a cell (a,b), at height g): 8 vertices 'v a g b' and 6 faces each\n",
            (unsigned long long)cells);
    /* Faces counter-clockwise from outside: -z, +z, -y (bottom), +y (top), -x, +x. */
    static const int face[6][4] = {{1, 4, 3, 2}, {5, 6, 7, 8}, {1, 2, 6, 5}, {4, 8, 7, 3}, {1, 5, 8, 4}, {2, 3, 7, 6}};
    static const int corner[8][3] = {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0},
                                     {0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {0, 1, 1}};
    for (uint64_t c = 0; c < cells && !ferror(f); c++) {
        uint64_t a = t->a0 + c / t->cols, b = c % t->cols, g = t->v[c];
        for (int k = 0; k < 8; k++)
            fprintf(f, "v %llu %llu %llu\n", (unsigned long long)(a + corner[k][0]),
                    (unsigned long long)(g + corner[k][1]), (unsigned long long)(b + corner[k][2]));
        for (int k = 0; k < 6; k++) {
            uint64_t base = 8 * c;
            fprintf(f, "f %llu %llu %llu %llu\n", (unsigned long long)(base + face[k][0]),
                    (unsigned long long)(base + face[k][1]), (unsigned long long)(base + face[k][2]),
                    (unsigned long long)(base + face[k][3]));
        }
    }
    if (nv)
        *nv = 8 * cells;
    if (nf)
        *nf = 6 * cells;
    return ferror(f) ? -1 : 0;
}

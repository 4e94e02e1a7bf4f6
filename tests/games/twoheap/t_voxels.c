/* t_voxels - the voxel pictures and .obj of src/games/twoheap/voxels.c: pixel-exact golden pictures
 * (tests/golden/voxels-*.png; GAMEDYN_UPDATE_GOLDEN=1 rewrites them), one cube's hexagon and
 * shades, painter's order (a cube exactly in front of another hides it), and the .obj parsed
 * back: counts, indices in range, each cube's faces closed and outward. Tables are filled here
 * (a XOR b), never by the table module. */
#include "gamedyn/twoheap.h"
#include "gamedyn/image.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

static int same_rgb(gd_rgb x, gd_rgb y)
{
    return x.r == y.r && x.g == y.g && x.b == y.b;
}

static gd_table xor_table(uint64_t a0, uint64_t rows, uint64_t cols)
{
    gd_table t = {GD_TABLE_GRUNDY, a0, rows, cols, 0, calloc(rows * cols, sizeof(uint32_t))};
    for (uint64_t i = 0; i < rows; i++)
        for (uint64_t b = 0; b < cols; b++)
            t.v[i * cols + b] = (uint32_t)((a0 + i) ^ b);
    return t;
}

static void golden(const char *file, const gd_table *t, uint32_t s)
{
    gd_image im;
    if (gd_table_voxels_draw(t, s, &im) != 0) {
        CHECK(0, "%s: not drawn", file);
        return;
    }
    tl_check_golden(file, &im);
    gd_image_free(&im);
}

/* One cube, side 1: each panel is the 4 x 4 hexagon, worked out by hand from the definition
 * (pixel centres in doubled coordinates U, V in {-3,-1,1,3}: top |U| + 2|V+2| <= 4, inside
 * |U| - 8 <= 2V <= 8 - |U|, left U < 0). */
static void one_cube(void)
{
    gd_table t = xor_table(0, 1, 1);
    gd_image im;
    uint64_t w, h;
    gd_table_voxels_size(&t, 1, &w, &h);
    CHECK(w == 3 * 4 + 2 * GD_VOXEL_GAP && h == 4, "size %llux%llu", (unsigned long long)w, (unsigned long long)h);
    CHECK(gd_table_voxels_draw(&t, 1, &im) == 0, "drawn");
    gd_rgb top = gd_image_hue(0, 0), white = {255, 255, 255};
    gd_rgb left = {(uint8_t)(top.r * 3 / 4), (uint8_t)(top.g * 3 / 4), (uint8_t)(top.b * 3 / 4)};
    gd_rgb right = {(uint8_t)(top.r / 2), (uint8_t)(top.g / 2), (uint8_t)(top.b / 2)};
    /* the hexagon of side 1: T top, L left, R right, . background */
    static const char *hex[4] = {".TT.", "LTTR", "LLRR", ".LR."};
    int ok = 1;
    for (int k = 0; k < 3; k++)
        for (int r = 0; r < 4; r++)
            for (int c = 0; c < 4; c++) {
                char f = hex[r][c];
                gd_rgb want = f == 'T' ? top : f == 'L' ? left : f == 'R' ? right : white;
                ok &= same_rgb(gd_image_color(&im, (uint32_t)(k * (4 + GD_VOXEL_GAP) + c), (uint32_t)r), want);
            }
    CHECK(ok, "one cube: the hexagon, its shades or the panels' places differ");
    gd_image_free(&im);
    free(t.v);
    t = (gd_table){GD_TABLE_OUTCOME, 0, 1, 1, 0, NULL};
    char err[128];
    CHECK(gd_table_voxels_check(&t, 1, err, sizeof err) == -1, "an outcome table is refused");
}

/* (0,0) at height 0 and (1,1) at height 1: in view 0 the second is exactly in front of the
 * first ((1,1,1) is the direction of projection), so none of the first's colours shows there. */
static void painter(void)
{
    gd_table t = {GD_TABLE_GRUNDY, 0, 2, 2, 0, calloc(4, sizeof(uint32_t))};
    t.v[0] = 0, t.v[3] = 1, t.v[1] = 4, t.v[2] = 4;
    gd_image im;
    if (gd_table_voxels_draw(&t, 2, &im) != 0) {
        CHECK(0, "not drawn");
        return;
    }
    gd_rgb c0 = gd_image_hue(0, 4), c1 = gd_image_hue(1, 4);
    uint32_t panel = 2 * 2 * 4; /* view 0's width: 2s (rows + cols) */
    long hidden = 0, front = 0;
    for (uint32_t r = 0; r < im.height; r++)
        for (uint32_t c = 0; c < panel; c++) {
            gd_rgb p = gd_image_color(&im, c, r);
            hidden += same_rgb(p, c0);
            front += same_rgb(p, c1);
        }
    CHECK(hidden == 0 && front == 16, "view 0: %ld pixels of the hidden cube, %ld of its top face", hidden,
          front);
    /* in view 2 (a half turn) the cube at (0,0) is the nearer one: its top is whole (16 pixels
     * at side 2: rows of 2, 6, 6, 2) */
    hidden = 0;
    for (uint32_t r = 0; r < im.height; r++)
        for (uint32_t c = 2 * (panel + GD_VOXEL_GAP * 2); c < im.width; c++)
            hidden += same_rgb(gd_image_color(&im, c, r), c0);
    CHECK(hidden == 16, "view 2: %ld pixels of the top of the cube at (0,0)", hidden);
    gd_image_free(&im);
    free(t.v);
}

static void goldens(void)
{
    gd_table t = xor_table(0, 8, 8);
    golden("voxels-nim8.png", &t, 2);
    free(t.v);
    /* rows 2..5 of columns 0..6: a band, not square, a0 > 0 */
    t = xor_table(2, 4, 7);
    golden("voxels-nim-band.png", &t, 3);
    free(t.v);
}

/* The .obj read back: every line is a comment, 'v x y z' or 'f i j k l'; indices in range;
 * each cube's 8 vertices are a unit cube at (a, g, b); each of its 12 edges is in exactly
 * two of its faces, once each way (closed, consistently wound); each face's normal points
 * away from the cube's centre. */
static void obj(void)
{
    gd_table t = xor_table(1, 3, 5);
    FILE *f = tmpfile();
    uint64_t nv = 0, nf = 0;
    CHECK(f && gd_table_voxels_obj(&t, f, "line one\nline two", &nv, &nf) == 0, "written");
    CHECK(nv == 8 * 15 && nf == 6 * 15, "%llu vertices, %llu faces", (unsigned long long)nv, (unsigned long long)nf);
    rewind(f);
    char line[256];
    long v = 0, fc = 0, comments = 0, bad = 0;
    static long vx[200][3];
    static long face[200][4];
    while (fgets(line, sizeof line, f)) {
        long a, b, c, d;
        if (line[0] == '#')
            comments++;
        else if (sscanf(line, "v %ld %ld %ld", &a, &b, &c) == 3 && v < 200)
            vx[v][0] = a, vx[v][1] = b, vx[v][2] = c, v++;
        else if (sscanf(line, "f %ld %ld %ld %ld", &a, &b, &c, &d) == 4 && fc < 200)
            face[fc][0] = a, face[fc][1] = b, face[fc][2] = c, face[fc][3] = d, fc++;
        else
            bad++;
    }
    fclose(f);
    CHECK(bad == 0 && comments == 3 && v == 120 && fc == 90, "%ld bad lines, %ld comments, %ld v, %ld f", bad, comments,
          v, fc);
    int ok = 1;
    for (long i = 0; i < fc; i++)
        for (int k = 0; k < 4; k++)
            ok &= face[i][k] >= 1 && face[i][k] <= v && (face[i][k] - 1) / 8 == i / 6; /* a cube's own vertices */
    CHECK(ok, "face indices out of range or into another cube");
    for (long cube = 0; ok && cube < 15; cube++) {
        long a = 1 + cube / 5, b = cube % 5, g = a ^ b;
        long cx2 = 2 * a + 1, cy2 = 2 * g + 1, cz2 = 2 * b + 1; /* doubled centre */
        for (int k = 0; k < 8; k++) {
            long *p = vx[cube * 8 + k];
            ok &= (p[0] == a || p[0] == a + 1) && (p[1] == g || p[1] == g + 1) && (p[2] == b || p[2] == b + 1);
            for (int m = 0; m < k; m++)
                ok &= memcmp(p, vx[cube * 8 + m], sizeof vx[0]) != 0;
        }
        int edges[8][8] = {{0}};
        for (int fi = 0; fi < 6; fi++) {
            long *q = face[cube * 6 + fi];
            for (int k = 0; k < 4; k++)
                edges[(q[k] - 1) % 8][(q[(k + 1) % 4] - 1) % 8]++;
            /* normal (p1 - p0) x (p2 - p0) against the face centre minus the cube centre */
            long *p0 = vx[q[0] - 1], *p1 = vx[q[1] - 1], *p2 = vx[q[2] - 1];
            long u[3] = {p1[0] - p0[0], p1[1] - p0[1], p1[2] - p0[2]}, w[3] = {p2[0] - p0[0], p2[1] - p0[1], p2[2] - p0[2]};
            long n[3] = {u[1] * w[2] - u[2] * w[1], u[2] * w[0] - u[0] * w[2], u[0] * w[1] - u[1] * w[0]};
            long fcx = p0[0] + vx[q[2] - 1][0], fcy = p0[1] + vx[q[2] - 1][1], fcz = p0[2] + vx[q[2] - 1][2];
            ok &= n[0] * (fcx - cx2) + n[1] * (fcy - cy2) + n[2] * (fcz - cz2) > 0;
        }
        int nedges = 0;
        for (int x = 0; x < 8; x++)
            for (int y = 0; y < 8; y++) {
                ok &= edges[x][y] <= 1 && edges[x][y] == edges[y][x];
                nedges += edges[x][y];
            }
        ok &= nedges == 24;
    }
    CHECK(ok, "a cube is not a closed, outward-wound unit cube at (a, g, b)");
    free(t.v);
}

int main(void)
{
    one_cube();
    painter();
    goldens();
    obj();
    return tl_done("t_voxels");
}

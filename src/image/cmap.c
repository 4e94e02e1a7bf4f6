/* cmap.c - the colour maps of value pictures: hue (hue.c) and viridis, each with a zero
 * colour off the map. */
#include "gamedyn/image.h"
#include <math.h>
#include <string.h>

/* viridis at t = 0, 0.1, ..., 1: the published table of Smith and van der Walt (mpl-colormaps,
 * matplotlib 2015, CC0), entries 0, 25, 51, ..., 255; linear between them. */
static const double viridis[11][3] = {
    {0.267004, 0.004874, 0.329415}, {0.282623, 0.140926, 0.457517}, {0.253935, 0.265254, 0.529983},
    {0.206756, 0.371758, 0.553117}, {0.163625, 0.471133, 0.558148}, {0.127568, 0.566949, 0.550556},
    {0.134692, 0.658636, 0.517649}, {0.266941, 0.748751, 0.440573}, {0.477504, 0.821444, 0.318195},
    {0.741388, 0.873449, 0.149561}, {0.993248, 0.906157, 0.143936},
};

int gd_cmap_parse(const char *s)
{
    if (strcmp(s, "hue") == 0)
        return GD_CMAP_HUE;
    if (strcmp(s, "viridis") == 0)
        return GD_CMAP_VIRIDIS;
    return -1;
}

const char *gd_cmap_name(gd_cmap m)
{
    return m == GD_CMAP_VIRIDIS ? "viridis" : "hue";
}

gd_rgb gd_cmap_at(gd_cmap m, double t)
{
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    if (m != GD_CMAP_VIRIDIS)
        return gd_image_hue(t, 1);
    double h = 10 * t;
    int i = h >= 10 ? 9 : (int)h;
    double f = h - i;
    uint8_t c[3];
    for (int k = 0; k < 3; k++)
        c[k] = (uint8_t)lround(255 * (viridis[i][k] + f * (viridis[i + 1][k] - viridis[i][k])));
    return (gd_rgb){c[0], c[1], c[2]};
}

gd_rgb gd_cmap_zero(gd_cmap m)
{
    /* Off the map: hue's colours are all bright, viridis' darkest end is near black. */
    return m == GD_CMAP_VIRIDIS ? (gd_rgb){255, 255, 255} : (gd_rgb){0, 0, 0};
}

gd_rgb gd_cmap_color(gd_cmap m, double v, double vmax)
{
    if (v <= 0)
        return gd_cmap_zero(m);
    if (m != GD_CMAP_VIRIDIS)
        return gd_image_hue(v, vmax > 0 ? vmax : v); /* the hue map's own arithmetic */
    return gd_cmap_at(m, vmax > 0 ? v / vmax : 1);
}

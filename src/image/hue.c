/* hue.c - the hue colour map of every Grundy picture (sheet views, tables, voxels). */
#include "gamedyn/image.h"
#include <math.h>

gd_rgb gd_image_hue(double v, double vmax)
{
    double h = vmax > 0 ? 5.0 * v / vmax : 0; /* sixths of the circle: red .. magenta */
    if (h < 0)
        h = 0;
    if (h > 5)
        h = 5;
    int i = (int)h;
    double f = h - i;
    uint8_t up = (uint8_t)lround(255 * f), down = (uint8_t)lround(255 * (1 - f));
    switch (i) {
    case 0: return (gd_rgb){255, up, 0};
    case 1: return (gd_rgb){down, 255, 0};
    case 2: return (gd_rgb){0, 255, up};
    case 3: return (gd_rgb){0, down, 255};
    case 4: return (gd_rgb){up, 0, 255};
    default: return (gd_rgb){255, 0, 255};
    }
}

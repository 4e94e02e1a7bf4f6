/* published.c - the papers' numbers and the reading of their words (experiment.h). */
#include "gamedyn/experiment.h"
#include <math.h>
#include <string.h>

/* "About" is read as within 10%; "within about 2.5" holds while the largest residual stays
 * within 3.5 (a few outliers far beyond are another matter); "nearly half" as 0.35 to 0.6. */
static const gd_published table[] = {
    {GD_PUB_BAND_HALFWIDTH, GD_PUB_ABOUT, 1.75, 0.175, NAN, NAN, 0, "about ±1.75",
     "Renormalizing Chomp: the band of z*(x) - x/sqrt2"},
    {GD_PUB_SCATTER_MAX, GD_PUB_AT_MOST, GD_SCATTER_BAND, 1.0, NAN, NAN, 0, "within about 2.5",
     "Renormalizing Chomp: the losers about their lines"},
    {GD_PUB_CHOMP_MOVED, GD_PUB_ABOVE, 0.5, 0, NAN, NAN, 7, "over half of the line losers after 7 levels",
     "Renormalizing Chomp: sensitivity"},
    {GD_PUB_NIM_MOVED, GD_PUB_BETWEEN, 0.5, 0, 0.35, 0.6, 15, "nearly half after about 15 levels",
     "the pass paper, Fig. 13"},
};
enum { NTABLE = sizeof table / sizeof table[0] };

const gd_published *gd_published_get(const char *name)
{
    for (int i = 0; name && i < NTABLE; i++)
        if (strcmp(table[i].name, name) == 0)
            return &table[i];
    return NULL;
}

const gd_published *gd_published_all(int *n)
{
    *n = NTABLE;
    return table;
}

int gd_published_holds(const gd_published *p, double v)
{
    switch (p->rule) {
    case GD_PUB_ABOUT: return fabs(v - p->value) <= p->tol;
    case GD_PUB_AT_MOST: return v <= p->value + p->tol;
    case GD_PUB_ABOVE: return v > p->value;
    case GD_PUB_BETWEEN: return v >= p->lo && v <= p->hi;
    }
    return 0;
}

int gd_published_interval(const gd_published *p, double lo, double hi)
{
    /* the range of values the statement allows (NaN bounds compare false: "in part") */
    double L = p->rule == GD_PUB_ABOUT ? p->value - p->tol : p->rule == GD_PUB_BETWEEN ? p->lo : -INFINITY;
    double H = p->rule == GD_PUB_ABOUT     ? p->value + p->tol
               : p->rule == GD_PUB_AT_MOST ? p->value + p->tol
               : p->rule == GD_PUB_BETWEEN ? p->hi
                                           : INFINITY;
    if (p->rule == GD_PUB_ABOVE)
        return hi < p->value ? -1 : lo > p->value ? 1 : 0;
    return hi < L || lo > H ? -1 : lo >= L && hi <= H ? 1 : 0;
}

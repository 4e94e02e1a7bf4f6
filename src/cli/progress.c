/* progress.c - the progress line (progress.h). */
#include "gamedyn/progress.h"
#include "gamedyn/util.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void gd_progress_start(gd_progress *p, const char *what, uint64_t total, int quiet)
{
    const char *force = getenv("GAMEDYN_PROGRESS");
    int forced = force && strcmp(force, "1") == 0;
    memset(p, 0, sizeof *p);
    p->what = what;
    p->total = total;
    p->power = 1;
    p->on = !quiet && (forced || isatty(STDERR_FILENO));
    p->delay = forced ? 0 : 0.5;
    p->t0 = gd_seconds();
    p->last = -1;
}

const char *gd_progress_duration(double secs, char *buf, int len)
{
    if (secs < 0)
        secs = 0;
    if (secs < 60)
        snprintf(buf, (size_t)len, "%.1f s", secs);
    else if (secs < 3600)
        snprintf(buf, (size_t)len, "%d min %02d s", (int)(secs / 60), (int)secs % 60);
    else
        snprintf(buf, (size_t)len, "%d h %02d min", (int)(secs / 3600), (int)(secs / 60) % 60);
    return buf;
}

void gd_progress_update(gd_progress *p, uint64_t done)
{
    if (!p->on)
        return;
    double t = gd_seconds(), el = t - p->t0;
    /* Five updates a second at most: more would cost the terminal time and nobody reads them. */
    if (el < p->delay || (p->last >= 0 && t - p->last < 0.2))
        return;
    p->last = t;
    char line[160], rate[32] = "", eta[48] = "";
    uint64_t here = done > p->from ? done - p->from : 0;
    double r = el > 0 ? (double)here / el : 0;
    /* A rate over less than half a second says little. */
    if (here > 0 && el >= 0.5) {
        snprintf(rate, sizeof rate, r >= 10 ? "  %.0f/s" : "  %.2g/s", r);
        if (p->total > done) {
            char d[32];
            /* the work of this run so far against the work left */
            double f = pow((double)done / (double)p->total, p->power), f0 = pow((double)p->from / (double)p->total, p->power);
            if (f > f0)
                snprintf(eta, sizeof eta, "  ETA %s", gd_progress_duration(el * (1 - f) / (f - f0), d, sizeof d));
        }
    }
    int n = p->total ? snprintf(line, sizeof line, "%s %llu/%llu%s%s", p->what, (unsigned long long)done,
                                (unsigned long long)p->total, rate, eta)
                     : snprintf(line, sizeof line, "%s %llu%s", p->what, (unsigned long long)done, rate);
    if (n < 0)
        return;
    if (n >= (int)sizeof line)
        n = (int)sizeof line - 1;
    /* Spaces over what is left of a longer previous line. */
    fprintf(stderr, "\r%s%*s", line, p->width > n ? p->width - n : 0, "");
    if (p->width > n)
        fprintf(stderr, "\r%s", line);
    fflush(stderr);
    p->width = n;
}

void gd_progress_clear(gd_progress *p)
{
    if (p->on && p->width > 0) {
        fprintf(stderr, "\r%*s\r", p->width, "");
        fflush(stderr);
    }
    p->width = 0;
    p->last = -1; /* the next update draws at once */
}

void gd_progress_end(gd_progress *p)
{
    gd_progress_clear(p);
    p->on = 0;
}

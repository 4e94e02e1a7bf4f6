#include "gamedyn/util.h"
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#ifdef GD_HAVE_VERSION_H
#include "version.h"
#else
#define GD_VERSION_FULL GD_VERSION
#endif

const char *gd_version(void)
{
    return GD_VERSION_FULL;
}

void gd_err(char *err, size_t errlen, const char *fmt, ...)
{
    if (!err || !errlen)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    gd_one_line(err);
}

void gd_one_line(char *s)
{
    for (; *s; s++)
        if ((unsigned char)*s < 0x20 || *s == 0x7f)
            *s = '?';
}

char *gd_one_line_copy(const char *s)
{
    size_t n = strlen(s);
    char *t = malloc(n + 1);
    if (t) {
        memcpy(t, s, n + 1);
        gd_one_line(t);
    }
    return t;
}

int gd_parse_u64_token(const char **p, uint64_t *out)
{
    const char *s = *p;
    while (*s == ' ' || *s == '\t')
        s++;
    if (*s < '0' || *s > '9')
        return -1;
    uint64_t v = 0;
    while (*s >= '0' && *s <= '9') {
        unsigned d = (unsigned)(*s - '0');
        if (v > (UINT64_MAX - d) / 10)
            return -1;
        v = v * 10 + d;
        s++;
    }
    *out = v;
    *p = s;
    return 0;
}

int gd_parse_u64(const char *s, uint64_t *out)
{
    const char *p = s;
    if (*p == ' ' || *p == '\t')
        return -1;
    if (gd_parse_u64_token(&p, out) != 0 || *p)
        return -1;
    return 0;
}

uint64_t gd_gcd(uint64_t a, uint64_t b)
{
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

uint64_t gd_lcm(uint64_t a, uint64_t b)
{
    return a / gd_gcd(a, b) * b;
}

double gd_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

uint64_t gd_physical_memory(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || size <= 0)
        return 0;
    return (uint64_t)pages * (uint64_t)size;
}

uint64_t gd_available_memory(const char **figure)
{
    FILE *f = fopen("/proc/meminfo", "r");
    char line[256];
    unsigned long long kb = 0;
    int found = 0;
    while (f && !found && fgets(line, sizeof line, f))
        found = sscanf(line, "MemAvailable: %llu kB", &kb) == 1;
    if (f)
        fclose(f);
    if (found && kb) {
        if (figure)
            *figure = "available memory";
        return (uint64_t)kb * 1024;
    }
    if (figure)
        *figure = "RAM";
    return gd_physical_memory();
}

const char *gd_format_bytes(uint64_t bytes, char *buf, size_t len)
{
    const char *unit[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    double v = (double)bytes;
    int u = 0;
    while (v >= 1024 && u < 5) {
        v /= 1024;
        u++;
    }
    snprintf(buf, len, u ? "%.2f %s" : "%.0f %s", v, unit[u]);
    return buf;
}

void gd_text_init(gd_text *t, char *buf, size_t len)
{
    t->buf = buf, t->len = len, t->at = 0;
    if (len)
        buf[0] = 0;
}

void gd_text_put(gd_text *t, const char *s)
{
    size_t n = strlen(s);
    if (t->at < t->len) {
        size_t k = t->len - t->at - 1 < n ? t->len - t->at - 1 : n;
        memcpy(t->buf + t->at, s, k);
        t->buf[t->at + k] = 0;
    }
    t->at += n;
}

void gd_text_printf(gd_text *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(t->at < t->len ? t->buf + t->at : NULL, t->at < t->len ? t->len - t->at : 0, fmt, ap);
    va_end(ap);
    t->at += n > 0 ? (size_t)n : 0;
}

/* census.c - the report's section on censuses made apart (gd_report_context.census): each
 * a params run with its per-sheet file, too long for the report to run itself; their
 * tails, tail periods, constants and band (report_int.h). */
#define _DEFAULT_SOURCE /* DT_DIR */
#include "report_int.h"
#include "gamedyn/rows.h"
#include <dirent.h>
#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define MAXP 4096 /* tail periods counted one by one up to this; larger ones together */

typedef struct {
    uint64_t sheets, tails, count[MAXP + 1], first[MAXP + 1], largest;
} periods;

/* The tail periods of a per-sheet file (params --sheets: columns x and period), read a line
 * at a time (a census of a million sheets is 100 MB); 0, or 2 after rp_fail. */
static int count_periods(rp_doc *d, const char *path, periods *p)
{
    memset(p, 0, sizeof *p);
    FILE *f = fopen(path, "r");
    if (!f)
        return rp_fail(d, "cannot read the census file '%s'", path);
    char *line = NULL;
    size_t cap = 0;
    int cx = -1, cp = -1, rc = 0;
    while (getline(&line, &cap, f) > 0) {
        if (line[0] == '#')
            continue;
        line[strcspn(line, "\r\n")] = 0;
        uint64_t x = 0, per = 0;
        int have_x = 0, have_p = 0;
        char *tok = line, *next;
        for (int c = 0; tok; c++, tok = next) { /* fields may be empty: split at each tab */
            next = strchr(tok, '\t');
            if (next)
                *next++ = 0;
            if (cx < 0 && strcmp(tok, "x") == 0)
                cx = c;
            else if (cp < 0 && strcmp(tok, "period") == 0)
                cp = c;
            else if (c == cx)
                have_x = sscanf(tok, "%" SCNu64, &x) == 1;
            else if (c == cp)
                have_p = sscanf(tok, "%" SCNu64, &per) == 1;
        }
        if (cx < 0 || cp < 0) {
            rc = rp_fail(d, "%s: no x and period columns (a per-sheet file of params --sheets)", path);
            break;
        }
        if (!have_x && !have_p)
            continue; /* the header */
        if (!have_x || !have_p) {
            rc = rp_fail(d, "%s: a line without its x or period", path);
            break;
        }
        p->sheets++;
        if (per == 0)
            continue;
        uint64_t k = per < MAXP ? per : MAXP;
        p->tails++;
        if (p->count[k]++ == 0)
            p->first[k] = x;
        p->largest = per > p->largest ? per : p->largest;
    }
    free(line);
    fclose(f);
    if (rc == 0 && p->sheets == 0)
        rc = rp_fail(d, "%s: no sheets", path);
    return rc;
}

/* One census: DIR/NAME/params.tsv and sheets.tsv; its period table into the report's
 * census-NAME.tsv. */
static int one(rp_doc *d, const char *dir, const char *name)
{
    char path[4096], data[512];
    snprintf(path, sizeof path, "%s/%s/params.tsv", dir, name);
    rp_tsv t;
    if (rp_tsv_read(path, &t) != 0 || t.nrows == 0) {
        rp_tsv_free(&t);
        return rp_fail(d, "cannot read the census file '%s'", path);
    }
    periods *p = malloc(sizeof *p);
    if (!p) {
        rp_tsv_free(&t);
        return rp_fail(d, "out of memory");
    }
    snprintf(path, sizeof path, "%s/%s/sheets.tsv", dir, name);
    int rc = count_periods(d, path, p);
    FILE *f = NULL;
    char *tmp = NULL;
    snprintf(data, sizeof data, "census-%s.tsv", name);
    if (rc == 0 && (f = rp_data_begin(d, data, "period\tsheets\tfirst_x", &tmp)) == NULL)
        rc = 2;
    if (rc == 0) {
        gd_rows out;
        gd_rows_begin(&out, f, NULL, NULL);
        for (uint64_t k = 1; k <= MAXP; k++)
            if (p->count[k]) {
                char period[32]; /* the last line counts the periods from MAXP on */
                snprintf(period, sizeof period, "%s%llu", k == MAXP ? ">=" : "", (unsigned long long)k);
                gd_rows_cell_str(&out, period);
                gd_rows_cell_u64(&out, p->count[k]);
                gd_rows_cell_u64(&out, p->first[k]);
                gd_rows_row_end(&out);
            }
        rc = rp_data_end(d, f, tmp, data);
    }
    if (rc == 0) {
        const char *cmd = rp_comment(&t, "command: "), *ver = rp_comment(&t, "gamedyn ");
        const char *game = rp_comment(&t, "game="), *means = rp_comment(&t, "means over sheets");
        char title[256];
        snprintf(title, sizeof title, "%s: %s", name, game ? game : "?");
        rp_h3(d, title);
        rp_p(d, "Made by %s (%s); %llu sheets, %llu with a proved tail: %.6f of them (√2 − 1 = %.6f). The constants "
                "below are the %s. The tail periods: %s.",
             cmd ? cmd + strlen("command: ") : "?", ver ? ver : "?", (unsigned long long)p->sheets,
             (unsigned long long)p->tails, (double)p->tails / (double)p->sheets, sqrt(2.0) - 1,
             means ? means : "sheets of the upper half", data);
        static const char *const head[] = {"period", "sheets", "first sheet with it"};
        rp_table(d, 3, head, NULL);
        for (uint64_t k = 1; k <= MAXP; k++) {
            if (!p->count[k])
                continue;
            char c[3][32];
            snprintf(c[0], sizeof c[0], "%s%llu", k == MAXP ? "≥ " : "", (unsigned long long)k);
            snprintf(c[1], sizeof c[1], "%llu", (unsigned long long)p->count[k]);
            snprintf(c[2], sizeof c[2], "%llu", (unsigned long long)p->first[k]);
            const char *cells[] = {c[0], c[1], c[2]};
            rp_tr(d, RP_NONE, cells);
        }
        rp_table_end(d);
        int plain = game && strstr(game, "variant=plain") != NULL;
        static const char *const h2[] = {"quantity", "game", "measured", "uncertainty (1 se)", "published",
                                         "difference", "difference / se", "verdict"};
        static const char *const params[] = {"alpha", "alpha_full", "lambda_L", "lambda_U", "m_L", "m_U", "gamma"};
        rp_table(d, 8, h2, NULL);
        char why[512] = "";
        double X = (double)(p->sheets - 1);
        for (size_t i = 0; i < sizeof params / sizeof params[0]; i++) {
            double pub = rp_value(&t, params[i], "predicted"), v = rp_value(&t, params[i], "measured");
            double se = rp_value(&t, params[i], "stderr");
            /* an error of exactly 0 carries nothing (400 replicates of a mean over many sheets
             * are never all equal; a spread summed as squares loses such digits): unknown */
            se = se == 0 ? NAN : se;
            char pt[96];
            snprintf(pt, sizeof pt, "%.6f%s", pub, plain ? "" : " (plain)");
            rp_verdict r = rp_compare_row(d, params[i], name, v, se, pub, pt, plain, NULL);
            if (r == RP_DISAGREE && strlen(why) < sizeof why - 64)
                snprintf(why + strlen(why), sizeof why - strlen(why), "%s%s %+.2f", why[0] ? ", " : "", params[i],
                         (v - pub) * X);
        }
        rp_table_end(d);
        if (why[0])
            rp_p(d, "The rows that disagree, as the difference times X (the finite-size bias of order 1/X explained "
                    "under the constants above keeps this of order one): %s.",
                 why);
        char lo[64], hi[64], mid[64], hw[64];
        rp_g(lo, sizeof lo, rp_value(&t, "zstar_dev_min", "measured"), 6);
        rp_g(hi, sizeof hi, rp_value(&t, "zstar_dev_max", "measured"), 6);
        rp_g(mid, sizeof mid, rp_value(&t, "zstar_band_centre", "measured"), 6);
        rp_g(hw, sizeof hw, rp_value(&t, "zstar_band_halfwidth", "measured"), 6);
        rp_p(d, "z*(x) − x/√2 over every sheet x ≥ 1: from %s to %s, a band %s ± %s.", lo, hi, mid, hw);
    }
    free(p);
    rp_tsv_free(&t);
    return rc;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A name that is a file name as it stands (it names the report's data file). */
static int plain_name(const char *s)
{
    if (!*s || s[0] == '.')
        return 0;
    for (; *s; s++)
        if (!(('a' <= *s && *s <= 'z') || ('A' <= *s && *s <= 'Z') || ('0' <= *s && *s <= '9') || *s == '-' ||
              *s == '_' || *s == '.'))
            return 0;
    return 1;
}

/* The censuses of dir: its subfolders holding a params.tsv, by name, into *names (n of
 * them, malloc'd); 0, or -1 with the reason in err. */
static int list_censuses(const char *dir, char ***names, size_t *count, char *err, size_t errlen)
{
    *names = NULL;
    *count = 0;
    DIR *dd = opendir(dir);
    if (!dd) {
        snprintf(err, errlen, "cannot read the census folder '%s'", dir);
        return -1;
    }
    char **v = NULL;
    size_t n = 0, cap = 0;
    int rc = 0;
    struct dirent *e;
    while (rc == 0 && (e = readdir(dd)) != NULL) {
        char path[4096];
        struct stat st;
        snprintf(path, sizeof path, "%s/%s/params.tsv", dir, e->d_name);
        if (e->d_name[0] == '.' || stat(path, &st) != 0)
            continue;
        if (!plain_name(e->d_name)) {
            snprintf(err, errlen, "census folder '%s': the name '%s' is not letters, digits, '-', '_' and '.'", dir,
                     e->d_name);
            rc = -1;
            break;
        }
        if (n == cap) {
            char **m = realloc(v, (cap = cap ? 2 * cap : 8) * sizeof *m);
            if (!m) {
                snprintf(err, errlen, "out of memory");
                rc = -1;
                break;
            }
            v = m;
        }
        if ((v[n] = strdup(e->d_name)) == NULL) {
            snprintf(err, errlen, "out of memory");
            rc = -1;
        } else
            n++;
    }
    closedir(dd);
    if (rc == 0 && n == 0) {
        snprintf(err, errlen, "census folder '%s': no subfolder holds a params.tsv", dir);
        rc = -1;
    }
    if (rc != 0) {
        for (size_t i = 0; i < n; i++)
            free(v[i]);
        free(v);
        return -1;
    }
    qsort(v, n, sizeof *v, by_name);
    *names = v;
    *count = n;
    return 0;
}

int gd_report_census_check(const char *dir, char *err, size_t errlen)
{
    char **names;
    size_t n;
    if (list_censuses(dir, &names, &n, err, errlen) != 0)
        return 2;
    int rc = 0;
    for (size_t i = 0; i < n && rc == 0; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s/sheets.tsv", dir, names[i]);
        FILE *f = fopen(path, "r");
        if (!f) {
            snprintf(err, errlen, "cannot read the census file '%s'", path);
            rc = 2;
        } else
            fclose(f);
    }
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
    return rc;
}

int rp_census(rp_doc *d)
{
    const char *dir = d->ctx->census;
    if (!dir)
        return 0;
    char **names, err[1024];
    size_t n;
    if (list_censuses(dir, &names, &n, err, sizeof err) != 0)
        return rp_fail(d, "%s", err);
    rp_h2(d, "census", "Chomp censuses made apart");
    rp_p(d, "Censuses too long for the report to run, each made by params with its per-sheet file "
            "(bench/census_far.sh run X DIR/NAME, docs/engine.md): the tails and their periods counted from "
            "the per-sheet file, the constants and the band as params measured them, with the same bootstrap "
            "errors as above. A row agrees when the difference is within 3 standard errors; the papers' "
            "values are for plain Chomp.");
    int rc = 0;
    for (size_t i = 0; i < n && rc == 0; i++)
        rc = one(d, dir, names[i]);
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
    return rc;
}

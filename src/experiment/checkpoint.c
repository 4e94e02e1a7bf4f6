/* checkpoint.c - a census saved and resumed (docs/experiments.md, "Checkpoints"): a text
 * header a person can read (the run's parameters, the last sheet done), then in one
 * checksummed binary part the measurements so far, the engine and the per-sheet rows
 * written so far. The file is replaced whole (io.h), so a save that is interrupted leaves
 * the one before. */
#define _FILE_OFFSET_BITS 64
#include "gamedyn/experiment.h"
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAGIC "gamedyn-census-checkpoint 1"
#define CHUNK ((size_t)1 << 20)

/* Bytes [from, to) of rows into the blob, read at their offsets (rows stays where it is). */
static int put_rows(gd_blob *b, FILE *rows, uint64_t from, uint64_t to)
{
    gd_blob_put_u64(b, rows ? to - from : 0);
    if (!rows || to == from)
        return 0;
    if (fflush(rows) != 0)
        return -1;
    char *buf = malloc(CHUNK);
    if (!buf)
        return -1;
    int rc = 0;
    for (uint64_t at = from; at < to && rc == 0;) {
        size_t n = to - at < CHUNK ? (size_t)(to - at) : CHUNK;
        ssize_t got = pread(fileno(rows), buf, n, (off_t)at);
        if (got <= 0)
            rc = -1;
        else {
            gd_blob_put(b, buf, (size_t)got);
            at += (uint64_t)got;
        }
    }
    free(buf);
    return rc;
}

int gd_census_save(const char *path, const gd_params *p, gd_engine *e, FILE *rows, uint64_t from, uint64_t to,
                   char *err, size_t errlen)
{
    char *tmp = NULL, why[256] = "", parameters[1024];
    gd_config_parameters(gd_engine_config(e), parameters, sizeof parameters);
    FILE *f = gd_file_begin(path, &tmp, err, errlen);
    if (!f)
        return -1;
    uint64_t x = gd_engine_next_sheet(e);
    fprintf(f, "%s\nparameters %s\nsheets 0..%llu\nrows %s\nend\n", MAGIC, parameters,
            (unsigned long long)(x ? x - 1 : 0), rows ? "kept" : "none");
    gd_blob b;
    gd_blob_init(&b, f);
    gd_blob_put_order(&b);
    gd_params_save(p, &b);
    int failed = gd_engine_save(e, &b, why, sizeof why) != 0;
    if (!failed && put_rows(&b, rows, from, to) != 0) {
        snprintf(why, sizeof why, "cannot read back the per-sheet rows: %s", strerror(errno));
        failed = 1;
    }
    gd_blob_put_end(&b);
    if (gd_file_commit(f, tmp, path, failed, err, errlen) != 0) {
        if (failed && why[0])
            gd_err(err, errlen, "checkpoint '%s': %s", path, why);
        return -1;
    }
    return 0;
}

/* The header's lines: each once and whole, in order. */
static int header(FILE *f, const char *path, const char *parameters, int *kept, char *err, size_t errlen)
{
    size_t cap = strlen(parameters) + 64;
    char *line = malloc(cap);
    if (!line) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    int ok = fgets(line, (int)cap, f) && strcmp(line, MAGIC "\n") == 0;
    ok = ok && fgets(line, (int)cap, f) && strncmp(line, "parameters ", 11) == 0 && strchr(line, '\n');
    if (ok && (strlen(line) - 12 != strlen(parameters) || strncmp(line + 11, parameters, strlen(parameters)) != 0)) {
        line[strlen(line) - 1] = 0;
        gd_err(err, errlen, "checkpoint '%s' is for the run '%s', not '%s'", path, line + 11, parameters);
        free(line);
        return -1;
    }
    ok = ok && fgets(line, (int)cap, f) && strncmp(line, "sheets 0..", 10) == 0;
    ok = ok && fgets(line, (int)cap, f) && (!strcmp(line, "rows kept\n") || !strcmp(line, "rows none\n"));
    *kept = ok && !strcmp(line, "rows kept\n");
    ok = ok && fgets(line, (int)cap, f) && strcmp(line, "end\n") == 0;
    free(line);
    if (!ok) {
        gd_err(err, errlen, "'%s' is not a gamedyn census checkpoint", path);
        return -1;
    }
    return 0;
}

int gd_census_load(const char *path, gd_params *p, gd_engine *e, FILE *rows, char *err, size_t errlen)
{
    char parameters[1024];
    gd_config_parameters(gd_engine_config(e), parameters, sizeof parameters);
    FILE *f = fopen(path, "rb");
    if (!f) {
        gd_err(err, errlen, "cannot read checkpoint '%s': %s", path, strerror(errno));
        return -1;
    }
    int kept = 0;
    if (header(f, path, parameters, &kept, err, errlen) != 0) {
        fclose(f);
        return -1;
    }
    if (rows && !kept) {
        fclose(f);
        gd_err(err, errlen, "checkpoint '%s' keeps no per-sheet rows: resume without --sheets", path);
        return -1;
    }
    gd_blob b;
    gd_blob_init(&b, f);
    char why[256] = "";
    int rc = gd_blob_get_order(&b) == 0 ? 0 : -1;
    if (rc != 0)
        snprintf(why, sizeof why, "written on a machine of another byte order");
    else if (gd_params_load(p, &b) != 0) {
        snprintf(why, sizeof why, "its measurements are cut short or damaged");
        rc = -1;
    } else if (gd_engine_load(e, &b, why, sizeof why) != 0)
        rc = -1;
    uint64_t n = rc == 0 ? gd_blob_get_u64(&b) : 0;
    if (rc == 0 && n > gd_blob_left(&b)) {
        snprintf(why, sizeof why, "its per-sheet rows are cut short");
        rc = -1;
    }
    char *buf = rc == 0 && n ? malloc(CHUNK) : NULL;
    if (rc == 0 && n && !buf) {
        snprintf(why, sizeof why, "out of memory");
        rc = -1;
    }
    for (uint64_t at = 0; rc == 0 && at < n;) {
        size_t k = n - at < CHUNK ? (size_t)(n - at) : CHUNK;
        if (gd_blob_get(&b, buf, k) != 0 || (rows && fwrite(buf, 1, k, rows) != k)) {
            snprintf(why, sizeof why, b.bad ? "its per-sheet rows are cut short" : "cannot write the per-sheet rows");
            rc = -1;
        }
        at += k;
    }
    free(buf);
    if (rc == 0 && gd_blob_get_end(&b) != 0) {
        snprintf(why, sizeof why, "its checksum does not match (the file is damaged)");
        rc = -1;
    }
    fclose(f);
    if (rc != 0)
        gd_err(err, errlen, "checkpoint '%s': %s", path, why);
    return rc;
}

/* The pause a stop holds the engine at (none without a stop). */
static uint64_t stop_pause(const gd_census_clock *k, gd_engine *e)
{
    return k->stop != UINT64_MAX ? gd_engine_pause(e, k->stop) : UINT64_MAX;
}

void gd_census_clock_start(gd_census_clock *k, const char *path, gd_engine *e, double every, uint64_t stop)
{
    k->path = path;
    k->every = every;
    k->stop = stop;
    k->pause = stop_pause(k, e);
    k->due = 0;
    k->saved = gd_seconds();
}

int gd_census_clock_tick(gd_census_clock *k, const gd_params *p, gd_engine *e, FILE *rows, uint64_t from,
                         uint64_t to, uint64_t x, char *err, size_t errlen)
{
    if (!k->due && gd_seconds() - k->saved >= k->every) {
        /* The engine may have begun sheets past x: the pause falls on the first it can. */
        uint64_t at = gd_engine_pause(e, x);
        k->pause = at < k->pause ? at : k->pause;
        k->due = 1;
    }
    if (x != k->pause)
        return GD_CENSUS_GOES_ON;
    int failed = gd_census_save(k->path, p, e, rows, from, to, err, errlen) != 0;
    if (k->stop != UINT64_MAX && x >= k->stop)
        return failed ? GD_CENSUS_STOP_NOT_SAVED : GD_CENSUS_STOPPED;
    k->pause = stop_pause(k, e);
    k->due = 0;
    k->saved = gd_seconds();
    return failed ? GD_CENSUS_NOT_SAVED : GD_CENSUS_SAVED;
}

/* What fuzz_vfile found in the V-file reader (its reference reader disagreed); the inputs
 * are in fuzz/corpus/vfile/long-comment*. */
#include "gamedyn/sheet.h"
#include "testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Parses text as a V file of rules' game; 0 on success. */
static int parse_text(const char *text, const gd_rules *r, gd_perturb *v, char *err, size_t errlen)
{
    const char *dir = getenv("TMPDIR");
    char path[4096];
    snprintf(path, sizeof path, "%s/t_fuzz_vfile-XXXXXX", dir && *dir ? dir : "/tmp");
    int fd = mkstemp(path);
    if (fd < 0) {
        perror("mkstemp");
        exit(1);
    }
    FILE *f = fdopen(fd, "w");
    if (!f || fputs(text, f) < 0 || fclose(f) != 0) {
        perror(path);
        exit(1);
    }
    int rc = gd_perturb_parse(v, path, r, err, errlen);
    unlink(path);
    return rc;
}

/* A comment line longer than the reader's 512-byte buffer was read in pieces and the piece
 * after the '#' parsed as data: "#" + 510 bytes + " 9 9 9" added the point [9,9,9]; with
 * 700 bytes of comment the file was refused. */
static void long_comment(void)
{
    const gd_rules *r = gd_rules_get(GD_SHEET_NIM);
    char text[2048], err[512];
    for (size_t len = 500; len <= 1500; len += len < 520 ? 1 : 250) {
        memset(text, 0, sizeof text);
        text[0] = '#';
        memset(text + 1, 'c', len);
        strcat(text, " 9 9 9\n1 2 3\n");
        gd_perturb v;
        err[0] = 0;
        int rc = parse_text(text, r, &v, err, sizeof err);
        CHECK(rc == 0, "comment of %zu bytes: refused: %s", len + 1, err);
        if (rc != 0)
            continue;
        CHECK(v.npts == 1 && v.pts[0].x == 1 && v.pts[0].y == 2 && v.pts[0].z == 3,
              "comment of %zu bytes: %zu points, first [%llu,%llu,%llu]", len + 1, v.npts,
              v.npts ? (unsigned long long)v.pts[0].x : 0ULL, v.npts ? (unsigned long long)v.pts[0].y : 0ULL,
              v.npts ? (unsigned long long)v.pts[0].z : 0ULL);
        gd_perturb_clear(&v);
    }
    /* a long data line is one line too */
    memset(text, 0, sizeof text);
    memset(text, ' ', 600);
    strcat(text, "4 5 6\n");
    gd_perturb v;
    int rc = parse_text(text, r, &v, err, sizeof err);
    CHECK(rc == 0 && v.npts == 1 && v.pts[0].z == 6, "600 blanks before '4 5 6': %s", rc ? err : "wrong points");
    if (rc == 0)
        gd_perturb_clear(&v);
}

int main(void)
{
    long_comment();
    return tl_done("t_fuzz_vfile");
}

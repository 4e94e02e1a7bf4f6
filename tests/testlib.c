#include "testlib.h"
#include <stdlib.h>
#include <string.h>

long tl_checks, tl_failures;

int tl_done(const char *name)
{
    printf("%s: %ld checks, %ld failed\n", name, tl_checks, tl_failures);
    return tl_failures ? 1 : 0;
}

/* The data ships with the repository; the tests run from its root (tests/run.sh). */
const char *tl_reference(void)
{
    const char *r = getenv("GAMEDYN_REFERENCE");
    return r && *r ? r : "tests/data";
}

FILE *tl_open_reference(const char *file)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", tl_reference(), file);
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "cannot open reference file %s (run from the repository root, or set GAMEDYN_REFERENCE)\n", path);
        exit(1);
    }
    return f;
}

int tl_next_line(FILE *f, char *buf, size_t len)
{
    while (fgets(buf, (int)len, f)) {
        size_t n = strlen(buf);
        int whole = n > 0 && buf[n - 1] == '\n';
        if (!whole) { /* a line longer than buf: drop the rest rather than read it as a new line */
            int ch;
            while ((ch = fgetc(f)) != EOF && ch != '\n')
                ;
        }
        if (buf[0] == '#' || buf[0] == '\n')
            continue;
        return 1;
    }
    return 0;
}

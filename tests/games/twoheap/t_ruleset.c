/* t_ruleset - gd_ruleset_parse reads its text only up to the terminating NUL, whatever the
 * length of the name before ':' (the text is placed against an unmapped page, so a read past
 * it faults without a sanitizer), and long names are refused by name. */
#define _DEFAULT_SOURCE
#include "gamedyn/twoheap.h"
#include "testlib.h"
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

/* Parses text copied to the end of a page followed by a PROT_NONE page; returns the result. */
static int parse_at_page_end(const char *text, char *err, size_t errlen)
{
    long page = sysconf(_SC_PAGESIZE);
    size_t n = strlen(text) + 1;
    char *m = mmap(NULL, 2 * (size_t)page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    CHECK(m != MAP_FAILED, "mmap");
    if (m == MAP_FAILED)
        return -2;
    CHECK(mprotect(m + page, (size_t)page, PROT_NONE) == 0, "mprotect");
    char *t = m + page - n;
    memcpy(t, text, n);
    gd_ruleset r;
    int rc = gd_ruleset_parse(&r, t, NULL, err, errlen);
    if (rc == 0)
        gd_ruleset_free(&r);
    munmap(m, 2 * (size_t)page);
    return rc;
}

int main(void)
{
    char err[512];
    for (size_t len = 60; len <= 200; len += 1) {
        char text[256];
        memset(text, 'x', len);
        strcpy(text + len, ":1");
        CHECK(parse_at_page_end(text, err, sizeof err) == -1, "name of %zu bytes accepted", len);
        CHECK(strstr(err, "malformed ruleset") != NULL, "name of %zu bytes: %s", len, err);
        strcpy(text + len, ":");
        CHECK(parse_at_page_end(text, err, sizeof err) == -1, "name of %zu bytes with ':' accepted", len);
    }
    CHECK(parse_at_page_end("sub:3", err, sizeof err) == 0, "sub:3: %s", err);
    CHECK(parse_at_page_end("linear:(1,0);(0,1)^(1,1)", err, sizeof err) == 0, "linear: %s", err);
    return tl_done("t_ruleset");
}

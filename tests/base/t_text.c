/* gd_text: pieces appended with snprintf's semantics, so a buffer of any size (0 included)
 * holds the longest prefix that fits, always terminated, and at counts the whole text; every
 * size from 0 to past the text, against the text built in one snprintf. */
#include "gamedyn/util.h"
#include "testlib.h"
#include <string.h>

static void build(gd_text *t)
{
    gd_text_put(t, "ab");
    gd_text_printf(t, "%*d|%s", 4, 42, "xyz");
    gd_text_put(t, "");
    gd_text_printf(t, "%c", 'q');
}

int main(void)
{
    char want[64];
    int n = snprintf(want, sizeof want, "ab%*d|%sq", 4, 42, "xyz");
    for (size_t len = 0; len <= (size_t)n + 3; len++) {
        char buf[64];
        memset(buf, '#', sizeof buf);
        gd_text t;
        gd_text_init(&t, len ? buf : NULL, len);
        build(&t);
        CHECK(t.at == (size_t)n, "len %zu: at %zu, want %d", len, t.at, n);
        if (len) {
            size_t k = len - 1 < (size_t)n ? len - 1 : (size_t)n;
            CHECK(memcmp(buf, want, k) == 0 && buf[k] == 0, "len %zu: '%.*s'", len, (int)k, buf);
            CHECK(buf[len] == '#', "len %zu: wrote past the buffer", len);
        }
    }
    return tl_done("text");
}

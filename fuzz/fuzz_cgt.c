/* fuzz_cgt - the value parser of the cgt module: CGSuite's notation (numbers, nimbers, ups,
 * braces with nested bars, +-, tiny/miny, sums, negation). A text that parses must print to
 * text that parses to the same id, and a refusal must be one non-empty line naming a
 * position. The store is bounded, and so are the text and its numbers (two digits), so sums stay cheap. */
#include "common.h"
#include "gamedyn/cgt.h"

enum { MAX_TEXT = 200 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > MAX_TEXT)
        return 0;
    /* A sum of a game with *n or n.^ costs a power of n: numbers of three digits are left
     * to the tests, the fuzzer is after the parser. */
    for (size_t i = 0, run = 0; i < size; i++)
        if ((run = data[i] >= '0' && data[i] <= '9' ? run + 1 : 0) >= 3)
            return 0;
    char *text = fuzz_string(data, size);
    gd_cgt *c = gd_cgt_new();
    if (!c)
        abort();
    gd_cgt_set_max_bytes(c, (uint64_t)64 << 20);
    gd_cgt_id g;
    char err[512];
    err[0] = 0;
    if (gd_cgt_parse(c, text, &g, err, sizeof err) == 0) {
        size_t n = gd_cgt_print(c, g, NULL, 0);
        char *buf = malloc(n + 1);
        if (!buf)
            abort();
        gd_cgt_print(c, g, buf, n + 1);
        gd_cgt_id h;
        if (gd_cgt_parse(c, buf, &h, err, sizeof err) != 0 || h != g)
            abort();
        free(buf);
    } else if (!err[0] || strchr(err, '\n') || !strstr(err, "position")) {
        abort();
    }
    gd_cgt_free(c);
    free(text);
    return 0;
}

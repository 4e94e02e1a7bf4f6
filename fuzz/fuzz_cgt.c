/* fuzz_cgt - the value parser of the cgt module: CGSuite's notation (numbers, nimbers, ups,
 * braces with nested bars, +-, tiny/miny, sums, negation). A text that parses must print to
 * text that parses to the same id, and a refusal must be one non-empty line naming a
 * position. Terms NAME:POS go through a resolver (a nimber from the term's length, or a
 * refusal for names starting with 'x'): the same rules hold, and a text the resolver is
 * never asked about parses to the same game with and without it. The store is bounded, and so are the text and its numbers (two digits), so sums stay cheap. */
#include "common.h"
#include "gamedyn/cgt.h"

enum { MAX_TEXT = 200 };

static int asked;

static int resolve(void *ctx, gd_cgt *c, const char *term, gd_cgt_id *out, char *err, size_t errlen)
{
    (void)ctx;
    asked = 1;
    if (!*term || strchr(term, ' ') || !strchr(term, ':'))
        abort(); /* a term is NAME:POS without spaces */
    if (term[0] == 'x') {
        snprintf(err, errlen, "unknown game");
        return -1;
    }
    *out = gd_cgt_nimber(c, (uint32_t)(strlen(term) % 4));
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > MAX_TEXT)
        return 0;
    if (fuzz_long_number(data, size, 3))
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
    if (!gd_cgt_error(c)) {
        int plain = gd_cgt_parse(c, text, &g, err, sizeof err);
        gd_cgt_id t;
        asked = 0;
        err[0] = 0;
        int with = gd_cgt_parse_terms(c, text, resolve, NULL, &t, err, sizeof err);
        if (with != 0 && !gd_cgt_error(c) && (!err[0] || strchr(err, '\n') || !strstr(err, "position")))
            abort();
        if (!asked && !gd_cgt_error(c) && (with != plain || (with == 0 && t != g)))
            abort();
    }
    gd_cgt_free(c);
    free(text);
    return 0;
}

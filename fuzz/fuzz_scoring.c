/* fuzz_scoring - the text of the scoring module: numbers, <A|B> with atoms ^s or options,
 * sums, differences, conjugates, parentheses. A text that parses must print to text that
 * parses to the same id (both reduced, and as a form), the canonical form must equal the
 * form by the order test, and a refusal must be one non-empty line naming a position. The
 * store is bounded, and so are the text and its numbers (two digits), so sums stay cheap. */
#include "common.h"
#include "gamedyn/scoring.h"

enum { MAX_TEXT = 160 };

static void round_trip(gd_scoring *s, gd_scoring_id g, int reduce)
{
    size_t n = gd_scoring_print(s, g, NULL, 0);
    char *buf = malloc(n + 1), err[512];
    if (!buf)
        abort();
    gd_scoring_print(s, g, buf, n + 1);
    gd_scoring_id h;
    int rc = reduce ? gd_scoring_parse(s, buf, &h, err, sizeof err) : gd_scoring_parse_form(s, buf, &h, err, sizeof err);
    if (rc != 0 ? !gd_scoring_error(s) : h != g)
        abort();
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > MAX_TEXT)
        return 0;
    if (fuzz_long_number(data, size, 3))
        return 0;
    char *text = fuzz_string(data, size);
    gd_scoring *s = gd_scoring_new();
    if (!s)
        abort();
    gd_scoring_set_max_bytes(s, (uint64_t)64 << 20);
    gd_scoring_id g, f;
    char err[512];
    err[0] = 0;
    if (gd_scoring_parse(s, text, &g, err, sizeof err) == 0) {
        round_trip(s, g, 1);
        if (gd_scoring_parse_form(s, text, &f, err, sizeof err) == 0) {
            round_trip(s, f, 0);
            gd_cgt_cmp r = gd_scoring_compare(s, f, g);
            if (r != GD_CGT_EQUAL && !(r == GD_CGT_CMP_ERROR && gd_scoring_error(s)))
                abort();
            if (!gd_scoring_error(s) && gd_scoring_canonical(s, f) != g)
                abort();
        } else if (!gd_scoring_error(s)) {
            abort(); /* what reads reduced reads as a form */
        }
    } else if (!err[0] || strchr(err, '\n') || !strstr(err, "position")) {
        abort();
    }
    gd_scoring_free(s);
    free(text);
    return 0;
}

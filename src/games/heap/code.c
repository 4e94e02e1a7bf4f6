/* Heap game codes: d0.d1...dk with '!' and the presets, parsed into digits. */
#include "gamedyn/heap.h"
#include "gamedyn/util.h"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct {
    const char *name, *code;
} presets[] = {{"kayles", "0.77"}, {"dawson-chess", "0.137"}, {"dawson-kayles", "0.07"}, {"grundy", "4!"}};

static int hexval(int ch)
{
    if (ch >= '0' && ch <= '9')
        return ch - '0';
    if (ch >= 'A' && ch <= 'F')
        return ch - 'A' + 10;
    if (ch >= 'a' && ch <= 'f')
        return ch - 'a' + 10;
    return -1;
}

static void canonical(gd_heap_code *c)
{
    if (c->tail)
        return; /* set by the set parser */
    size_t at = (size_t)snprintf(c->text, sizeof c->text, "%X.", c->d[0]);
    if (c->k == 0)
        at += (size_t)snprintf(c->text + at, sizeof c->text - at, "0");
    for (int j = 1; j <= c->k && at + 2 < sizeof c->text; j++)
        c->text[at++] = "0123456789ABCDEF"[c->d[j]];
    if (at + 2 >= sizeof c->text) /* long codes are shown cut, with an ellipsis */
        at = sizeof c->text - 5, memcpy(c->text + at, "...", 3), at += 3;
    if (c->unequal)
        c->text[at++] = '!';
    c->text[at] = 0;
}

/* "{s1,s2,...}" into digits 3 at each s (sub) or everywhere else (allbut). */
static int parse_set(const char *s, const char *what, gd_heap_code *c, int allbut, char *err, size_t errlen)
{
    const char *p = s;
    if (*p != '{') {
        gd_err(err, errlen, "bad %s set '%s' (expected {s1,s2,...} of positive integers)", what, s);
        return -1;
    }
    p++;
    uint8_t in[GD_HEAP_MAX_DIGITS + 1] = {0};
    int max = 0, count = 0;
    while (*p && *p != '}') {
        uint64_t v;
        if (!isdigit((unsigned char)*p) || gd_parse_u64_token(&p, &v) != 0 || v == 0 || v > GD_HEAP_MAX_DIGITS) {
            gd_err(err, errlen, "bad %s set '%s' (expected positive integers up to %d, separated by commas)", what, s,
                   GD_HEAP_MAX_DIGITS);
            return -1;
        }
        in[v] = 1, count++;
        if ((int)v > max)
            max = (int)v;
        if (*p == ',' && p[1] != '}' && p[1])
            p++;
        else if (*p != '}') {
            gd_err(err, errlen, "bad %s set '%s' (expected {s1,s2,...} of positive integers)", what, s);
            return -1;
        }
    }
    if (*p != '}' || p[1]) {
        gd_err(err, errlen, "bad %s set '%s' (expected {s1,s2,...} ending in '}')", what, s);
        return -1;
    }
    if (!allbut && !count) {
        gd_err(err, errlen, "empty subtraction set '%s' (a game without moves)", s);
        return -1;
    }
    c->k = max;
    for (int j = 1; j <= max; j++)
        c->d[j] = (uint8_t)(allbut ? (in[j] ? 0 : 3) : (in[j] ? 3 : 0));
    c->tail = allbut ? 3 : 0;
    size_t at = (size_t)snprintf(c->text, sizeof c->text, "%s:{", allbut ? "allbut" : "sub");
    int first = 1;
    for (int j = 1; j <= max && at + 12 < sizeof c->text; j++)
        if (in[j])
            at += (size_t)snprintf(c->text + at, sizeof c->text - at, "%s%d", first ? "" : ",", j), first = 0;
    snprintf(c->text + at, sizeof c->text - at, "%s}", at + 12 < sizeof c->text ? "" : "...");
    if (!allbut) /* a finite subtraction game is the octal code, which is what is shown */
        c->tail = 0;
    return 0;
}

int gd_heap_code_parse(const char *text, gd_heap_code *c, char *err, size_t errlen)
{
    memset(c, 0, sizeof *c);
    const char *s = text;
    for (size_t i = 0; i < sizeof presets / sizeof presets[0]; i++)
        if (strcmp(text, presets[i].name) == 0) {
            snprintf(c->preset, sizeof c->preset, "%s", presets[i].name);
            s = presets[i].code;
        }
    if (strncmp(s, "sub:", 4) == 0 || strncmp(s, "allbut:", 7) == 0) {
        int allbut = s[0] == 'a';
        return parse_set(s + (allbut ? 7 : 4), allbut ? "all-but" : "subtraction", c, allbut, err, errlen);
    }
    const char *p = s;
    if (!*p) {
        gd_err(err, errlen, "empty heap game code (expected d0.d1d2... such as 0.77, or kayles, grundy, sub:{...})");
        return -1;
    }
    int d0 = 0;
    if (*p != '.') {
        if ((d0 = hexval(*p)) < 0) {
            gd_err(err, errlen,
                   "bad heap game code '%s' (expected d0.d1d2... with hexadecimal digits, or a preset: kayles, "
                   "dawson-chess, dawson-kayles, grundy, sub:{...}, allbut:{...})",
                   text);
            return -1;
        }
        p++;
    }
    if (d0 & 3) {
        gd_err(err, errlen, "bad heap game code '%s': d0 (removing nothing) may only split: digits 0, 4, 8, C", text);
        return -1;
    }
    c->d[0] = (uint8_t)d0;
    int j = 0;
    if (*p == '.') {
        p++;
        for (; hexval(*p) >= 0; p++) {
            if (++j > GD_HEAP_MAX_DIGITS) {
                gd_err(err, errlen, "heap game code '%.20s...' has more than %d digits", text, GD_HEAP_MAX_DIGITS);
                return -1;
            }
            c->d[j] = (uint8_t)hexval(*p);
        }
    }
    if (*p == '!')
        c->unequal = 1, p++;
    if (*p) {
        gd_err(err, errlen, "bad heap game code '%s' at '%s' (expected d0.d1d2... with hexadecimal digits, then "
                            "an optional '!')",
               text, p);
        return -1;
    }
    while (j > 0 && !c->d[j])
        j--;
    c->k = j;
    for (int i = 0; i <= c->k; i++)
        if (c->d[i] & 8)
            c->hex = 1;
    if (c->unequal && c->hex) {
        gd_err(err, errlen, "heap game code '%s': '!' (unequal parts) is for two-heap splits; digits with bit 8 "
                            "(three heaps) cannot take it",
               text);
        return -1;
    }
    if (c->unequal && !gd_heap_code_splits(c)) {
        gd_err(err, errlen, "heap game code '%s': '!' needs a digit that splits (bit 4)", text);
        return -1;
    }
    canonical(c);
    return 0;
}

char *gd_heap_code_text(const gd_heap_code *c)
{
    size_t len = 6 * (size_t)c->k + 32, at; /* ",4096" a member of a set */
    char *t = malloc(len);
    if (!t)
        return NULL;
    if (c->tail) {
        at = (size_t)snprintf(t, len, "allbut:{");
        for (int j = 1, first = 1; j <= c->k; j++)
            if (!c->d[j])
                at += (size_t)snprintf(t + at, len - at, "%s%d", first ? "" : ",", j), first = 0;
        snprintf(t + at, len - at, "}");
        return t;
    }
    at = (size_t)snprintf(t, len, "%X.", c->d[0]);
    if (c->k == 0)
        t[at++] = '0';
    for (int j = 1; j <= c->k; j++)
        t[at++] = "0123456789ABCDEF"[c->d[j]];
    if (c->unequal)
        t[at++] = '!';
    t[at] = 0;
    return t;
}

int gd_heap_code_splits(const gd_heap_code *c)
{
    for (int j = 0; j <= c->k; j++)
        if (c->d[j] & 12)
            return 1;
    return 0;
}

int gd_heap_code_octal_finite(const gd_heap_code *c)
{
    return !c->tail && !c->hex && !c->unequal;
}

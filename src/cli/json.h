/* json.h - one JSON object per line, for the --json summaries of the commands.
 * Usage: gd_json j; gd_json_begin(&j, stdout); gd_json_str(&j, "game", "nim"); ...
 * gd_json_end(&j). Keys are written as given (plain ASCII names); string values are
 * escaped; non-finite numbers become null. */
#ifndef GAMEDYN_CLI_JSON_H
#define GAMEDYN_CLI_JSON_H
#include <stdint.h>
#include <stdio.h>

typedef struct {
    FILE *f;
    int depth;
    int first[8]; /* per open object or array: nothing written in it yet */
} gd_json;

void gd_json_begin(gd_json *j, FILE *f);
/* Closes the object with a newline and flushes; 0, or 2 after printing the write error. */
int gd_json_end(gd_json *j);
void gd_json_str(gd_json *j, const char *key, const char *v); /* v NULL: null */
void gd_json_u64(gd_json *j, const char *key, uint64_t v);
void gd_json_i64(gd_json *j, const char *key, int64_t v);
void gd_json_num(gd_json *j, const char *key, double v); /* shortest text that reads back as v */
void gd_json_bool(gd_json *j, const char *key, int v);
/* Nested object or array under key (key NULL inside an array). */
void gd_json_object(gd_json *j, const char *key);
void gd_json_array(gd_json *j, const char *key);
void gd_json_close(gd_json *j, char bracket); /* '}' or ']' */
/* s as a JSON string literal, quotes included. */
void gd_json_write_string(FILE *f, const char *s);

#endif

/* json.h - gd_json_*: a part of io.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_JSON_H
#define GAMEDYN_PUBLIC_JSON_H
#include "gamedyn/api.h"
#include "gamedyn/io.h"

GD_API void gd_json_begin(gd_json *j, FILE *f);
/* Closes the object with a newline and flushes; 0, or -1 on a write error (errno set). */
GD_API int gd_json_end(gd_json *j);
GD_API void gd_json_str(gd_json *j, const char *key, const char *v); /* v NULL: null */
GD_API void gd_json_u64(gd_json *j, const char *key, uint64_t v);
GD_API void gd_json_i64(gd_json *j, const char *key, int64_t v);
GD_API void gd_json_num(gd_json *j, const char *key, double v); /* shortest text that reads back as v */
GD_API void gd_json_bool(gd_json *j, const char *key, int v);
/* The n bytes of v written as they are: a number the caller has checked is JSON ("0.07"). */
GD_API void gd_json_raw(gd_json *j, const char *key, const char *v, size_t n);
/* Nested object or array under key (key NULL inside an array). */
GD_API void gd_json_object(gd_json *j, const char *key);
/* The run's wall-clock measurements as the member "timing":{"NAME":seconds,...} (NAME, seconds
 * pairs, NULL after the last): the one member of a summary that differs between two runs of
 * the same command, so every timing goes there and nowhere else. */
GD_API void gd_json_timing(gd_json *j, ...);
GD_API void gd_json_array(gd_json *j, const char *key);
GD_API void gd_json_close(gd_json *j, char bracket); /* '}' or ']' */
/* s as a JSON string literal, quotes included. */
GD_API void gd_json_write_string(FILE *f, const char *s);

#endif

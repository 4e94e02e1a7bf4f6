/* outputs.h - gd_outputs_*: a part of io.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_OUTPUTS_H
#define GAMEDYN_PUBLIC_OUTPUTS_H
#include "gamedyn/api.h"
#include "gamedyn/io.h"

/* Opens path as the next output of s; NULL with err set on failure (s unchanged). */
GD_API FILE *gd_outputs_add(gd_outputs *s, const char *path, char *err, size_t errlen);
/* The name under which f's bytes are written by a writer that takes a path (its temporary
 * file, or the path itself when written in place); NULL if f is not in s. */
GD_API const char *gd_outputs_name(const gd_outputs *s, FILE *f);
/* Commits every output of s as above (failed set: none); 0, or -1 with err naming the first
 * failed write's cause (when failed is set and no write failed, err is left alone). */
GD_API int gd_outputs_commit(gd_outputs *s, int failed, char *err, size_t errlen);

#endif

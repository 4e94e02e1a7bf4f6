/* db.h - the binary database of a solution (format: docs/format.md).
 * Little-endian; sheets as prefixes and tails, never expanded; FNV-1a 64 checksum last. */
#ifndef GAMEDYN_DB_H
#define GAMEDYN_DB_H
#include <stddef.h>
#include "gamedyn/solution.h"

/* Writes to a temporary file beside path, then renames: never a half-written file. */
int gd_db_write(const char *path, const gd_solution *sol, char *err, size_t errlen);
/* Reads and verifies (magic, version, checksum, structure). */
int gd_db_read(const char *path, gd_solution *sol, char *err, size_t errlen);

#endif

/* db.h - gd_db_*: a part of sheet.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_DB_H
#define GAMEDYN_PUBLIC_DB_H
#include "gamedyn/api.h"
#include "gamedyn/sheet.h"

/* The database's estimated size in bytes before the run: the kept sheets (Chomp's window
 * sheets by their measured mean length) and their fields (within 10% of the file written for
 * Chomp, Nim, passes and random V at X from 1000 to 4000: tests/cli/cli_data.sh). */
GD_API uint64_t gd_db_estimate_bytes(const gd_config *cfg);
/* Writes to a temporary file beside path, then renames: never a half-written file. */
GD_API int gd_db_write(const char *path, const gd_solution *sol, char *err, size_t errlen);
/* Reads and verifies (magic, version, checksum, structure). */
GD_API int gd_db_read(const char *path, gd_solution *sol, char *err, size_t errlen);

#endif

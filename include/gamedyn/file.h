/* file.h - gd_file_*: a part of io.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_FILE_H
#define GAMEDYN_PUBLIC_FILE_H
#include "gamedyn/api.h"
#include "gamedyn/io.h"

/* Opens the output path (see above). *tmp receives the temporary file's name (malloc'd),
 * or NULL when the output is written directly or is stdout. NULL with err set on failure. */
GD_API FILE *gd_file_begin(const char *path, char **tmp, char *err, size_t errlen);
/* Finishes an output from gd_file_begin: flushes and checks every write; a temporary
 * file is synced and renamed over the real target, or removed when failed is set or
 * anything went wrong. Frees tmp. 0, or -1 with err set ("cannot write 'PATH': CAUSE";
 * when failed is set and no write failed, err is left alone). */
GD_API int gd_file_commit(FILE *f, char *tmp, const char *path, int failed, char *err, size_t errlen);

/* Checks up front that path can be written as gd_file_begin would (its directory exists
 * and takes a new file; a device or FIFO is writable). Creates nothing. 0, or -1 with err. */
GD_API int gd_file_check(const char *path, char *err, size_t errlen);
/* The space a new output at path can take: 1 with *avail the bytes free to an unprivileged
 * user on the file system of the target's directory (statvfs: where the temporary file is
 * made), 0 when path is written in place ("-", a device, a FIFO: nothing to compare), -1
 * with err. */
GD_API int gd_file_space(const char *path, uint64_t *avail, char *err, size_t errlen);

#endif

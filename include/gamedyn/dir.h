/* dir.h - gd_dir_*: a part of io.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_DIR_H
#define GAMEDYN_PUBLIC_DIR_H
#include "gamedyn/api.h"
#include "gamedyn/io.h"

/* A directory output: a new directory beside dir's real target (name in *tmpdir,
 * malloc'd), to be filled and then moved into place by gd_dir_commit. Fails at once when
 * the parent is missing or not writable, or dir exists and is not a directory. */
GD_API int gd_dir_begin(const char *dir, char **tmpdir, char *err, size_t errlen);
/* Moves the finished tmpdir into place: renamed to dir's real target if that does not
 * exist; otherwise each new entry is renamed into it (subdirectories merged the same way),
 * so the files the run did not make are kept and each file is replaced whole. With failed
 * set, or on any error, tmpdir is removed and nothing new is left. Frees tmpdir. */
GD_API int gd_dir_commit(char *tmpdir, const char *dir, int failed, char *err, size_t errlen);

#endif

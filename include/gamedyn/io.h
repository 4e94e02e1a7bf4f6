/* io.h - outputs that never lose data (docs/outputs.md).
 *
 * Where a file output goes:
 *   "-"                          standard output
 *   not a regular file           written directly, never replaced (a device such as
 *                                /dev/null or /dev/full, a FIFO)
 *   a symbolic link              resolved: the real target is written as below and the
 *                                link stays a link
 *   a regular file (or nothing)  a temporary file from mkstemp in the target's own
 *                                directory, synced and renamed over the target at the end
 * Directory outputs are built in a temporary sibling directory and moved into place
 * when complete. Every temporary file or directory is removed when the run fails, and
 * on SIGINT, SIGTERM, SIGHUP, SIGQUIT or SIGPIPE (the process then dies of that signal).
 * Errors name their cause (strerror of the failing call, e.g. "No space left on device"). */
#ifndef GAMEDYN_IO_H
#define GAMEDYN_IO_H
#include "gamedyn/api.h"
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Several outputs of one run, committed all or none: each is opened as gd_file_begin opens
 * it; gd_outputs_commit finishes every one (flushed, checked, synced) and only when all were
 * written renames their temporary files over their targets, one after the other; otherwise it
 * removes every temporary file and no target is touched. (What is written in place, standard
 * output or a device, cannot be taken back.) gd_file_commit is the case of one output.
 *   gd_outputs s = {0};
 *   FILE *a = gd_outputs_add(&s, "x.tsv", err, n), *b = a ? gd_outputs_add(&s, "x.png", err, n) : NULL;
 *   ... write a and b ...;  gd_outputs_commit(&s, failed, err, n);   (also when an add failed) */
#define GD_OUTPUTS_MAX 4
typedef struct {
    int n;
    struct {
        FILE *f;
        char *tmp; /* NULL: written in place */
        const char *path;
    } o[GD_OUTPUTS_MAX];
} gd_outputs;

/* The cause of a failed write. stdio drops a buffer it could not write, and errno with it,
 * so a later fflush may succeed and the cause ("No space left on device") is lost. A writer
 * that checks its writes calls gd_io_note(f) right after one fails (errno still set); the io
 * writers (.npy, JSON, PNG, provenance) do. gd_io_cause(f) flushes f and returns 0 when every
 * write succeeded, else the first noted errno, else the flush's, else EIO; f's note is then
 * forgotten. Every commit (gd_file_commit, gd_outputs_commit) and the end of a run's standard
 * output use it. */
GD_API void gd_io_note(FILE *f);
GD_API int gd_io_cause(FILE *f);

/* The file a path really names: symbolic links followed (the last one may dangle),
 * trailing slashes dropped. malloc'd; NULL when out of memory or in a link loop. */
GD_API char *gd_io_resolve(const char *path);

/* A private directory for scratch files: mkdtemp of "$TMPDIR/gamedyn-STEM.XXXXXX" (/tmp
 * without TMPDIR), removed on signals; remove it with gd_io_scratch_end. */
GD_API int gd_io_scratch_begin(const char *stem, char **dir, char *err, size_t errlen);
GD_API void gd_io_scratch_end(char *dir);

/* The registry of live temporaries removed on signals. gd_io_temp_add refuses (-1) when
 * the table is full or the path too long; paths are stored absolute. */
GD_API int gd_io_temp_add(const char *path, int is_dir);
GD_API void gd_io_temp_remove(const char *path);
/* In a child process after fork: forgets the table, so a signal there removes nothing
 * of the parent's. */
GD_API void gd_io_temp_forget(void);
/* Removes a directory and everything in it; 0 on success. */
GD_API int gd_io_remove_tree(const char *path);

/* JSON lines (the functions: json.h): one object a line, strings escaped (RFC 8259), non-finite numbers as null.
 *   gd_json j; gd_json_begin(&j, stdout); gd_json_str(&j, "k", "v"); gd_json_end(&j); */
typedef struct {
    FILE *f;
    int depth;
    int first[8]; /* per open object or array: nothing written in it yet */
} gd_json;

/* NumPy .npy 1.0 output of a rows x cols uint16 (wide 0) or uint32 (wide 1) matrix, written
 * row by row: the header (padded to 64 bytes), then gd_io_npy_row per row. 0, or -1 (errno). */
GD_API int gd_io_npy_header(FILE *f, uint64_t rows, uint64_t cols, int wide);
GD_API int gd_io_npy_row(FILE *f, const uint32_t *row, uint64_t cols, int wide);
/* The same header for an array of one byte a cell: descr "|u1" (uint8) or "|b1" (bool, every
 * byte 0 or 1); the rows then go as they are (gd_io_npy_bytes). 0, or -1 (errno). */
GD_API int gd_io_npy_header_u8(FILE *f, uint64_t rows, uint64_t cols, int boolean);
GD_API int gd_io_npy_bytes(FILE *f, const uint8_t *v, uint64_t n);

/* The provenance lines that open every text output: "# gamedyn VERSION", "# command:
 * COMMAND" (the command line, one line), then the parameters, printf-style, as one line
 * "# PARAMETERS". 0, or -1 when a write failed. */
GD_API int gd_io_provenance(FILE *f, const char *command, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Parts of this interface with headers of their own. */
#include "gamedyn/blob.h"
#include "gamedyn/dir.h"
#include "gamedyn/json.h"
#include "gamedyn/lines.h"

/* Parts of this interface with headers of their own. */
#include "gamedyn/file.h"
#include "gamedyn/outputs.h"

#endif

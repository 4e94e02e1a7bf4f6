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

/* Opens the output path (see above). *tmp receives the temporary file's name (malloc'd),
 * or NULL when the output is written directly or is stdout. NULL with err set on failure. */
GD_API FILE *gd_file_begin(const char *path, char **tmp, char *err, size_t errlen);
/* Finishes an output from gd_file_begin: flushes and checks every write; a temporary
 * file is synced and renamed over the real target, or removed when failed is set or
 * anything went wrong. Frees tmp. 0, or -1 with err set ("cannot write 'PATH': CAUSE";
 * when failed is set and no write failed, err is left alone). */
GD_API int gd_file_commit(FILE *f, char *tmp, const char *path, int failed, char *err, size_t errlen);
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
/* Opens path as the next output of s; NULL with err set on failure (s unchanged). */
GD_API FILE *gd_outputs_add(gd_outputs *s, const char *path, char *err, size_t errlen);
/* The name under which f's bytes are written by a writer that takes a path (its temporary
 * file, or the path itself when written in place); NULL if f is not in s. */
GD_API const char *gd_outputs_name(const gd_outputs *s, FILE *f);
/* Commits every output of s as above (failed set: none); 0, or -1 with err naming the first
 * failed write's cause (when failed is set and no write failed, err is left alone). */
GD_API int gd_outputs_commit(gd_outputs *s, int failed, char *err, size_t errlen);

/* The cause of a failed write. stdio drops a buffer it could not write, and errno with it,
 * so a later fflush may succeed and the cause ("No space left on device") is lost. A writer
 * that checks its writes calls gd_io_note(f) right after one fails (errno still set); the io
 * writers (.npy, JSON, PNG, provenance) do. gd_io_cause(f) flushes f and returns 0 when every
 * write succeeded, else the first noted errno, else the flush's, else EIO; f's note is then
 * forgotten. Every commit (gd_file_commit, gd_outputs_commit) and the end of a run's standard
 * output use it. */
GD_API void gd_io_note(FILE *f);
GD_API int gd_io_cause(FILE *f);

/* Checks up front that path can be written as gd_file_begin would (its directory exists
 * and takes a new file; a device or FIFO is writable). Creates nothing. 0, or -1 with err. */
GD_API int gd_file_check(const char *path, char *err, size_t errlen);
/* The space a new output at path can take: 1 with *avail the bytes free to an unprivileged
 * user on the file system of the target's directory (statvfs: where the temporary file is
 * made), 0 when path is written in place ("-", a device, a FIFO: nothing to compare), -1
 * with err. */
GD_API int gd_file_space(const char *path, uint64_t *avail, char *err, size_t errlen);
/* The file a path really names: symbolic links followed (the last one may dangle),
 * trailing slashes dropped. malloc'd; NULL when out of memory or in a link loop. */
GD_API char *gd_io_resolve(const char *path);

/* A directory output: a new directory beside dir's real target (name in *tmpdir,
 * malloc'd), to be filled and then moved into place by gd_dir_commit. Fails at once when
 * the parent is missing or not writable, or dir exists and is not a directory. */
GD_API int gd_dir_begin(const char *dir, char **tmpdir, char *err, size_t errlen);
/* Moves the finished tmpdir into place: renamed to dir's real target if that does not
 * exist; otherwise each new entry is renamed into it (subdirectories merged the same way),
 * so the files the run did not make are kept and each file is replaced whole. With failed
 * set, or on any error, tmpdir is removed and nothing new is left. Frees tmpdir. */
GD_API int gd_dir_commit(char *tmpdir, const char *dir, int failed, char *err, size_t errlen);

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

/* Text input read a line at a time, each line whole whatever its length:
 *   gd_lines r; if (gd_lines_open(&r, path) == 0) { while (gd_lines_next(&r) == 1) use(r.line, r.len); gd_lines_close(&r); }
 * Only a regular file or a FIFO (so '<(...)' works) is read: a directory holds no lines
 * and a device such as /dev/zero or a terminal need never end. A line is bounded by
 * GD_LINES_MAX bytes, so an endless stream without newlines is refused, not buffered. */
#define GD_LINES_MAX ((size_t)1 << 20)
typedef struct {
    FILE *f;
    char *line;       /* the current line, newline included, NUL-terminated */
    size_t len;       /* its length in bytes (an embedded NUL makes strlen shorter) */
    size_t cap;
    unsigned long no; /* its number, from 1 */
} gd_lines;
enum { GD_LINES_CANNOT_OPEN = -1, GD_LINES_DIRECTORY = -2, GD_LINES_NOT_REGULAR = -3 };
/* 0, or one of the GD_LINES_ codes (errno set for GD_LINES_CANNOT_OPEN). */
GD_API int gd_lines_open(gd_lines *r, const char *path);
enum { GD_LINES_READ_ERROR = -1, GD_LINES_TOO_LONG = -2 };
/* 1 with the next line in r->line, 0 at the end, or GD_LINES_READ_ERROR (errno set) or
 * GD_LINES_TOO_LONG (r->no is the line's number). */
GD_API int gd_lines_next(gd_lines *r);
GD_API void gd_lines_close(gd_lines *r);

/* JSON lines: one object a line, strings escaped (RFC 8259), non-finite numbers as null.
 *   gd_json j; gd_json_begin(&j, stdout); gd_json_str(&j, "k", "v"); gd_json_end(&j); */
typedef struct {
    FILE *f;
    int depth;
    int first[8]; /* per open object or array: nothing written in it yet */
} gd_json;

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

/* A checkpoint's binary part: what gd_blob_put writes, the same calls of gd_blob_get read back
 * in the same order, with a checksum over all of it (gd_blob_put_end, gd_blob_get_end). In
 * the machine's own byte order: a checkpoint is for resuming on the machine (or its kind)
 * that wrote it; gd_blob_put_order and gd_blob_get_order tell another order apart. */
typedef struct gd_blob {
    FILE *f;
    uint64_t h, pend, total; /* the sum so far, a word's bytes not yet in it, the bytes */
    unsigned npend;
    int bad; /* a read came short, or a write failed */
} gd_blob;
GD_API void gd_blob_init(gd_blob *b, FILE *f);
GD_API void gd_blob_put(gd_blob *b, const void *p, size_t n);
GD_API void gd_blob_put_u64(gd_blob *b, uint64_t v);
/* 0, or -1 (and b->bad) when the file ends first. */
GD_API int gd_blob_get(gd_blob *b, void *p, size_t n);
GD_API uint64_t gd_blob_get_u64(gd_blob *b); /* 0 and b->bad when short */
/* The bytes left to read: a reader allocates no more than the file can fill (a damaged
 * count is found before the checksum at the end would tell). */
GD_API uint64_t gd_blob_left(gd_blob *b);
GD_API void gd_blob_put_order(gd_blob *b);
GD_API int gd_blob_get_order(gd_blob *b); /* 0 when the file's byte order is this machine's */
GD_API void gd_blob_put_end(gd_blob *b);
/* 0 when nothing came short, the checksum matches and the file ends there. */
GD_API int gd_blob_get_end(gd_blob *b);
/* The checksum gd_blob_put_end writes after these n bytes (least significant byte first). */
GD_API uint64_t gd_blob_sum(const void *p, size_t n);

#endif

/* The io module: where outputs go (regular files, symbolic links, devices, stdout),
 * failed and interrupted writes leaving nothing, directory outputs, errors naming their
 * cause, and JSON lines. Works in a private mkdtemp directory. */
#include "gamedyn/image.h"
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include "testlib.h"
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static char base[512];

static const char *at(const char *name)
{
    static char buf[4][1024];
    static int k;
    k = (k + 1) % 4;
    snprintf(buf[k], sizeof buf[k], "%s/%s", base, name);
    return buf[k];
}

static int write_text(const char *path, const char *text, int failed, char *err, size_t errlen)
{
    char *tmp;
    FILE *f = gd_file_begin(path, &tmp, err, errlen);
    if (!f)
        return -1;
    fputs(text, f);
    return gd_file_commit(f, tmp, path, failed, err, errlen);
}

static int has_text(const char *path, const char *text)
{
    char buf[256] = "";
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    return strcmp(buf, text) == 0;
}

/* Entries of dir other than . and .., and whether any holds "tmp". */
static int entries(const char *dir, int *temps)
{
    DIR *d = opendir(dir);
    int n = 0;
    *temps = 0;
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL)
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
            n++;
            *temps += strstr(e->d_name, "tmp") != NULL;
        }
    if (d)
        closedir(d);
    return n;
}

static void regular_files(void)
{
    char err[256];
    int temps;
    CHECK(write_text(at("a.txt"), "one\n", 0, err, sizeof err) == 0, "%s", err);
    CHECK(has_text(at("a.txt"), "one\n"), "content");
    struct stat st;
    mode_t m = umask(0);
    umask(m);
    CHECK(stat(at("a.txt"), &st) == 0 && (st.st_mode & 0777) == (0666 & ~m), "new file mode %o",
          (unsigned)st.st_mode & 0777);
    /* A failed run leaves the old file and no temporary file. */
    CHECK(write_text(at("a.txt"), "two\n", 1, err, sizeof err) != 0, "failed commit");
    CHECK(has_text(at("a.txt"), "one\n"), "old content kept");
    CHECK(entries(base, &temps) == 1 && temps == 0, "a temporary file left");
    /* An existing file keeps its permissions. */
    chmod(at("a.txt"), 0640);
    CHECK(write_text(at("a.txt"), "three\n", 0, err, sizeof err) == 0, "%s", err);
    CHECK(stat(at("a.txt"), &st) == 0 && (st.st_mode & 0777) == 0640, "mode kept");
    /* A missing directory is reported at once, naming the cause; nothing is created. */
    CHECK(gd_file_check(at("nodir/x.tsv"), err, sizeof err) != 0 && strstr(err, "No such file or directory"), "%s",
          err);
    CHECK(gd_file_check(base, err, sizeof err) != 0 && strstr(err, "Is a directory"), "%s", err);
    CHECK(gd_file_check(at("new.tsv"), err, sizeof err) == 0, "%s", err);
    CHECK(entries(base, &temps) == 1, "check created something");
    unlink(at("a.txt"));
}

static void links(void)
{
    char err[256];
    mkdir(at("real"), 0777);
    CHECK(write_text(at("real/t.txt"), "old\n", 0, err, sizeof err) == 0, "%s", err);
    /* A relative link, and a link to that link. */
    CHECK(symlink("real/t.txt", at("link")) == 0 && symlink("link", at("link2")) == 0, "symlink");
    char *r = gd_io_resolve(at("link2"));
    CHECK(r && strcmp(r, at("real/t.txt")) == 0, "resolve: %s", r ? r : "(null)");
    free(r);
    CHECK(write_text(at("link2"), "new\n", 0, err, sizeof err) == 0, "%s", err);
    struct stat st;
    CHECK(lstat(at("link"), &st) == 0 && S_ISLNK(st.st_mode), "link replaced");
    CHECK(lstat(at("link2"), &st) == 0 && S_ISLNK(st.st_mode), "link replaced");
    CHECK(has_text(at("real/t.txt"), "new\n"), "target not written");
    int temps;
    CHECK(entries(at("real"), &temps) == 1 && temps == 0, "temporary file left beside the target");
    /* A dangling link: the target is created where it points. */
    CHECK(symlink("real/made.txt", at("dangling")) == 0, "symlink");
    CHECK(write_text(at("dangling"), "made\n", 0, err, sizeof err) == 0, "%s", err);
    CHECK(lstat(at("dangling"), &st) == 0 && S_ISLNK(st.st_mode) && has_text(at("real/made.txt"), "made\n"),
          "dangling link");
    /* A loop is refused. */
    CHECK(symlink("loop", at("loop")) == 0, "symlink");
    CHECK(write_text(at("loop"), "x", 0, err, sizeof err) != 0, "link loop accepted");
    gd_io_remove_tree(at("real"));
    unlink(at("link")), unlink(at("link2")), unlink(at("dangling")), unlink(at("loop"));
}

static void devices(void)
{
    char err[256], *tmp;
    /* /dev/null is written directly: it stays a character device. */
    CHECK(write_text("/dev/null", "x\n", 0, err, sizeof err) == 0, "%s", err);
    struct stat st;
    CHECK(stat("/dev/null", &st) == 0 && S_ISCHR(st.st_mode), "/dev/null is no longer a device");
    /* /dev/full: the error names the full disk, small writes (stdio buffer) and large. */
    CHECK(write_text("/dev/full", "x\n", 0, err, sizeof err) != 0 && strstr(err, "No space left on device"), "%s",
          err);
    FILE *f = gd_file_begin("/dev/full", &tmp, err, sizeof err);
    CHECK(f && !tmp, "direct write");
    for (int i = 0; f && i < 100000; i++)
        fprintf(f, "line %d\n", i);
    CHECK(f && gd_file_commit(f, tmp, "/dev/full", 0, err, sizeof err) != 0 && strstr(err, "No space left on device"),
          "%s", err);
    gd_image im;
    gd_image_init(&im, 300, 300, 1);
    CHECK(gd_image_write_png(&im, 1, NULL, 0, "/dev/full", err, sizeof err) != 0 &&
              strstr(err, "No space left on device"),
          "PNG: %s", err);
    CHECK(gd_image_write_png(&im, 4000, NULL, 0, at("big.png"), err, sizeof err) != 0 && strstr(err, "too large"),
          "size: %s", err);
    gd_image_free(&im);
    /* "-" is stdout. */
    f = gd_file_begin("-", &tmp, err, sizeof err);
    CHECK(f == stdout && !tmp, "- is stdout");
    /* A FIFO is written directly, never replaced. */
    CHECK(mkfifo(at("fifo"), 0600) == 0, "mkfifo");
    pid_t pid = fork();
    if (pid == 0) {
        FILE *r = fopen(at("fifo"), "r");
        char line[64] = "";
        _exit(r && fgets(line, sizeof line, r) && strcmp(line, "through\n") == 0 ? 0 : 1);
    }
    CHECK(write_text(at("fifo"), "through\n", 0, err, sizeof err) == 0, "%s", err);
    int status;
    waitpid(pid, &status, 0);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the reader got other data");
    CHECK(lstat(at("fifo"), &st) == 0 && S_ISFIFO(st.st_mode), "FIFO replaced");
    unlink(at("fifo"));
}

static void directories(void)
{
    char err[256], *t;
    int temps;
    /* A new directory appears whole. */
    CHECK(gd_dir_begin(at("out"), &t, err, sizeof err) == 0, "%s", err);
    char p[1024];
    snprintf(p, sizeof p, "%s/f1", t);
    write_text(p, "1\n", 0, err, sizeof err);
    CHECK(access(at("out"), F_OK) != 0, "the directory appeared before it was complete");
    CHECK(gd_dir_commit(t, at("out"), 0, err, sizeof err) == 0, "%s", err);
    CHECK(has_text(at("out/f1"), "1\n"), "f1");
    /* Into an existing one: new files replace theirs, other files stay, subfolders merge. */
    write_text(at("out/mine"), "keep\n", 0, err, sizeof err);
    mkdir(at("out/sub"), 0777);
    write_text(at("out/sub/old"), "old\n", 0, err, sizeof err);
    CHECK(gd_dir_begin(at("out"), &t, err, sizeof err) == 0, "%s", err);
    snprintf(p, sizeof p, "%s/f1", t);
    write_text(p, "2\n", 0, err, sizeof err);
    snprintf(p, sizeof p, "%s/sub", t);
    mkdir(p, 0777);
    snprintf(p, sizeof p, "%s/sub/new", t);
    write_text(p, "new\n", 0, err, sizeof err);
    CHECK(gd_dir_commit(t, at("out"), 0, err, sizeof err) == 0, "%s", err);
    CHECK(has_text(at("out/f1"), "2\n") && has_text(at("out/mine"), "keep\n"), "merge");
    CHECK(has_text(at("out/sub/old"), "old\n") && has_text(at("out/sub/new"), "new\n"), "subfolder merge");
    /* A failed run leaves nothing new. */
    CHECK(gd_dir_begin(at("out2"), &t, err, sizeof err) == 0, "%s", err);
    snprintf(p, sizeof p, "%s/f", t);
    write_text(p, "x\n", 0, err, sizeof err);
    CHECK(gd_dir_commit(t, at("out2"), 1, err, sizeof err) != 0, "failed commit");
    CHECK(access(at("out2"), F_OK) != 0, "a failed run left its directory");
    CHECK(entries(base, &temps) == 1 && temps == 0, "a failed run left a temporary directory");
    /* Refused at once: a missing parent, a file in the way. */
    CHECK(gd_dir_begin(at("nodir/out"), &t, err, sizeof err) != 0 && strstr(err, "No such file"), "%s", err);
    CHECK(gd_dir_begin(at("out/f1"), &t, err, sizeof err) != 0 && strstr(err, "not a directory"), "%s", err);
    gd_io_remove_tree(at("out"));
    /* A name near the file system's limit: the temporary sibling's name is cut to fit. */
    char longname[251];
    memset(longname, 'd', 250);
    longname[250] = 0;
    CHECK(gd_dir_begin(at(longname), &t, err, sizeof err) == 0, "%s", err);
    CHECK(t && gd_dir_commit(t, at(longname), 0, err, sizeof err) == 0, "%s", err);
    CHECK(rmdir(at(longname)) == 0, "a 250-byte directory name");
}

/* A child that dies of sig while holding a temporary file, a directory output and a
 * scratch directory: none of them may remain. */
static void signals(int sig)
{
    char err[256];
    setenv("TMPDIR", base, 1);
    pid_t pid = fork();
    if (pid == 0) {
        char *tmp, *d, *s;
        FILE *f = gd_file_begin(at("big.gdb"), &tmp, err, sizeof err);
        if (!f || gd_dir_begin(at("frames"), &d, err, sizeof err) != 0 ||
            gd_io_scratch_begin("test", &s, err, sizeof err) != 0)
            _exit(3);
        fputs("partial", f);
        fflush(f);
        char p[1024];
        snprintf(p, sizeof p, "%s/frame-00000.png", d);
        write_text(p, "frame", 0, err, sizeof err);
        snprintf(p, sizeof p, "%s/sub", d);
        mkdir(p, 0777);
        snprintf(p, sizeof p, "%s/sub/deeper", d);
        write_text(p, "x", 0, err, sizeof err);
        snprintf(p, sizeof p, "%s/data.tsv", s);
        write_text(p, "x", 0, err, sizeof err);
        raise(sig);
        _exit(4);
    }
    int status, temps;
    waitpid(pid, &status, 0);
    CHECK(WIFSIGNALED(status) && WTERMSIG(status) == sig, "signal %d: status %d", sig, status);
    CHECK(entries(base, &temps) == 0, "signal %d left %d entries", sig, entries(base, &temps));
    unsetenv("TMPDIR");
}

static void json(void)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    gd_json j;
    gd_json_begin(&j, f);
    gd_json_str(&j, "s", "a\"b\\c\n\t\x01 é");
    gd_json_u64(&j, "n", 18446744073709551615ULL);
    gd_json_i64(&j, "i", -5);
    gd_json_num(&j, "x", 0.1);
    gd_json_num(&j, "nan", 0.0 / 0.0);
    gd_json_object(&j, "o");
    gd_json_bool(&j, "t", 1);
    gd_json_str(&j, "null", NULL);
    gd_json_close(&j, '}');
    gd_json_num(&j, "last", 2.5);
    gd_json_end(&j);
    fclose(f);
    const char *want = "{\"s\":\"a\\\"b\\\\c\\n\\t\\u0001 é\",\"n\":18446744073709551615,\"i\":-5,\"x\":0.1,"
                       "\"nan\":null,\"o\":{\"t\":true,\"null\":null},\"last\":2.5}\n";
    CHECK(strcmp(buf, want) == 0, "json: %s", buf);
    free(buf);
}

/* The provenance lines every text output opens with, and a failed write reported. */
static void provenance(void)
{
    char *buf = NULL, want[256];
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    CHECK(gd_io_provenance(f, "gamedyn table nim --max 3", "ruleset=%s max=%d", "nim", 3) == 0, "written");
    fclose(f);
    snprintf(want, sizeof want, "# gamedyn %s\n# command: gamedyn table nim --max 3\n# ruleset=nim max=3\n",
             gd_version());
    CHECK(strcmp(buf, want) == 0, "provenance: %s", buf);
    free(buf);
    FILE *full = fopen("/dev/full", "w");
    if (full) {
        setvbuf(full, NULL, _IONBF, 0);
        CHECK(gd_io_provenance(full, "c", "%s", "p") != 0, "a failed write is reported");
        fclose(full);
    }
}

/* gd_lines: each line whole whatever its length, its length past an embedded NUL, the
 * last line without a newline, an over-long line refused, and only files and FIFOs read. */
static void lines(void)
{
    const char *path = at("lines.txt");
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL, "create %s", path);
    if (!f)
        return;
    for (int i = 0; i < 1000; i++)
        fputc('x', f);
    fwrite("\na\0b\n\nlast", 1, 10, f);
    fclose(f);
    gd_lines r;
    CHECK(gd_lines_open(&r, path) == 0, "open %s", path);
    CHECK(gd_lines_next(&r) == 1 && r.len == 1001 && r.no == 1 && r.line[1000] == '\n', "a long line whole");
    CHECK(gd_lines_next(&r) == 1 && r.len == 4 && strlen(r.line) == 1 && r.line[2] == 'b', "a NUL inside a line");
    CHECK(gd_lines_next(&r) == 1 && r.len == 1 && strcmp(r.line, "\n") == 0, "an empty line");
    CHECK(gd_lines_next(&r) == 1 && r.len == 4 && strcmp(r.line, "last") == 0 && r.no == 4, "no final newline");
    CHECK(gd_lines_next(&r) == 0 && gd_lines_next(&r) == 0, "the end, twice");
    gd_lines_close(&r);

    f = fopen(path, "wb");
    CHECK(f != NULL, "create %s", path);
    if (!f)
        return;
    fputs("ok\n", f);
    for (size_t i = 0; i <= GD_LINES_MAX; i++)
        fputc('y', f);
    fclose(f);
    CHECK(gd_lines_open(&r, path) == 0, "open %s", path);
    CHECK(gd_lines_next(&r) == 1, "the first line");
    CHECK(gd_lines_next(&r) == GD_LINES_TOO_LONG && r.no == 2, "a line past GD_LINES_MAX");
    gd_lines_close(&r);
    unlink(path);

    CHECK(gd_lines_open(&r, base) == GD_LINES_DIRECTORY, "a directory");
    CHECK(gd_lines_open(&r, "/dev/zero") == GD_LINES_NOT_REGULAR, "a device");
    errno = 0;
    CHECK(gd_lines_open(&r, at("missing")) == GD_LINES_CANNOT_OPEN && errno == ENOENT, "a missing file");
}

/* Several outputs: none replaces its file unless all are written; the cause of a failed
 * write survives stdio dropping the buffer it could not write. */
static void output_sets(void)
{
    char err[256] = "";
    int temps;
    mkdir(at("set"), 0777);
    for (int k = 0; k < 2; k++) {
        FILE *o = fopen(at(k ? "set/b" : "set/a"), "w");
        fputs("old\n", o);
        fclose(o);
    }
    gd_outputs s = {0};
    FILE *a = gd_outputs_add(&s, at("set/a"), err, sizeof err), *b = gd_outputs_add(&s, at("set/b"), err, sizeof err);
    CHECK(a && b && s.n == 2, "%s", err);
    CHECK(gd_outputs_name(&s, a) && strstr(gd_outputs_name(&s, a), ".tmp."), "a's bytes go to a temporary file");
    fputs("new\n", a), fputs("new\n", b);
    CHECK(entries(at("set"), &temps) == 4 && temps == 2, "two temporary files while writing");
    CHECK(gd_outputs_commit(&s, 1, err, sizeof err) != 0, "a failed set commits");
    CHECK(has_text(at("set/a"), "old\n") && has_text(at("set/b"), "old\n"), "a failed set replaced a file");
    CHECK(entries(at("set"), &temps) == 2 && temps == 0, "a failed set left temporary files");
    a = gd_outputs_add(&s, at("set/a"), err, sizeof err), b = gd_outputs_add(&s, at("set/b"), err, sizeof err);
    fputs("new\n", a), fputs("new\n", b);
    CHECK(gd_outputs_commit(&s, 0, err, sizeof err) == 0, "%s", err);
    CHECK(has_text(at("set/a"), "new\n") && has_text(at("set/b"), "new\n"), "a complete set is placed");
    CHECK(entries(at("set"), &temps) == 2 && temps == 0, "temporary files left");
    /* the second output on a full device: the first keeps its bytes */
    if (access("/dev/full", W_OK) == 0) {
        a = gd_outputs_add(&s, at("set/a"), err, sizeof err), b = gd_outputs_add(&s, "/dev/full", err, sizeof err);
        CHECK(a && b, "%s", err);
        static char big[1 << 16];
        fputs("newer\n", a);
        CHECK(fwrite(big, 1, sizeof big, b) != sizeof big, "a write to /dev/full succeeded");
        gd_io_note(b);
        CHECK(gd_outputs_commit(&s, 0, err, sizeof err) != 0 && strstr(err, strerror(ENOSPC)), "cause: %s", err);
        CHECK(has_text(at("set/a"), "new\n"), "the first output replaced although the second failed");
        CHECK(entries(at("set"), &temps) == 2 && temps == 0, "temporary files left");
        /* a large direct write fails and leaves stdio's buffer empty: fflush then succeeds */
        FILE *f = fopen("/dev/full", "w");
        errno = 0;
        if (fwrite(big, 1, sizeof big, f) != sizeof big)
            gd_io_note(f);
        errno = 0;
        CHECK(gd_io_cause(f) == ENOSPC, "the cause of the first failed write is lost");
        CHECK(gd_io_cause(f) != 0, "a failed stream reads as good");
        fclose(f);
    }
    gd_io_remove_tree(at("set"));
}

int main(void)
{
    /* A signal ignored by whoever started the suite (nohup, a background job's SIGINT) stays
     * ignored by the library by design (src/base/io_temp.c installs no handler for it), so the test
     * restores the defaults before the library's first output. */
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    const char *t = getenv("TMPDIR");
    snprintf(base, sizeof base, "%s/gamedyn-t_io.XXXXXX", t && *t ? t : "/tmp");
    if (!mkdtemp(base)) {
        perror("mkdtemp");
        return 1;
    }
    regular_files();
    links();
    devices();
    directories();
    signals(SIGTERM);
    signals(SIGINT);
    json();
    provenance();
    lines();
    output_sets();
    int temps;
    CHECK(entries(base, &temps) == 0, "left %d entries in %s", entries(base, &temps), base);
    gd_io_remove_tree(base);
    return tl_done("t_io");
}

/* fuzz_census - the input as a census checkpoint (the file `gamedyn params chomp
 * --checkpoint F --stop-at M` writes and `--resume` reads), offered to gd_census_load for
 * plain Chomp to 60, with a pass to 40 and with 2 passes to 40, with and without a file for
 * the per-sheet rows. The checksum in the last 8 bytes is set right, so the fuzzer gets past
 * it into the measurements, the engine and the rows. A refusal must say why, in one line; a
 * load that succeeds must be for that run (the header's parameters line) and at a sheet of
 * it. The engine is not run on from a state the fuzzer made: with its checksum set right, a
 * file can hold any marks, and the sheets built on them may need any memory (the checksum
 * guards against damage, not against a forger). */
#include "common.h"
#include "gamedyn/experiment.h"
#include "gamedyn/io.h"

static const struct {
    const char *params;
    gd_config cfg;
} runs[] = {
    {"game=chomp variant=plain xmax=60 ymax=60 mode=proved-tails seed=-", {GD_SHEET_CHOMP, GD_VARIANT_PLAIN, NULL, 60, 60, 0}},
    {"game=chomp variant=pass xmax=40 ymax=40 mode=proved-tails seed=-", {GD_SHEET_CHOMP, GD_VARIANT_PASS, NULL, 40, 40, 1}},
    {"game=chomp variant=pass xmax=40 ymax=40 mode=proved-tails passes=2 seed=-",
     {GD_SHEET_CHOMP, GD_VARIANT_PASS, NULL, 40, 40, 2}},
};

/* Where the binary part begins: after the first line "end". */
static size_t binary_start(const uint8_t *b, size_t size)
{
    for (size_t i = 0; i + 5 <= size; i++)
        if (memcmp(b + i, "\nend\n", 5) == 0)
            return i + 5;
    return size;
}

static int header_is(const uint8_t *b, size_t size, const char *params)
{
    char want[256];
    snprintf(want, sizeof want, "\nparameters %s\n", params);
    size_t n = strlen(want);
    for (size_t i = 0; i + n <= size; i++)
        if (memcmp(b + i, want, n) == 0)
            return 1;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 256 * 1024)
        return 0;
    uint8_t *buf = malloc(size ? size : 1);
    if (!buf)
        abort();
    memcpy(buf, data, size);
    size_t at = binary_start(buf, size);
    if (at + 8 <= size) {
        uint64_t h = gd_blob_sum(buf + at, size - 8 - at);
        for (int i = 0; i < 8; i++)
            buf[size - 8 + i] = (uint8_t)(h >> (8 * i));
    }
    const char *path = fuzz_write_file(buf, size);
    for (size_t r = 0; r < sizeof runs / sizeof *runs; r++)
        for (int with_rows = 0; with_rows < 2; with_rows++) {
            char err[512] = "";
            gd_params p;
            if (gd_params_init(&p, runs[r].cfg.xmax) != 0)
                abort();
            gd_engine *e = gd_engine_new(&runs[r].cfg, err, sizeof err);
            FILE *rows = with_rows ? tmpfile() : NULL;
            if (!e || (with_rows && !rows))
                abort();
            if (gd_census_load(path, &p, e, rows, err, sizeof err) != 0) {
                if (!err[0] || strchr(err, '\n'))
                    abort();
            } else {
                if (!header_is(buf, size, runs[r].params)) {
                    fprintf(stderr, "fuzz_census: a checkpoint accepted for another run than %s\n", runs[r].params);
                    abort();
                }
                if (gd_engine_next_sheet(e) > runs[r].cfg.xmax + 1)
                    abort();
            }
            gd_engine_free(e);
            gd_params_free(&p);
            if (rows)
                fclose(rows);
        }
    free(buf);
    return 0;
}

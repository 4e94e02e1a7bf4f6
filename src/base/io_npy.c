/* NumPy .npy format 1.0: magic, version, header length, a Python dict literal padded with
 * spaces and a newline so the data starts at a multiple of 64 bytes, then the data
 * (little-endian, C order). */
#include "gamedyn/io.h"
#include <string.h>

static int header(FILE *f, const char *descr, uint64_t rows, uint64_t cols)
{
    char dict[256];
    int n = snprintf(dict, sizeof dict, "{'descr': '%s', 'fortran_order': False, 'shape': (%llu, %llu), }", descr,
                     (unsigned long long)rows, (unsigned long long)cols);
    size_t total = 10 + (size_t)n + 1; /* magic 6, version 2, length 2, dict, '\n' */
    size_t pad = (64 - total % 64) % 64;
    unsigned char head[10] = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0, 0, 0};
    uint16_t hl = (uint16_t)(n + pad + 1);
    head[8] = (unsigned char)(hl & 0xff), head[9] = (unsigned char)(hl >> 8);
    int bad = fwrite(head, 1, 10, f) != 10 || fwrite(dict, 1, (size_t)n, f) != (size_t)n;
    for (size_t i = 0; i < pad && !bad; i++)
        bad = fputc(' ', f) == EOF;
    bad = bad || fputc('\n', f) == EOF;
    if (bad)
        gd_io_note(f);
    return bad ? -1 : 0;
}

int gd_io_npy_header(FILE *f, uint64_t rows, uint64_t cols, int wide)
{
    return header(f, wide ? "<u4" : "<u2", rows, cols);
}

int gd_io_npy_header_u8(FILE *f, uint64_t rows, uint64_t cols, int boolean)
{
    return header(f, boolean ? "|b1" : "|u1", rows, cols);
}

int gd_io_npy_bytes(FILE *f, const uint8_t *v, uint64_t n)
{
    if (n && fwrite(v, 1, n, f) != n) {
        gd_io_note(f);
        return -1;
    }
    return 0;
}

int gd_io_npy_row(FILE *f, const uint32_t *row, uint64_t cols, int wide)
{
    unsigned char buf[4096];
    size_t at = 0, w = wide ? 4 : 2;
    for (uint64_t b = 0; b < cols; b++) {
        uint32_t v = row[b];
        buf[at] = (unsigned char)v, buf[at + 1] = (unsigned char)(v >> 8);
        if (wide)
            buf[at + 2] = (unsigned char)(v >> 16), buf[at + 3] = (unsigned char)(v >> 24);
        at += w;
        if (at == sizeof buf) {
            if (fwrite(buf, 1, at, f) != at) {
                gd_io_note(f);
                return -1;
            }
            at = 0;
        }
    }
    if (at && fwrite(buf, 1, at, f) != at) {
        gd_io_note(f);
        return -1;
    }
    return 0;
}

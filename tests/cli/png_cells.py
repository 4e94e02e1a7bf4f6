#!/usr/bin/env python3
"""png_cells.py - prints the pixels of a PNG written by gamedyn as 'col row r g b' lines (and
its tEXt chunks as '# key=value'), for the shell tests. Only what gamedyn writes: palette
images, bit depth 1..8, filter 0, and 8-bit RGB (framed figures) with filters none or sub;
no interlace."""
import struct
import sys
import zlib


def read(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    at, idat, texts, pal = 8, b"", [], []
    while at < len(data):
        n, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + n]
        at += 12 + n
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert ctype in (2, 3) and interlace == 0, "only palette and RGB images"
        elif kind == b"PLTE":
            pal = [tuple(body[i:i + 3]) for i in range(0, n, 3)]
        elif kind == b"IDAT":
            idat += body
        elif kind == b"tEXt":
            k, v = body.split(b"\0", 1)
            texts.append((k.decode(), v.decode()))
    raw = zlib.decompress(idat)
    if ctype == 2:
        return w, h, rgb_rows(raw, w, h), texts
    stride = (w * depth + 7) // 8
    pix = []
    for r in range(h):
        row = raw[r * (stride + 1):(r + 1) * (stride + 1)]
        assert row[0] == 0, "filter %d" % row[0]
        bits = "".join(format(b, "08b") for b in row[1:])
        pix.append([pal[int(bits[c * depth:(c + 1) * depth], 2)] for c in range(w)])
    return w, h, pix, texts


def rgb_rows(raw, w, h):
    pix, stride = [], 3 * w + 1
    for r in range(h):
        f, row = raw[r * stride], bytearray(raw[r * stride + 1:(r + 1) * stride])
        assert f in (0, 1), "filter %d" % f
        if f == 1:
            for i in range(3, len(row)):
                row[i] = (row[i] + row[i - 3]) & 255
        pix.append([tuple(row[3 * c:3 * c + 3]) for c in range(w)])
    return pix


if __name__ == "__main__":
    # A reader that stops early (head, grep -q) ends the listing quietly.
    import signal
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    w, h, pix, texts = read(sys.argv[1])
    for k, v in texts:
        print("# %s=%s" % (k, v))
    for r in range(h):
        for c in range(w):
            print(c, r, *pix[r][c])

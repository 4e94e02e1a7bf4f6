#!/usr/bin/env python3
"""png_cells.py - prints the pixels of a palette PNG written by gamedyn as 'col row r g b'
lines (and its tEXt chunks as '# key=value'), for the shell tests. Only what gamedyn
writes: palette images, bit depth 1..8, no interlace, filter 0 (gamedyn's palette PNGs)."""
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
            assert ctype == 3 and interlace == 0, "only palette images"
        elif kind == b"PLTE":
            pal = [tuple(body[i:i + 3]) for i in range(0, n, 3)]
        elif kind == b"IDAT":
            idat += body
        elif kind == b"tEXt":
            k, v = body.split(b"\0", 1)
            texts.append((k.decode(), v.decode()))
    raw = zlib.decompress(idat)
    stride = (w * depth + 7) // 8
    pix = []
    for r in range(h):
        row = raw[r * (stride + 1):(r + 1) * (stride + 1)]
        assert row[0] == 0, "filter %d" % row[0]
        bits = "".join(format(b, "08b") for b in row[1:])
        pix.append([pal[int(bits[c * depth:(c + 1) * depth], 2)] for c in range(w)])
    return w, h, pix, texts


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

#!/usr/bin/env python3
"""Writes a PNG "screenshot" from a rule, without Accord: WIDTH×HEIGHT pixels of white with a
pure red square of SIDE points at (X, Y) points, at SCALE pixels a point.
usage: make_png.py OUT WIDTH HEIGHT SCALE X Y SIDE"""
import struct, sys, zlib

out, w, h = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
scale, x, y, side = (float(v) for v in sys.argv[4:8])
x0, y0, x1, y1 = round(x * scale), round(y * scale), round((x + side) * scale), round((y + side) * scale)
rows = []
for row in range(h):
    inside = y0 <= row < y1
    line = bytearray(b"\xff" * (3 * w))
    if inside:
        for col in range(max(0, x0), min(w, x1)):
            line[3 * col + 1] = 0
            line[3 * col + 2] = 0
    rows.append(b"\x00" + bytes(line))

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)

with open(out, "wb") as f:
    f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 6)) + chunk(b"IEND", b""))

#!/usr/bin/env python3
"""Draws a reference "screenshot" from shapes whose geometry comes from published iOS figures,
without Accord (the visual-fidelity suite, Tests/compare/fidelity/README.md).
usage: make_reference.py OUT WIDTH_PT HEIGHT_PT SCALE SHAPE...
  SHAPE: rect:X,Y,W,H,RRGGBB    an axis-aligned rectangle, points
         disc:CX,CY,D,RRGGBB    a filled circle of diameter D centred at (CX, CY), points
The background is white; edges are antialiased by 4×4 supersampling, as a renderer would."""
import struct, sys, zlib

out, wpt, hpt, scale = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
W, H = round(wpt * scale), round(hpt * scale)
img = bytearray(b"\xff" * (3 * W * H))

def blend(px, py, rgb, cover):
    i = 3 * (py * W + px)
    for k in range(3):
        img[i + k] = round(img[i + k] * (1 - cover) + rgb[k] * cover)

def coverage(inside, px, py):
    n = 0
    for sy in range(4):
        for sx in range(4):
            if inside((px + (sx + 0.5) / 4) / scale, (py + (sy + 0.5) / 4) / scale):
                n += 1
    return n / 16

for spec in sys.argv[5:]:
    kind, args = spec.split(":")
    v = args.split(",")
    rgb = bytes.fromhex(v[-1])
    nums = [float(a) for a in v[:-1]]
    if kind == "rect":
        x, y, w, h = nums
        inside = lambda X, Y, x=x, y=y, w=w, h=h: x <= X < x + w and y <= Y < y + h
        box = (x, y, x + w, y + h)
    elif kind == "disc":
        cx, cy, d = nums
        r = d / 2
        inside = lambda X, Y, cx=cx, cy=cy, r=r: (X - cx) ** 2 + (Y - cy) ** 2 <= r * r
        box = (cx - r, cy - r, cx + r, cy + r)
    else:
        sys.exit(f"unknown shape {kind}")
    x0, y0 = max(0, int(box[0] * scale) - 1), max(0, int(box[1] * scale) - 1)
    x1, y1 = min(W, int(box[2] * scale) + 2), min(H, int(box[3] * scale) + 2)
    for py in range(y0, y1):
        # Rows wholly inside a rectangle are filled without sampling.
        for px in range(x0, x1):
            c = coverage(inside, px, py) if kind == "disc" or px in (x0, x0 + 1, x1 - 2, x1 - 1) or py in (y0, y0 + 1, y1 - 2, y1 - 1) else 1.0
            if c > 0:
                blend(px, py, rgb, c)

rows = b"".join(b"\x00" + bytes(img[3 * W * y: 3 * W * (y + 1)]) for y in range(H))
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
with open(out, "wb") as f:
    f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 6)) + chunk(b"IEND", b""))

#!/usr/bin/env python3
"""Writes Examples/SampleApp/SampleApp/Assets.xcassets: the sample app's asset catalog, made here from
nothing but this script (PNG and PDF files written by hand, no third-party images).

  python3 Examples/SampleApp/make-assets.py     # rewrites the catalog in place

Colour sets use the three ways Xcode writes components (floating point, 8-bit integers,
8-bit hexadecimal) with light and dark appearances; image sets have 1x/2x/3x PNGs in
different colours (so the scale a render chose is visible), a template image, a dark
variant, a PDF vector, and a custom symbol set."""
import json, os, struct, zlib, math, shutil

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "SampleApp", "Assets.xcassets")
INFO = {"author": "xcode", "version": 1}


def write_json(path, obj):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump(obj, f, indent=2, sort_keys=True)
        f.write("\n")


def png(path, w, h, pixel):
    """pixel(x, y) -> (r, g, b, a) 0-255; an 8-bit RGBA PNG."""
    raw = b"".join(b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(w)) for y in range(h))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(data)


def disc(color, w, h):
    """A filled disc of `color` on transparency (edge anti-aliased by coverage)."""
    cx, cy, r = w / 2, h / 2, min(w, h) / 2
    def pixel(x, y):
        d = math.hypot(x + 0.5 - cx, y + 0.5 - cy)
        a = max(0.0, min(1.0, r - d + 0.5))
        return (*color, round(255 * a))
    return pixel


def star(w, h):
    """A five-pointed star, opaque black on transparency (a template image's shape)."""
    pts = []
    for i in range(10):
        ang = -math.pi / 2 + i * math.pi / 5
        rad = (w / 2) * (1 if i % 2 == 0 else 0.45)
        pts.append((w / 2 + rad * math.cos(ang), h / 2 + rad * math.sin(ang)))
    def inside(px, py):
        c = False
        j = len(pts) - 1
        for i in range(len(pts)):
            (xi, yi), (xj, yj) = pts[i], pts[j]
            if (yi > py) != (yj > py) and px < (xj - xi) * (py - yi) / (yj - yi) + xi:
                c = not c
            j = i
        return c
    return lambda x, y: (0, 0, 0, 255 if inside(x + 0.5, y + 0.5) else 0)


def pdf(path, w, h):
    """A one-page PDF, w×h points: a rounded square in brand green with a white check mark."""
    r = 6
    content = (
        "0.204 0.780 0.349 rg\n"
        f"{r} 0 m {w - r} 0 l {w} 0 {w} 0 {w} {r} c {w} {h - r} l {w} {h} {w} {h} {w - r} {h} c "
        f"{r} {h} l 0 {h} 0 {h} 0 {h - r} c 0 {r} l 0 0 0 0 {r} 0 c f\n"
        "1 1 1 RG 3 w 1 J 1 j\n"
        f"{w * 0.25:.2f} {h * 0.5:.2f} m {w * 0.43:.2f} {h * 0.3:.2f} l {w * 0.75:.2f} {h * 0.72:.2f} l S\n"
    ).encode()
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {w} {h}] /Contents 4 0 R /Resources << >> >>".encode(),
        b"<< /Length " + str(len(content)).encode() + b" >>\nstream\n" + content + b"endstream",
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for i, o in enumerate(objs, 1):
        offsets.append(len(out))
        out += f"{i} 0 obj\n".encode() + o + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    out += f"trailer\n<< /Size {len(objs) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    with open(path, "wb") as f:
        f.write(out)


def colorset(name, light, dark, space="srgb", folder=ROOT):
    def entry(comps, dark_variant):
        e = {"color": {"color-space": space, "components": comps}, "idiom": "universal"}
        if dark_variant:
            e["appearances"] = [{"appearance": "luminosity", "value": "dark"}]
        return e
    colors = [entry(light, False)] + ([entry(dark, True)] if dark else [])
    write_json(os.path.join(folder, name + ".colorset", "Contents.json"), {"colors": colors, "info": INFO})


def main():
    if os.path.isdir(ROOT):
        shutil.rmtree(ROOT)
    write_json(os.path.join(ROOT, "Contents.json"), {"info": INFO})
    # Xcode's template accent colour: a slot with no colour (the system accent).
    write_json(os.path.join(ROOT, "AccentColor.colorset", "Contents.json"), {"colors": [{"idiom": "universal"}], "info": INFO})
    # Floating point (0-1), as Xcode's "Floating point" input method writes it.
    colorset("BrandGreen", {"red": "0.204", "green": "0.780", "blue": "0.349", "alpha": "1.000"},
             {"red": "0.188", "green": "0.820", "blue": "0.345", "alpha": "1.000"})
    # 8-bit integers (0-255).
    colorset("CardBackground", {"red": "242", "green": "242", "blue": "247", "alpha": "1.000"},
             {"red": "28", "green": "28", "blue": "30", "alpha": "1.000"})
    # 8-bit hexadecimal.
    colorset("HighlightColor", {"red": "0xFF", "green": "0x9F", "blue": "0x0A", "alpha": "1.000"},
             {"red": "0xFF", "green": "0xD6", "blue": "0x0A", "alpha": "1.000"})
    # Display P3, no dark variant.
    colorset("Coral", {"red": "0.900", "green": "0.450", "blue": "0.400", "alpha": "1.000"}, None, space="display-p3")
    # A name whose symbol clashes with Color.secondary (Xcode skips Color's and ShapeStyle's).
    colorset("SecondaryColor", {"red": "0.400", "green": "0.400", "blue": "0.450", "alpha": "1.000"}, None)
    # A namespace folder: ColorResource.Palette.ink, Color("Palette/Ink").
    pal = os.path.join(ROOT, "Palette")
    write_json(os.path.join(pal, "Contents.json"), {"info": INFO, "properties": {"provides-namespace": True}})
    colorset("Ink", {"red": "0.100", "green": "0.120", "blue": "0.200", "alpha": "1.000"},
             {"red": "0.900", "green": "0.920", "blue": "0.960", "alpha": "1.000"}, folder=pal)

    # 1x/2x/3x: a 24-point disc, red at 1x, green at 2x, blue at 3x.
    d = os.path.join(ROOT, "avatar.imageset")
    os.makedirs(d)
    for s, c in ((1, (230, 40, 40)), (2, (40, 170, 60)), (3, (40, 90, 230))):
        name = "avatar.png" if s == 1 else f"avatar@{s}x.png"
        png(os.path.join(d, name), 24 * s, 24 * s, disc(c, 24 * s, 24 * s))
    write_json(os.path.join(d, "Contents.json"), {"images": [
        {"filename": "avatar.png", "idiom": "universal", "scale": "1x"},
        {"filename": "avatar@2x.png", "idiom": "universal", "scale": "2x"},
        {"filename": "avatar@3x.png", "idiom": "universal", "scale": "3x"}], "info": INFO})

    # A template image (drawn in the foreground style), 20 points, 2x and 3x only.
    d = os.path.join(ROOT, "star-badge.imageset")
    os.makedirs(d)
    for s in (2, 3):
        png(os.path.join(d, f"star@{s}x.png"), 20 * s, 20 * s, star(20 * s, 20 * s))
    write_json(os.path.join(d, "Contents.json"), {"images": [
        {"idiom": "universal", "scale": "1x"},
        {"filename": "star@2x.png", "idiom": "universal", "scale": "2x"},
        {"filename": "star@3x.png", "idiom": "universal", "scale": "3x"}],
        "info": INFO, "properties": {"template-rendering-intent": "template"}})

    # Light and dark variants (single scale, 16x16 pixels at 1x → 16 points).
    d = os.path.join(ROOT, "moon.imageset")
    os.makedirs(d)
    png(os.path.join(d, "moon-light.png"), 16, 16, disc((250, 200, 40), 16, 16))
    png(os.path.join(d, "moon-dark.png"), 16, 16, disc((200, 200, 255), 16, 16))
    write_json(os.path.join(d, "Contents.json"), {"images": [
        {"filename": "moon-light.png", "idiom": "universal"},
        {"filename": "moon-dark.png", "idiom": "universal",
         "appearances": [{"appearance": "luminosity", "value": "dark"}]}], "info": INFO})

    # A PDF vector, 40x40 points, kept as a vector.
    d = os.path.join(ROOT, "LogoImage.imageset")
    os.makedirs(d)
    pdf(os.path.join(d, "logo.pdf"), 40, 40)
    write_json(os.path.join(d, "Contents.json"), {"images": [{"filename": "logo.pdf", "idiom": "universal"}],
               "info": INFO, "properties": {"preserves-vector-representation": True}})

    # A custom symbol (Accord draws a placeholder, with a warning).
    d = os.path.join(ROOT, "leaf.badge.symbolset")
    os.makedirs(d)
    with open(os.path.join(d, "leaf.badge.svg"), "w") as f:
        f.write('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><circle cx="10" cy="10" r="8"/></svg>\n')
    write_json(os.path.join(d, "Contents.json"), {"symbols": [{"filename": "leaf.badge.svg", "idiom": "universal"}], "info": INFO})


if __name__ == "__main__":
    main()

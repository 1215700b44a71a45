"""Prints Accord's and the peers' results side by side with Accord/peer ratios."""
import json, platform, subprocess, sys

accord = json.load(open(sys.argv[1]))
peers = json.load(open(sys.argv[2]))

def cpu():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor()

print(f"machine: {cpu()}, {subprocess.run(['nproc'], capture_output=True, text=True).stdout.strip()} cores")
print(f"{'workload':<18}{'nodes':>8}{'accord ns/node':>16}{'taffy ns/node':>15}{'yoga ns/node':>14}{'A/taffy':>9}{'A/yoga':>8}")
for name in [k for k in accord if isinstance(accord[k], dict) and "ns_per_node" in accord[k]]:
    a = accord[name]
    row = f"{name:<18}{a['nodes']:>8}{a['ns_per_node']:>16.1f}"
    ratios = ""
    for eng in ("taffy", "yoga"):
        p = peers.get(name, {}).get(eng)
        if isinstance(p, dict):
            row += f"{p['ns_per_node']:>15.1f}" if eng == "taffy" else f"{p['ns_per_node']:>14.1f}"
            ratios += f"{a['ns_per_node'] / p['ns_per_node']:>9.2f}" if eng == "taffy" else f"{a['ns_per_node'] / p['ns_per_node']:>8.2f}"
        else:
            label = str(p) if p else "n/a"
            row += f"{label:>15}" if eng == "taffy" else f"{label:>14}"
            ratios += f"{'-':>9}" if eng == "taffy" else f"{'-':>8}"
    print(row + ratios)

# Growth exponent from the scaling workloads: log(t2/t1)/log(n2/n1) between the ends.
import math
s = [accord[k] for k in ("scaling_1k", "scaling_10k", "scaling_100k") if k in accord]
if len(s) == 3:
    e = math.log(s[2]["best_ms"] / s[0]["best_ms"]) / math.log(s[2]["nodes"] / s[0]["nodes"])
    print(f"accord growth exponent 1k→100k nodes: {e:.3f} (1.0 = linear)")
for eng in ("taffy", "yoga"):
    ex = peers.get("scaling", {}).get(eng, {})
    if isinstance(ex, dict) and "exponent" in ex:
        print(f"{eng} growth exponent: {ex['exponent']:.3f}")
r = accord["relayout"]
print(f"relayout after one leaf changed ({r['rows']} rows): {r['relayout_measurements']} measurements "
      f"(first layout {r['first_measurements']}), {r['relayout_us']:.1f} µs")
t = accord["text"]
print(f"text: {t['paragraphs']} paragraphs (Pango) cold {t['cold_ms']:.1f} ms ({t['paragraphs'] / t['cold_ms'] * 1000:.0f} measured/s), "
      f"cached {t['cached_ms']:.1f} ms ({t['paragraphs'] / t['cached_ms'] * 1000:.0f}/s)")
rd = accord.get("render", {})
if "accord_png_ms" in rd:
    line = f"render 390×844 @3x card screen → PNG: accord {rd['accord_png_ms']:.1f} ms (layout + draw + encode)"
    if "rsvg_convert_ms" in rd:
        line += f", rsvg-convert of the same SVG {rd['rsvg_convert_ms']:.1f} ms (process included); ratio {rd['accord_png_ms'] / rd['rsvg_convert_ms']:.2f}"
    print(line)
print(f"memory: {accord['memory']['bytes_per_node']:.0f} bytes per laid-out node")
lz = accord.get("lazy")
if lz:
    print(f"LazyVStack in a ScrollView (build + layout): 1,000 rows {lz['rows_1k_ms']:.2f} ms, 100,000 rows {lz['rows_100k_ms']:.2f} ms")

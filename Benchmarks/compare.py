"""Prints Accord's and the peers' results side by side with Accord/peer ratios, then each of
issue 18's goals with its figure.

    compare.py ACCORD.json PEERS.json [--time-to-image TTI.json] [--live-edit LIVE.json]
               [--check BASELINE.json [--failed-out FILE] [--check-only NAMES]] [--record BASELINE.json]

--check: exit 1 if a workload's ratio to the faster peer (for images: Accord's PNG encoder to
Cairo's writer) grew by more than 25 % against the baseline (`make bench-check`).
--failed-out: write the failing workloads' names there, one a line (run.sh runs them again).
--check-only: a run of just these workloads (comma-separated; the run of a failing workload
again): no report, only their check; a workload this run did not measure still fails.
--record: write this run's ratios as the new baseline (`make bench-baseline`)."""
import argparse, json, platform, subprocess, sys

cli = argparse.ArgumentParser()
cli.add_argument("accord")
cli.add_argument("peers")
cli.add_argument("--time-to-image")
cli.add_argument("--live-edit")
cli.add_argument("--check")
cli.add_argument("--record")
cli.add_argument("--failed-out")
cli.add_argument("--check-only")
opts = cli.parse_args()
accord = json.load(open(opts.accord))
peers = json.load(open(opts.peers))
tti = {}
if opts.time_to_image:
    try:
        tti = json.load(open(opts.time_to_image))
    except (OSError, ValueError):
        tti = {}
# `accord preview`'s edit → new rendering (live-edit.sh).
live = {}
if opts.live_edit:
    try:
        live = json.load(open(opts.live_edit))
    except (OSError, ValueError):
        live = {}

def cpu():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor()

im = accord.get("images", {})


# Each workload's ratio to the faster peer (< 1: Accord is faster), and the image encoder's to
# Cairo's writer: what `make bench-check` compares against the committed baseline.
def peer_ratios():
    out = {}
    for name, a in accord.items():
        if not (isinstance(a, dict) and "ns_per_node" in a):
            continue
        ps = [peers.get(name, {}).get(e) for e in ("taffy", "yoga")]
        ps = [p["ns_per_node"] for p in ps if isinstance(p, dict) and "ns_per_node" in p]
        if ps:
            out[name] = a["ns_per_node"] / min(ps)
    if im:
        out["png_encode_card_vs_cairo"] = im["card_encode"]["cpu_ms"] / im["card_encode_cairo"]["cpu_ms"]
        out["png_encode_screen3x_vs_cairo"] = im["screen3x_encode"]["cpu_ms"] / im["screen3x_encode_cairo"]["cpu_ms"]
    return out


def check(base, current, names, unmeasured_fails):
    """Prints each baseline ratio against this run's; returns the workloads that grew > 25 %."""
    failed = []
    for name, b in sorted(base.items()):
        if names is not None and name not in names:
            continue
        if name not in current:
            if unmeasured_fails:
                print(f"  {name:<30} baseline {b:.2f}, not measured in this run either: still failing")
                failed.append(name)
            else:
                print(f"  {name:<30} baseline {b:.2f}, not measured in this run (peer timed out or missing): skipped")
            continue
        c = current[name]
        bad = c > b * 1.25
        print(f"  {name:<30} baseline {b:.2f}, now {c:.2f} ({c / b:.2f}×){'  REGRESSION' if bad else ''}")
        if bad:
            failed.append(name)
    if opts.failed_out:
        with open(opts.failed_out, "w") as f:
            f.write("".join(n + "\n" for n in failed))
    return failed


if opts.check_only is not None:
    names = set(filter(None, opts.check_only.split(",")))
    base = json.load(open(opts.check))["ratios"]
    failed = check(base, peer_ratios(), names, unmeasured_fails=True)
    sys.exit(1 if failed else 0)

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
relayouts = [x for x in (r, accord.get("relayout_large")) if x]


def describe_relayout(x):
    line = f"relayout after one leaf changed ({x['rows']} rows): {x['relayout_us']:.1f} µs, {x['relayout_measurements']} measurements"
    if "relayout_placements" in x:
        line += (f", {x['relayout_placements']} nodes placed (first layout {x['first_ms']:.1f} ms, "
                 f"{x['first_measurements']} measurements: relayout {x['relayout_percent_of_first']:.2f} % of it)")
    else:
        line += f" (first layout {x['first_measurements']})"
    return line


for x in relayouts:
    print(describe_relayout(x))
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

if im:
    card, enc, cairo = im["card_png"], im["card_encode"], im["card_encode_cairo"]
    print(f"images: card 1200×630 → PNG {card['cpu_ms']:.2f} ms CPU ({card['wall_ms']:.2f} ms wall; {card['bytes']} bytes) = "
          f"layout {im['card_layout']['cpu_ms']:.2f} + draw {im['card_draw']['cpu_ms']:.2f} + encode {enc['cpu_ms']:.2f} ms; "
          f"Cairo's own PNG writer {cairo['cpu_ms']:.2f} ms ({cairo['bytes']} bytes): encoder ratio {enc['cpu_ms'] / cairo['cpu_ms']:.2f}")
    s3, s3e, s3c = im["screen3x_png"], im["screen3x_encode"], im["screen3x_encode_cairo"]
    print(f"images: 390×844 screen @3x → PNG {s3['cpu_ms']:.1f} ms CPU; encode {s3e['cpu_ms']:.1f} ms vs Cairo's writer {s3c['cpu_ms']:.1f} ms "
          f"(ratio {s3e['cpu_ms'] / s3c['cpu_ms']:.2f})")
    print(f"images: card → SVG {im['card_svg']['cpu_ms']:.2f} ms CPU ({im['card_svg']['wall_ms']:.2f} ms wall)")
    c = im["concurrency"]
    print(f"images: {c['renders']} card renders on {c['tasks']} tasks at once {c['parallel_ms']:.0f} ms vs one after another {c['serial_ms']:.0f} ms: "
          f"{c['speedup']:.2f}× on {c['cores']} cores ({c.get('parallel_cpu_cores', 0):.2f} cores busy with them; load average {c.get('load_average', 0):.1f})")
if tti:
    print(f"time to image (accord render {tti.get('example', 'a seed example')}; wall / CPU seconds): first render "
          f"{tti['first_render_s']:.2f} / {tti['first_render_cpu_s']:.2f} s, one-line edit → PNG {tti['edit_render_s']:.2f} / "
          f"{tti['edit_render_cpu_s']:.2f} s (median of {len(tti['edits_s'])}), unchanged file {tti['unchanged_render_s']:.2f} / "
          f"{tti['unchanged_render_cpu_s']:.2f} s")
if live:
    print(f"live edit (accord preview {live.get('example', 'a seed example')}, every save compiled): save → new rendering "
          f"{live['live_edit_s']:.2f} s wall (median of {len(live['live_edits_s'])}: "
          f"{', '.join(f'{x:.2f}' for x in live['live_edits_s'])}; load average {live.get('load', '?')})")
    print(f"  the median edit's phases: {sorted(zip(live['live_edits_s'], live['phases']))[len(live['phases']) // 2][1]}")


current = peer_ratios()
print("\ngoals (issue 18):")
layout_ratios = {k: v for k, v in current.items() if not k.startswith("png_")}
if layout_ratios:
    worst = max(layout_ratios, key=layout_ratios.get)
    print(f"  1. ratio to the faster peer ≤ 1.0 on every workload: worst {layout_ratios[worst]:.2f} ({worst})")
    flat = {k: v for k, v in layout_ratios.items() if k == "wide" or k.startswith("scaling")}
    if flat:
        print("  2. ≤ 0.35 on wide and scaling: " + ", ".join(f"{k} {v:.2f}" for k, v in sorted(flat.items()))
              + f"; {accord['memory']['bytes_per_node']:.0f} bytes per node (≤ 250)")
else:
    print("  1./2. no peer figures in this run")
line = f"  3. relayout after one leaf changed ({r['rows']} rows): {r['relayout_us']:.1f} µs, {r['relayout_measurements']} measurements"
if "relayout_percent_of_first" in r:
    line += f", {r['relayout_percent_of_first']:.2f} % of the first layout (≤ 1 %)"
if len(relayouts) == 2:
    big = relayouts[1]
    line += (f"; {big['rows']} rows: {big['relayout_us']:.1f} µs ({big['relayout_us'] / r['relayout_us']:.2f}× the "
             f"{r['rows']} rows' for {big['rows'] / r['rows']:.0f}× the rows; flat: ≈ 1)")
print(line)
if im:
    print(f"  4. card → PNG {im['card_png']['cpu_ms']:.2f} ms CPU (≤ 12), → SVG {im['card_svg']['cpu_ms']:.2f} ms CPU (≤ 2), "
          f"8 tasks {im['concurrency']['speedup']:.2f}× one (≈ cores: {im['concurrency']['cores']})")
if tti:
    print(f"  5. one-line edit → PNG {tti['edit_render_s']:.2f} s wall, {tti['edit_render_cpu_s']:.2f} s CPU (≤ 0.5); "
          f"first render of a new file {tti['first_render_s']:.2f} s wall, {tti['first_render_cpu_s']:.2f} s CPU")
if live:
    print(f"  5. live edit in accord preview → new rendering {live['live_edit_s']:.2f} s wall (issue 17: < 1 s; ≤ 0.5)")

if opts.record:
    load = im.get("concurrency", {}).get("load_average")
    json.dump({"ratios": current, "machine": cpu(), "load_average": load,
               "note": "Accord ÷ the faster peer (PNG: ÷ Cairo's writer); make bench-baseline"},
              open(opts.record, "w"), indent=1, sort_keys=True)
    print(f"\nbaseline written to {opts.record}")
if opts.check:
    base = json.load(open(opts.check))["ratios"]
    print(f"\nbench-check against {opts.check} (fails above 1.25× the baseline ratio):")
    failed = check(base, current, None, unmeasured_fails=False)
    if failed:
        print(f"bench-check: regressed in this run: {', '.join(failed)}")
        sys.exit(1)
    print("bench-check passed")

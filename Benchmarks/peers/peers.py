#!/usr/bin/env python3
"""Peer layout-engine benchmarks for Accord: Taffy (via stretchable) and Yoga (via pyyoga).

Each (workload, engine) pair runs in its own subprocess. Every timed run builds a
fresh tree; only the engine's layout call is timed (time.perf_counter_ns); best
of RUNS is reported. A single layout call longer than --timeout seconds kills the
subprocess (SIGALRM, default action, so it fires even inside native code) and the
result is "timeout". See README.md for the exact tree definitions.
"""
import argparse, json, math, os, signal, subprocess, sys, time

NAN = float("nan")
# Style key: (direction, width, height, grow, shrink, min_zero, align_items)
#   direction: "row" | "col" | None (leaf); width/height: float or None (auto)
#   min_zero: min-width = min-height = 0 (otherwise both auto/undefined)
#   align_items: "stretch" | "center" (containers only; leaves use "stretch", no effect)
FIXED20 = (None, 20.0, 20.0, 0.0, 0.0, False, "stretch")
FIXED40x20 = (None, 40.0, 20.0, 0.0, 0.0, False, "stretch")
FIXED10 = (None, 10.0, 10.0, 0.0, 0.0, False, "stretch")
FLEX = (None, None, None, 1.0, 1.0, True, "stretch")
FLEX_H20 = (None, None, 20.0, 1.0, 1.0, True, "stretch")


def container(direction, grow=1.0, shrink=1.0, w=None, h=None, align="stretch"):
    return (direction, w, h, grow, shrink, True, align)


# ---- workload trees: (style, [children]); root is the first node ------------
def deep_tree(depth, branching=3):
    def node(level, index, direction):
        if level == depth:
            return (FIXED20 if index % 2 == 0 else FLEX, [])
        d = "row" if level % 2 == 0 else "col"
        style = container(d, w=1000.0, h=1000.0) if level == 0 else container(d)
        return (style, [node(level + 1, i, d) for i in range(branching)])
    return node(0, 0, None), (1000.0, 1000.0)


def wide_tree(rows):
    row = (container("row", grow=0.0, shrink=0.0), [(FIXED40x20, []), (FLEX_H20, []), (FIXED40x20, [])])
    return (container("col", grow=0.0, shrink=0.0, w=390.0), [row] * rows), (390.0, None)


def chain_tree(n, align="stretch"):
    sub = (FLEX, [])
    for level in reversed(range(n)):
        d = "row" if level % 2 == 0 else "col"
        style = container(d, w=1000.0, h=1000.0, align=align) if level == 0 else container(d, align=align)
        sub = (style, [sub, (FIXED10, [])])
    return sub, (1000.0, 1000.0)


BUILDERS = {"deep": deep_tree, "wide": wide_tree, "chain": chain_tree,
            "chain_center": lambda n: chain_tree(n, "center")}


def count(tree):
    total, stack = 0, [tree]
    while stack:
        s, ch = stack.pop()
        total += 1
        stack.extend(ch)
    return total


# ---- engines ----------------------------------------------------------------
class Taffy:
    def __init__(self):
        from stretchable import taffylib
        from stretchable.style import Style, AlignItems as A, FlexDirection, PT
        self.t, self.cache = taffylib, {}
        self.mk = lambda k: Style(
            flex_direction=FlexDirection.COLUMN if k[0] == "col" else FlexDirection.ROW,
            align_items=A.CENTER if k[6] == "center" else A.STRETCH,
            size=(k[1] * PT if k[1] is not None else None, k[2] * PT if k[2] is not None else None),
            min_size=(0 * PT, 0 * PT) if k[5] else None,
            flex_grow=k[3], flex_shrink=k[4]).to_dict()

    def build(self, tree, avail):
        t, cache, ptr = self.t, self.cache, self.t.init()
        def make(node):
            style, children = node
            d = cache.get(style)
            if d is None:
                d = cache[style] = self.mk(style)
            nid = t.node_create(ptr, d)
            for c in children:
                t.node_add_child(ptr, nid, make(c))
            return nid
        root = make(tree)
        dim = lambda v: {"dim": 1, "value": v} if v is not None else {"dim": 4, "value": NAN}  # 4 = MAX_CONTENT
        space = {"width": dim(avail[0]), "height": dim(avail[1])}
        return (ptr, root, space)

    def layout(self, h):
        self.t.node_compute_layout(h[0], h[1], h[2])

    def root_size(self, h):
        lay = self.t.PyLayout()
        self.t.node_get_layout(h[0], h[1], lay)
        return [lay.width, lay.height]

    def free(self, h):
        self.t.free(h[0])


class Yoga:
    def __init__(self):
        import pyyoga._pyyoga as y
        self.y, self.templates = y, {}

    def template(self, k):
        y, n = self.y, self.y.Node.new()
        n.set_flex_direction(y.FlexDirection.Column if k[0] == "col" else y.FlexDirection.Row)
        n.set_align_items(y.Align.Center if k[6] == "center" else y.Align.Stretch)
        if k[1] is not None: n.set_width(k[1])
        if k[2] is not None: n.set_height(k[2])
        n.set_flex_grow(k[3]); n.set_flex_shrink(k[4])
        if k[5]: n.set_min_width(0.0); n.set_min_height(0.0)
        return n

    def build(self, tree, avail):
        new, templates, keep = self.y.Node.new, self.templates, []  # keep: pybind frees nodes on GC
        def make(node):
            style, children = node
            t = templates.get(style)
            if t is None:
                t = templates[style] = self.template(style)
            n = new()
            n.copy_style(t)
            keep.append(n)
            for i, c in enumerate(children):
                n.insert_child(make(c), i)
            return n
        root = make(tree)
        return (root, avail, keep)

    def layout(self, h):
        w, ht = h[1]
        h[0].calculate_layout(w, NAN if ht is None else ht, self.y.Direction.LTR)

    def root_size(self, h):
        return [h[0].get_layout_width(), h[0].get_layout_height()]

    def free(self, h):
        h[2].clear()


ENGINES = {"taffy": Taffy, "yoga": Yoga}


def plan(quick):
    if quick:
        p = {"deep": ("deep", 5), "wide": ("wide", 500), "chain_20": ("chain", 20),
             "chain_center_10": ("chain_center", 10)}
        scale = [100, 1000, 4000]
    else:
        p = {"deep": ("deep", 10), "wide": ("wide", 10000), "chain_50": ("chain", 50), "chain_100": ("chain", 100),
             "chain_center_50": ("chain_center", 50), "chain_center_100": ("chain_center", 100)}
        scale = [1000, 10000, 100000]
    for n in scale:  # scaling = workload (b) with (n nodes - 1 root) / 4 rows
        p["scaling_%s" % (("%dk" % (n // 1000)) if n >= 1000 else n)] = ("wide", n // 4)
    return p, [k for k in p if k.startswith("scaling_")]


def child(kind, size, engine, runs, timeout):
    try:
        eng = ENGINES[engine]()
    except Exception as e:  # import failure, missing wheel, ...
        print(json.dumps({"unavailable": repr(e)})); return
    tree, avail = BUILDERS[kind](size)
    nodes, best, root = count(tree), None, None
    signal.signal(signal.SIGALRM, signal.SIG_DFL)  # kill the process, even inside native code
    for _ in range(runs):
        h = eng.build(tree, avail)
        signal.setitimer(signal.ITIMER_REAL, timeout)
        t0 = time.perf_counter_ns()
        eng.layout(h)
        dt = time.perf_counter_ns() - t0
        signal.setitimer(signal.ITIMER_REAL, 0)
        best = dt if best is None else min(best, dt)
        root = eng.root_size(h)
        eng.free(h)
        del h
    print(json.dumps({"nodes": nodes, "ns_per_node": round(best / nodes, 2),
                      "best_ms": round(best / 1e6, 4), "root_wh": root}))


def run_one(kind, size, engine, runs, timeout):
    cmd = [sys.executable, os.path.abspath(__file__), "--child", kind, str(size), engine,
           "--runs", str(runs), "--timeout", str(timeout)]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    except subprocess.TimeoutExpired:
        return "timeout"
    if p.returncode == -signal.SIGALRM:
        return "timeout"
    if p.returncode != 0:
        return "error: " + (p.stderr.strip().splitlines() or ["exit %d" % p.returncode])[-1]
    out = json.loads(p.stdout.strip().splitlines()[-1])
    return "unavailable" if "unavailable" in out else out


def exponent(points):
    pts = [(math.log(n), math.log(ms)) for n, ms in points]
    mx, my = sum(x for x, _ in pts) / len(pts), sum(y for _, y in pts) / len(pts)
    return round(sum((x - mx) * (y - my) for x, y in pts) / sum((x - mx) ** 2 for x, _ in pts), 3)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--quick", action="store_true", help="small sizes for CI smoke")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--timeout", type=float, default=10.0, help="cap per layout call, seconds")
    ap.add_argument("--only", default="", help="comma-separated workload names")
    ap.add_argument("--child", nargs=3, metavar=("KIND", "SIZE", "ENGINE"), help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.child:
        return child(a.child[0], int(a.child[1]), a.child[2], a.runs, a.timeout)
    workloads, scaling = plan(a.quick)
    only = set(filter(None, a.only.split(",")))
    res = {}
    for name, (kind, size) in workloads.items():
        if only and name not in only and not (name in scaling and "scaling" in only):
            continue
        res[name] = {e: run_one(kind, size, e, a.runs, a.timeout) for e in ENGINES}
    if all(s in res for s in scaling):
        res["scaling"] = {}
        for e in ENGINES:
            pts = [res[s][e] for s in scaling]
            ok = all(isinstance(p, dict) for p in pts)
            res["scaling"][e] = {"exponent": exponent([(p["nodes"], p["best_ms"]) for p in pts]),
                                 "nodes": [p["nodes"] for p in pts]} if ok else "unavailable"
    if a.json:
        print(json.dumps(res, indent=1)); return
    print("%-17s %7s  %-28s %-28s" % ("workload", "nodes", "taffy best_ms (ns/node)", "yoga best_ms (ns/node)"))
    for name, r in res.items():
        if name == "scaling":
            continue
        kind, size = workloads[name]
        nodes = count(BUILDERS[kind](size)[0])
        cell = lambda v: "%.3f (%.1f)" % (v["best_ms"], v["ns_per_node"]) if isinstance(v, dict) else v
        print("%-17s %7s  %-28s %-28s" % (name, nodes, cell(r["taffy"]), cell(r["yoga"])))
    if "scaling" in res:
        ex = lambda v: "%.3f" % v["exponent"] if isinstance(v, dict) else v
        print("%-17s %7s  %-28s %-28s" % ("scaling exp", "", ex(res["scaling"]["taffy"]), ex(res["scaling"]["yoga"])))


if __name__ == "__main__":
    main()

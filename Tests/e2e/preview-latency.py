#!/usr/bin/env python3
"""Measures `accord preview`'s latencies in headless Chromium (Selenium), by phase. Not part of
`make test`: the figures in README's "Live preview" and Docs/LivePreview.md ("Latency") come from it.

  preview-latency.py ACCORD tap FILE PREVIEW LABEL [N]   N clicks (default 8) at the centre of the
      first view whose inspector label starts with LABEL ("-" for PREVIEW: the first preview);
      prints each click's phases (the page's canvas.dataset.timing, the program's timing) and medians.
  preview-latency.py ACCORD edit FILE OLD NEW [N]        N saves (default 4) of FILE with OLD replaced
      by NEW + a number (a new file renamed over the old, as editors save); prints the time from the
      save to NEW's text in the inspector, and the server's 'updated … (noticed, compiled …)' line
      (with ACCORD_STAMPS=1 also each compile's steps: the frontend, the link, the whole compile).

FILE is copied to a temporary folder holding an empty .git folder (a project of its own: the
compile looks at no other folder's files). With ACCORD_LATENCY_PROJECT=DIR, DIR is copied instead
(FILE is then a path inside DIR, edited in the copy: a file of an app target, compiled with the
target's other files). Processes are stopped on every way out."""
import json, os, shutil, statistics, sys, tempfile, time
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from e2e_browser import drain, headless_chromium, preview_url, start_preview, stop

ACCORD, MODE, FILE = sys.argv[1:4]
tmp = tempfile.mkdtemp(prefix="accord-latency-")
os.makedirs(os.path.join(tmp, ".git"))
project = os.environ.get("ACCORD_LATENCY_PROJECT")
if project:
    shutil.copytree(project, os.path.join(tmp, "project"), symlinks=True)
    src = os.path.join(tmp, "project", os.path.relpath(FILE, project))
else:
    src = os.path.join(tmp, os.path.basename(FILE))
    shutil.copy(FILE, src)
server = start_preview(ACCORD, src)
driver = None

def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None

try:
    url, line = preview_url(server)
    assert url, "no URL printed (got %r)" % line
    log = drain(server)
    driver = headless_chromium(url)
    until = lambda cond, limit=300: WebDriverWait(driver, limit, poll_frequency=0.02).until(lambda d: cond())
    tree = lambda: driver.execute_script("return document.getElementById('tree').textContent")
    until(lambda: driver.execute_script("return typeof last !== 'undefined' && last !== null"))
    print("load average: %s" % open("/proc/loadavg").read().strip(), flush=True)
    if MODE == "tap":
        preview, label = sys.argv[4:6]
        n = int(sys.argv[6]) if len(sys.argv) > 6 else 8
        if preview != "-":
            Select(driver.find_element(By.ID, "preview")).select_by_visible_text(preview)
            until(lambda: driver.execute_script("return last.previews[last.preview] === arguments[0]", preview))
        time.sleep(1)
        rows = []
        for i in range(n):
            before = driver.execute_script("return last.seq")
            driver.execute_script("document.getElementById('canvas').dataset.timing = ''")
            # A click as the browser sends it (press, release, click at once: no pressed look first).
            driver.execute_script("""
                const want = arguments[0];
                const node = (function find(n) { if (n.view.startsWith(want)) return n; for (const c of n.children) { const f = find(c); if (f) return f; } return null; })(last.items[0].trace.root);
                const [x, y, w, h] = node.frame, s = document.querySelector('#canvas .screen'), r = s.getBoundingClientRect();
                const at = {bubbles: true, clientX: r.left + (x + w / 2) * zoom, clientY: r.top + (y + h / 2) * zoom};
                s.dispatchEvent(new MouseEvent('mousedown', Object.assign({button: 0, buttons: 1}, at)));
                s.dispatchEvent(new MouseEvent('mouseup', Object.assign({button: 0, buttons: 0}, at)));
                s.dispatchEvent(new MouseEvent('click', Object.assign({detail: 1}, at)));""", label)
            until(lambda: driver.execute_script("""const t = document.getElementById('canvas').dataset.timing;
                return last.seq > arguments[0] && ('tapped' in last) && t && JSON.parse(t).programMs === last.ms""", before), 60)
            t = json.loads(driver.execute_script("return document.getElementById('canvas').dataset.timing"))
            t["tapMs"] = int(driver.execute_script("return document.getElementById('canvas').dataset.tapMs"))
            rows.append(t)
            print(json.dumps(t), flush=True)
            time.sleep(0.4)
        program = {k: median([r["program"].get(k) for r in rows]) for k in rows[0]["program"]}
        print("median: click → new SVG on the page %s ms (painted %s ms later); arrived %s, of which the server's relay %s and the program %s %s; "
              "page: parse %s, canvas %s, tree %s; %s bytes" % (
              median([r["tapMs"] for r in rows]), median([r["painted"] for r in rows]), median([r["arrived"] for r in rows]),
              median([r.get("relay") for r in rows]), median([r["programMs"] for r in rows]), json.dumps(program),
              median([r["parse"] for r in rows]), median([r.get("canvas") for r in rows]), median([r.get("tree") for r in rows]),
              median([r["bytes"] for r in rows])), flush=True)
    else:
        old, new = sys.argv[4:6]
        n = int(sys.argv[6]) if len(sys.argv) > 6 else 4
        original = open(src).read()
        assert old in original, "OLD is not in FILE"
        until(lambda: len(tree()) > 0)
        times, phases = [], []
        for i in range(n):
            time.sleep(3)
            text = new + str(i)
            # (What the inspector shows: NEW's part after its last quote, `Section("Name` shows `Name0`.)
            shown = text.split('"')[-1]
            with open(src + ".tmp~", "w") as f:
                f.write(original.replace(old, text) + "\n// edit %d %d\n" % (os.getpid(), i))
            log.clear()
            start = time.time()
            os.replace(src + ".tmp~", src)
            try:
                until(lambda: shown in tree(), 60)
            except Exception:
                print("no %r in the inspector within 60 s; the server said:\n%s\nthe tree: %s" % (shown, "".join(log[-20:]), tree()[:600]), flush=True)
                raise
            times.append(time.time() - start)
            time.sleep(0.3)
            said = [l.strip() for l in log if l.startswith("updated")]
            print("edit %d: %.2f s — %s" % (i, times[-1], said[-1] if said else "?"), flush=True)
            # The new program's first rendering, by phase (ms: the program's `timing`).
            print("  program: " + json.dumps(driver.execute_script("return [last.ms, last.timing]")), flush=True)
            # With ACCORD_STAMPS=1: the compile's steps (ms), from the server's time stamps.
            at = {}
            for l in list(log):
                if l.startswith("STAMP server "):
                    what, ms = l[13:].rsplit(" ", 1)
                    at.setdefault(what, float(ms))
            if "frontend start" in at and "link end" in at:
                phase = {"frontend": at["frontend end"] - at["frontend start"], "link": at["link end"] - at["link start"],
                         "compile": at.get("compiled", 0) - at.get("compile", 0)}
                phases.append(phase)
                print("  steps (ms): " + json.dumps({k: round(v) for k, v in phase.items()}), flush=True)
                if os.environ.get("ACCORD_STAMPS") == "all":
                    print("  stamps (ms from the compile's start): " + ", ".join("%s %d" % (w, t - at["compile"]) for w, t in sorted(at.items(), key=lambda kv: kv[1])), flush=True)
        print("median: save → new rendering in the inspector %.2f s (min %.2f, max %.2f)" % (median(times), min(times), max(times)), flush=True)
        if phases:
            print("median steps (ms): " + json.dumps({k: round(median([p[k] for p in phases])) for k in phases[0]}), flush=True)
    print("load average: %s" % open("/proc/loadavg").read().strip(), flush=True)
finally:
    stop(server, driver)
    shutil.rmtree(tmp, ignore_errors=True)

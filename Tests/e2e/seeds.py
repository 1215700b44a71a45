#!/usr/bin/env python3
"""Every seed example (Examples/*.swift, the files `accord gallery` renders) in `accord preview`,
in headless Chromium: the page shows each of the file's previews (SVG, its view tree, no error),
and where a preview has a Toggle, a tap on it changes the rendering (the state graph answers).
One server per file, stopped before the next; no process may be left.

usage: seeds.py ACCORD [EXAMPLE.swift …]   (default: every Examples/*.swift)
"""
import glob, os, shutil, sys, tempfile, time

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from e2e_browser import Checks, drain, headless_chromium, preview_url, session_members, start_preview, stop

ACCORD = sys.argv[1]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FILES = sys.argv[2:] or sorted(glob.glob(os.path.join(ROOT, "Examples", "*.swift")))
FIRST = float(os.environ.get("ACCORD_E2E_FIRST_WAIT", "240"))
TAP = 20.0

checks = Checks("seeds")
ok, fail = checks.ok, checks.fail


for path in FILES:
    name = os.path.basename(path)
    # A folder of its own (with an empty .git: a project of its own, as preview-latency.py does).
    tmp = tempfile.mkdtemp(prefix="accord-e2e-seeds-")
    os.makedirs(os.path.join(tmp, ".git"))
    src = os.path.join(tmp, name)
    shutil.copy(path, src)
    server = start_preview(ACCORD, src)
    driver = None
    try:
        url, line = preview_url(server, 60)
        if not url:
            fail("%s: no URL printed (got %r)" % (name, line)); continue
        log = drain(server)
        driver = headless_chromium(url)
        js = driver.execute_script

        def wait(cond, limit):
            try:
                WebDriverWait(driver, limit, poll_frequency=0.05).until(lambda d: cond()); return True
            except Exception:
                return False

        def error_text():
            return js("const e = document.getElementById('error'); return e.hidden ? '' : e.textContent")

        if not wait(lambda: js("return typeof last !== 'undefined' && last !== null") or error_text(), FIRST):
            fail("%s: no rendering within %d s (server: %r)" % (name, FIRST, "".join(log[-5:])[-400:])); continue
        if error_text():
            fail("%s: the page shows an error: %s" % (name, error_text()[:300])); continue
        previews = js("return last.previews")
        for i, title in enumerate(previews):
            if i > 0:
                before = js("return last.seq")
                Select(driver.find_element(By.ID, "preview")).select_by_index(i)
                if not wait(lambda: js("return last.seq") > before and js("return last.preview") == i, TAP):
                    fail("%s: preview %r was not shown" % (name, title)); continue
            svg = driver.find_elements(By.CSS_SELECTOR, "#canvas .screen svg")
            tree = js("return document.getElementById('tree').textContent")
            if not svg or not tree or error_text():
                fail("%s: preview %r: no SVG or no view tree (%s)" % (name, title, error_text()[:200])); continue
            tapped = ""
            frame = js("""
                const node = (function find(n) { if (n.view.startsWith('Toggle')) return n; for (const c of n.children) { const f = find(c); if (f) return f; } return null; })(last.items[0].trace.root);
                return node && node.frame;""")
            if frame:
                svg_before, before = js("return last.items[0].svg"), js("return last.seq")
                x, y, w, h = frame
                js("""
                    const s = document.querySelector('#canvas .screen'), r = s.getBoundingClientRect();
                    const at = {bubbles: true, clientX: r.left + arguments[0] * zoom, clientY: r.top + arguments[1] * zoom};
                    s.dispatchEvent(new MouseEvent('mousedown', Object.assign({button: 0, buttons: 1}, at)));
                    s.dispatchEvent(new MouseEvent('mouseup', Object.assign({button: 0, buttons: 0}, at)));
                    s.dispatchEvent(new MouseEvent('click', Object.assign({detail: 1}, at)));""", x + w - 26, y + h / 2)
                if wait(lambda: js("return last.seq") > before and js("return last.items[0].svg") != svg_before, TAP):
                    tapped = "; a tap on its Toggle re-renders it"
                else:
                    fail("%s: preview %r: a tap on its Toggle changed nothing" % (name, title)); continue
            ok("%s: preview %r is shown (SVG, view tree, no error)%s" % (name, title, tapped))
    finally:
        sid = server.pid
        stop(server, driver)
        time.sleep(0.3)
        left = session_members(sid)
        if left:
            fail("%s: processes left after the server stopped: %r" % (name, left))
        shutil.rmtree(tmp, ignore_errors=True)

print("seeds: %d files, %d failures" % (len(FILES), len(checks.failures)), flush=True)
sys.exit(1 if checks.failures else 0)

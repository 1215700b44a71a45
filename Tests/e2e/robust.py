#!/usr/bin/env python3
"""`accord preview` under unfriendly conditions, in headless Chromium:

1. a hostile file name (HTML, quotes, a shell substitution, spaces, non-ASCII): the page shows
   the name as text (no markup made of it, nothing run), renders the preview, and an error in
   that file is shown at its name;
2. two pages at once: two servers on two files (two ports), and a second browser page on one of
   them — a tap in one page reaches the one preview program, and both pages show its state;
3. the server killed: by SIGTERM, and by SIGKILL (the server alone, not its session) — its
   preview program and every compiler go with it: no process of the server's session is left.

usage: robust.py ACCORD
"""
import os, shutil, signal, subprocess, sys, tempfile, time

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from e2e_browser import (Checks, descendants, drain, headless_chromium, preview_url, session_members, still_running,
                         start_preview, stop, write_atomically)

ACCORD = sys.argv[1]
HERE = os.path.dirname(os.path.abspath(__file__))
FIRST = float(os.environ.get("ACCORD_E2E_FIRST_WAIT", "240"))
EDIT = float(os.environ.get("ACCORD_E2E_EDIT_WAIT", "120"))
TAP = 20.0

checks = Checks("robust")
ok, fail = checks.ok, checks.fail
with open(os.path.join(HERE, "preview-Counter.swift")) as f:
    COUNTER = f.read()
tmp = tempfile.mkdtemp(prefix="accord-e2e-robust-")
os.makedirs(os.path.join(tmp, ".git"))
servers, drivers = [], []


def serve(name, text):
    src = os.path.join(tmp, name)
    with open(src, "w") as f:
        f.write(text)
    server = start_preview(ACCORD, src)
    servers.append(server)
    url, line = preview_url(server, 60)
    if not url:
        fail("%r: no URL printed (got %r)" % (name, line))
        return src, server, None, None
    return src, server, url, drain(server)


def page(url):
    d = headless_chromium(url)
    drivers.append(d)
    return d


def wait(driver, cond, limit):
    try:
        WebDriverWait(driver, limit, poll_frequency=0.05).until(lambda d: cond()); return True
    except Exception:
        return False


def tree(d): return d.execute_script("return document.getElementById('tree').textContent")


CLICK = """
    const want = arguments[0];
    const node = (function find(n) { if (n.view.startsWith(want)) return n; for (const c of n.children) { const f = find(c); if (f) return f; } return null; })(last.items[0].trace.root);
    if (!node) return false;
    const [x, y, w, h] = node.frame, s = document.querySelector('#canvas .screen'), r = s.getBoundingClientRect();
    const at = {bubbles: true, clientX: r.left + (x + w / 2) * zoom, clientY: r.top + (y + h / 2) * zoom};
    s.dispatchEvent(new MouseEvent('mousedown', Object.assign({button: 0, buttons: 1}, at)));
    s.dispatchEvent(new MouseEvent('mouseup', Object.assign({button: 0, buttons: 0}, at)));
    s.dispatchEvent(new MouseEvent('click', Object.assign({detail: 1}, at)));
    return true;"""

try:
    # 1. A hostile file name.
    hostile = "<img src=x onerror=window.__pwned=1> 'q' \"d\" $(touch PWNED) ; é.swift"
    src, server, url, log = serve(hostile, COUNTER)
    if url:
        d = page(url)
        if wait(d, lambda: 'Text("Count: 0")' in tree(d), FIRST):
            shown = d.find_element(By.CSS_SELECTOR, "header b").text
            injected = d.execute_script("return window.__pwned === 1 || document.querySelectorAll('header img, #errlocs img, #notice img').length > 0")
            (ok if shown == hostile and hostile in d.title and not injected else fail)(
                "a hostile file name is shown as text (header %r, title %r; markup made of it: %s) and the preview renders"
                % (shown, d.title, injected))
        else:
            fail("the file with a hostile name did not render (%r)" % "".join(log[-5:])[-300:])
        write_atomically(src, COUNTER.replace('Button("Add one")', "Button(undefinedName)"))
        if wait(d, lambda: "undefinedName" in d.find_element(By.ID, "error").text, EDIT):
            locs = d.find_element(By.ID, "errlocs").text
            injected = d.execute_script("return window.__pwned === 1")
            (ok if hostile in locs and not injected else fail)("its compile error is shown at its name, as text (%r)" % locs[:200])
        else:
            fail("no compile error shown for the file with a hostile name")
        (ok if not os.path.exists(os.path.join(tmp, "PWNED")) and not os.path.exists("PWNED") else fail)(
            "nothing in the name was run by a shell (no PWNED file)")
        stop(server, d); drivers.remove(d)

    # 2. Two pages at once: two servers, and two browser pages on one of them.
    a_src, a, a_url, a_log = serve("First.swift", COUNTER)
    b_src, b, b_url, b_log = serve("Second.swift", COUNTER.replace('Text("Count: \\(count)")', 'Text("Second: \\(count)")'))
    if a_url and b_url:
        (ok if a_url != b_url else fail)("two servers at once listen on two ports (%s, %s)" % (a_url, b_url))
        da, db, da2 = page(a_url), page(b_url), page(a_url)
        if (wait(da, lambda: 'Text("Count: 0")' in tree(da), FIRST) and wait(db, lambda: 'Text("Second: 0")' in tree(db), FIRST)
                and wait(da2, lambda: 'Text("Count: 0")' in tree(da2), FIRST)):
            ok("two servers render their own files, and a second page on the first server renders too")
            da.execute_script(CLICK, "Toggle")
            if wait(da2, lambda: 'Text("On")' in tree(da2), TAP) and wait(da, lambda: 'Text("On")' in tree(da), TAP):
                ok("a tap in one page reaches the page's preview program: both pages on that server show its state (On)")
            else:
                fail("after a tap in one page, the pages do not both show On (%s / %s)" % ('Text("On")' in tree(da), 'Text("On")' in tree(da2)))
            (ok if 'Text("Off")' in tree(db) else fail)("the other server's preview keeps its own state (Off)")
            write_atomically(b_src, COUNTER.replace('Text("Count: \\(count)")', 'Text("Edited: \\(count)")'))
            if wait(db, lambda: 'Text("Edited: 0")' in tree(db), EDIT):
                (ok if 'Text("Edited' not in tree(da) else fail)("an edit of one file updates its own page only")
            else:
                fail("the edit of the second file did not reach its page (%r)" % "".join(b_log[-5:])[-300:])
        else:
            fail("the two servers' pages did not all render")
        for d in (da, db, da2):
            try: d.quit()
            except Exception: pass
            drivers.remove(d)

        # 3. The server killed: SIGTERM (a), SIGKILL of the server alone (b).
        for server, path, sig in ((a, a_src, signal.SIGTERM), (b, b_src, signal.SIGKILL)):
            programs = descendants(server.pid)
            os.kill(server.pid, sig)
            try: server.wait(20)
            except subprocess.TimeoutExpired: pass
            deadline = time.time() + 10
            while time.time() < deadline and (session_members(server.pid) or any(map(still_running, programs))):
                time.sleep(0.1)
            left = sorted(set(session_members(server.pid) + [p for p in programs if still_running(p)]))
            (ok if server.poll() is not None and programs and not left else fail)(
                "%s to the server: it ends, and its preview program (pid %s) with it — nothing of its session left%s"
                % (signal.Signals(sig).name, ",".join(map(str, programs)) or "none seen", "" if not left else " — LEFT: %r" % left))
finally:
    for d in drivers:
        try: d.quit()
        except Exception: pass
    for s in servers:
        sid = s.pid
        stop(s)
        for p in session_members(sid):
            try: os.kill(p, signal.SIGKILL)
            except OSError: pass
    shutil.rmtree(tmp, ignore_errors=True)

sys.exit(1 if checks.failures else 0)

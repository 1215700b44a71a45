#!/usr/bin/env python3
"""`accord preview` of a file that is compiled with other files (a folder with .git: the file's
names are looked up in its neighbours), in headless Chromium — the edit route of a target
(PreviewCompiler+Direct.swift, `sameInterface`):

1. an edit inside a body recompiles only that file (the server's time stamps: its frontend ran,
   the interface was unchanged) and reaches the page;
2. an edit that changes a type the other file uses (a stored property added before the one
   Badge.swift reads: its object, compiled against the old layout, would read the wrong field) is
   built again by the driver, and the page shows the other file's view reading the new layout;
3. a compile error is shown at the user's file:line, the last rendering stays; mended, it goes;
4. no process is left once the server stops.

usage: target.py ACCORD
"""
import os, shutil, sys, tempfile, time

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from e2e_browser import Checks, descendants, drain, headless_chromium, preview_url, start_preview, still_running, stop, write_atomically

ACCORD = sys.argv[1]
FIRST = float(os.environ.get("ACCORD_E2E_FIRST_WAIT", "240"))
EDIT = float(os.environ.get("ACCORD_E2E_EDIT_WAIT", "120"))

BADGE = """import SwiftUI

struct Badge: View {
    let info: BadgeInfo
    var body: some View {
        Text(info.text).padding(8)
    }
}
"""
SCREEN = """import SwiftUI

struct BadgeInfo {
    var text: String
}

struct Screen: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Title")
            Badge(info: BadgeInfo(text: "Alpha"))
        }
    }
}

#Preview {
    Screen()
}
"""

checks = Checks("target")
ok, fail = checks.ok, checks.fail
tmp = tempfile.mkdtemp(prefix="accord-e2e-target-")
os.makedirs(os.path.join(tmp, ".git"))
with open(os.path.join(tmp, "Badge.swift"), "w") as f:
    f.write(BADGE)
src = os.path.join(tmp, "Screen.swift")
# (A comment unique to this run: every edit is compiled, none found in the compile cache.)
mark = "\n// run %d\n" % os.getpid()
with open(src, "w") as f:
    f.write(SCREEN + mark)
os.environ["ACCORD_STAMPS"] = "1"
os.environ["ACCORD_DESIGN_LITERALS"] = "0"
server = start_preview(ACCORD, src)
driver = None


def wait(cond, limit, why):
    try:
        WebDriverWait(driver, limit, poll_frequency=0.05).until(lambda d: cond())
        return True
    except Exception:
        fail(why)
        return False


def tree():
    return driver.execute_script("return document.getElementById('tree').textContent")


def stamps(log, since):
    return [l.split()[2:-1] for l in log[since:] if l.startswith("STAMP server ")]


try:
    url, line = preview_url(server, 60)
    if not url:
        fail("no URL printed (got %r)" % line)
        raise SystemExit
    log = drain(server)
    driver = headless_chromium(url)
    if wait(lambda: 'Text("Alpha")' in tree(), FIRST, "the first rendering did not come"):
        ok("Screen.swift renders with Badge.swift compiled beside it")
    time.sleep(2)  # (the first edit's plan is made once the rendering is shown)

    # 1. An edit inside a body.
    n = len(log)
    start = time.time()
    write_atomically(src, SCREEN.replace('Text("Title")', 'Text("Title 2")') + mark)
    if wait(lambda: 'Text("Title 2")' in tree(), EDIT, "the body edit did not reach the page"):
        said = stamps(log, n)
        if ["frontend", "start"] in said and ["interface", "changed"] not in said:
            ok("an edit inside a body compiles that file alone (interface unchanged) and is on the page after %.2f s" % (time.time() - start))
        else:
            fail("the body edit did not take the direct route (stamps: %s)" % said)

    # 2. A stored property added before the one the other file reads.
    n = len(log)
    write_atomically(src, SCREEN.replace('Text("Title")', 'Text("Title 2")').replace("    var text: String", "    var count = 41\n    var text: String")
                     .replace('"Alpha"', '"Beta"') + mark)
    if wait(lambda: 'Text("Beta")' in tree(), EDIT, "the layout edit did not reach the page (Badge read a stale layout?)"):
        said = stamps(log, n)
        (ok if ["interface", "changed"] in said else fail)(
            "a changed stored layout is built again by the driver, and Badge.swift's view reads the new layout")

    # 3. A compile error at the user's file:line; the last rendering stays; then it goes.
    broken = SCREEN.replace('Text("Title")', "Text(undefinedName)")
    bad = broken.splitlines().index(next(l for l in broken.splitlines() if "undefinedName" in l)) + 1
    write_atomically(src, broken + mark)
    want = "Screen.swift:%d:" % bad
    if wait(lambda: want in driver.find_element(By.ID, "errlocs").text, EDIT, "no compile error at %s shown" % want):
        ok("a compile error is shown at the user's file:line (%s)" % want)
        (ok if 'Text("Beta")' in tree() else fail)("the last good rendering stays while the file does not compile")
    write_atomically(src, SCREEN.replace('Text("Title")', 'Text("Mended")') + mark)
    if wait(lambda: not driver.find_element(By.ID, "error").is_displayed() and 'Text("Mended")' in tree() and 'Text("Alpha")' in tree(),
            EDIT, "the error did not go away once the file compiled"):
        ok("the error goes away once the file compiles again")
finally:
    pid = server.pid
    kids = descendants(pid)
    stop(server, driver)
    time.sleep(0.5)
    left = [p for p in kids if still_running(p)]
    (ok if not left else fail)("no process left after the server stopped" + (" (left: %s)" % left if left else ""))
    shutil.rmtree(tmp, ignore_errors=True)
sys.exit(1 if checks.failures else 0)

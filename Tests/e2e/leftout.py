#!/usr/bin/env python3
"""`accord preview` of a file with places Accord lacks (Tests/e2e/preview-LeftOut.swift: an unknown
view `FancyCard()` and an unknown modifier `.fancyGlow()`), in headless Chromium.

The page renders the rest and lists both places left out at the file's lines (in the diagnostics
area, above the canvas); an edit that makes an error of the user's own (a typo) is shown as a
compile error at its file:line — not left out, as Xcode's canvas would show it — and mending it
brings the rendering and the list back. The server is stopped on every way out.

usage: leftout.py ACCORD
"""
import os, shutil, sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from e2e_browser import Checks, copy_fixture, drain, headless_chromium, preview_url, start_preview, stop, write_atomically

ACCORD = sys.argv[1]
HERE = os.path.dirname(os.path.abspath(__file__))
FIRST = float(os.environ.get("ACCORD_E2E_FIRST_WAIT", "240"))
EDIT = float(os.environ.get("ACCORD_E2E_EDIT_WAIT", "120"))

checks = Checks("leftout")
ok, fail, failures = checks.ok, checks.fail, checks.failures
tmp, src, original = copy_fixture(os.path.join(HERE, "preview-LeftOut.swift"), "LeftOut.swift", "accord-e2e-leftout-")
lines = original.splitlines()
def line_of(s): return next(i + 1 for i, l in enumerate(lines) if s in l)
card, glow, hello = line_of("FancyCard()"), line_of('Text("Glowing").fancyGlow()'), line_of('Text("Hello")')

server = start_preview(ACCORD, src)
driver = None
try:
    url, line = preview_url(server, 60)
    if not url:
        fail("no URL printed (got %r)" % line)
        raise SystemExit
    log = drain(server)
    driver = headless_chromium(url)
    def text(id): return driver.execute_script("return document.getElementById(arguments[0]).textContent", id)
    def shown(id): return driver.find_element(By.ID, id).is_displayed()
    def wait(cond, limit, what):
        try:
            WebDriverWait(driver, limit, poll_frequency=0.05).until(lambda d: cond())
            return True
        except Exception:
            fail(what + " (status %r, error %r, left out %r; server: %r)" % (text("status"), text("errlocs")[:300], text("leftoutlocs")[:300], "".join(log[-8:])[-600:]))
            return False

    if wait(lambda: 'Text("Glowing")' in text("tree"), FIRST, "no rendering within %d s" % FIRST):
        ok("a file with an unknown view and an unknown modifier renders (the rest is drawn)")
    want = ["/LeftOut.swift:%d: " % card, "/LeftOut.swift:%d: " % glow]
    def listed():
        rows = [d.text for d in driver.find_elements(By.CSS_SELECTOR, "#leftoutlocs div")]
        return (any(want[0] in r and "FancyCard" in r for r in rows)
                and any(want[1] in r and "fancyGlow" in r for r in rows))
    if wait(lambda: shown("leftout") and listed(), 20, "the places left out are not listed at %s" % " and ".join(want)):
        ok("the page lists both places left out: " + " | ".join(d.text for d in driver.find_elements(By.CSS_SELECTOR, "#leftoutlocs div")))

    # A typo of the user's own is a compile error at its file:line, not one more place left out.
    write_atomically(src, original.replace('Text("Hello")', 'Txet("Hello")'))
    at = "/LeftOut.swift:%d:" % hello
    def typo_shown():
        return any(at in d.text and "Txet" in d.text for d in driver.find_elements(By.CSS_SELECTOR, "#errlocs div"))
    if wait(lambda: shown("error") and typo_shown(), EDIT, "the typo's compile error is not shown at %s" % at):
        ok("an edit's own error (a typo) is shown at %s, not left out" % at)
        (ok if 'Text("Glowing")' in text("tree") else fail)("the last good rendering stays meanwhile")
    write_atomically(src, original)
    if wait(lambda: not shown("error") and 'Text("Hello")' in text("tree") and listed(), EDIT,
            "mending the typo did not bring the rendering and the list back"):
        ok("mending it brings the rendering back, the two places still listed")
finally:
    pid = server.pid
    stop(server, driver)
    if server.poll() is None:
        fail("the server is still running")
    shutil.rmtree(tmp, ignore_errors=True)

sys.exit(1 if failures else 0)

#!/usr/bin/env python3
"""`accord preview` in a real browser (headless Chromium driven by Selenium).

Loads the page, edits the file and waits for the new rendering, breaks the file and waits for
the compiler's message at the user's file:line (the last rendering staying), mends it, switches
to dark mode, taps a Toggle, a Stepper and a Button in the canvas, pushes a NavigationLink and
goes back, types into a TextField (real key events), drags a Slider, opens a menu Picker and
picks an option, pushes a value NavigationLink and goes back; opens and dismisses a sheet
(`dismiss`, a tap on the dimming), an alert and a confirmation dialog, pushes values onto a
NavigationStack(path:) and pops them (back, dismiss, `path = []`), keeps a sheet with
interactiveDismissDisabled() open on a tap above it, switches TabView tabs, and
reverses a ForEach whose rows keep their own state. Every wait is for a
condition (generous limits for a busy 2-core machine); the edit→update time is measured and
printed. The server and the browser are stopped on every way out, and no process may be left.

usage: preview.py ACCORD [--screenshot PNG] [--keep-going]
"""
import os, shutil, sys, time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from e2e_browser import (Checks, copy_fixture, descendants, drain, headless_chromium, preview_url, start_preview, still_running,
                         stop, write_atomically)

ACCORD = sys.argv[1]
SHOT = sys.argv[sys.argv.index("--screenshot") + 1] if "--screenshot" in sys.argv else None
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURE = os.path.join(ROOT, "Tests", "e2e", "preview-Counter.swift")
# The first compile of a file, on a loaded 2-core machine, can take a minute.
FIRST = float(os.environ.get("ACCORD_E2E_FIRST_WAIT", "240"))
# An edit needs a compile: generous, and the measured time is reported next to the target.
EDIT = float(os.environ.get("ACCORD_E2E_EDIT_WAIT", "120"))
TAP = 20.0
# Taps in the canvas (step 2 of issue 17) are checked once they land.
INTERACTIVE = True

checks = Checks("preview")
ok, fail, failures = checks.ok, checks.fail, checks.failures
tmp, src, original = copy_fixture(FIXTURE, "Counter.swift", "accord-e2e-preview-")
server = start_preview(ACCORD, src)
driver = None

def stop_all():
    global driver
    stop(server, driver)
    driver = None

try:
    url, line = preview_url(server, 60)
    if not url:
        fail("no URL printed (got %r; stderr %r)" % (line, server.stderr.read() if server.poll() is not None else ""))
        raise SystemExit
    ok("serving " + url + " (127.0.0.1 only)")
    # The server's output keeps flowing; read it so it never blocks on a full pipe.
    log = drain(server)

    driver = headless_chromium(url)

    def tree_text():
        return driver.execute_script("return document.getElementById('tree').textContent")
    def seq():
        return int(driver.find_element(By.ID, "canvas").get_attribute("data-seq") or 0)
    def wait(cond, limit, what):
        try:
            WebDriverWait(driver, limit, poll_frequency=0.05).until(lambda d: cond())
            return True
        except Exception:
            try: note = driver.find_element(By.ID, "notice").text
            except Exception: note = "?"
            fail(what + " (the page's note: %r)" % note[:300]); return False

    if wait(lambda: 'Text("Count: 0")' in tree_text(), FIRST, "no rendering within %d s" % FIRST):
        ok("the page shows the rendering (SVG in a device frame) and its view tree")
    svg = driver.find_elements(By.CSS_SELECTOR, "#canvas .frame .screen svg")
    (ok if svg else fail)("the rendering is inline SVG")

    # Edit: the new rendering within the limit (and the time it took).
    start = time.time()
    # A comment unique to this run: the edit is compiled, never found in the compile cache.
    write_atomically(src, original.replace('Text("Count: \\(count)")', 'Text("Total: \\(count)") // run %d' % os.getpid()))
    if wait(lambda: 'Text("Total: 0")' in tree_text(), EDIT, "the edit did not reach the page within %d s" % EDIT):
        took = time.time() - start
        ok("an edit (saved by rename) is on the page after %.2f s" % took)
        print("measure preview: edit→update %.2f s" % took, flush=True)

    # A compile error at the user's file:line; the last rendering stays; then it goes.
    broken = original.replace('Text("Count: \\(count)")', 'Text("Total: \\(count)")').replace("Button(\"Add one\")", "Button(undefinedName)")
    bad_line = broken.splitlines().index(next(l for l in broken.splitlines() if "undefinedName" in l)) + 1
    write_atomically(src, broken)
    want = "Counter.swift:%d:" % bad_line
    if wait(lambda: want in driver.find_element(By.ID, "errlocs").text, EDIT, "no compile error at %s shown" % want):
        ok("a compile error is shown at the user's file:line (%s)" % want)
        (ok if 'Text("Total: 0")' in tree_text() and driver.find_elements(By.CSS_SELECTOR, "#canvas svg")
         else fail)("the last good rendering stays while the file does not compile")
    write_atomically(src, original)
    if wait(lambda: not driver.find_element(By.ID, "error").is_displayed() and 'Text("Count: 0")' in tree_text(), EDIT,
            "the error did not go away once the file compiled"):
        ok("the error goes away once the file compiles again")

    # A save while the previous one compiles: that compile is stopped (its compiler killed by
    # PID, the server says which), and the page only ever shows the newest text.
    driver.execute_script("""
        window.__seenOlder = false;
        new MutationObserver(() => { if (document.getElementById('tree').textContent.includes('Older: ')) window.__seenOlder = true; })
          .observe(document.getElementById('tree'), {childList: true, subtree: true, characterData: true});""")
    log.clear()
    def compiler_running():
        """The pid of the server's swift-frontend compiling the file, if one runs now."""
        for p in descendants(server.pid):
            try:
                cmd = open("/proc/%d/cmdline" % p, "rb").read().split(b"\0")
            except OSError:
                continue
            if cmd and cmd[0].endswith(b"swift-frontend") and any(b"Counter" in a for a in cmd):
                return p
        return None
    write_atomically(src, original.replace('Text("Count: \\(count)")', 'Text("Older: \\(count)")') + "\n// run %d older\n" % os.getpid())
    running = None
    deadline = time.time() + EDIT
    while running is None and time.time() < deadline:
        running = compiler_running()
        time.sleep(0.01)
    if running is None:
        fail("the older save's compiler was not seen running")
    else:
        write_atomically(src, original.replace('Text("Count: \\(count)")', 'Text("Newer: \\(count)")') + "\n// run %d newer\n" % os.getpid())
        if wait(lambda: 'Text("Newer: 0")' in tree_text(), EDIT, "the newer save did not reach the page"):
            stopped = [l.strip() for l in log if l.startswith("the compile of an older save was stopped")]
            named = any("pid %d)" % running in l for l in stopped)
            gone = not still_running(running)
            older = driver.execute_script("return window.__seenOlder")
            (ok if named and gone and not older else fail)(
                "a save during the previous save's compile stops that compile (%s; pid %d %s) and the page shows only the newer text%s"
                % (stopped[0] if stopped else "no stop reported", running, "gone" if gone else "STILL RUNNING",
                   "" if not older else " — the older text was shown"))
    write_atomically(src, original)
    wait(lambda: 'Text("Count: 0")' in tree_text(), EDIT, "the original text did not come back")

    # Fit (the default zoom): in a window too small for the device at 100 %, the device is drawn
    # smaller and whole inside the canvas area; Light & Dark variants side by side, both whole.
    FITS = """
        const c = document.getElementById('canvas').getBoundingClientRect();
        const fs = [...document.querySelectorAll('#canvas .frame')].map(f => f.getBoundingClientRect());
        return [zoom, fs.length, fs.every(f => f.left >= c.left - 1 && f.right <= c.right + 1 && f.top >= c.top - 1 && f.bottom <= c.bottom + 1),
                fs.every(f => Math.abs(f.top - fs[0].top) < 1)];"""
    driver.set_window_size(1000, 700)
    if wait(lambda: driver.execute_script(FITS)[2], TAP, "the device does not fit a 1000×700 window (zoom, frames, whole, one row: %s)"
            % driver.execute_script(FITS)):
        z = driver.execute_script(FITS)[0]
        (ok if 0.25 <= z < 1 else fail)("Fit draws the device whole in a 1000×700 window (zoom %.2f)" % z)
    before = seq()
    Select(driver.find_element(By.ID, "variants")).select_by_value("scheme")
    if wait(lambda: seq() > before and driver.execute_script(FITS)[1] == 2 and driver.execute_script(FITS)[2:] == [True, True], TAP,
            "Light & Dark are not both whole side by side (zoom, frames, whole, one row: %s)" % driver.execute_script(FITS)):
        ok("Light & Dark variants are drawn whole side by side (zoom %.2f)" % driver.execute_script(FITS)[0])
    before = seq()
    Select(driver.find_element(By.ID, "variants")).select_by_value("none")
    wait(lambda: seq() > before and driver.execute_script(FITS)[1] == 1, TAP, "back to a single preview failed")
    driver.set_window_size(1200, 1000)

    # Dark mode.
    before = seq()
    driver.find_element(By.ID, "dark").click()
    if wait(lambda: seq() > before and driver.execute_script(
            "return getComputedStyle(document.querySelector('#canvas .screen')).backgroundColor") == "rgb(0, 0, 0)", TAP,
            "dark mode did not render"):
        ok("the Dark switch renders the dark appearance")
    driver.find_element(By.ID, "dark").click()
    wait(lambda: driver.execute_script("return getComputedStyle(document.querySelector('#canvas .screen')).backgroundColor") == "rgb(255, 255, 255)", TAP, "back to light failed")

    # Taps (state kept in the long-running preview program). A press, release and click at a
    # point of the screen, as the browser sends them for a click.
    CLICK = """
        const s = document.querySelector('#canvas .screen'), r = s.getBoundingClientRect();
        const at = {bubbles: true, clientX: r.left + arguments[0] * zoom, clientY: r.top + arguments[1] * zoom};
        s.dispatchEvent(new MouseEvent('mousedown', Object.assign({button: 0, buttons: 1}, at)));
        s.dispatchEvent(new MouseEvent('mouseup', Object.assign({button: 0, buttons: 0}, at)));
        s.dispatchEvent(new MouseEvent('click', Object.assign({detail: 1}, at)));"""
    def frame_of(label):
        return driver.execute_script("""
            const want = arguments[0];
            const item = (function find(n) { if (n.view.startsWith(want)) return n; for (const c of n.children) { const f = find(c); if (f) return f; } return null; })(last.items[0].trace.root);
            return item && item.frame;""", label)
    def tap(label):
        """Clicks the centre of the first tree node whose text starts with label."""
        frame = frame_of(label)
        if not frame: return False
        x, y, w, h = frame
        # The screen element is looked up in the same script that clicks it: an update may
        # replace it between two WebDriver calls (a stale reference otherwise).
        driver.execute_script(CLICK,
            x + w / 2, y + h / 2)
        return True
    def tap_at(label, dx_fraction):
        frame = frame_of(label)
        x, y, w, h = frame
        # The screen element is looked up in the same script that clicks it: an update may
        # replace it between two WebDriver calls (a stale reference otherwise).
        driver.execute_script(CLICK,
            x + w * dx_fraction, y + h / 2)

    start = time.time()
    if not INTERACTIVE: raise SystemExit
    tap("Toggle")
    if wait(lambda: 'Text("On")' in tree_text(), TAP, "tapping the Toggle did not turn it on"):
        took = time.time() - start
        ok("tapping the Toggle flips its binding (Off → On) in %.0f ms" % (took * 1000))
        print("measure preview: tap→update %.0f ms" % (took * 1000), flush=True)
    tap_at("Stepper", 0.75)
    wait(lambda: 'Text("Count: 1")' in tree_text(), TAP, "the Stepper's + half did not increment")
    tap_at("Stepper", 0.75)
    if wait(lambda: 'Text("Count: 2")' in tree_text(), TAP, "the Stepper's + half did not increment twice"):
        ok("the Stepper's + half increments (0 → 2), state kept between taps")
    tap_at("Stepper", 0.25)
    if wait(lambda: 'Text("Count: 1")' in tree_text(), TAP, "the Stepper's − half did not decrement"):
        ok("the Stepper's − half decrements (2 → 1)")
    # The pressed look: the pointer down on the Button fades it until the click.
    f = frame_of('Text("Add one")')
    driver.execute_script("""
        const s = document.querySelector('#canvas .screen'), r = s.getBoundingClientRect();
        s.dispatchEvent(new MouseEvent('mousedown', {bubbles: true, button: 0, buttons: 1,
                                                     clientX: r.left + arguments[0] * zoom, clientY: r.top + arguments[1] * zoom}));""",
        f[0] + f[2] / 2, f[1] + f[3] / 2)
    if wait(lambda: '.opacity(0.2)' in tree_text(), TAP, "pressing the Button did not show its pressed look"):
        ok("a Button under the pressed pointer is drawn highlighted (faded)")
    driver.execute_script("document.dispatchEvent(new MouseEvent('mouseup', {bubbles: true, button: 0, buttons: 0}));")
    tap('Text("Add one")')
    if wait(lambda: 'Text("Count: 2")' in tree_text() and '.opacity(0.2)' not in tree_text(), TAP, "the Button's action did not run (or it stayed pressed)"):
        ok("tapping the Button runs its action (1 → 2) and releases it")
    if 'Text("On")' in tree_text():
        ok("the Toggle's state survived the other taps")

    # A save that changes only a title literal is not compiled: the running program draws the
    # new text (design-time literals), every state value kept. Number literals too (an integer
    # as the VStack's CGFloat spacing, a floating-point opacity), then a Boolean.
    def gap():
        c, s = frame_of('Text("Count: '), frame_of("Stepper")
        return round(s[1] - (c[1] + c[3]))
    gap_before = gap()
    log.clear()
    start = time.time()
    write_atomically(src, original.replace('Toggle("Enabled"', 'Toggle("Active"').replace("VStack(spacing: 16)", "VStack(spacing: 40)")
                     .replace(".opacity(1.0)", ".opacity(0.5)"))
    # (The server's "updated" line is read from its log by another thread: it may come a few
    # milliseconds after the page has the new text.)
    if wait(lambda: 'Active' in tree_text(), EDIT, "the literal edit did not reach the page"):
        took = time.time() - start
        wait(lambda: any(l.startswith("updated") for l in log), 2, "the server said nothing of the update")
        said = [l.strip() for l in log if l.startswith("updated")]
        (ok if said and "not compiled" in said[-1] and 'Text("Count: 2")' in tree_text() and 'Text("On")' in tree_text() else fail)(
            "a title literal's edit is drawn without a compile, state kept, after %.2f s (%s)" % (took, said[-1] if said else "no 'updated' line"))
        print("measure preview: literal edit→update %.2f s" % took, flush=True)
        (ok if gap_before == 16 and gap() == 40 and ".opacity(0.5)" in tree_text() else fail)(
            "number literals in the same save, not compiled: VStack(spacing: 16 → 40) moves the Stepper (gap %s → %s), .opacity(1.0 → 0.5)"
            % (gap_before, gap()))
        svg, before = driver.execute_script("return last.items[0].svg"), seq()
        log.clear()
        write_atomically(src, original.replace('Toggle("Enabled"', 'Toggle("Active"').replace("VStack(spacing: 16)", "VStack(spacing: 40)")
                         .replace(".opacity(1.0)", ".opacity(0.5)").replace(".bold(false)", ".bold(true)"))
        if wait(lambda: seq() > before and any(l.startswith("updated") for l in log), EDIT, "the Boolean literal's edit did not reach the page"):
            said = [l.strip() for l in log if l.startswith("updated")]
            (ok if "not compiled" in said[-1] and driver.execute_script("return last.items[0].svg") != svg and 'Text("On")' in tree_text() else fail)(
                "a Boolean literal's edit (.bold(false → true)) is drawn without a compile (%s)" % said[-1])
    write_atomically(src, original)
    wait(lambda: 'Enabled' in tree_text() and 'Active' not in tree_text(), EDIT, "the literal did not come back")

    # NavigationLink: push, then the back button pops.
    Select(driver.find_element(By.ID, "preview")).select_by_visible_text("Navigation")
    if wait(lambda: 'Text("Settings")' in tree_text(), TAP, "the Navigation preview was not shown"):
        ok("every preview of the file is selectable (Navigation)")
        tap('Text("Settings")')
        if wait(lambda: 'Text("Settings screen")' in tree_text(), TAP, "tapping the NavigationLink did not push its destination"):
            ok("tapping a NavigationLink pushes its destination")
            tap('Image(systemName: "chevron.left")')
            if wait(lambda: 'Text("Settings screen")' not in tree_text() and 'Text("Settings")' in tree_text(), TAP,
                    "the back button did not pop"):
                ok("the back button pops back to the list")
    Select(driver.find_element(By.ID, "preview")).select_by_visible_text("Counter")
    if wait(lambda: 'Text("Count: 2")' in tree_text(), TAP, "the Counter's state was lost when switching previews"):
        ok("switching previews back keeps the Counter's state (Count: 2)")

    # @Observable: a tap that changes one property evaluates only the body that read it.
    Select(driver.find_element(By.ID, "preview")).select_by_visible_text("Observable")
    if wait(lambda: 'Text("Tally 0")' in tree_text(), TAP, "the Observable preview was not shown"):
        tap('Text("Count up")')
        if wait(lambda: 'Text("Tally 1")' in tree_text(), TAP, "tapping did not change the @Observable model"):
            data = driver.execute_script("const d = document.getElementById('canvas').dataset; return [d.bodies, d.inPlace];")
            (ok if data[0] == "1" and data[1] == "true" else fail)(
                "an @Observable property change evaluates only the body that read it: %s bod%s (in place: %s)"
                % (data[0], "y" if data[0] == "1" else "ies", data[1]))

    # Per-view invalidation: a tap in one row of a 1,000-row List evaluates that row's body only.
    Select(driver.find_element(By.ID, "preview")).select_by_visible_text("Rows")
    if wait(lambda: 'Text("Row 3: 0")' in tree_text(), TAP, "the Rows preview was not shown"):
        start = time.time()
        tap('Text("Row 3: 0")')
        if wait(lambda: 'Text("Row 3: 1")' in tree_text(), TAP, "tapping a row's Button did not change its state"):
            took = time.time() - start
            data = driver.execute_script("const d = document.getElementById('canvas').dataset; return [d.bodies, d.inPlace, d.tapMs, last.ms];")
            bodies = int(data[0]) if data[0] is not None else None
            (ok if bodies is not None and bodies <= 2 and data[1] == "true" else fail)(
                "a tap in a 1,000-row List is updated in place: %s bod%s evaluated (in place: %s)" % (bodies, "y" if bodies == 1 else "ies", data[1]))
            print("measure preview: tap→update in a 1,000-row List %.0f ms (page: %s ms, of which the preview program %s ms), %s bodies evaluated"
                  % (took * 1000, data[2], data[3], bodies), flush=True)

        # Scrolling: the wheel scrolls the List (offset kept as state), a row that was below the
        # screen comes into view and takes a tap; a drag on the rows scrolls back.
        def row_top(label):
            f = frame_of(label)
            return f and f[1]
        screen_h = driver.execute_script("return last.items[0].canvas[1]")
        (ok if row_top('Text("Row 40: 0")') > screen_h else fail)("row 40 starts below the screen")
        start = time.time()
        driver.execute_script("""
            const s = document.querySelector('#canvas .screen'), r = s.getBoundingClientRect();
            s.dispatchEvent(new WheelEvent('wheel', {bubbles: true, cancelable: true, deltaMode: 0, deltaY: 1500 * zoom,
                                                     clientX: r.left + 200 * zoom, clientY: r.top + 400 * zoom}));""")
        if wait(lambda: 150 < (row_top('Text("Row 40: 0")') or 0) < screen_h - 150, TAP, "the wheel did not scroll row 40 into view"):
            took = time.time() - start
            ok("the wheel scrolls the List: row 40 is on screen (%.0f ms)" % (took * 1000))
            print("measure preview: wheel→scrolled 1,000-row List %.0f ms (page: %s ms)" % (took * 1000,
                  driver.execute_script("return document.getElementById('canvas').dataset.tapMs")), flush=True)
            tap('Text("Row 40: 0")')
            if wait(lambda: 'Text("Row 40: 1")' in tree_text(), TAP, "tapping the row scrolled into view did not reach its Button"):
                ok("a row scrolled into view takes a tap (Row 40: 0 → 1); the scroll offset stays")
            y0 = row_top('Text("Row 40: 1")')
            driver.execute_script("""
                const s = document.querySelector('#canvas .screen'), r = s.getBoundingClientRect();
                const p = (x, y) => ({bubbles: true, clientX: r.left + x * zoom, clientY: r.top + y * zoom});
                const [x, y0, y1] = arguments;
                s.dispatchEvent(new MouseEvent('mousedown', Object.assign({button: 0, buttons: 1}, p(x, y0))));
                for (let i = 1; i <= 10; i++) document.dispatchEvent(new MouseEvent('mousemove', Object.assign({buttons: 1}, p(x, y0 + (y1 - y0) * i / 10))));
                document.dispatchEvent(new MouseEvent('mouseup', Object.assign({button: 0, buttons: 0}, p(x, y1))));""",
                200, 300, 500)
            if wait(lambda: abs((row_top('Text("Row 40: 1")') or 0) - (y0 + 200)) < 1, TAP, "dragging the rows down did not scroll back by 200"):
                ok("a drag on the rows scrolls the List with the pointer (+200 points)")

    # Menus: a tap opens a Menu, an item runs its action and closes it; a right click opens a context menu.
    Select(driver.find_element(By.ID, "preview")).select_by_visible_text("Menus")
    if wait(lambda: 'Text("Last: none")' in tree_text(), TAP, "the Menus preview was not shown"):
        tap('Text("Actions")')
        if wait(lambda: 'Text("Rename")' in tree_text() and 'Text("Delete")' in tree_text(), TAP, "tapping the Menu did not open it"):
            ok("tapping a Menu opens its items over the app")
            tap('Text("Delete")')
            if wait(lambda: 'Text("Last: delete")' in tree_text() and 'Text("Rename")' not in tree_text(), TAP,
                    "choosing Delete did not run its action and close the menu"):
                ok("choosing a menu item runs its action and closes the menu")
        f = frame_of('Text("Note")')
        driver.execute_script("""
            const s = document.querySelector('#canvas .screen'), r = s.getBoundingClientRect();
            s.dispatchEvent(new MouseEvent('contextmenu', {bubbles: true, cancelable: true, button: 2,
                                                           clientX: r.left + arguments[0] * zoom, clientY: r.top + arguments[1] * zoom}));""",
            f[0] + f[2] / 2, f[1] + f[3] / 2)
        if wait(lambda: 'Text("Copy")' in tree_text(), TAP, "a right click did not open the context menu"):
            ok("a right click (a long press) opens a context menu")
            tap('Text("Copy")')
            if wait(lambda: 'Text("Last: copy")' in tree_text() and 'Text("Copy")' not in tree_text(), TAP, "the context menu's item did not run"):
                ok("a context menu's item runs its action and closes it")

    # Dismissing: `@Environment(\.dismiss)` in a sheet closes it (onDismiss runs), a tap on the
    # dimmed page above a sheet closes it, an alert's button closes the alert after its action,
    # dismiss on a pushed screen pops it.
    Select(driver.find_element(By.ID, "preview")).select_by_visible_text("Sheets")
    if wait(lambda: 'Text("Closed 0")' in tree_text(), TAP, "the Sheets preview was not shown"):
        tap('Text("Open sheet")')
        if wait(lambda: 'Text("In the sheet")' in tree_text(), TAP, "the Button did not present the sheet"):
            tap('Text("Close sheet")')
            if wait(lambda: 'Text("In the sheet")' not in tree_text() and 'Text("Closed 1")' in tree_text(), TAP,
                    "dismiss() in the sheet did not close it and run onDismiss"):
                ok("@Environment(\\.dismiss) in a sheet closes it, and onDismiss runs")
        tap('Text("Open sheet")')
        if wait(lambda: 'Text("In the sheet")' in tree_text(), TAP, "the sheet did not open again"):
            driver.execute_script(CLICK, 200, 30)
            if wait(lambda: 'Text("In the sheet")' not in tree_text() and 'Text("Closed 2")' in tree_text(), TAP,
                    "a tap on the dimmed page above the sheet did not close it"):
                ok("a tap on the dimmed page above a sheet closes it")
        tap('Text("Ask")')
        if wait(lambda: 'Text("Sure?")' in tree_text(), TAP, "the alert did not show"):
            tap('Text("Yes")')
            if wait(lambda: 'Text("Sure?")' not in tree_text() and 'Text("Closed 12")' in tree_text(), TAP,
                    "the alert's button did not run its action and close the alert"):
                ok("an alert's button runs its action and closes the alert")
        tap('Text("About")')
        if wait(lambda: 'Text("Close about")' in tree_text(), TAP, "the NavigationLink did not push About"):
            tap('Text("Close about")')
            if wait(lambda: 'Text("Close about")' not in tree_text() and 'Text("Closed 12")' in tree_text(), TAP,
                    "dismiss() on a pushed screen did not pop it"):
                ok("dismiss() on a pushed screen pops it")
        tap('Text("Choose")')
        if wait(lambda: 'Text("Which one?")' in tree_text(), TAP, "the confirmation dialog did not show"):
            tap('Text("Hundred")')
            if wait(lambda: 'Text("Which one?")' not in tree_text() and 'Text("Closed 112")' in tree_text(), TAP,
                    "the dialog's button did not run its action and close the dialog"):
                ok("a confirmation dialog's button runs its action and closes the dialog")
        tap('Text("Choose")')
        if wait(lambda: 'Text("Cancel")' in tree_text(), TAP, "the dialog did not show its Cancel button"):
            tap('Text("Cancel")')
            if wait(lambda: 'Text("Which one?")' not in tree_text() and 'Text("Closed 112")' in tree_text(), TAP,
                    "the dialog's Cancel did not close it (or ran an action)"):
                ok("a confirmation dialog's Cancel closes it")

    # NavigationStack(path:): a value link appends to the bound path, the back button removes
    # the last value, dismiss() on a pushed screen removes its value, `path = []` pops to the
    # root; a sheet with interactiveDismissDisabled() stays on a tap above it, dismiss() closes it.
    Select(driver.find_element(By.ID, "preview")).select_by_visible_text("Path")
    if wait(lambda: 'Text("Path count 0")' in tree_text(), TAP, "the Path preview was not shown"):
        tap('Text("Open 1")')
        if wait(lambda: 'Text("Step 1 of 1")' in tree_text(), TAP, "NavigationLink(value:) did not append to the bound path"):
            tap('Text("Next")')
            if wait(lambda: 'Text("Step 2 of 1,2")' in tree_text(), TAP, "the second value was not appended"):
                ok("a value NavigationLink appends to NavigationStack(path:)'s binding")
                tap('Text("S1")')
                if wait(lambda: 'Text("Step 1 of 1")' in tree_text(), TAP, "the back button did not remove the path's last value"):
                    ok("the back button removes the bound path's last value")
                    tap('Text("Close step")')
                    if wait(lambda: 'Text("Path count 0")' in tree_text(), TAP, "dismiss() did not remove the pushed value"):
                        ok("dismiss() on a pushed screen removes its value from the path")
        tap('Text("Open 1")')
        if wait(lambda: 'Text("Step 1 of 1")' in tree_text(), TAP, "the path's screen did not open again"):
            tap('Text("Next")')
            wait(lambda: 'Text("Step 2 of 1,2")' in tree_text(), TAP, "the second value was not appended again")
            tap('Text("Pop to root")')
            if wait(lambda: 'Text("Path count 0")' in tree_text(), TAP, "path = [] did not pop to the root"):
                ok("path = [] in code pops to the root")
        tap('Text("Held sheet")')
        if wait(lambda: 'Text("Held")' in tree_text(), TAP, "the held sheet did not open"):
            before = seq()
            driver.execute_script(CLICK, 200, 30)
            wait(lambda: seq() > before, TAP, "the tap above the held sheet was not answered")
            if 'Text("Held")' in tree_text():
                ok("a sheet with interactiveDismissDisabled() stays on a tap above it")
            else:
                fail("a tap above a sheet with interactiveDismissDisabled() closed it")
            tap('Text("Close held")')
            if wait(lambda: 'Text("Held")' not in tree_text(), TAP, "dismiss() did not close the held sheet"):
                ok("dismiss() closes a sheet with interactiveDismissDisabled()")

    # TabView: a tap on a tab item shows its tab; the other tab's state is kept meanwhile.
    Select(driver.find_element(By.ID, "preview")).select_by_visible_text("Tabs")
    if wait(lambda: 'Text("Home taps 0")' in tree_text(), TAP, "the Tabs preview was not shown"):
        tap('Text("Home taps 0")')
        wait(lambda: 'Text("Home taps 1")' in tree_text(), TAP, "the Home tab's button did not count")
        tap('Text("Inbox")')
        if wait(lambda: 'Text("Inbox taps 0")' in tree_text() and 'Text("Home taps 1")' not in tree_text(), TAP,
                "tapping the Inbox tab item did not switch tabs"):
            ok("tapping a tab item switches the TabView's tab")
            tap('Text("Home")')
            if wait(lambda: 'Text("Home taps 1")' in tree_text(), TAP, "back on Home, its state was lost"):
                ok("switching back shows the first tab with its state (Home taps 1)")

    # ForEach reorder: per-row @State follows the row's id, not its position.
    Select(driver.find_element(By.ID, "preview")).select_by_visible_text("Reorder")
    if wait(lambda: 'Text("Apple taps 0")' in tree_text(), TAP, "the Reorder preview was not shown"):
        tap('Text("Apple taps 0")')
        wait(lambda: 'Text("Apple taps 1")' in tree_text(), TAP, "the Apple row did not count")
        tap('Text("Apple taps 1")')
        wait(lambda: 'Text("Apple taps 2")' in tree_text(), TAP, "the Apple row did not count twice")
        apple_y = (frame_of('Text("Apple taps 2")') or [0, 0])[1]
        tap('Text("Reverse")')
        def reordered():
            a, c = frame_of('Text("Apple taps'), frame_of('Text("Cherry taps')
            return a and c and a[1] > c[1]
        if wait(reordered, TAP, "Reverse did not reorder the rows"):
            (ok if 'Text("Apple taps 2")' in tree_text() and 'Text("Cherry taps 0")' in tree_text() and frame_of('Text("Apple taps 2")')[1] > apple_y
             else fail)("after a ForEach reorder each row keeps its own state (Apple taps 2, now last; Cherry taps 0, now first)")

    # Typing, a Slider drag, a menu Picker, a value NavigationLink (the Inputs preview).
    from selenium.webdriver.common.action_chains import ActionChains
    Select(driver.find_element(By.ID, "preview")).select_by_visible_text("Inputs")
    if wait(lambda: 'Text("Hello, nobody")' in tree_text(), TAP, "the Inputs preview was not shown"):
        tap("TextField")
        # The focused field reports its caret (after its text: the field is empty).
        if wait(lambda: driver.execute_script("return document.getElementById('canvas').dataset.selection") == "0,0", TAP,
                "no caret in the tapped TextField"):
            ok("tapping a TextField focuses it (a caret shows)")
        start = time.time()
        ActionChains(driver).send_keys("Ann").perform()
        if wait(lambda: 'Text("Hello, Ann")' in tree_text(), TAP, "typing did not reach the TextField"):
            ok("typing in the browser edits the focused TextField (%.0f ms for 3 keys)" % ((time.time() - start) * 1000))
        ActionChains(driver).send_keys(Keys.BACKSPACE).perform()
        if wait(lambda: 'Text("Hello, An")' in tree_text(), TAP, "Backspace did not delete the last character"):
            ok("Backspace deletes the last character")
        ActionChains(driver).send_keys("n").perform()
        wait(lambda: 'Text("Hello, Ann")' in tree_text(), TAP, "a key after Backspace did not arrive")

        # The caret and the selection, as iOS with a hardware keyboard (the page reports the
        # focused field's selection in characters: start,end).
        def selection(): return driver.execute_script("return document.getElementById('canvas').dataset.selection")
        ActionChains(driver).send_keys(Keys.ARROW_LEFT, Keys.ARROW_LEFT).perform()
        if wait(lambda: selection() == "1,1", TAP, "←← did not move the caret to 1 (at %s)" % selection()):
            ok("←← moves the caret back two characters")
        ActionChains(driver).send_keys("x").perform()
        if wait(lambda: 'Text("Hello, Axnn")' in tree_text(), TAP, "typing did not insert at the caret"):
            ok("typing inserts at the caret")
        ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.ARROW_LEFT).key_up(Keys.SHIFT).perform()
        if wait(lambda: selection() == "1,2", TAP, "shift+← did not select the x (at %s)" % selection()):
            ok("shift+← selects the character before the caret")
        ActionChains(driver).send_keys("Z").perform()
        if wait(lambda: 'Text("Hello, AZnn")' in tree_text() and selection() == "2,2", TAP, "typing did not replace the selection"):
            ok("typing replaces the selection")
        ActionChains(driver).key_down(Keys.CONTROL).send_keys("a").key_up(Keys.CONTROL).perform()
        if wait(lambda: selection() == "0,4", TAP, "ctrl+A did not select all (at %s)" % selection()):
            ok("ctrl+A selects all")
        ActionChains(driver).send_keys(Keys.BACKSPACE).perform()
        if wait(lambda: 'Text("Hello, nobody")' in tree_text(), TAP, "Backspace did not delete the selection"):
            ok("Backspace deletes the selection")
        ActionChains(driver).send_keys("Ann").perform()
        wait(lambda: 'Text("Hello, Ann")' in tree_text(), TAP, "typing after deleting everything failed")
        # A click at a character puts the caret there; a double click selects the word.
        tx, ty, tw, th = frame_of('Text("Ann")')
        driver.execute_script(CLICK, tx + 1, ty + th / 2)
        if wait(lambda: selection() == "0,0", TAP, "a click before the A did not put the caret at 0 (at %s)" % selection()):
            ok("a click in the field puts the caret at the clicked character")
        driver.execute_script(CLICK.replace("detail: 1", "detail: 2"), tx + tw / 2, ty + th / 2)
        if wait(lambda: selection() == "0,3", TAP, "a double click did not select the word (at %s)" % selection()):
            ok("a double click selects the word")
            svg = driver.execute_script("return last.items[0].svg")
            if "0.2" in svg: ok("the selection is drawn (the tint at opacity 0.2)")
            else: fail("no translucent selection highlight in the SVG")
        ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
        wait(lambda: selection() == "3,3", TAP, "→ did not collapse the selection to its end (at %s)" % selection())

        # Paste (Ctrl+V: the page hands the clipboard's text to the field), a line longer than the
        # field: its text moves sideways to keep the caret in view, so a click at the field's
        # trailing end lands near the text's end (unmoved, it would land near the 40th character).
        long = " and a name far too long to fit in the field at all"
        driver.execute_script("""
            const dt = new DataTransfer(); dt.setData('text/plain', arguments[0]);
            document.dispatchEvent(new ClipboardEvent('paste', {clipboardData: dt, bubbles: true, cancelable: true}));""", long)
        n = 3 + len(long)
        if wait(lambda: 'Text("Hello, Ann and a name' in tree_text() and selection() == "%d,%d" % (n, n), TAP,
                "pasting did not insert the clipboard's text at the caret (at %s)" % selection()):
            ok("Ctrl+V pastes the clipboard's text at the caret")
        fx, fy, fw, fh = frame_of("TextField")
        driver.execute_script(CLICK, fx + fw - 24, fy + fh / 2)
        if wait(lambda: int((selection() or "0,0").split(",")[0]) > n - 6, TAP,
                "a click at the field's end did not land near the end of its long text (at %s): not moved" % selection()):
            ok("a one-line field moves its text sideways to keep the caret in view (a click at its end: %s)" % selection())
        ActionChains(driver).key_down(Keys.CONTROL).send_keys("a").key_up(Keys.CONTROL).send_keys("Ann").perform()
        wait(lambda: 'Text("Hello, Ann")' in tree_text(), TAP, "replacing the long name with Ann failed")

        fx, fy, fw, fh = frame_of("Slider")
        # Press on the thumb (value 0: its centre 14 points in), move to 70 % of the track, release.
        driver.execute_script("""
            const s = document.querySelector('#canvas .screen'), r = s.getBoundingClientRect();
            const p = (x, y) => ({bubbles: true, clientX: r.left + x * zoom, clientY: r.top + y * zoom});
            const [x0, y, x1] = arguments;
            s.dispatchEvent(new MouseEvent('mousedown', Object.assign({button: 0, buttons: 1}, p(x0, y))));
            for (let i = 1; i <= 10; i++) document.dispatchEvent(new MouseEvent('mousemove', Object.assign({buttons: 1}, p(x0 + (x1 - x0) * i / 10, y))));
            document.dispatchEvent(new MouseEvent('mouseup', Object.assign({button: 0, buttons: 0}, p(x1, y))));""",
            fx + 14, fy + fh / 2, fx + 14 + (fw - 28) * 0.7)
        if wait(lambda: 'Text("Volume 7")' in tree_text(), TAP, "dragging the Slider did not set 7 (of 0…10)"):
            ok("dragging the Slider's thumb sets its value (0 → 7, step 1)")

        tap('Text("Size")')
        if wait(lambda: 'Text("Medium")' in tree_text(), TAP, "tapping the menu Picker did not open its menu"):
            ok("tapping a menu Picker opens its menu (the options listed over the app)")
            tap('Text("Large")')
            if wait(lambda: 'Text("Size is Large")' in tree_text() and 'Text("Medium")' not in tree_text(), TAP,
                    "choosing Large in the menu did not select it and close the menu"):
                ok("choosing an option selects it and closes the menu")

        tap('Text("Vanilla")')
        if wait(lambda: 'Text("Flavor Vanilla")' in tree_text(), TAP, "the value NavigationLink did not push its destination"):
            ok("a NavigationLink(value:) pushes the navigationDestination(for:) view")
            tap('Image(systemName: "chevron.left")')
            if wait(lambda: 'Text("Hello, Ann")' in tree_text() and 'Text("Flavor Vanilla")' not in tree_text(), TAP,
                    "back from the value destination failed or lost the form's state"):
                ok("back pops it; the form's state (typed name) is kept")

        # An edit compiles a new program: the state whose identity is unchanged is carried over.
        edited = original.replace('Text("Hello, ', 'Text("Hi, ') + "\n// run %d edit 2\n" % os.getpid()
        write_atomically(src, edited)
        if wait(lambda: 'Text("Hi, Ann")' in tree_text() and 'Text("Volume 7")' in tree_text() and 'Text("Size is Large")' in tree_text(),
                EDIT, "the typed name, the slider's value and the picked size did not survive an edit"):
            ok("after an edit (a new program) @State keeps its values where identity is unchanged (name, volume, size)")

finally:
    if SHOT and driver is not None:
        driver.set_window_size(980, 900)
        time.sleep(0.3)
        driver.save_screenshot(SHOT)
        ok("screenshot → " + SHOT)
    pid = server.pid
    stop_all()
    left = descendants(pid) if server.poll() is None else set()
    # The preview program runs in its own process group: look for anything still running the temp file's program.
    strays = []
    for p in os.listdir("/proc"):
        if not p.isdigit(): continue
        try:
            cmd = open(f"/proc/{p}/cmdline", "rb").read().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if ("--verb serve" in cmd and tmp in cmd) or (src in cmd and "preview" in cmd):
            strays.append((p, cmd))
    time.sleep(0.5)
    strays = [(p, c) for p, c in strays if still_running(int(p))]
    if server.poll() is None or strays:
        fail("processes left running: %r" % (strays or [server.pid]))
    else:
        ok("the server and its preview program are gone after SIGINT")
    shutil.rmtree(tmp, ignore_errors=True)

sys.exit(1 if failures else 0)

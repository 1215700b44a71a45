"""What the browser scripts (preview.py, leftout.py, preview-latency.py) share: the fixture copied
to a folder of its own, saves as editors make them, the ok/FAIL lines, `accord preview` started in
a session of its own, the URL it prints, its output drained, headless Chromium on the page,
both stopped on the way out, and the process table read to see what is left running."""
import os, re, shutil, signal, subprocess, tempfile, threading, time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service


class Checks:
    """The `ok   NAME: …` / `FAIL NAME: …` lines a script prints, and the failures it exits with."""
    def __init__(self, name):
        self.name, self.failures = name, []

    def ok(self, msg):
        print("ok   %s: %s" % (self.name, msg), flush=True)

    def fail(self, msg):
        print("FAIL %s: %s" % (self.name, msg), flush=True)
        self.failures.append(msg)


def copy_fixture(fixture, name, prefix):
    """The fixture copied as `name` into a new temporary folder: (the folder, the copy, its text)."""
    tmp = tempfile.mkdtemp(prefix=prefix)
    src = os.path.join(tmp, name)
    shutil.copy(fixture, src)
    with open(src) as f:
        return tmp, src, f.read()


def write_atomically(path, text):
    """As editors save: a new file renamed over the old one."""
    tmp = path + ".tmp~"
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, path)


def start_preview(accord, src):
    """`accord preview src`, in a session of its own (so the program it starts can be killed with it)."""
    return subprocess.Popen([accord, "preview", src], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, start_new_session=True)


def preview_url(server, limit=60):
    """The URL the server prints on its 'accord preview: …' line (None when none comes within
    `limit` seconds or the server stops), and the last line read."""
    line = ""
    deadline = time.time() + limit
    while time.time() < deadline and not line.startswith("accord preview: "):
        line = server.stdout.readline()
        if line == "" and server.poll() is not None:
            break
    m = re.search(r"(http://127\.0\.0\.1:\d+/)", line)
    return (m.group(1) if m else None), line


def drain(server):
    """Reads the server's output from now on, so it never blocks on a full pipe; returns the list
    the lines go to."""
    log = []
    for stream in (server.stdout, server.stderr):
        threading.Thread(target=lambda s=stream: [log.append(l) for l in s], daemon=True).start()
    return log


def headless_chromium(url):
    """Headless Chromium (Debian's chromedriver) showing `url`."""
    opts = Options()
    for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1200,1000"]:
        opts.add_argument(a)
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=opts)
    driver.get(url)
    return driver


def stop(server, driver=None):
    """Quits the browser, then stops the server with SIGINT (its whole session killed when it has
    not ended 20 s later)."""
    if driver is not None:
        try:
            driver.quit()
        except Exception:
            pass
    if server.poll() is None:
        server.send_signal(signal.SIGINT)
        try:
            server.wait(20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()


def processes():
    """The live processes (zombies left out): {pid: (parent pid, session id)}, from /proc."""
    out = {}
    for p in os.listdir("/proc"):
        if not p.isdigit(): continue
        try:
            with open("/proc/%s/stat" % p) as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if fields[0] != "Z":
            out[int(p)] = (int(fields[1]), int(fields[3]))
    return out


def session_members(sid):
    """Live processes of session `sid` (a server started by start_preview leads its own session;
    its preview program and compilers are in it unless they made sessions of their own)."""
    return sorted(p for p, (_, s) in processes().items() if s == sid)


def descendants(pid):
    """Live processes whose ancestry leads to pid."""
    parents = {p: pp for p, (pp, _) in processes().items()}
    out, frontier = set(), {pid}
    while frontier:
        nxt = {c for c, pp in parents.items() if pp in frontier and c not in out}
        out |= nxt; frontier = nxt
    return sorted(out)


def still_running(pid):
    """Whether pid is a live process (not gone, not a zombie)."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False

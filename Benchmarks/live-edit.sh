#!/usr/bin/env bash
# Issues 17 and 18 (goal 5) — a live edit: `accord preview` of a seed example (its own folder
# with an empty .git, a fresh compile cache), then five one-line edits saved as editors save (a
# new file renamed over the old; a stack's spacing changes, as in time-to-image.sh), each
# compiled (ACCORD_DESIGN_LITERALS=0: a number literal would otherwise be drawn by the running
# program without a compile). Seconds from the save to the new rendering leaving the server
# (its `updated N s after the change (…)` line: the watcher, the compile, the warm host loading
# the previews' library and drawing); median, and the phases of each edit. No browser: the
# page's own share (≈ 10 ms) is not in it. Prints one JSON object.
#   Benchmarks/live-edit.sh ACCORD [EXAMPLE.swift]
set -euo pipefail
ACCORD="$1"
here="$(cd "$(dirname "$0")" && pwd)"
example="${2:-$here/../Examples/002-PlantPage.swift}"
exec python3 - "$ACCORD" "$example" <<'EOF'
import json, os, re, shutil, signal, statistics, subprocess, sys, tempfile, threading, time
accord, example = sys.argv[1:3]
tmp = tempfile.mkdtemp(prefix="accord-live-edit-")
os.makedirs(os.path.join(tmp, ".git"))
src = os.path.join(tmp, "Screen.swift")
shutil.copy(example, src)
text = open(src).read()
if not re.search(r"spacing: \d", text):
    sys.exit("live-edit: %s has no 'spacing: N' to edit" % example)
env = dict(os.environ, ACCORD_CACHE=os.path.join(tmp, "cache"), ACCORD_DESIGN_LITERALS="0", ACCORD_STAMPS="1")
server = subprocess.Popen([accord, "preview", src], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                          env=env, start_new_session=True)
lines, cond = [], threading.Condition()
def read(stream):
    for l in stream:
        with cond:
            lines.append(l); cond.notify_all()
for s in (server.stdout, server.stderr):
    threading.Thread(target=read, args=(s,), daemon=True).start()
def wait_for(pattern, since, limit):
    deadline = time.time() + limit
    with cond:
        while True:
            for l in lines[since:]:
                m = re.search(pattern, l)
                if m: return m
            if time.time() > deadline or server.poll() is not None: return None
            cond.wait(0.2)
try:
    # The first rendering sent out (a time stamp of the server), then the first edit's plan,
    # which the server makes once that rendering is shown.
    if not wait_for(r"^STAMP server broadcast", 0, 600):
        sys.exit("live-edit: no first rendering (%s)" % "".join(lines[-5:]).strip())
    time.sleep(3)
    edits, said = [], []
    for k in range(1, 6):
        text = re.sub(r"spacing: (\d+)", lambda m: "spacing: %d" % (int(m.group(1)) + 1), text, count=1)
        n = len(lines)
        with open(src + ".tmp~", "w") as f: f.write(text)
        os.replace(src + ".tmp~", src)
        m = wait_for(r"^updated ([0-9.]+) s after the change(.*)", n, 120)
        if not m: sys.exit("live-edit: edit %d not rendered (%s)" % (k, "".join(lines[-5:]).strip()))
        edits.append(float(m.group(1))); said.append(m.group(2).strip())
        time.sleep(1.5)
    load = open("/proc/loadavg").read().split()[:3]
    print(json.dumps({"example": os.path.basename(example), "live_edit_s": statistics.median(edits), "live_edits_s": edits,
                      "phases": said, "load": " ".join(load)}))
finally:
    if server.poll() is None:
        server.send_signal(signal.SIGINT)
        try: server.wait(20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL); server.wait()
    shutil.rmtree(tmp, ignore_errors=True)
EOF

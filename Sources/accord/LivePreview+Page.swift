// Longer than ~400 lines: the page is one self-contained document (its HTML, style and script in one string, served as is), which does not split without splitting that string.
import Accord
import Foundation

/// The page of `accord preview`: self-contained (no external resources), a
/// Content-Security-Policy that allows only its own nonce'd script and connections to its own
/// server. Everything from the file (names, renderings, messages) arrives as JSON over the event
/// stream and is put on the page as text (`textContent`), except the renderings: SVG that
/// Accord's Cairo renderer wrote (text drawn as glyph outlines), inserted as markup; a script in
/// it could not run (innerHTML does not run scripts, and the policy allows only the nonce).
enum LivePage {
    static func html(title: String, token: String) -> String {
        let nonce = HTML.nonce()
        let devices = PreviewDevice.all.map { "<option>\(HTML.escape($0.name))</option>" }.joined()
        let sizes = LivePreview.dynamicTypeSizes.map { "<option\($0 == "large" ? " selected" : "")>\(HTML.escape($0))</option>" }.joined()
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'unsafe-inline'; img-src data:; font-src data:; connect-src 'self'; base-uri 'none'; form-action 'none'">
        <meta name="accord-token" content="\(HTML.escape(token))">
        <title>\(HTML.escape(title)) — accord preview</title>
        <style>
        :root { --bg: #f2f2f7; --panel: #fff; --line: #d1d1d6; --text: #1c1c1e; --dim: #6c6c70; }
        * { box-sizing: border-box; }
        body { font: 13px -apple-system, Inter, "DejaVu Sans", sans-serif; margin: 0; color: var(--text); background: var(--bg); display: flex; flex-direction: column; height: 100vh; }
        header { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; padding: 8px 12px; background: var(--panel); border-bottom: 1px solid var(--line); }
        header b { font-size: 14px; margin-right: 6px; }
        header label { display: inline-flex; gap: 4px; align-items: center; }
        select { font: inherit; }
        #status { margin-left: auto; color: var(--dim); }
        #status[data-state=error], #status[data-state=crashed] { color: #d70015; font-weight: 600; }
        #status[data-state=compiling] { color: #b25000; }
        #error { margin: 8px 12px 0; padding: 8px 10px; border: 1px solid #ff3b30; border-radius: 8px; background: #fff1f0; }
        #error[hidden] { display: none; }
        #errlocs div { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-weight: 600; color: #d70015; }
        #errdetail { margin: 6px 0 0; max-height: 30vh; overflow: auto; font: 12px ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre-wrap; }
        #errlocs div.before { color: var(--dim); font-weight: 400; }
        #leftout { margin: 8px 12px 0; padding: 6px 10px; border: 1px dashed #b25000; border-radius: 8px; background: #fff8ec; }
        #leftout[hidden] { display: none; }
        #leftout div { font: 12px ui-monospace, "DejaVu Sans Mono", monospace; }
        #notice { margin: 8px 12px 0; color: var(--dim); }
        main { flex: 1; display: flex; min-height: 0; }
        #canvas { flex: 1; overflow: auto; padding: 20px; display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; align-content: flex-start; }
        #canvas.stale .screen { opacity: .55; }
        figure { margin: 0; display: flex; flex-direction: column; align-items: center; gap: 6px; }
        figcaption { color: var(--dim); cursor: pointer; }
        figure.current figcaption { color: #007aff; font-weight: 600; }
        .frame { background: #1c1c1e; padding: 12px; border-radius: 52px; box-shadow: 0 4px 18px #0003; }
        .frame.plain { background: none; padding: 0; border-radius: 0; box-shadow: 0 1px 4px #0003; }
        .screen { position: relative; overflow: hidden; border-radius: 40px; background: #fff; line-height: 0; cursor: pointer; }
        .frame.plain .screen { border-radius: 0; }
        .screen svg { display: block; }
        .hl, .hover { position: absolute; pointer-events: none; display: none; }
        .hl { border: 2px solid #ff2d55; background: #ff2d5522; }
        .hover { border: 1px dashed #007aff; background: #007aff14; }
        #side { width: 340px; flex: 0 0 340px; overflow: auto; padding: 12px; background: var(--panel); border-left: 1px solid var(--line); }
        #details { position: sticky; top: 0; background: #fafafa; border: 1px solid var(--line); border-radius: 6px; padding: 8px; margin-bottom: 8px; white-space: pre; overflow-x: auto; font: 12px ui-monospace, "DejaVu Sans Mono", monospace; }
        ul { list-style: none; padding-left: 14px; margin: 0; }
        li > span { cursor: pointer; padding: 1px 4px; border-radius: 4px; display: inline-block; white-space: nowrap; }
        li > span:hover { background: #eef; }
        li > span.sel { background: #007aff; color: #fff; }
        </style></head><body>
        <header>
          <b>\(HTML.escape(title))</b>
          <select id="preview" title="Preview"></select>
          <select id="device" title="Device">\(devices)</select>
          <label><input type="checkbox" id="dark"> Dark</label>
          <select id="dynamicType" title="Dynamic Type size">\(sizes)</select>
          <label><input type="checkbox" id="rtl"> RTL</label>
          <select id="variants" title="Variants"><option value="none">Single</option><option value="scheme">Light &amp; Dark</option><option value="dynamicType">All Dynamic Type sizes</option></select>
          <select id="zoom" title="Zoom"><option value="fit" selected>Fit</option><option value="0.5">50%</option><option value="0.75">75%</option><option value="1">100%</option><option value="1.5">150%</option></select>
          <span id="status" data-state="connecting">connecting…</span>
        </header>
        <div id="error" hidden><div id="errmsg"></div><div id="errlocs"></div><pre id="errdetail"></pre></div>
        <div id="leftout" hidden><b id="leftoutmsg"></b><div id="leftoutlocs"></div></div>
        <div id="notice"></div>
        <main><div id="canvas" data-seq="0"></div>
        <aside id="side"><div id="details">Select a view (in the tree or the canvas).</div><div id="tree"></div></aside></main>
        <script nonce="\(nonce)">
        'use strict';
        const token = document.querySelector('meta[name=accord-token]').content;
        const $ = id => document.getElementById(id);
        const canvas = $('canvas'), details = $('details'), statusEl = $('status');
        let last = null, current = 0, selected = null, zoom = 1, tapSent = null;
        const fmt = v => v === null ? 'nil' : (typeof v === 'string' ? (v === 'inf' ? '∞' : v) : (Math.round(v * 100) / 100).toString());
        // Requests reach the server in the order they were made (a press before its tap, keys in
        // the order typed): each is sent once the one before was taken.
        let sending = Promise.resolve();
        function post(request) {
          const url = '/command?token=' + encodeURIComponent(token) + '&q=' + encodeURIComponent(JSON.stringify(request));
          const sent = sending.then(() => fetch(url, { method: 'POST' }));
          sending = sent.catch(() => {});
          return sent;
        }
        for (const id of ['preview', 'device', 'dynamicType', 'variants']) $(id).onchange = () => post({ [id]: id === 'preview' ? Number($(id).value) : $(id).value });
        for (const id of ['dark', 'rtl']) $(id).onchange = () => post({ [id]: $(id).checked });
        $('zoom').onchange = () => { if ($('zoom').value !== 'fit') zoom = Number($('zoom').value); if (last) show(last); };
        // Fit (the default, as Xcode's canvas): the largest zoom, at most 100 %, at which the device
        // fits the canvas area whole — one or two side by side (a single preview, Light & Dark),
        // four to a row for all the Dynamic Type sizes (their rows scrolled); followed on resizing.
        function fitZoom(r) {
          const c = canvas.getBoundingClientRect(), n = r.items.length, perRow = n <= 2 ? n : 4;
          // (The bezel, 12 on each side, zoomed with the screen.)
          const pad = r.items.some(i => i.framed) ? 24 : 0;
          const w = Math.max(...r.items.map(i => i.canvas[0])) + pad, h = Math.max(...r.items.map(i => i.canvas[1])) + pad;
          // (The canvas's padding 20 on each side, the gap between figures 24, a caption's line 28,
          // a scroll bar's 16.)
          const byWidth = (c.width - 40 - 16 - 24 * (perRow - 1)) / (perRow * w);
          const byHeight = n <= 2 ? (c.height - 40 - 28) / h : Infinity;
          return Math.max(0.25, Math.min(1, byWidth, byHeight));
        }
        let resizing = null;
        window.addEventListener('resize', () => {
          clearTimeout(resizing);
          resizing = setTimeout(() => { if (last && $('zoom').value === 'fit') show(last); }, 100);
        });
        function frameOf(node) { return node.frame.map(v => typeof v === 'number' ? v : 0); }
        function place(box, node) {
          const [x, y, w, h] = frameOf(node);
          Object.assign(box.style, { display: 'block', left: x * zoom + 'px', top: y * zoom + 'px', width: w * zoom + 'px', height: h * zoom + 'px' });
        }
        function describe(node) {
          const [x, y, w, h] = node.frame;
          let t = node.view + (node.id ? '  #' + node.id : '') + '\\nframe x:' + fmt(x) + ' y:' + fmt(y) + ' ' + fmt(w) + '×' + fmt(h);
          if (node.placedWith) t += '\\nplaced with ' + fmt(node.placedWith[0]) + '×' + fmt(node.placedWith[1]);
          t += '\\nproposals → answers:';
          for (const p of node.proposals) t += '\\n  ' + fmt(p.proposed[0]) + '×' + fmt(p.proposed[1]) + ' → ' + fmt(p.answered[0]) + '×' + fmt(p.answered[1]);
          return t;
        }
        function screenOf(k) { return canvas.querySelectorAll('.screen')[k]; }
        function select(node, path) {
          selected = path;
          document.querySelectorAll('.sel').forEach(e => e.classList.remove('sel'));
          const span = document.querySelector('#tree span[data-path="' + path + '"]');
          if (span) { span.classList.add('sel'); span.scrollIntoView({ block: 'nearest' }); }
          const s = screenOf(current); if (s) place(s.querySelector('.hl'), node);
          details.textContent = describe(node);
        }
        function hover(node) {
          const s = screenOf(current); if (!s) return;
          const box = s.querySelector('.hover');
          if (node) place(box, node); else box.style.display = 'none';
        }
        // The inspector's tree is patched, not built again: an update changes a few labels (a tap
        // in a 1,000-row List, one), and only those elements change. Each entry: the node's <li>,
        // its label's <span> (data-path: its place, child indices from the root), its children's.
        let treeRoot = null;
        const labelOf = node => node.view + (node.id ? ' #' + node.id : '');
        function makeEntry(node, path) {
          const li = document.createElement('li'), span = document.createElement('span');
          span.textContent = labelOf(node);
          span.dataset.path = path;
          li.appendChild(span);
          const e = { li: li, span: span, ul: null, kids: [], text: span.textContent };
          node.children.forEach((c, i) => addEntry(e, makeEntry(c, path + '.' + i)));
          return e;
        }
        function addEntry(e, kid) {
          if (!e.ul) { e.ul = document.createElement('ul'); e.li.appendChild(e.ul); }
          e.ul.appendChild(kid.li); e.kids.push(kid);
        }
        function patchEntry(e, node, path) {
          const text = labelOf(node);
          if (e.text !== text) { e.span.textContent = text; e.text = text; }
          const n = node.children.length;
          for (let i = 0; i < Math.min(n, e.kids.length); i++) patchEntry(e.kids[i], node.children[i], path + '.' + i);
          while (e.kids.length > n) e.kids.pop().li.remove();
          for (let i = e.kids.length; i < n; i++) addEntry(e, makeEntry(node.children[i], path + '.' + i));
          if (n === 0 && e.ul) { e.ul.remove(); e.ul = null; }
        }
        // One listener for the whole tree: the node is looked up by its place when used.
        const spanAt = t => t && t.closest ? t.closest('#tree span[data-path]') : null;
        $('tree').addEventListener('click', e => { const s = spanAt(e.target), n = s && nodeAt(s.dataset.path); if (n) select(n, s.dataset.path); });
        $('tree').addEventListener('mouseover', e => { const s = spanAt(e.target); hover(s ? nodeAt(s.dataset.path) : null); });
        $('tree').addEventListener('mouseout', e => { if (!spanAt(e.relatedTarget)) hover(null); });
        function nodeAt(path) {
          const item = last.items[current];
          let n = item && item.trace.root;
          for (const i of path.split('.').slice(1)) { n = n && n.children[Number(i)]; }
          return n;
        }
        /// The deepest view whose frame holds the point (children drawn later first, as they are on top).
        function deepest(node, x, y, path) {
          const [fx, fy, fw, fh] = frameOf(node);
          for (let i = node.children.length - 1; i >= 0; i--) {
            const hit = deepest(node.children[i], x, y, path + '.' + i);
            if (hit) return hit;
          }
          return x >= fx && y >= fy && x < fx + fw && y < fy + fh ? [node, path] : null;
        }
        function showTree() {
          const tree = $('tree'), item = last.items[current];
          if (!item) { tree.textContent = ''; treeRoot = null; return; }
          if (treeRoot) patchEntry(treeRoot, item.trace.root, '0');
          else {
            tree.textContent = '';
            const ul = document.createElement('ul'); treeRoot = makeEntry(item.trace.root, '0'); ul.appendChild(treeRoot.li); tree.appendChild(ul);
          }
          const n = selected && nodeAt(selected);
          if (n) select(n, selected); else { selected = null; details.textContent = 'Select a view (in the tree or the canvas).'; }
        }
        function pointIn(screen, e) {
          const r = screen.getBoundingClientRect();
          return [(e.clientX - r.left) / zoom, (e.clientY - r.top) / zoom];
        }
        function show(r) {
          last = r;
          const picker = $('preview');
          const names = r.previews.join('\\n');
          if (picker.dataset.names !== names) {
            picker.textContent = '';
            r.previews.forEach((n, i) => { const o = document.createElement('option'); o.value = i; o.textContent = n; picker.appendChild(o); });
            picker.dataset.names = names;
          }
          picker.value = r.preview;
          picker.style.display = r.previews.length > 1 ? '' : 'none';
          const s = r.settings;
          $('device').value = s.device; $('dark').checked = s.dark; $('rtl').checked = s.rtl;
          $('dynamicType').value = s.dynamicType; $('variants').value = s.variants;
          if (current >= r.items.length) current = 0;
          if ($('zoom').value === 'fit') zoom = fitZoom(r);
          const tCanvas = performance.now();
          canvas.textContent = '';
          r.items.forEach((item, k) => {
            const fig = document.createElement('figure');
            if (k === current && r.items.length > 1) fig.classList.add('current');
            const frame = document.createElement('div'); frame.className = 'frame' + (item.framed ? '' : ' plain');
            const screen = document.createElement('div'); screen.className = 'screen';
            screen.style.background = item.dark ? '#000' : '#fff';
            if (!item.framed) screen.style.borderRadius = '0';
            else if (zoom !== 1) {
              // The device's bezel and corners at the zoom of its screen.
              frame.style.padding = 12 * zoom + 'px'; frame.style.borderRadius = 52 * zoom + 'px';
              screen.style.borderRadius = 40 * zoom + 'px';
            }
            screen.innerHTML = item.svg.replace(/<\\?xml[^>]*\\?>/, '');
            const svg = screen.querySelector('svg');
            if (svg) { svg.setAttribute('width', item.canvas[0] * zoom); svg.setAttribute('height', item.canvas[1] * zoom); }
            for (const c of ['hl', 'hover']) { const d = document.createElement('div'); d.className = c; screen.appendChild(d); }
            screen.onmousemove = e => { if (k !== current) return; const [x, y] = pointIn(screen, e); const hit = deepest(item.trace.root, x, y, '0'); hover(hit && hit[0]); };
            screen.onmouseleave = () => hover(null);
            screen.onmousedown = e => {
              if (e.button !== 0) return;
              canvasActive = true;
              e.preventDefault();
              const [x, y] = pointIn(screen, e);
              drag = { k: k, x0: x, y0: y, moved: false, screen: screen };
              const held = drag;
              // A button under the pointer shows its pressed look until the click (or a drag), once
              // held 80 ms: a quicker click sends its tap alone (the pressed look would come after
              // the tap's own update, and the tap would wait for it).
              clearTimeout(pressSend);
              pressSend = setTimeout(() => { if (drag === held && !held.moved) post({ press: { item: k, x: x, y: y } }); }, 80);
              // Held half a second without moving: a long press (a context menu); no click follows.
              clearTimeout(pressTimer);
              pressTimer = setTimeout(() => {
                if (drag !== held || held.moved) return;
                held.long = true;
                tapSent = performance.now();
                post({ context: { item: k, x: x, y: y } });
              }, 500);
            };
            // A right click is a long press.
            screen.oncontextmenu = e => {
              e.preventDefault();
              const [x, y] = pointIn(screen, e);
              tapSent = performance.now();
              post({ context: { item: k, x: x, y: y } });
            };
            // The wheel (or a touchpad) scrolls the scroll view under the pointer (in points).
            screen.addEventListener('wheel', e => {
              e.preventDefault();
              const [x, y] = pointIn(screen, e);
              const unit = e.deltaMode === 1 ? 40 : e.deltaMode === 2 ? 400 : 1 / zoom;
              sendWheel({ item: k, x: x, y: y, dx: e.deltaX * unit, dy: e.deltaY * unit });
            }, { passive: false });
            screen.onclick = e => {
              if (suppressClick) { suppressClick = false; return; }
              const [x, y] = pointIn(screen, e);
              if (k !== current) { current = k; show(last); }
              const hit = deepest(item.trace.root, x, y, '0');
              if (hit) select(hit[0], hit[1]);
              tapSent = performance.now();
              post({ tap: { item: k, x: x, y: y, count: e.detail || 1 } });
            };
            frame.appendChild(screen); fig.appendChild(frame);
            const cap = document.createElement('figcaption');
            cap.textContent = item.label || item.trace.name;
            cap.onclick = () => { current = k; show(last); };
            fig.appendChild(cap);
            canvas.appendChild(fig);
          });
          const tTree = performance.now();
          showTree();
          const tDone = performance.now();
          timing.canvas = Math.round(tTree - tCanvas); timing.tree = Math.round(tDone - tTree);
          canvas.dataset.seq = r.seq;
          // The focused text field's selection (characters: start,end; equal for a caret).
          canvas.dataset.selection = r.editing ? r.editing.selection.join(',') : '';
          canvas.dataset.updated = String(Date.now());
          let note = r.warnings.length ? '⚠ ' + r.warnings.join('\\n⚠ ') : '';
          if ('tapped' in r) {
            const ms = tapSent === null ? null : Math.round(performance.now() - tapSent);
            tapSent = null;
            if (ms !== null) canvas.dataset.tapMs = String(ms);
            // How many view bodies the update evaluated (only those that read the changed state
            // when it was made in place).
            const bodies = r.bodies === undefined ? '' : ' — ' + r.bodies + (r.bodies === 1 ? ' body' : ' bodies') + ' evaluated' + (r.inPlace ? ' (in place)' : '');
            if (r.bodies !== undefined) { canvas.dataset.bodies = String(r.bodies); canvas.dataset.inPlace = String(r.inPlace); }
            note = (r.tapped === null ? 'nothing there responds' : r.tapped) + (ms !== null ? ' — updated in ' + ms + ' ms' : '') + bodies + (note ? '\\n' + note : '');
          }
          if ('restored' in r) note = 'ℹ recompiled: ' + r.restored + ' state value' + (r.restored === 1 ? '' : 's') + ' kept from before the edit (same place in the view tree, name and type); the rest start afresh' + (note ? '\\n' + note : '');
          $('notice').textContent = note;
        }
        function status(s) {
          statusEl.dataset.state = s.state;
          // The places the last good compile left out (what Accord lacks: a placeholder drawn, a modifier dropped).
          const lo = s.leftOut || [];
          $('leftout').hidden = lo.length === 0;
          $('leftoutmsg').textContent = lo.length + (lo.length === 1 ? ' place' : ' places') + ' of ' + s.file + ' left out of the preview (the rest is drawn):';
          $('leftoutlocs').textContent = '';
          for (const p of lo) { const d = document.createElement('div'); d.textContent = s.file + (p.line ? ':' + p.line : '') + ': ' + p.text; $('leftoutlocs').appendChild(d); }
          statusEl.textContent = s.state === 'ok' ? (s.compileSeconds !== undefined ? 'compiled in ' + s.compileSeconds + ' s' : 'live') : s.state;
          const err = $('error');
          if (s.state === 'error' || s.state === 'crashed') {
            err.hidden = false;
            $('errmsg').textContent = s.message;
            const locs = $('errlocs'); locs.textContent = '';
            for (const e of s.errors) {
              const d = document.createElement('div');
              d.textContent = s.file + ':' + e.line + ':' + e.column + ': ' + e.message + (e.leftOutBefore ? ' (left out of the preview until this edit)' : '');
              if (e.leftOutBefore) d.className = 'before';
              locs.appendChild(d);
            }
            $('errdetail').textContent = s.detail;
            canvas.classList.add('stale');
          } else if (s.state === 'ok') {
            err.hidden = true;
            canvas.classList.remove('stale');
            if (s.reset) $('notice').textContent = 'ℹ ' + s.message;
          }
        }
        // Drags: past 4 px the press is a drag (began at the press point), moves are sent at most
        // one at a time (the latest while one is on its way), the release ends it; no click follows.
        let drag = null, suppressClick = false, canvasActive = false, moveBusy = false, moveNext = null, pressTimer = null, pressSend = null;
        function sendMove(m) {
          if (moveBusy) { moveNext = m; return; }
          moveBusy = true;
          post({ drag: m }).finally(() => setTimeout(() => { moveBusy = false; const n = moveNext; moveNext = null; if (n) sendMove(n); }, 30));
        }
        // Wheel steps likewise: one on its way, the ones that come meanwhile added up.
        let wheelBusy = false, wheelNext = null;
        function sendWheel(w) {
          if (wheelBusy) {
            if (wheelNext && wheelNext.item === w.item) { wheelNext.dx += w.dx; wheelNext.dy += w.dy; wheelNext.x = w.x; wheelNext.y = w.y; }
            else wheelNext = w;
            return;
          }
          wheelBusy = true;
          tapSent = performance.now();
          post({ scroll: w }).finally(() => { wheelBusy = false; const n = wheelNext; wheelNext = null; if (n) sendWheel(n); });
        }
        document.addEventListener('mousemove', e => {
          if (!drag || !(e.buttons & 1)) return;
          const r = drag.screen.getBoundingClientRect(), x = (e.clientX - r.left) / zoom, y = (e.clientY - r.top) / zoom;
          if (!drag.moved) {
            if (Math.hypot(x - drag.x0, y - drag.y0) < 4) return;
            drag.moved = true;
            tapSent = performance.now();
            post({ drag: { item: drag.k, phase: 'began', x: drag.x0, y: drag.y0 } });
          }
          sendMove({ item: drag.k, phase: 'changed', x: x, y: y });
        });
        document.addEventListener('mouseup', e => {
          clearTimeout(pressTimer);
          clearTimeout(pressSend);
          if (!drag) return;
          const d = drag; drag = null;
          if (d.long) { suppressClick = true; setTimeout(() => { suppressClick = false; }, 0); return; }
          if (!d.moved) return;
          suppressClick = true;
          setTimeout(() => { suppressClick = false; }, 0);  // only the click that ends this press
          const r = d.screen.getBoundingClientRect();
          const end = { item: d.k, phase: 'ended', x: (e.clientX - r.left) / zoom, y: (e.clientY - r.top) / zoom };
          const finish = () => { if (moveBusy || moveNext) setTimeout(finish, 20); else { tapSent = performance.now(); post({ drag: end }); } };
          finish();
        });
        // Typing: keys go to the preview's focused field while the canvas was the last thing clicked.
        document.addEventListener('mousedown', e => { if (!e.target.closest || !e.target.closest('.screen')) canvasActive = false; }, true);
        // Arrows, Home/End, Delete move and edit as a hardware keyboard does on iOS: Shift extends
        // the selection, ⌥ or Ctrl + arrows/Backspace/Delete act on words, ⌘←/⌘→ go to the line's
        // ends, ⌘A / Ctrl+A selects all.
        const named = ['Backspace', 'Delete', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
        document.addEventListener('keydown', e => {
          if (!canvasActive) return;
          let key = null;
          if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'a') key = { name: 'SelectAll' };
          else if (e.metaKey && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) key = { name: e.key === 'ArrowLeft' ? 'Home' : 'End', shift: e.shiftKey };
          else if (e.ctrlKey || e.metaKey || e.altKey) {
            if (['ArrowLeft', 'ArrowRight', 'Backspace', 'Delete'].includes(e.key) && !e.metaKey) key = { name: e.key, shift: e.shiftKey, word: true };
          }
          else if (e.key.length === 1) key = { text: e.key };
          else if (named.includes(e.key)) key = { name: e.key, shift: e.shiftKey };
          if (!key) return;
          e.preventDefault();
          tapSent = performance.now();
          post({ key: key });
        });
        // Paste (Ctrl+V, ⌘V) into the focused field: the clipboard's text, as typed (at most 2,000
        // characters: a request travels in the URL).
        document.addEventListener('paste', e => {
          if (!canvasActive) return;
          const text = e.clipboardData ? e.clipboardData.getData('text/plain') : '';
          if (!text) return;
          e.preventDefault();
          tapSent = performance.now();
          post({ key: { text: Array.from(text).slice(0, 2000).join('') } });
        });
        const events = new EventSource('/events?token=' + encodeURIComponent(token));
        // Where an update's time went (page side; the program's phases are in r.timing), for
        // measurements: canvas.dataset.timing after each rendering.
        let timing = {};
        events.addEventListener('render', e => {
          const t0 = performance.now(), since = tapSent === null ? null : Math.round(t0 - tapSent);
          const r = JSON.parse(e.data);
          timing = { bytes: e.data.length, arrived: since, parse: Math.round(performance.now() - t0) };
          show(r);
          timing.show = Math.round(performance.now() - t0);
          timing.program = r.timing; timing.programMs = r.ms; timing.relay = r.relay;
          timing.seq = r.seq; timing.event = 'tapped' in r;
          const mark = timing;
          requestAnimationFrame(() => setTimeout(() => { mark.painted = Math.round(performance.now() - t0); canvas.dataset.timing = JSON.stringify(mark); }, 0));
        });
        events.addEventListener('status', e => status(JSON.parse(e.data)));
        events.addEventListener('notice', e => { const n = JSON.parse(e.data); $('notice').textContent = '⚠ ' + (n.message || ''); });
        events.onerror = () => { statusEl.dataset.state = 'disconnected'; statusEl.textContent = 'disconnected (is accord preview still running?)'; };
        events.onopen = () => { if (statusEl.dataset.state === 'disconnected' || statusEl.dataset.state === 'connecting') statusEl.textContent = 'connected'; };
        </script></body></html>
        """
    }
}

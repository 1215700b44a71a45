import AccordCairo
import Foundation

/// The page `accord compare` writes: self-contained (the images inline, one script allowed by a
/// nonce, nothing fetched), every interpolated text escaped through `HTML`.
enum ComparePage {
    static func html(title: String, file: String, preview: String, summary: [String], result: Difference,
                     shot: RenderedBitmap, ours: RenderedBitmap, scale: CGFloat, threshold: Double?) -> String {
        func uri(_ b: RenderedBitmap) -> String { "data:image/png;base64," + ((try? b.pngData())?.base64EncodedString() ?? "") }
        let nonce = HTML.nonce()
        let wPt = Double(CGFloat(result.image.width) / scale), hPt = Double(CGFloat(result.image.height) / scale)
        let size = String(format: "width:%.2fpx;height:%.2fpx", wPt, hPt)
        var rows = ""
        for (i, g) in result.regions.prefix(20).enumerated() {
            let r = g.rect
            rows += String(format: "<tr data-r=\"%.2f,%.2f,%.2f,%.2f\"><td>%d</td><td>%@</td><td>%.1f %%</td><td>%.0f %%</td></tr>\n",
                           Double(r.minX), Double(r.minY), Double(r.width), Double(r.height), i + 1,
                           HTML.escape(Difference.pointText(r)), g.mean * 100, g.share * 100)
        }
        if rows.isEmpty { rows = "<tr><td colspan=\"4\">No region disagrees.</td></tr>" }
        let verdict: String
        if let t = threshold {
            verdict = result.mean > t ? "<b class=\"fail\">FAIL</b> (above \(String(format: "%.2f", t * 100)) %)"
                : "<b class=\"pass\">pass</b> (threshold \(String(format: "%.2f", t * 100)) %)"
        } else { verdict = "" }
        let shotURI = uri(shot), oursURI = uri(ours), diffURI = uri(result.image)
        return """
        <!doctype html>
        <html><head><meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'unsafe-inline'; img-src data:">
        <meta name="generator" content="accord">
        <title>accord compare — \(HTML.escape(title))</title>
        <style>
        body { font: 13px -apple-system, Inter, sans-serif; margin: 16px; background: #f2f2f7; color: #1c1c1e; }
        h1 { font-size: 17px; margin: 0 0 4px; } pre { margin: 0 0 12px; font: 12px ui-monospace, monospace; white-space: pre-wrap; }
        .row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
        figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
        .frame { position: relative; background: white; box-shadow: 0 1px 4px #0003; overflow: hidden; }
        .frame img { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
        .box { position: absolute; border: 2px solid #ff2d55; pointer-events: none; display: none; box-sizing: border-box; }
        table { border-collapse: collapse; background: white; } td, th { padding: 3px 8px; border-bottom: 1px solid #ddd; text-align: left; }
        tbody tr { cursor: pointer; } tbody tr:hover, tbody tr.sel { background: #e5f0ff; }
        .fail { color: #d70015; } .pass { color: #248a3d; }
        </style></head><body>
        <h1>\(HTML.escape(title)) against \(HTML.escape(file)) — \(HTML.escape(preview))</h1>
        <pre>\(HTML.escape(summary.joined(separator: "\n")))</pre>
        <p>Mean difference: <b>\(String(format: "%.2f", result.mean * 100)) %</b> \(verdict)</p>
        <div class="row">
        <figure><figcaption>Screenshot</figcaption><div class="frame" style="\(size)"><img alt="screenshot" src="\(shotURI)"><div class="box"></div></div></figure>
        <figure><figcaption>Accord</figcaption><div class="frame" style="\(size)"><img alt="Accord" src="\(oursURI)"><div class="box"></div></div></figure>
        <figure><figcaption>Difference</figcaption><div class="frame" style="\(size)"><img alt="difference" src="\(diffURI)"><div class="box"></div></div></figure>
        <figure><figcaption>Onion skin: <input id="mix" type="range" min="0" max="100" value="50"> <span id="mixv">50 % Accord</span></figcaption>
        <div class="frame" style="\(size)"><img alt="screenshot" src="\(shotURI)"><img id="top" alt="Accord" src="\(oursURI)" style="opacity:0.5"><div class="box"></div></div></figure>
        </div>
        <h2 style="font-size:15px">Largest disagreeing regions (points)</h2>
        <table><thead><tr><th>#</th><th>region</th><th>mean difference</th><th>share of all difference</th></tr></thead>
        <tbody>\(rows)</tbody></table>
        <script nonce="\(nonce)">
        const mix = document.getElementById('mix'), top = document.getElementById('top'), mixv = document.getElementById('mixv');
        mix.oninput = () => { top.style.opacity = mix.value / 100; mixv.textContent = mix.value + ' % Accord'; };
        const boxes = [...document.querySelectorAll('.box')];
        document.querySelectorAll('tbody tr[data-r]').forEach(tr => {
          tr.onclick = () => {
            document.querySelectorAll('tr.sel').forEach(e => e.classList.remove('sel'));
            tr.classList.add('sel');
            const [x, y, w, h] = tr.dataset.r.split(',').map(Number);
            boxes.forEach(b => Object.assign(b.style, { display: 'block', left: x + 'px', top: y + 'px', width: w + 'px', height: h + 'px' }));
          };
        });
        </script></body></html>
        """
    }
}

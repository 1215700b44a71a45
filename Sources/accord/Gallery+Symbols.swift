import Foundation
import Accord

/// The gallery's symbol page: every SF Symbol name of Data/symbols.tsv drawn beside its name
/// (rendered in this process, a sheet of 96 names per PNG), most used first.
extension Gallery {
    struct SymbolCell: View {
        let name: String
        var body: some View {
            HStack(spacing: 8) {
                Image(systemName: name)
                    .font(.title3)
                    .frame(width: 30, height: 30)
                Text(name)
                    .font(.caption2)
                    .lineLimit(2)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            .frame(width: 176, height: 40, alignment: .leading)
        }
    }

    struct SymbolSheet: View {
        let names: [String]
        var body: some View {
            let columns = 6
            let rows = stride(from: 0, to: names.count, by: columns).map { Array(names[$0..<min($0 + columns, names.count)]) }
            VStack(alignment: .leading, spacing: 4) {
                ForEach(rows.indices, id: \.self) { r in
                    HStack(spacing: 8) {
                        ForEach(rows[r], id: \.self) { SymbolCell(name: $0) }
                    }
                }
            }
            .padding(12)
            .background(Color.white)
        }
    }

    /// Writes symbols-N.png and symbols.html into `out`; returns the index.html line linking them.
    static func writeSymbolPage(_ out: String) -> String {
        let names = SymbolCatalog.names
        let perSheet = 96
        var images: [String] = []
        for (n, start) in stride(from: 0, to: names.count, by: perSheet).enumerated() {
            let sheet = Array(names[start..<min(start + perSheet, names.count)])
            let renderer = ImageRenderer(content: SymbolSheet(names: sheet))
            renderer.scale = 2
            renderer.background = RGBA(1, 1, 1)
            let file = "symbols-\(n + 1).png"
            do {
                try Output.write(try renderer.pngData(), to: "\(out)/\(file)", origin: .named)
                images.append(file)
            } catch {
                FileHandle.standardError.write(Data("warning: symbol sheet \(n + 1): \(error)\n".utf8))
            }
        }
        let html = """
            <!doctype html><html><head><meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file: data:; style-src 'unsafe-inline'">
            <meta name="generator" content="accord">
            <title>Accord: SF Symbols</title>
            <style>body{font:14px Inter,sans-serif;margin:24px} img{max-width:100%;border:1px solid #ddd;margin:4px 0;display:block}</style></head>
            <body><h1>SF Symbols drawn by Accord</h1>
            <p>\(names.count) names from Data/symbols.tsv, most used first, each drawn with <code>Image(systemName:)</code> at
            <code>.title3</code> beside its name (open glyphs: Phosphor and Material Design Icons 6; Docs/Symbols.md).</p>
            \(images.map { "<img src=\"\(HTML.url($0))\" alt=\"\(HTML.escape($0))\">" }.joined(separator: "\n"))
            </body></html>
            """
        do { try Output.write(Data(html.utf8), to: "\(out)/symbols.html", origin: .named) } catch {
            FileHandle.standardError.write(Data("warning: symbols.html: \(error)\n".utf8))
        }
        return "<p><a href=\"symbols.html\">SF Symbols</a>: the \(names.count) symbol names Accord draws, each beside its glyph.</p>"
    }
}

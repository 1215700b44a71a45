import SwiftUI
import Metal

/// Release notes styled with attributed strings, as Markdown renderers and search screens build
/// them: a theme of `AttributeContainer`s merged run by run, a highlighted search match, a link,
/// and a settings row whose scaler is stored as Metal's sampler filter.
struct NoteTheme {
    var body: AttributeContainer = {
        var container = AttributeContainer()
        container.font = .body
        container.foregroundColor = .primary
        return container
    }()
    var code: AttributeContainer = {
        var container = AttributeContainer()
        container.font = .system(.callout, design: .monospaced)
        container.backgroundColor = Color.gray.opacity(0.15)
        return container
    }()
    var removed = AttributeContainer().strikethroughStyle(.single).foregroundColor(.secondary)
    var heading = AttributeContainer().font(.title3.bold()).kern(0.5)
}

enum NoteFragment {
    case text(String)
    case code(String)
    case removed(String)
    case link(String, URL)
}

func renderNote(_ fragments: [NoteFragment], theme: NoteTheme) -> AttributedString {
    var result = AttributedString()
    for fragment in fragments {
        switch fragment {
        case .text(let string):
            result += AttributedString(string, attributes: theme.body)
        case .code(let string):
            result += AttributedString(string, attributes: theme.body.merging(theme.code))
        case .removed(let string):
            result += AttributedString(string, attributes: theme.body.merging(theme.removed))
        case .link(let title, let url):
            var link = AttributedString(title, attributes: theme.body)
            link.link = url
            link.underlineStyle = .single
            result += link
        }
    }
    return result
}

func highlighting(_ query: String, in line: String) -> AttributedString {
    var string = AttributedString(line)
    if let match = string.range(of: query, options: .caseInsensitive) {
        string[match].backgroundColor = .yellow
        string[match].font = .body.weight(.semibold)
    }
    return string
}

enum DisplayScaler: String, CaseIterable, Identifiable {
    case linear = "Linear"
    case nearest = "Nearest Neighbor"
    var id: String { rawValue }
    var samplerFilter: MTLSamplerMinMagFilter {
        switch self {
        case .linear: return .linear
        case .nearest: return .nearest
        }
    }
}

struct ReleaseNotesView: View {
    let theme = NoteTheme()
    @State private var query = "scaling"
    @State private var scaler: DisplayScaler = .linear

    private var version: AttributedString {
        var title = AttributedString("Version 4.2", attributes: theme.heading)
        var badge = AttributedString("  beta")
        badge.foregroundColor = .orange
        badge.baselineOffset = 6
        badge.font = .caption2.weight(.heavy)
        title += badge
        return title
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Text(version)
                    Text(renderNote([
                        .text("Display scaling now uses "),
                        .code("MTLSamplerMinMagFilter"),
                        .text(" for every virtual machine. "),
                        .removed("The old upscaler setting"),
                        .text(" is gone; see the "),
                        .link("migration guide", URL(string: "https://example.com/migrate")!),
                        .text("."),
                    ], theme: theme))
                }
                Section("Search") {
                    TextField("Search notes", text: $query)
                    ForEach(["Improved scaling on external displays", "Faster snapshots", "Scaling presets per VM"], id: \.self) { line in
                        Text(highlighting(query, in: line))
                    }
                }
                Section("Display") {
                    Picker("Scaler", selection: $scaler) {
                        ForEach(DisplayScaler.allCases) { Text($0.rawValue).tag($0) }
                    }
                    LabeledContent("Filter value", value: "\(scaler.samplerFilter.rawValue)")
                    LabeledContent("GPU", value: MTLCreateSystemDefaultDevice()?.name ?? "Unavailable")
                }
            }
            .navigationTitle("What's New")
        }
    }
}

#Preview {
    ReleaseNotesView()
}

import Foundation
import AccordLayout

extension AccordPreviewRunner {
    /// One view a preview shows, built in the colour scheme of its own window: the screen
    /// chrome and preview record of the build it came from, that build's environment and
    /// diagnostics.
    struct SchemedRoot {
        let node: LayoutNode
        let chrome: ScreenChrome
        let record: PreviewRecord
        let env: EnvironmentValues
        let sink: DiagnosticSink
    }

    /// Builds a preview's views (`build` never answers none), each in the scheme its window is
    /// in. `.preferredColorScheme` applies to the whole presentation it is written in (Apple:
    /// "the preference applies to the nearest enclosing presentation"); a preview that lists
    /// several views (a `Group` of a light and a dark one) gives each its own window, as Xcode's
    /// canvas does, so each view takes the scheme asked for inside it, and one that asks for
    /// none keeps the preview's. A request outside every view (in a presented sheet) is the
    /// whole preview's, as is any request in a preview of one view.
    static func buildInEachRootsScheme(_ env: EnvironmentValues,
                                       _ build: (EnvironmentValues, DiagnosticSink) -> ([LayoutNode], ScreenChrome, PreviewRecord)) -> [SchemedRoot] {
        let sink = DiagnosticSink()
        let (nodes, chrome, record) = build(env, sink)
        func rebuilt(_ scheme: ColorScheme) -> (nodes: [LayoutNode], chrome: ScreenChrome, record: PreviewRecord, env: EnvironmentValues, sink: DiagnosticSink) {
            var schemed = env
            schemed.colorScheme = scheme
            let again = DiagnosticSink()
            let (n, c, r) = build(schemed, again)
            return (n, c, r, schemed, again)
        }
        let requested = nodes.count > 1 ? nodes.map { sink.requestedScheme(in: $0) } : []
        guard requested.contains(where: { $0 != nil }) else {
            guard let scheme = sink.preferredColorScheme, scheme != env.colorScheme else {
                return nodes.map { SchemedRoot(node: $0, chrome: chrome, record: record, env: env, sink: sink) }
            }
            let b = rebuilt(scheme)
            return b.nodes.map { SchemedRoot(node: $0, chrome: b.chrome, record: b.record, env: b.env, sink: b.sink) }
        }
        var out = nodes.map { SchemedRoot(node: $0, chrome: chrome, record: record, env: env, sink: sink) }
        for scheme in ColorScheme.allCases where scheme != env.colorScheme && requested.contains(scheme) {
            let b = rebuilt(scheme)
            // (The same views again, in the other scheme: each one asking for it is taken from there.)
            guard b.nodes.count == nodes.count else { continue }
            for i in nodes.indices where requested[i] == scheme {
                out[i] = SchemedRoot(node: b.nodes[i], chrome: b.chrome, record: b.record, env: b.env, sink: b.sink)
            }
        }
        return out
    }
}

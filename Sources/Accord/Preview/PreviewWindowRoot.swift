import Foundation
import AccordLayout

/// What a preview shows, as a window hosts it.
///
/// - A preview that lists several views (`#Preview { A(); B() }`, a `PreviewProvider`'s
///   `Group { … }` or `ForEach`, with or without modifiers) shows each as a preview of its own,
///   as Xcode does since Xcode 14 ("each configuration defined in PreviewProvider in a separate
///   tab").
/// - A preview of one view whose body makes several views (`struct ContentView: View { var body:
///   some View { Text("a"); Text("b") } }`) is one screen: the window lays its views out in an
///   implicit vertical stack, as the device shows it (issue 20: six device screenshots of such
///   bodies). Fixture: Tests/AccordTests/PreviewWindowRootTests.swift.
struct PreviewWindowRoot: View, PrimitiveView {
    let content: any View
    let listsSeveral: Bool

    init(_ content: any View) {
        self.content = content
        listsSeveral = PreviewWindowRoot.listsSeveral(content)
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let nodes = Accord.makeNodes(AnyView(content), ctx)
        if listsSeveral || nodes.count < 2 { return nodes }
        let stack = makeNode(LayoutAdapter(VStackLayout()), children: nodes, label: "VStack (window)",
                             layoutDirection: ctx.environment.layoutDirection)
        return [stack]
    }

    /// Whether the view, seen through its modifiers, is a list of views written in the preview.
    /// (A `ViewModifier` of the preview's own whose body lists views, `Group { content.previewDisplayName("Light");
    /// content.previewDisplayName("Dark") }`, lists them too: Xcode shows each, blockers8 L2.)
    static func listsSeveral(_ v: any View) -> Bool {
        if let m = v as? any _PreviewListingModifier, m._previewModifierLists { return true }
        if let m = v as? any _PreviewModifiedContent { return listsSeveral(m._previewContent) }
        return v is any _PreviewViewList
    }
}

/// Views that list several views where they are written: `TupleView`, `Group`, `ForEach`.
protocol _PreviewViewList {}
extension TupleView: _PreviewViewList {}
extension Group: _PreviewViewList {}
extension ForEach: _PreviewViewList where Content: View {}

/// A modified view, seen through to its content.
protocol _PreviewModifiedContent { var _previewContent: any View { get } }
extension ModifiedContent: _PreviewModifiedContent where Content: View {
    var _previewContent: any View { content }
}

/// A view modified by a `ViewModifier` whose body is a list of views (its `Body` type, the body's
/// concrete type even behind `some View`).
protocol _PreviewListingModifier { var _previewModifierLists: Bool { get } }
extension ModifiedContent: _PreviewListingModifier where Content: View, Modifier: ViewModifier {
    var _previewModifierLists: Bool { Modifier.Body.self is any _PreviewViewList.Type }
}

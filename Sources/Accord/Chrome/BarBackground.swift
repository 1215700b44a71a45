import Foundation
import AccordLayout

/// A bottom bar's background (tab bar, bottom toolbar) as iOS 15+ draws it: transparent, with no
/// hairline, while the content above it ends above it (UIKit's `scrollEdgeAppearance`, the default
/// since iOS 15); the bar material and a hairline on top when scrollable content runs on under
/// the bar (`standardAppearance`), or always when asked (`toolbarBackground(.visible)`).
struct BottomBarBackground: View, PrimitiveView {
    let style: AnyShapeStyle
    var always = false

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let view = Color.clear
            .background(style)
            .overlay(alignment: .top) { Rectangle().fill(SystemColors.separator).frame(height: NavigationChrome.hairline) }
        let nodes = Accord.makeNodes(view, ctx)
        guard !always else { return nodes }
        for n in nodes {
            let previous = n.drawing?.effect
            let drawing = n.drawing ?? NodeDrawing()
            drawing.effect = { node, frame, items in
                guard contentRunsUnderBar(node) else { return [] }
                return previous?(node, frame, items) ?? items
            }
            n.drawing = drawing
        }
        return nodes
    }
}

/// Whether the content beside a bar (the tab's page, the navigation stack's root) holds a
/// scrollable view whose content goes on past its bottom: the bar then shows its background.
func contentRunsUnderBar(_ bar: LayoutNode) -> Bool {
    var n: LayoutNode? = bar.parent
    while let c = n, c.role.isDisjoint(with: .chromeContainers) { n = c.parent }
    guard let container = n else { return true }
    let content = container.role.contains(.tabView) ? container.children.first
        : container.children.first { $0.traits[SafeAreaBarsKey.self] != nil }
    guard let content else { return true }
    func overflows(_ node: LayoutNode) -> Bool {
        guard node.isPlaced else { return false }
        if node.role.contains(.scrollable) {
            let bottom = node.frame.maxY + 0.5
            func below(_ d: LayoutNode) -> Bool { d.isPlaced && (d.frame.maxY > bottom || d.children.contains(where: below)) }
            if node.children.contains(where: below) { return true }
        }
        return node.children.contains(where: overflows)
    }
    return overflows(content)
}

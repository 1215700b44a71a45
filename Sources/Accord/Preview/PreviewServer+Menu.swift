import Foundation
import AccordLayout

// A menu-style `Picker` opening in the live preview (`accord preview`). A tap on the picker opens
// its menu as iOS 17 draws a `UIMenu` from a button: a card over the app, below the picker (above
// it when there is no room), its trailing edge at the picker's, one row per option with a
// checkmark before the selected one; a tap on a row selects that option and closes the menu, a
// tap anywhere else only closes it. The menu lives in the preview program (one open at a time)
// and is drawn by the device screen as a layer over everything (Chrome/Screen.swift).
//
// Metrics (*guesses* from screenshots, no published figure): 250 wide, 44-point rows (the HIG's
// minimum tap target) with body text 16 points from the leading edge after a 20-point checkmark
// column, hairline separators, 13-point corners, `.regularMaterial` background, a soft shadow;
// 8 points from the picker and at least 8 from the screen's edges.

/// The menu open in the live preview.
enum LiveMenu {
    struct Open {
        /// The picker's frame on the screen.
        var anchor: CGRect
        var options: [(title: String, tag: AnyHashable)]
        var selection: AnyHashable
        var select: (AnyHashable) -> Void
    }
    nonisolated(unsafe) static var open: Open? { didSet { Invalidation.noteUntrackedChange() } }

    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let margin: CGFloat = 8

    /// The menu's layer over a screen of `size`, or nil when no menu is open.
    static func layer(screen size: CGSize) -> AnyView? {
        guard let m = open, TapRecorder.current != nil else { return nil }
        let height = rowHeight * CGFloat(m.options.count)
        let x = min(max(margin, m.anchor.maxX - width), max(margin, size.width - margin - width))
        let below = m.anchor.maxY + margin
        let y = below + height <= size.height - margin ? below : max(margin, m.anchor.minY - margin - height)
        let card = VStack(spacing: 0) {
            ForEach(Array(m.options.enumerated()), id: \.offset) { i, option in
                if i > 0 { Divider() }
                HStack(spacing: 0) {
                    Image(systemName: "checkmark").font(.body.weight(.semibold)).frame(width: 20)
                        .opacity(option.tag == m.selection ? 1 : 0)
                    Text(verbatim: option.title).lineLimit(1).padding(.leading, 6)
                    Spacer(minLength: 0)
                }
                .padding(.horizontal, 16)
                .frame(height: rowHeight)
                .contentShape(Rectangle())
                .onTapGesture { LiveMenu.open = nil; m.select(option.tag) }
            }
        }
        .frame(width: width)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 13, style: .continuous))
        .shadow(color: .black.opacity(0.15), radius: 20, y: 6)
        return AnyView(ZStack(alignment: .topLeading) {
            Color.clear.contentShape(Rectangle()).onTapGesture { LiveMenu.open = nil }
            card.offset(x: x, y: y)
        }.frame(width: size.width, height: size.height, alignment: .topLeading))
    }
}

/// The options of a menu picker, collected while it is built (the live preview).
final class MenuOptions: @unchecked Sendable {
    var options: [(title: String, tag: AnyHashable)] = []

    /// The text an option shows: its first `Text`'s string.
    static func title(of node: LayoutNode) -> String {
        var stack = [node]
        while let n = stack.popLast() {
            let l = n.label
            if l.hasPrefix("Text(\""), l.hasSuffix("\")") { return String(l.dropFirst(6).dropLast(2)) }
            stack += n.children.reversed()
        }
        return "?"
    }
}

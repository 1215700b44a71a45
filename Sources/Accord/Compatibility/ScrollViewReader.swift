import Foundation
import AccordLayout

/// SwiftUI's `ScrollViewReader { proxy in … }`: its content, built with a proxy that can scroll
/// the scroll views inside it to a view's identifier. Laid out as its content (a transparent
/// container, as SwiftUI's). In the live preview `scrollTo` scrolls (PreviewServer+Scroll.swift);
/// a still frame shows each scroll view at its start (no action or `onAppear` runs there).
public struct ScrollViewReader<Content: View>: View {
    let content: Content
    let target = ScrollReaderTarget()
    /// A reader whose content gets a proxy that scrolls the scroll views inside it.
    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) {
        self.content = content(ScrollViewProxy(target: target))
    }
    /// The content.
    public var body: some View { _ScrollReaderContent(content: content, target: target) }
}

/// The proxy of a `ScrollViewReader`.
public struct ScrollViewProxy: @unchecked Sendable {
    let target: ScrollReaderTarget
    /// Scrolls the enclosing scroll view so the view with `id` (`.id(_:)`, a `ForEach` element's
    /// id) shows: its `anchor` point on the same point of the visible area, or with the least
    /// movement when `anchor` is nil (the live preview; a still frame does not scroll).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        target.scrollTo(AnyHashable(id), anchor: anchor)
    }
}

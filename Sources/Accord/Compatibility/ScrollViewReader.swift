import Foundation
import AccordLayout

/// SwiftUI's `ScrollViewReader { proxy in … }`: its content, built with a proxy that can scroll
/// the scroll views inside it to a view's identifier. Laid out as its content (a transparent
/// container, as SwiftUI's). `scrollTo` is inert: a still frame shows each scroll view at its
/// start, also when `scrollTo` is called from `onAppear` (iOS would show the target there).
public struct ScrollViewReader<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) { self.content = content(ScrollViewProxy()) }
    public var body: some View { content }
}

/// The proxy of a `ScrollViewReader`. Inert (see `ScrollViewReader`).
public struct ScrollViewProxy: Sendable {
    /// Would scroll the enclosing scroll view so the view with `id` is visible at `anchor`; a
    /// still frame does not scroll.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

import Foundation
import AccordLayout

extension View {
    /// Gives the view an explicit identity: state below it is kept while `id` stays the same
    /// and starts over when it changes (SwiftUI's `.id(_:)`).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        let key = AnyHashable(id)
        return nodeModifier { content, ctx in
            let nodes = content(ctx.child(.explicit(key)))
            // What `ScrollViewProxy.scrollTo` finds in the live preview (PreviewServer+Scroll.swift).
            if TapRecorder.current != nil { for n in nodes { n.traits[ExplicitIDKey.self] = key } }
            return nodes
        }
    }
}

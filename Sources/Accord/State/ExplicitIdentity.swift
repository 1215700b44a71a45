import Foundation
import AccordLayout

extension View {
    /// Gives the view an explicit identity: state below it is kept while `id` stays the same
    /// and starts over when it changes (SwiftUI's `.id(_:)`).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        let key = AnyHashable(id)
        return nodeModifier { content, ctx in content(ctx.child(.explicit(key))) }
    }
}

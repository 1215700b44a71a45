import Foundation

/// How many views a view type always makes, known from its type alone — as SwiftUI's view lists
/// know a `TupleView`'s count without building it. A lazy container uses it to give each view of
/// a `ForEach` element its own row or cell while building elements only when they are shown.
/// `nil`: the count depends on values (an `if` without an `else` of the same count, a nested
/// `ForEach`, an `AnyView`, a custom `ViewModifier`).
protocol _StaticViewCounting {
    static var _staticViewCount: Int? { get }
}

/// The count of views `type` always makes, or nil when it depends on values.
func staticViewCount<V: View>(_ type: V.Type) -> Int? {
    if let counting = type as? any _StaticViewCounting.Type { return counting._staticViewCount }
    // A primitive view (its body is Never) is one view; any other view makes what its body makes.
    if V.Body.self == Never.self { return 1 }
    return staticViewCount(V.Body.self)
}

extension EmptyView: _StaticViewCounting {
    static var _staticViewCount: Int? { 0 }
}

extension TupleView: _StaticViewCounting {
    static var _staticViewCount: Int? {
        var total = 0
        for type in repeat (each Content).self {
            guard let n = staticViewCount(type) else { return nil }
            total += n
        }
        return total
    }
}

extension _ConditionalContent: _StaticViewCounting {
    static var _staticViewCount: Int? {
        let a = staticViewCount(TrueContent.self), b = staticViewCount(FalseContent.self)
        return a == b ? a : nil
    }
}

extension Optional: _StaticViewCounting where Wrapped: View {
    static var _staticViewCount: Int? { staticViewCount(Wrapped.self) == 0 ? 0 : nil }
}

extension Group: _StaticViewCounting {
    static var _staticViewCount: Int? { staticViewCount(Content.self) }
}

extension ForEach: _StaticViewCounting where Content: View {
    static var _staticViewCount: Int? { nil }
}

extension AnyView: _StaticViewCounting {
    static var _staticViewCount: Int? { nil }
}

extension ModifiedContent: _StaticViewCounting where Content: View, Modifier: ViewModifier {
    /// A built-in modifier on one view is one view; on several, or a modifier of your own
    /// (whose body may add views), the count is known only once built.
    static var _staticViewCount: Int? {
        Modifier.self is any PrimitiveModifier.Type && staticViewCount(Content.self) == 1 ? 1 : nil
    }
}

import Foundation
import AccordLayout

/// A geometry value (a rect, a point…) of a view, readable in another view's coordinate space
/// through `GeometryProxy`'s `subscript(anchor:)`, as SwiftUI's `Anchor`. Anchors are made by
/// `anchorPreference` once the view is laid out; they hold the value in the root's space.
public struct Anchor<Value> {
    /// The value in the root's coordinate space (what equality compares).
    let global: Value
    /// The value relative to a frame (in the root's space) whose origin is the reader's.
    let localize: (CGRect) -> Value

    /// A description of a geometry value of the view it is attached to.
    public struct Source {
        /// Resolves the source against the laid-out view's frame (root space).
        let resolve: (CGRect) -> Anchor<Value>
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Anchors are equal when they hold the same point or rectangle in window space.
    public static func == (a: Anchor, b: Anchor) -> Bool { a.global == b.global }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the anchored value.
    public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}

extension Anchor: @unchecked Sendable where Value: Sendable {}
extension Anchor.Source: @unchecked Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
    /// The view's own bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(nil) }
    /// A rectangle in the view's own coordinate space.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(Optional(r)) }

    private static func rect(_ r: CGRect?) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in
            let local = r ?? CGRect(origin: .zero, size: frame.size)
            let g = local.offsetBy(dx: frame.minX, dy: frame.minY)
            return Anchor<CGRect>(global: g) { reader in g.offsetBy(dx: -reader.minX, dy: -reader.minY) }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinate space.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in point(CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)) }
    }
    /// A point given as a fraction of the view's size.
    public static func unitPoint(_ u: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            point(u.point(in: frame))
        }
    }
    private static func point(_ g: CGPoint) -> Anchor<CGPoint> {
        Anchor<CGPoint>(global: g) { reader in CGPoint(x: g.x - reader.minX, y: g.y - reader.minY) }
    }
    /// The top-leading corner of the view's bounds.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// Several sources resolved together (an anchor of an array).
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        resolve = { frame in
            let anchors = array.map { $0.resolve(frame) }
            return Anchor<[T]>(global: anchors.map(\.global)) { reader in anchors.map { $0.localize(reader) } }
        }
    }
    /// An optional source (an anchor of an optional).
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        resolve = { frame in
            let a = anchor?.resolve(frame)
            return Anchor<T?>(global: a?.global) { reader in a?.localize(reader) }
        }
    }
}

extension GeometryProxy {
    /// The anchor's value in this reader's coordinate space.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.localize(globalFrame) }
}

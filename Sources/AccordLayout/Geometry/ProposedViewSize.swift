import Foundation

/// A proposal for the size of a view: what a parent offers a child in the first step of
/// SwiftUI's negotiation.
///
/// ## Invariants
/// - Each dimension is `nil` (unspecified), or a finite non-negative number, or `.infinity`.
///   NaN and negative values never reach a layout: `sanitized()` maps NaN to `nil` and
///   negatives to `0` (see `LayoutDiagnostics`).
/// - A proposal is a *request*, never a command: the child answers with the size it wants and
///   the parent must place the child at that size.
///
/// ## Model
/// Parents probe children with up to three kinds of proposal per axis and children answer each
/// independently. Answers are pure functions of the proposal (and the environment), so the
/// engine caches them per (view, proposal).
///
/// ## Terminology
/// - **unspecified** (`nil`): "what is your ideal size?" Shapes and colours answer 10 (the
///   "magic 10" of `replacingUnspecifiedDimensions()`); text answers its one-line width.
/// - **zero** (`0`): "what is your minimum size?"
/// - **infinite** (`.infinity`): "what is your maximum size?"
/// - **fixed** (a finite value): "you have this much space."
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: CGFloat?
    public var height: CGFloat?

    @inlinable public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    @inlinable public init(_ size: CGSize) {
        self.width = size.width
        self.height = size.height
    }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// Replaces each unspecified dimension by the matching dimension of `size` (10×10 by default,
    /// the value SwiftUI uses when a size cannot be determined).
    @inlinable public func replacingUnspecifiedDimensions(
        by size: CGSize = CGSize(width: 10, height: 10)
    ) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func f(_ v: CGFloat?) -> String {
            guard let v else { return "nil" }
            return v == .infinity ? "∞" : formatPoints(v)
        }
        return "\(f(width))×\(f(height))"
    }
}

extension ProposedViewSize {
    /// The dimension along `axis`.
    @inlinable public subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    @inlinable init(_ axis: Axis, major: CGFloat?, minor: CGFloat?) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }

    /// NaN becomes unspecified, negatives become zero: the engine never proposes garbage.
    @inlinable public func sanitized() -> ProposedViewSize {
        @inline(__always) func clean(_ v: CGFloat?) -> CGFloat? {
            guard let v else { return nil }
            if v.isNaN { return nil }
            return v < 0 ? 0 : v
        }
        return ProposedViewSize(width: clean(width), height: clean(height))
    }
}

/// Formats a point value the way frame dumps print it: at least one decimal, at most two.
package func formatPoints(_ v: CGFloat) -> String {
    if v.isNaN { return "nan" }
    if v.isInfinite { return v > 0 ? "∞" : "-∞" }
    let r = (v * 100).rounded() / 100
    var s = String(format: "%.2f", Double(r))
    if s.hasSuffix("0") { s.removeLast() }
    if s == "-0.0" { s = "0.0" }
    return s
}

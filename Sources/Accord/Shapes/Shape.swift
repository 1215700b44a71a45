import Foundation
import AccordLayout

/// A 2D shape: a path in a rectangle. As a view it expands to fill what it is offered and is
/// filled with the foreground style.
public protocol Shape: View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape on its own is filled with the foreground style (as in SwiftUI).
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill(eo: false)) }

    /// The shape filled with `style` (SwiftUI's `fill(_:style:)`).
    public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, mode: .fill(eo: fillStyle.isEOFilled))
    }
    /// The shape filled with the foreground style (SwiftUI's `fill(style:)`).
    public func fill(style fillStyle: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill(eo: fillStyle.isEOFilled))
    }
    /// The shape's outline in `style`, centred on the edge (SwiftUI's `stroke(_:lineWidth:)`).
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, mode: .stroke(StrokeStyle(lineWidth: lineWidth), inset: false))
    }
    /// The shape's outline with dashes, caps and joins (SwiftUI's `stroke(_:style:)`).
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, mode: .stroke(strokeStyle, inset: false))
    }
    /// The outline in the foreground style (SwiftUI's `stroke(lineWidth:)`).
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), mode: .stroke(StrokeStyle(lineWidth: lineWidth), inset: false))
    }
    /// The outline in the foreground style (SwiftUI's `stroke(style:)`).
    public func stroke(style strokeStyle: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), mode: .stroke(strokeStyle, inset: false))
    }
    /// A stroke drawn inside the shape's frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, mode: .stroke(StrokeStyle(lineWidth: lineWidth), inset: true))
    }
    /// The inside outline in the foreground style (SwiftUI's `strokeBorder(lineWidth:)`).
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), mode: .stroke(StrokeStyle(lineWidth: lineWidth), inset: true))
    }
    /// The inside outline with dashes, caps and joins (SwiftUI's `strokeBorder(_:style:)`).
    public func strokeBorder<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, mode: .stroke(strokeStyle, inset: true))
    }
}

/// Even-odd or non-zero filling (SwiftUI's `FillStyle`).
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// A shape filled or stroked with a style (SwiftUI's `_ShapeView`; a `ShapeView`, so it can be
/// filled or stroked again, ShapeView.swift).
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    enum Mode { case fill(eo: Bool), stroke(StrokeStyle, inset: Bool) }
    /// The shape drawn.
    public let shape: Content
    /// The style it is filled or stroked with.
    public let style: Style
    let mode: Mode

    init(shape: Content, style: Style, mode: Mode) { self.shape = shape; self.style = style; self.mode = mode }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let node = makeNode(ShapeBehaviour(square: Content.self == Circle.self), label: "\(Content.self)")
        let shape = self.shape, style = self.style, mode = self.mode, env = ctx.environment
        node.drawing = NodeDrawing(content: { _, frame, _ in
            switch mode {
            case .fill(let eo):
                return styleItems(style, path: shape.placedPath(in: frame), eoFill: eo, stroke: nil, in: frame, environment: env)
            case .stroke(let s, let inset):
                return styleItems(style, path: shape.placedPath(in: frame, inset: inset ? s.lineWidth / 2 : 0), eoFill: false, stroke: s,
                                  in: frame, environment: env)
            }
        })
        return [node]
    }
}

extension Shape {
    /// The shape's path for a view at `frame`: as in SwiftUI the shape is asked for its path in its
    /// own coordinate space (a rectangle at the origin, inset by `inset` on every side), and the
    /// path is then moved to the frame's origin — a shape that draws from (0, 0) or a fixed `Path`
    /// lands in its frame.
    package func placedPath(in frame: CGRect, inset: CGFloat = 0) -> Path {
        let local = CGRect(origin: .zero, size: frame.size).insetBy(dx: inset, dy: inset)
        return path(in: local).offsetBy(dx: frame.minX, dy: frame.minY)
    }
}

/// A rectangle filling its frame (SwiftUI's `Rectangle`).
public struct Rectangle: Shape, Sendable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners, continuous (squircle) by default (SwiftUI's `RoundedRectangle`).
public struct RoundedRectangle: Shape, Sendable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
}

/// A rectangle whose shorter sides are half circles (SwiftUI's `Capsule`).
public struct Capsule: Shape, Sendable {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: r, height: r), style: .circular)
    }
}

/// A circle inscribed in (and centred in) its frame; it answers the largest square that fits.
public struct Circle: Shape, Sendable {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
}

/// An ellipse filling its frame (SwiftUI's `Ellipse`).
public struct Ellipse: Shape, Sendable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A shape from a closure or a fixed path.
public struct AnyShape: Shape, @unchecked Sendable {
    let make: (CGRect) -> Path
    public init<S: Shape>(_ shape: S) { make = shape.path(in:) }
    public func path(in rect: CGRect) -> Path { make(rect) }
}

/// A path is a shape whose path in any rectangle is itself (SwiftUI's `Path: Shape`): as a view it
/// takes the size proposed to it and is drawn filled with the foreground style from its frame's
/// top-leading corner; `fill`, `stroke`, `trim(from:to:)` are the shape's.
extension Path: Shape {
    /// The path itself, whatever the rectangle (SwiftUI's `Path.path(in:)`).
    public func path(in rect: CGRect) -> Path { self }
}

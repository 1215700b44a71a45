import Foundation

// The iOS 17 forms of `stroke` / `strokeBorder` with `antialiased:`. Accord's renderer always
// antialiases: `antialiased: false` draws the same edges (approximate: SwiftUI would draw hard,
// aliased edges).
extension Shape {
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool) -> _ShapeView<Self, S> {
        stroke(style, lineWidth: lineWidth)
    }
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle, antialiased: Bool) -> _ShapeView<Self, S> {
        stroke(style, style: strokeStyle)
    }
    public func stroke(lineWidth: CGFloat = 1, antialiased: Bool) -> _ShapeView<Self, ForegroundStyle> { stroke(lineWidth: lineWidth) }
    public func stroke(style strokeStyle: StrokeStyle, antialiased: Bool) -> _ShapeView<Self, ForegroundStyle> { stroke(style: strokeStyle) }
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool) -> _ShapeView<Self, S> {
        strokeBorder(style, lineWidth: lineWidth)
    }
    public func strokeBorder<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle, antialiased: Bool) -> _ShapeView<Self, S> {
        strokeBorder(style, style: strokeStyle)
    }
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool) -> _ShapeView<Self, ForegroundStyle> {
        strokeBorder(lineWidth: lineWidth)
    }
    public func strokeBorder(style strokeStyle: StrokeStyle, antialiased: Bool) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), mode: .stroke(strokeStyle, inset: true))
    }
}

import Foundation
import AccordLayout

// iOS 17's `ShapeView`: a view that draws a shape (a filled or stroked shape) can be filled or
// stroked again, each new layer drawn over the ones before it in the same frame —
// `Circle().fill(.red).strokeBorder(.blue, lineWidth: 2)` is a red disc with a blue border inside
// its edge; `Circle().stroke(.red, lineWidth: 20).fill(.orange)` draws the fill over the inner
// half of the stroke (the receiver is the new view's `background`, as SwiftUI's result types say).

/// A view that draws a shape, which can be filled or stroked further (SwiftUI's `ShapeView`).
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    /// The shape it draws.
    var shape: Content { get }
}

extension _ShapeView: ShapeView {}

extension ShapeView {
    /// The shape filled with `content`, over this view (SwiftUI's `ShapeView.fill(_:style:)`).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }
    /// The shape's outline in `content`, centred on its edge, over this view (SwiftUI's `ShapeView.stroke(_:style:antialiased:)`).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }
    /// The shape's outline `lineWidth` wide, over this view (SwiftUI's `ShapeView.stroke(_:lineWidth:antialiased:)`).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// The outline drawn inside the shape's edge, over this view (SwiftUI's `ShapeView.strokeBorder(_:style:antialiased:)`).
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }
    /// The outline `lineWidth` wide inside the shape's edge, over this view (SwiftUI's `ShapeView.strokeBorder(_:lineWidth:antialiased:)`).
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape filled with a style over a background view (SwiftUI's `FillShapeView`).
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public var background: Background
    /// The fill over `background`, in its frame.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape; self.style = style; self.fillStyle = fillStyle; self.background = background
    }
    public var body: some View { background.overlay(shape.fill(style, style: fillStyle)) }
}

/// A shape's outline over a background view (SwiftUI's `StrokeShapeView`).
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background
    /// The outline over `background`, in its frame.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape; self.style = style; self.strokeStyle = strokeStyle; self.isAntialiased = isAntialiased; self.background = background
    }
    public var body: some View { background.overlay(shape.stroke(style, style: strokeStyle)) }
}

/// A shape's outline inside its edge over a background view (SwiftUI's `StrokeBorderShapeView`).
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background
    /// The inside outline over `background`, in its frame.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape; self.style = style; self.strokeStyle = strokeStyle; self.isAntialiased = isAntialiased; self.background = background
    }
    public var body: some View { background.overlay(shape.strokeBorder(style, style: strokeStyle)) }
}

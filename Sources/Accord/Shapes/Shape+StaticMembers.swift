import Foundation
import AccordLayout

// SwiftUI's static-member spellings of the built-in shapes, usable wherever a `Shape` is
// expected: `.clipShape(.rect(cornerRadius: 8))`, `.background(.blue, in: .capsule)`.

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with equal corner radii.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rounded rectangle with elliptical corners of `cornerSize` (SwiftUI's `.rect(cornerSize:style:)`).
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with each corner's own radius.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    /// A rectangle with a radius for each corner (SwiftUI's `.rect(topLeadingRadius:…:style:)`).
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle (SwiftUI's `.circle`).
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule (SwiftUI's `.capsule`).
    public static var capsule: Capsule { Capsule() }
    /// A capsule with circular or continuous ends (SwiftUI's `.capsule(style:)`).
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse (SwiftUI's `.ellipse`).
    public static var ellipse: Ellipse { Ellipse() }
}

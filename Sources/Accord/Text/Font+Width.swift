import Foundation

// iOS 16's font widths and the small-caps variants. Accord's system font stand-in (Inter) has
// one width and no small capitals, so these are kept on the font and drawn as the standard
// font: a compressed or expanded font lays out at the standard width, small capitals as the
// letters written (listed in Docs/SwiftUIBehaviour.md's text section as not drawn).

extension Font {
    /// A font width (SwiftUI's `Font.Width`): Apple's values, -0.3 compressed … 0.2 expanded.
    public struct Width: Hashable, Sendable {
        /// The width, 0 standard.
        public var value: CGFloat
        /// A width of `value`.
        public init(_ value: CGFloat) { self.value = value }
        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// A narrow width.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A wide width.
        public static let expanded = Width(0.2)
    }

    /// The font at a width (SwiftUI's `width(_:)`; drawn at the standard width here).
    public func width(_ width: Width) -> Font { var f = self; f.widthValue = width.value; return f }
    /// The font with small capitals for lowercase and uppercase letters (SwiftUI's `smallCaps()`;
    /// drawn as written here).
    public func smallCaps() -> Font { var f = self; f.capsVariant = 3; return f }
    /// The font with small capitals for lowercase letters (SwiftUI's `lowercaseSmallCaps()`; drawn as written).
    public func lowercaseSmallCaps() -> Font { var f = self; f.capsVariant |= 1; return f }
    /// The font with small capitals for uppercase letters (SwiftUI's `uppercaseSmallCaps()`; drawn as written).
    public func uppercaseSmallCaps() -> Font { var f = self; f.capsVariant |= 2; return f }
}

extension Text {
    /// The text at a font width (SwiftUI's `Text.fontWidth(_:)`, iOS 16; drawn at the standard width).
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}

extension View {
    /// The font width of the text inside (SwiftUI's `fontWidth(_:)`, iOS 16; drawn at the standard width).
    public func fontWidth(_ width: Font.Width?) -> some View {
        transformEnvironment { env in if let width { env.font = (env.font ?? .body).width(width) } }
    }
}

import Foundation
import AccordLayout

// The text-styling modifiers SwiftUI (iOS 16) also offers on any view: they reach every `Text`
// inside through the environment; a `Text`'s own modifier of the same kind wins (the closer
// modifier applies, as in SwiftUI). Read by `Text.runs` (Text.swift).

struct ViewTrackingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct ViewBaselineOffsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct ViewUnderlineKey: EnvironmentKey { static let defaultValue = false }
struct ViewStrikethroughKey: EnvironmentKey { static let defaultValue = false }

extension Text {
    /// How an underline or strikethrough line is drawn (SwiftUI's `Text.LineStyle`).
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of a text line (SwiftUI's `Text.LineStyle.Pattern`).
        public struct Pattern: Hashable, Sendable {
            let name: String
            /// A continuous line.
            public static let solid = Pattern(name: "solid")
            /// A dotted line.
            public static let dot = Pattern(name: "dot")
            /// A dashed line.
            public static let dash = Pattern(name: "dash")
            /// Alternating dashes and dots.
            public static let dashDot = Pattern(name: "dashDot")
            /// A dash followed by two dots, repeated.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
        /// The line's pattern.
        public var pattern: Pattern
        /// The line's colour (nil: the text's colour).
        public var color: Color?
        /// A line style with a pattern and an optional colour.
        public init(pattern: Pattern = .solid, color: Color? = nil) { self.pattern = pattern; self.color = color }
        /// A single solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// Underlined text with a line pattern (SwiftUI's `Text.underline(_:pattern:color:)`; every
    /// pattern is drawn as a solid line in the text's colour).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        underline(isActive, color: color)
    }
    /// Struck-through text with a line pattern (SwiftUI's `Text.strikethrough(_:pattern:color:)`;
    /// every pattern is drawn as a solid line in the text's colour).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        strikethrough(isActive, color: color)
    }
}

extension View {
    /// Extra points between the characters of every text inside (SwiftUI's `View.kerning(_:)`, iOS 16;
    /// applied as tracking, like `Text.kerning`).
    public func kerning(_ kerning: CGFloat) -> some View {
        transformEnvironment { $0[ViewTrackingKey.self] = kerning.isFinite ? kerning : 0 }
    }
    /// Extra points after each character of every text inside (SwiftUI's `View.tracking(_:)`, iOS 16).
    public func tracking(_ tracking: CGFloat) -> some View {
        transformEnvironment { $0[ViewTrackingKey.self] = tracking.isFinite ? tracking : 0 }
    }
    /// Raises every text inside by `baselineOffset` points (SwiftUI's `View.baselineOffset(_:)`, iOS 16).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        transformEnvironment { $0[ViewBaselineOffsetKey.self] = baselineOffset.isFinite ? baselineOffset : 0 }
    }
    /// Underlines every text inside (SwiftUI's `View.underline(_:pattern:color:)`, iOS 16; drawn
    /// solid, in the text's colour).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment { $0[ViewUnderlineKey.self] = isActive }
    }
    /// Strikes through every text inside (SwiftUI's `View.strikethrough(_:pattern:color:)`, iOS 16;
    /// drawn solid, in the text's colour).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment { $0[ViewStrikethroughKey.self] = isActive }
    }
}

import Foundation

// SwiftUI's attribute scope on Foundation's `AttributedString` (iOS 15): the keys `font`,
// `foregroundColor`, `backgroundColor`, `strikethroughStyle`, `underlineStyle`, `kern`,
// `tracking` and `baselineOffset`. Linux's Foundation has `AttributedString`,
// `AttributeContainer` and the Foundation scope; SwiftUI adds its scope the way any module
// does: keys, a scope naming them, and an `AttributeDynamicLookup` subscript, so
// `string.foregroundColor = .red`, `container.font = .body`, `string[range].kern = 2`,
// `run.backgroundColor` and `AttributeContainer().foregroundColor(.blue)` resolve as on iOS.
// `Text(attributedString)` draws them (FoundationAttributedString.swift).

extension AttributeScopes {
    /// The attributes SwiftUI defines (SwiftUI's `AttributeScopes.SwiftUIAttributes`).
    public struct SwiftUIAttributes: AttributeScope {
        /// A key for the font of a run.
        public let font: FontAttribute
        /// A key for the colour that draws a run.
        public let foregroundColor: ForegroundColorAttribute
        /// A key for the colour behind a run.
        public let backgroundColor: BackgroundColorAttribute
        /// A key for a line through a run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A key for a line under a run.
        public let underlineStyle: UnderlineStyleAttribute
        /// A key for the kerning of a run.
        public let kern: KerningAttribute
        /// A key for the tracking of a run.
        public let tracking: TrackingAttribute
        /// A key for the baseline offset of a run.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (`link` is drawn in the tint colour; the others draw nothing).
        public let foundation: AttributeScopes.FoundationAttributes

        /// The font of a run; `Text` uses it instead of the environment's font.
        @frozen public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        /// The colour that draws a run; it wins over `foregroundColor(_:)` on the `Text`.
        @frozen public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// The colour filled behind a run's characters, line by line.
        @frozen public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// A line through a run (drawn solid, in the run's colour: the pattern and colour are kept, not drawn).
        @frozen public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// A line under a run (drawn solid, in the run's colour: the pattern and colour are kept, not drawn).
        @frozen public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// Extra points between a run's characters (applied as tracking, like `Text.kerning(_:)`).
        @frozen public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        /// Extra points after each of a run's characters.
        @frozen public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        /// Points a run is raised above the baseline.
        @frozen public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attribute scope (`AttributedString(…, including: \.swiftUI)`).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// Looks up SwiftUI's attributes by name (`string.foregroundColor`, `container.font`).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

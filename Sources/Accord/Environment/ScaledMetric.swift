import Foundation
import AccordLayout

/// A dimension that scales with Dynamic Type (`@ScaledMetric var iconSize = 24`,
/// `@ScaledMetric(relativeTo: .title) var spacing = 8`).
///
/// The value at the default size (Large) is the one written; at another size it is multiplied by
/// the text style's point size there over its point size at Large — the iOS Dynamic Type size
/// table of Apple's HIG ("Typography › Specifications"), the one `Font` uses. E.g. relative to
/// body (17 pt at Large, 23 pt at xxxLarge, 53 pt at AX5) 24 becomes 24 × 23 / 17 = 32.47 at
/// xxxLarge. Read while the view's body is built (it follows `.dynamicTypeSize(_:)` and
/// `.environment(\.sizeCategory, …)` above the view).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: @unchecked Sendable {
    let base: Value
    let textStyle: Font.TextStyle

    /// A value that scales with Dynamic Type as `textStyle`'s font does (SwiftUI's `init(wrappedValue:relativeTo:)`).
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }
    /// A value that scales with Dynamic Type as `.body` does.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// The value scaled for the environment's Dynamic Type size.
    public var wrappedValue: Value { scaled(for: EnvironmentValues.current.dynamicTypeSize) }

    /// The value at a Dynamic Type size.
    func scaled(for size: DynamicTypeSize) -> Value {
        let k = Font.size(textStyle, size) / Font.size(textStyle, .large)
        return base * Value(k)
    }
}

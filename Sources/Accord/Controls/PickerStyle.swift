import Foundation
import AccordLayout

/// Picker styles, accepted and recorded in the environment (for a `Picker` to read; Accord's
/// controls do not otherwise depend on them).
public protocol PickerStyle {
    var _pickerKind: _PickerStyleKind { get }
}

public struct _PickerStyleKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, menu, segmented, wheel, inline, navigationLink, palette }
    let kind: Kind
}

struct PickerStyleKey: EnvironmentKey { static let defaultValue = _PickerStyleKind(kind: .automatic) }

public struct DefaultPickerStyle: PickerStyle {
    /// The style (SwiftUI's `DefaultPickerStyle()`).
    public init() {}
    public var _pickerKind: _PickerStyleKind { .init(kind: .automatic) }
}
public struct MenuPickerStyle: PickerStyle {
    /// The style (SwiftUI's `MenuPickerStyle()`).
    public init() {}
    public var _pickerKind: _PickerStyleKind { .init(kind: .menu) }
}
public struct SegmentedPickerStyle: PickerStyle {
    /// The style (SwiftUI's `SegmentedPickerStyle()`).
    public init() {}
    public var _pickerKind: _PickerStyleKind { .init(kind: .segmented) }
}
public struct WheelPickerStyle: PickerStyle {
    /// The style (SwiftUI's `WheelPickerStyle()`).
    public init() {}
    public var _pickerKind: _PickerStyleKind { .init(kind: .wheel) }
}
public struct InlinePickerStyle: PickerStyle {
    /// The style (SwiftUI's `InlinePickerStyle()`).
    public init() {}
    public var _pickerKind: _PickerStyleKind { .init(kind: .inline) }
}
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The style (SwiftUI's `NavigationLinkPickerStyle()`).
    public init() {}
    public var _pickerKind: _PickerStyleKind { .init(kind: .navigationLink) }
}
public struct PalettePickerStyle: PickerStyle {
    /// The style (SwiftUI's `PalettePickerStyle()`).
    public init() {}
    public var _pickerKind: _PickerStyleKind { .init(kind: .palette) }
}

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind = style._pickerKind
        return transformEnvironment { $0[PickerStyleKey.self] = kind }
    }
}

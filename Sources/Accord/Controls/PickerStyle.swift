import Foundation
import AccordLayout

/// Picker styles, accepted and recorded in the environment (for a `Picker` to read; Accord's
/// controls do not otherwise depend on them).
public protocol PickerStyle {
    var _pickerKind: _PickerStyleKind { get }
}

/// Accord's hook (not SwiftUI API): the look a picker style selects.
public struct _PickerStyleKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, menu, segmented, wheel, inline, navigationLink, palette }
    let kind: Kind
}

struct PickerStyleKey: EnvironmentKey { static let defaultValue = _PickerStyleKind(kind: .automatic) }

/// The picker style unless one is set: a menu on iOS (a compact button outside lists; label and value in a list row).
public struct DefaultPickerStyle: PickerStyle {
    /// The style (SwiftUI's `DefaultPickerStyle()`).
    public init() {}
    /// Accord's hook (not SwiftUI API): which picker look this style selects.
    public var _pickerKind: _PickerStyleKind { .init(kind: .automatic) }
}
/// A button showing the selection that opens a menu (SwiftUI's `MenuPickerStyle`).
public struct MenuPickerStyle: PickerStyle {
    /// The style (SwiftUI's `MenuPickerStyle()`).
    public init() {}
    /// Accord's hook (not SwiftUI API): which picker look this style selects.
    public var _pickerKind: _PickerStyleKind { .init(kind: .menu) }
}
/// Segments side by side, the selected one raised (SwiftUI's `SegmentedPickerStyle`).
public struct SegmentedPickerStyle: PickerStyle {
    /// The style (SwiftUI's `SegmentedPickerStyle()`).
    public init() {}
    /// Accord's hook (not SwiftUI API): which picker look this style selects.
    public var _pickerKind: _PickerStyleKind { .init(kind: .segmented) }
}
/// A spinning wheel showing the selection in its middle row (SwiftUI's `WheelPickerStyle`).
public struct WheelPickerStyle: PickerStyle {
    /// The style (SwiftUI's `WheelPickerStyle()`).
    public init() {}
    /// Accord's hook (not SwiftUI API): which picker look this style selects.
    public var _pickerKind: _PickerStyleKind { .init(kind: .wheel) }
}
/// The options listed inline, the selection checked (SwiftUI's `InlinePickerStyle`).
public struct InlinePickerStyle: PickerStyle {
    /// The style (SwiftUI's `InlinePickerStyle()`).
    public init() {}
    /// Accord's hook (not SwiftUI API): which picker look this style selects.
    public var _pickerKind: _PickerStyleKind { .init(kind: .inline) }
}
/// A row that pushes a list of the options (SwiftUI's `NavigationLinkPickerStyle`).
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The style (SwiftUI's `NavigationLinkPickerStyle()`).
    public init() {}
    /// Accord's hook (not SwiftUI API): which picker look this style selects.
    public var _pickerKind: _PickerStyleKind { .init(kind: .navigationLink) }
}
/// The options as a palette of symbols (SwiftUI's `PalettePickerStyle`).
public struct PalettePickerStyle: PickerStyle {
    /// The style (SwiftUI's `PalettePickerStyle()`).
    public init() {}
    /// Accord's hook (not SwiftUI API): which picker look this style selects.
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
    /// How pickers inside look (SwiftUI's `pickerStyle(_:)`).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind = style._pickerKind
        return transformEnvironment { $0[PickerStyleKey.self] = kind }
    }
}

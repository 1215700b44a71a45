import Foundation
import AccordLayout

// One mechanism for every control's style (issue 19): a picker style makes the picker's body
// from a configuration, as `ButtonStyle.makeBody(configuration:)` does. SwiftUI's `PickerStyle`
// has only underscored requirements (`_makeView`, `_makeViewList`), so no app defines one;
// Accord's is `_makeBody(configuration:)`, implemented by each built-in style below. The picker
// asks the style in its environment for its body: no kind tag, no switch.

/// What a picker style makes a picker from (Accord's hook; public only because `PickerStyle`'s
/// requirement names it).
public struct _PickerStyleConfiguration {
    /// The picker's label, as given.
    public struct Label: View, PrimitiveView {
        let build: (BuildContext) -> [LayoutNode]
        func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { build(ctx) }
    }
    /// The picker's options (each tagged with `.tag`, or by its `ForEach` id).
    public struct Content: View, PrimitiveView {
        let build: (BuildContext) -> [LayoutNode]
        func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { build(ctx) }
    }
    let label: Label
    let content: Content
    /// The selection (compared with the options' tags).
    let selection: AnyHashable
    /// Sets the selection to an option's tag (a tapped segment or menu item in the live preview).
    let select: (AnyHashable) -> Void
}

/// How a picker looks (SwiftUI's `PickerStyle`): a menu, segments, a wheel, inline rows…
public protocol PickerStyle {
    /// Accord's hook (SwiftUI's requirements are underscored too): the picker this style makes
    /// of `configuration`.
    func _makeBody(configuration: _PickerStyleConfiguration) -> AnyView
}

extension PickerStyle {
    var box: _StyleBox<_PickerStyleConfiguration> { _StyleBox { self._makeBody(configuration: $0) } }
}

/// The picker style in effect (the innermost `.pickerStyle` wins).
struct PickerStyleKey: EnvironmentKey { static let defaultValue = DefaultPickerStyle().box }

/// The picker style unless one is set: a menu on iOS (a compact button outside lists; label and value in a list row).
public struct DefaultPickerStyle: PickerStyle {
    /// The style (SwiftUI's `DefaultPickerStyle()`).
    public init() {}
    /// Accord's hook: the picker as a menu (iOS's automatic style).
    public func _makeBody(configuration: _PickerStyleConfiguration) -> AnyView { MenuPickerStyle()._makeBody(configuration: configuration) }
}
/// A button showing the selection that opens a menu (SwiftUI's `MenuPickerStyle`).
public struct MenuPickerStyle: PickerStyle {
    /// The style (SwiftUI's `MenuPickerStyle()`).
    public init() {}
    /// Accord's hook: in a list row the label, then the selected option and chevrons (secondary);
    /// elsewhere a compact button of the selected option in the tint (Picker+Styles.swift).
    public func _makeBody(configuration c: _PickerStyleConfiguration) -> AnyView {
        // The live preview: a tap opens the menu (PreviewServer+Menu.swift).
        let options = MenuOptions(), selection = c.selection, select = c.select
        let open = TapResponder(kind: .anchored { frame in
            LiveMenu.open = LiveMenu.Open(anchor: frame, options: options.options, selection: selection, select: select)
        }, name: "Picker menu", wholeFrame: true)
        if EnvironmentValues.current[InListRowKey.self] {
            return AnyView(_TapResponding(content: HStack {
                c.label
                Spacer()
                MenuPickerValue(content: c.content, selection: selection, options: options).foregroundStyle(.secondary)
            }, responder: open))
        }
        return AnyView(_TapResponding(content: MenuPickerValue(content: c.content, selection: selection, options: options)
            .foregroundStyle(.tint), responder: open))
    }
}
/// Segments side by side, the selected one raised (SwiftUI's `SegmentedPickerStyle`).
public struct SegmentedPickerStyle: PickerStyle {
    /// The style (SwiftUI's `SegmentedPickerStyle()`).
    public init() {}
    /// Accord's hook: a full-width 32-point control of equal segments (no label, as on iOS).
    public func _makeBody(configuration c: _PickerStyleConfiguration) -> AnyView {
        AnyView(Group { c.content }.segmented(c.selection, select: c.select).frame(height: ControlMetrics.segmentedControlHeight))
    }
}
/// A spinning wheel showing the selection in its middle row (SwiftUI's `WheelPickerStyle`).
public struct WheelPickerStyle: PickerStyle {
    /// The style (SwiftUI's `WheelPickerStyle()`).
    public init() {}
    /// Accord's hook: `UIPickerView`'s drum (Picker+Styles.swift).
    public func _makeBody(configuration c: _PickerStyleConfiguration) -> AnyView {
        AnyView(Group { c.content }.wheelPicker(c.selection))
    }
}
/// The options listed inline, the selection checked (SwiftUI's `InlinePickerStyle`).
public struct InlinePickerStyle: PickerStyle {
    /// The style (SwiftUI's `InlinePickerStyle()`).
    public init() {}
    /// Accord's hook: in a list each option is a row (Picker+Styles.swift); elsewhere the wheel.
    public func _makeBody(configuration c: _PickerStyleConfiguration) -> AnyView {
        EnvironmentValues.current[InListRowKey.self] ? AnyView(Group { c.content }.inlinePickerRows(c.selection))
            : AnyView(Group { c.content }.wheelPicker(c.selection))
    }
}
/// A row that pushes a list of the options (SwiftUI's `NavigationLinkPickerStyle`).
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The style (SwiftUI's `NavigationLinkPickerStyle()`).
    public init() {}
    /// Accord's hook: a row as a NavigationLink draws it — label, the selected option
    /// (secondary), chevron.
    public func _makeBody(configuration c: _PickerStyleConfiguration) -> AnyView {
        let row = HStack {
            c.label
            Spacer()
            Group { c.content }.selectedOption(c.selection).foregroundStyle(.secondary)
        }
        return EnvironmentValues.current[InListRowKey.self] ? AnyView(ListDisclosureRow(label: row)) : AnyView(row)
    }
}
/// The options as a palette of symbols (SwiftUI's `PalettePickerStyle`).
public struct PalettePickerStyle: PickerStyle {
    /// The style (SwiftUI's `PalettePickerStyle()`).
    public init() {}
    /// Accord's hook: a segmented control. Apple (`PickerStyle.palette`): "When used outside of
    /// menus, this style is rendered as a segmented picker"; in a menu it is a row of symbols,
    /// which a still frame does not show (menus are closed).
    public func _makeBody(configuration c: _PickerStyleConfiguration) -> AnyView {
        SegmentedPickerStyle()._makeBody(configuration: c)
    }
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
        let box = style.box
        return transformEnvironment { $0[PickerStyleKey.self] = box }
    }
}

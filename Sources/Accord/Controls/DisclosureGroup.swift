import Foundation
import AccordLayout

/// A label with a chevron that shows its content when expanded.
///
/// Collapsed (the default, or `isExpanded` false): `HStack { label; Spacer(); chevron }` — the
/// label leading, the chevron ("chevron.right", `.footnote` semibold, in the tint) trailing,
/// centred vertically; the row takes the proposed width, as iOS draws it. Expanded: the row,
/// then the content below it, leading-aligned (`VStack(alignment: .leading)`), the chevron
/// pointing down. Metrics are reconstructions (the chevron's font). In a list (with no style
/// set) the label is a row and each view of the expanded content a row below it.
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    /// A group that shows `content` under `label` when expanded, collapsed at first (SwiftUI's `DisclosureGroup(content:label:)`).
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = nil
    }
    /// A disclosure group expanded while `isExpanded` is true (SwiftUI's `init(isExpanded:content:label:)`).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let expanded = isExpanded ?? .constant(false)
        let conf = DisclosureGroupStyleConfiguration(label: .init(base: AnyView(label)), content: .init(base: AnyView(content)),
                                                     isExpanded: expanded)
        // A row of a list (no style set): the label row, then, expanded, each view of the content
        // a row of its own — its own separator and insets, as in iOS's lists (UIKit's expandable
        // outline cells: a header row, child rows below it).
        if ctx.environment[InListRowKey.self], ctx.environment[DisclosureGroupStyleKey.self].boxes.isEmpty {
            let header = Accord.makeNodes(DisclosureGroupLabelRow(label: conf.label, expanded: expanded.wrappedValue), ctx.child(.part(1)))
            guard expanded.wrappedValue else { return header }
            return header + Accord.makeNodes(content, ctx.child(.part(2)))
        }
        return buildStyled(DisclosureGroupStyleKey.self, conf, fallback: DefaultDisclosureGroupStyle().box, ctx)
    }
}

extension DisclosureGroup where Label == Text {
    /// A disclosure group titled with a localized string key (SwiftUI's `init(_:content:)`).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A disclosure group titled with a string (SwiftUI's `init(_:content:)`).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// A titled disclosure group expanded while `isExpanded` is true (SwiftUI's `init(_:isExpanded:content:)`).
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// A disclosure group titled with a string, expanded while `isExpanded` is true.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// The parts of a disclosure group, for a `DisclosureGroupStyle` (iOS 16).
public struct DisclosureGroupStyleConfiguration {
    /// The control's label, type-erased, as a style receives it.
    public struct Label: View, StyleConfigurationPart { let base: AnyView }
    /// The control's content, type-erased, as a style receives it.
    public struct Content: View, StyleConfigurationPart { let base: AnyView }
    /// The control's label.
    public let label: Label
    /// The control's content.
    public let content: Content
    /// Whether the group is expanded.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

/// How a disclosure group looks (SwiftUI's `DisclosureGroupStyle`).
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

extension DisclosureGroupStyle {
    var box: _StyleBox<DisclosureGroupStyleConfiguration> { _StyleBox { AnyView(self.makeBody(configuration: $0)) } }
}

struct DisclosureGroupStyleKey: EnvironmentKey { static let defaultValue = _StyleStack<DisclosureGroupStyleConfiguration>() }

/// The disclosure group style unless one is set: the label with a chevron, the content below when expanded.
public struct DefaultDisclosureGroupStyle: DisclosureGroupStyle {
    /// The style (SwiftUI's `DefaultDisclosureGroupStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        let expanded = configuration.isExpanded
        VStack(alignment: .leading) {
            DisclosureGroupLabelRow(label: configuration.label, expanded: expanded)
            if expanded { configuration.content }
        }
    }
}

/// A disclosure group's label row: the label, flexible space, the chevron (right, or down when
/// expanded) in the tint.
struct DisclosureGroupLabelRow: View {
    let label: DisclosureGroupStyleConfiguration.Label
    let expanded: Bool
    var body: some View {
        HStack {
            label
            Spacer()
            Image(systemName: expanded ? "chevron.down" : ControlMetrics.disclosureChevron)
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tint)
        }
    }
}

extension DisclosureGroupStyle where Self == DefaultDisclosureGroupStyle {
    /// The automatic disclosure group style (SwiftUI's `.automatic`).
    public static var automatic: DefaultDisclosureGroupStyle { DefaultDisclosureGroupStyle() }
}

extension View {
    /// Sets the style of the disclosure groups within (the innermost wins).
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        pushStyle(DisclosureGroupStyleKey.self, style.box)
    }
}

import Foundation
import AccordLayout

/// A label with a chevron that shows its content when expanded.
///
/// Collapsed (the default, or `isExpanded` false): `HStack { label; Spacer(); chevron }` — the
/// label leading, the chevron ("chevron.right", `.footnote` semibold, in the tint) trailing,
/// centred vertically; the row takes the proposed width, as iOS draws it. Expanded: the row,
/// then the content below it, leading-aligned (`VStack(alignment: .leading)`), the chevron
/// pointing down. Metrics are reconstructions (the chevron's font).
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = nil
    }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let expanded = isExpanded ?? .constant(false)
        let conf = DisclosureGroupStyleConfiguration(label: .init(base: AnyView(label)), content: .init(base: AnyView(content)),
                                                     isExpanded: expanded)
        return buildStyled(DisclosureGroupStyleKey.self, conf, fallback: DefaultDisclosureGroupStyle().box, ctx)
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// The parts of a disclosure group, for a `DisclosureGroupStyle` (iOS 16).
public struct DisclosureGroupStyleConfiguration {
    public struct Label: View, PrimitiveView {
        let base: AnyView
        func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { base.makeNodes(ctx) }
    }
    public struct Content: View, PrimitiveView {
        let base: AnyView
        func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { base.makeNodes(ctx) }
    }
    public let label: Label
    public let content: Content
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

public protocol DisclosureGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

extension DisclosureGroupStyle {
    var box: _StyleBox<DisclosureGroupStyleConfiguration> { _StyleBox { AnyView(self.makeBody(configuration: $0)) } }
}

struct DisclosureGroupStyleKey: EnvironmentKey { static let defaultValue = _StyleStack<DisclosureGroupStyleConfiguration>() }

public struct DefaultDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let expanded = configuration.isExpanded
        VStack(alignment: .leading) {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: expanded ? "chevron.down" : ControlMetrics.disclosureChevron)
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.tint)
            }
            if expanded { configuration.content }
        }
    }
}

extension DisclosureGroupStyle where Self == DefaultDisclosureGroupStyle {
    public static var automatic: DefaultDisclosureGroupStyle { DefaultDisclosureGroupStyle() }
}

extension View {
    /// Sets the style of the disclosure groups within (the innermost wins).
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        pushStyle(DisclosureGroupStyleKey.self, style.box)
    }
}

import Foundation
import AccordLayout

/// A titled box that groups content, as iOS draws it: the label in `.headline` above the
/// content, both leading-aligned, inset by `ControlMetrics.groupBoxPadding` on a
/// `.secondarySystemBackground` rounded rectangle (`.tertiarySystemBackground` when nested in
/// another group box). The box takes the width its content takes (it is its content, padded).
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    let label: Label?
    let content: Content

    /// A box grouping `content` under `label` on a rounded secondary background (SwiftUI's `GroupBox(content:label:)`).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
    /// Deprecated spelling (iOS 14).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let conf = GroupBoxStyleConfiguration(label: .init(base: label.map { AnyView($0) } ?? AnyView(EmptyView())),
                                              content: .init(base: AnyView(content)), hasLabel: label != nil)
        return buildStyled(GroupBoxStyleKey.self, conf, fallback: DefaultGroupBoxStyle().box, ctx)
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label (SwiftUI's `GroupBox(content:)`).
    public init(@ViewBuilder content: () -> Content) {
        self.label = nil
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    /// A group box titled with a localized string key (SwiftUI's `init(_:content:)`).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A group box titled with a string (SwiftUI's `init(_:content:)`).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A group box from a `GroupBoxStyle`'s configuration: drawn with the next style out.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.label = configuration.hasLabel ? configuration.label : nil
        self.content = configuration.content
    }
}

/// The parts of a group box, for a `GroupBoxStyle`.
public struct GroupBoxStyleConfiguration {
    /// The control's label, type-erased, as a style receives it.
    public struct Label: View, StyleConfigurationPart { let base: AnyView }
    /// The control's content, type-erased, as a style receives it.
    public struct Content: View, StyleConfigurationPart { let base: AnyView }
    /// The control's label.
    public let label: Label
    /// The control's content.
    public let content: Content
    let hasLabel: Bool
}

/// The look of a group box (`makeBody(configuration:)`).
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GroupBoxStyleConfiguration
}

extension GroupBoxStyle {
    var box: _StyleBox<GroupBoxStyleConfiguration> { _StyleBox { AnyView(self.makeBody(configuration: $0)) } }
}

struct GroupBoxStyleKey: EnvironmentKey { static let defaultValue = _StyleStack<GroupBoxStyleConfiguration>() }
struct GroupBoxDepthKey: EnvironmentKey { static let defaultValue = 0 }

/// The group box style unless one is set: a rounded box of the secondary grouped background.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The style (SwiftUI's `DefaultGroupBoxStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _Deferred { ctx in
            let depth = ctx.environment[GroupBoxDepthKey.self]
            let fill = depth == 0 ? SystemColors.secondaryBackground : SystemColors.tertiaryBackground
            let stack = VStack(alignment: .leading, spacing: ControlMetrics.groupBoxSpacing) {
                if configuration.hasLabel { configuration.label.font(.headline) }
                configuration.content
            }
            return AnyView(stack
                .transformEnvironment { $0[GroupBoxDepthKey.self] = depth + 1 }
                .padding(ControlMetrics.groupBoxPadding)
                .background(fill, in: RoundedRectangle(cornerRadius: ControlMetrics.groupBoxCornerRadius, style: .continuous)))
        }
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The automatic group box style (SwiftUI's `.automatic`).
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    /// Sets the style of the group boxes within (the innermost `.groupBoxStyle` wins).
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        pushStyle(GroupBoxStyleKey.self, style.box)
    }
}

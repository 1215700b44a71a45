import Foundation
import AccordLayout

/// A label beside a value (iOS 16): `HStack { label; Spacer(); content }`, the content in
/// `.secondary` — the look of a settings row, as iOS draws it in forms and lists. With
/// `.labelsHidden()` only the content remains.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    /// A label and its content side by side: label leading, content trailing in the secondary style (SwiftUI's `LabeledContent(content:label:)`).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let conf = LabeledContentStyleConfiguration(label: .init(base: AnyView(label)), content: .init(base: AnyView(content)))
        return buildStyled(LabeledContentStyleKey.self, conf, fallback: AutomaticLabeledContentStyle().box, ctx)
    }
}

extension LabeledContent where Label == Text {
    /// Content labelled with a localized title (SwiftUI's `init(_:content:)`).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// Content labelled with a string (SwiftUI's `init(_:content:)`).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A string value labelled with a localized title (SwiftUI's `init(_:value:)`).
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }) { Text(titleKey) }
    }
    /// A string value labelled with a string (SwiftUI's `init(_:value:)`).
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }) { Text(title) }
    }
    /// A value formatted by `format`, labelled with a localized title (SwiftUI's `init(_:value:format:)`).
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }) { Text(titleKey) }
    }
    /// A value formatted by `format`, labelled with a string.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }) { Text(title) }
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Labeled content from a `LabeledContentStyle`'s configuration: the next style out.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
    }
}

/// What a labeled-content style receives: the label and the content.
public struct LabeledContentStyleConfiguration {
    /// The control's label, type-erased, as a style receives it.
    public struct Label: View, StyleConfigurationPart { let base: AnyView }
    /// The control's content, type-erased, as a style receives it.
    public struct Content: View, StyleConfigurationPart { let base: AnyView }
    /// The control's label.
    public let label: Label
    /// The control's content.
    public let content: Content
}

/// How labeled content looks (SwiftUI's `LabeledContentStyle`).
public protocol LabeledContentStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabeledContentStyleConfiguration
}

extension LabeledContentStyle {
    var box: _StyleBox<LabeledContentStyleConfiguration> { _StyleBox { AnyView(self.makeBody(configuration: $0)) } }
}

struct LabeledContentStyleKey: EnvironmentKey { static let defaultValue = _StyleStack<LabeledContentStyleConfiguration>() }

/// The labeled-content style unless one is set: label leading, content trailing.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The style (SwiftUI's `AutomaticLabeledContentStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _Deferred { ctx in
            let content = configuration.content.foregroundStyle(.secondary)
            if ctx.environment[LabelsHiddenKey.self] { return AnyView(content) }
            return AnyView(HStack { configuration.label; Spacer(); content })
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The automatic labeled content style (SwiftUI's `.automatic`).
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
    /// Sets the style of the labeled content within (the innermost wins).
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        pushStyle(LabeledContentStyleKey.self, style.box)
    }
}

import Foundation
import AccordLayout

/// A single-line text input (there is no keyboard: it shows its text, or its prompt).
///
/// Seed 004: exp/hug. It takes the proposed width; its height is one line of its font (body by
/// default: the body line height, as `UITextField`'s text rect with no border style). With no
/// proposed width it is as wide as what it shows (its text, else its prompt), so a fixed-size
/// text field hugs its placeholder. The prompt is drawn in `.placeholderText`, the text in the
/// foreground style; both on one line, truncated at the end.
///
/// Its line is the text style's leading tall (22 pt for body; `TextFieldMetrics`).
/// `.textFieldStyle(.roundedBorder)` insets it 6 above and below, 7 at the sides (34 tall with
/// body text, as `UITextField`'s `.roundedRect`) and draws a white rounded rectangle with a
/// hairline `.separator` border. `axis: .vertical` (iOS 16) lets the text wrap and grow downwards.
public struct TextField<Label: View>: View, PrimitiveView {
    let text: String
    let prompt: Text?
    let vertical: Bool
    let secure: Bool
    /// The configuration handed to a `TextFieldStyle`: the bare field, not styled again.
    var raw = false
    /// What typing edits in the live preview (PreviewServer+Input.swift); nil for formatted values.
    var binding: Binding<String>?
    /// The live preview's editing of the field (its caret and selection), nil outside it.
    var live: LiveTextEditing?

    init(text: String, binding: Binding<String>? = nil, prompt: Text?, vertical: Bool = false, secure: Bool = false) {
        self.text = text
        self.binding = binding
        self.prompt = prompt
        self.vertical = vertical
        self.secure = secure
    }

    /// A text field bound to `text`, showing `prompt` while empty; `label` is for accessibility (SwiftUI's `init(text:prompt:label:)`).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, binding: text, prompt: prompt)
    }
    /// A text field that grows along `axis` as its text wraps (SwiftUI's `init(text:prompt:axis:label:)`).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, binding: text, prompt: prompt, vertical: axis == .vertical)
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        if raw {
            return Accord.makeNodes(_TextFieldContent(text: text, prompt: prompt, vertical: vertical, secure: secure, live: live), ctx)
        }
        var bare = TextField<_TextFieldStyleLabel>(text: text, prompt: prompt, vertical: vertical, secure: secure)
        bare.raw = true
        // The live preview: a tap focuses the field, the focused one shows a caret and takes keys.
        let editing = binding.flatMap { LiveTextEditing(ctx, text: $0, name: secure ? "SecureField" : "TextField", multiline: vertical) }
        bare.live = editing
        let nodes = buildStyled(TextFieldStyleKey.self, bare, fallback: DefaultTextFieldStyle().box, ctx)
        editing?.register(nodes, ctx)
        return nodes
    }
}

extension TextField where Label == Text {
    /// A text field whose placeholder is a localized title (SwiftUI's `init(_:text:)`).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, binding: text, prompt: Text(titleKey))
    }
    /// A text field whose placeholder is a string (SwiftUI's `init(_:text:)`).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, binding: text, prompt: Text(title))
    }
    /// A text field with a title and a prompt, the prompt shown while empty (SwiftUI's `init(_:text:prompt:)`).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, binding: text, prompt: prompt ?? Text(titleKey))
    }
    /// A text field with a string title and a prompt (SwiftUI's `init(_:text:prompt:)`).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, binding: text, prompt: prompt ?? Text(title))
    }
    /// A titled text field that grows along `axis` (SwiftUI's `init(_:text:axis:)`).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, binding: text, prompt: Text(titleKey), vertical: axis == .vertical)
    }
    /// A text field with a string title that grows along `axis`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, binding: text, prompt: Text(title), vertical: axis == .vertical)
    }
    /// A text field with a localized title and editing callbacks (SwiftUI's older
    /// `init(_:text:onEditingChanged:onCommit:)`; the callbacks are inert).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(text: text.wrappedValue, binding: text, prompt: Text(titleKey))
    }
    /// A text field with editing callbacks (SwiftUI's older `init(_:text:onEditingChanged:onCommit:)`; the callbacks are inert).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(text: text.wrappedValue, binding: text, prompt: Text(title))
    }
}

extension TextField where Label == Text {
    /// A titled text field with a prompt that grows along `axis` (SwiftUI's `init(_:text:prompt:axis:)`).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, binding: text, prompt: prompt ?? Text(titleKey), vertical: axis == .vertical)
    }
    /// A text field with a string title and a prompt that grows along `axis`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, binding: text, prompt: prompt ?? Text(title), vertical: axis == .vertical)
    }
    /// A field editing a value through a format style: it shows the value formatted (en_US).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: PreviewLocale.adopting(format).format(value.wrappedValue), prompt: prompt ?? Text(titleKey))
    }
    /// A text field showing `value` formatted by `format` (SwiftUI's `init(_:value:format:prompt:)`), in the preview's locale.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: PreviewLocale.adopting(format).format(value.wrappedValue), prompt: prompt ?? Text(title))
    }
    /// A field editing a value through a `Formatter`: it shows `formatter.string(for:)`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(text: PreviewLocale.string(formatter, for: value.wrappedValue) ?? "", prompt: prompt ?? Text(titleKey))
    }
    /// A text field showing `value` formatted by a Foundation `Formatter` (SwiftUI's `init(_:value:formatter:prompt:)`).
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(text: PreviewLocale.string(formatter, for: value.wrappedValue) ?? "", prompt: prompt ?? Text(title))
    }
}

extension TextField {
    /// A text field showing `value` formatted by `format`, with a label view (SwiftUI's `init(value:format:prompt:label:)`).
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: PreviewLocale.adopting(format).format(value.wrappedValue), prompt: prompt)
    }
}

/// A text input showing bullets in place of its text. Seed 004: exp/hug; as `TextField`.
public struct SecureField<Label: View>: View, PrimitiveView {
    let field: TextField<Label>
    /// A secure field bound to `text` (SwiftUI's `SecureField(text:prompt:label:)`): bullets in place of the text.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text.wrappedValue, binding: text, prompt: prompt, secure: true)
    }
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { field.makeNodes(ctx) }
}

extension SecureField where Label == Text {
    /// A secure field whose placeholder is a localized title (SwiftUI's `SecureField(_:text:)`).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, binding: text, prompt: Text(titleKey), secure: true)
    }
    /// A secure field whose placeholder is a string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, binding: text, prompt: Text(title), secure: true)
    }
    /// A secure field with a title and a prompt (SwiftUI's `SecureField(_:text:prompt:)`).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, binding: text, prompt: prompt ?? Text(titleKey), secure: true)
    }
    /// A secure field with a string title and a prompt.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, binding: text, prompt: prompt ?? Text(title), secure: true)
    }
}

/// The text or prompt of a field, in a node that takes the proposed width.
struct _TextFieldContent: View, PrimitiveView {
    let text: String
    let prompt: Text?
    let vertical: Bool
    let secure: Bool
    var live: LiveTextEditing?

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let shown: Text
        if text.isEmpty {
            shown = (prompt ?? Text(verbatim: "")).foregroundColor(SystemColors.placeholderText)
        } else {
            shown = Text(verbatim: secure ? String(repeating: "\u{2022}", count: text.count) : text)
        }
        let minLines = min(ctx.environment[MinimumLinesKey.self], 1_000)
        // In the live preview the text is drawn with the caret or selection of a focused field
        // (PreviewServer+TextEditing.swift).
        let decorated: AnyView? = live.map { AnyView(_CaretDecorated(content: shown, live: $0)) }
        let content: AnyView
        if !vertical {
            content = decorated.map { AnyView($0.lineLimit(1)) } ?? AnyView(shown.lineLimit(1))
        } else if minLines > 1 {
            // At least `minLines` lines tall: an invisible text of that many lines, in the same font.
            let reserve = Text(verbatim: String(repeating: "\n", count: minLines - 1))
            content = AnyView(ZStack(alignment: .topLeading) { reserve.hidden(); decorated ?? AnyView(shown) })
        } else {
            content = decorated ?? AnyView(shown)
        }
        let inner = Accord.makeNodes(content, ctx)
        let line = vertical ? 0 : TextFieldMetrics.lineHeight(ctx.environment)
        let alignment = ctx.environment.multilineTextAlignment
        return inner.map { makeNode(TextFieldBehaviour(minHeight: line, alignment: alignment), children: [$0], label: secure ? "SecureField" : "TextField") }
    }
}

/// The height of a text field's line.
///
/// A `TextField` (and `SecureField`) is one line of its text style's *leading* tall, not of the
/// font's ascender + descender as a `Text` is: an iPhone on iOS 18 draws a body `TextField` 22 pt
/// tall where the same `Text` is 20.33 (issue 20, measured on device screenshots), and 22 is the
/// body style's leading in Apple's HIG (Typography › Specifications › iOS Dynamic Type sizes,
/// "Large": Body 17 pt / 22 pt leading). The other styles take their own leading from the same
/// table, scaled with the Dynamic Type size (*approximate*: the HIG lists each size's leading,
/// Accord scales the "Large" one); a font given by size (`.system(size:)`, `.custom`) takes the
/// body's ratio, 22 / 17 of its size.
enum TextFieldMetrics {
    /// HIG, iOS Dynamic Type sizes at "Large": leading (points) per text style (ControlMetrics).
    static var leadingAtLarge: [Font.TextStyle: CGFloat] { ControlMetrics.textFieldLeadingAtLarge }
    /// Body: 22 pt leading for 17 pt text (HIG; ControlMetrics).
    static var bodyLeadingRatio: CGFloat { ControlMetrics.textFieldBodyLeadingRatio }

    static func lineHeight(_ env: EnvironmentValues) -> CGFloat {
        let font = env.font ?? .body
        let size = font.resolve(env).size
        if case .style(let style) = font.base, let leading = leadingAtLarge[style] {
            return leading * size / Font.size(style, .large)
        }
        return size * bodyLeadingRatio
    }
}

/// Takes the proposed width (the content's where unspecified) and the content's height at that
/// width, at least one field line (`TextFieldMetrics`); the content sits centred vertically, at
/// the edge `multilineTextAlignment` names (leading by default; a text wider than the field
/// starts at the leading edge) — `UITextField.textAlignment`, which SwiftUI sets from it.
struct TextFieldBehaviour: UnaryBehaviour {
    let minHeight: CGFloat
    let alignment: AccordLayout.TextAlignment
    init(minHeight: CGFloat, alignment: AccordLayout.TextAlignment = .leading) {
        self.minHeight = minHeight.isFinite ? max(0, minHeight) : 0
        self.alignment = alignment
    }

    private func width(_ p: ProposedViewSize, _ node: LayoutNode, _ context: LayoutContext) -> CGFloat {
        if let w = p.width { return max(0, w) }
        return childSize(node, ProposedViewSize(width: nil, height: nil), context).width
    }

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let w = width(p, node, context)
        let s = childSize(node, ProposedViewSize(width: w, height: nil), context)
        return CGSize(width: w, height: max(s.height, minHeight))
    }

    func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                             context: LayoutContext) -> [Placement] {
        let cp = ProposedViewSize(width: bounds.width, height: nil)
        let s = childSize(node, cp, context)
        let free = max(0, bounds.width - s.width)
        let x: CGFloat
        switch alignment {
        case .leading: x = bounds.minX
        case .center: x = bounds.minX + free / 2
        case .trailing: x = bounds.minX + free
        }
        return [Placement(origin: CGPoint(x: x, y: bounds.midY - s.height / 2), proposal: cp, size: s)]
    }
}

/// A multi-line text editor.
///
/// Seed 004: exp/exp: it takes the whole proposal (its text's size where unspecified). Its
/// text is inset like `UITextView`'s: 8 top and bottom (`textContainerInset`), 5 leading and
/// trailing (`lineFragmentPadding`); confident for UIKit's defaults.
public struct TextEditor: View, PrimitiveView {
    let text: String
    let binding: Binding<String>
    /// A text editor showing `text` (SwiftUI's `TextEditor(text:)`), inset as `UITextView` insets its text;
    /// in the live preview a tap focuses it and typing edits `text`.
    public init(text: Binding<String>) {
        self.text = text.wrappedValue
        binding = text
    }
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let editing = LiveTextEditing(ctx, text: binding, name: "TextEditor", multiline: true)
        let shown = Text(verbatim: text)
        let line: AnyView = editing.map { AnyView(_CaretDecorated(content: shown, live: $0)) } ?? AnyView(shown)
        let v = line
            .padding(ControlMetrics.textEditorInsets)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let nodes = Accord.makeNodes(v, ctx)
        editing?.register(nodes, ctx)
        return nodes
    }
}

/// The label type of the field a `TextFieldStyle` receives (`TextField<Self._Label>`).
public struct _TextFieldStyleLabel: View, PrimitiveView {
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { [] }
}

/// The look of a text field. SwiftUI's requirement is underscored (`_body(configuration:)`),
/// and real code implements it as
/// `func _body(configuration: TextField<Self._Label>) -> some View { configuration.padding(…) }`:
/// `configuration` is the bare field (its text or prompt), laid out as the style's body places it.
public protocol TextFieldStyle {
    associatedtype _Body: View
    typealias _Label = _TextFieldStyleLabel
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
}

extension TextFieldStyle {
    var box: _StyleBox<TextField<_TextFieldStyleLabel>> { _StyleBox { AnyView(self._body(configuration: $0)) } }
}

struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = _StyleStack<TextField<_TextFieldStyleLabel>>() }

/// iOS's default: the bare field (no border), as `.plain`.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The style (SwiftUI's `DefaultTextFieldStyle()`).
    public init() {}
    /// The view this style makes of one text field.
    public func _body(configuration: TextField<Self._Label>) -> some View { configuration }
}
/// A text field style with no border or background (SwiftUI's `PlainTextFieldStyle`).
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The style (SwiftUI's `PlainTextFieldStyle()`).
    public init() {}
    /// The view this style makes of one text field.
    public func _body(configuration: TextField<Self._Label>) -> some View { configuration }
}
/// The field inset 7 pt leading and trailing and 6 pt above and below, on a white rounded
/// rectangle with a hairline border: 34 pt tall with body text (22-pt field line + 2 × 6), the
/// height of `UITextField`'s `.roundedRect` border style, which SwiftUI's style draws (its
/// intrinsic height with the body font; Interface Builder's default for the style). The 7-pt
/// side inset and the radius 5 are reconstructions.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The style (SwiftUI's `RoundedBorderTextFieldStyle()`).
    public init() {}
    /// The view this style makes of one text field.
    public func _body(configuration: TextField<Self._Label>) -> some View {
        _Deferred { ctx in
            AnyView(configuration
                .padding(EdgeInsets(top: ControlMetrics.roundedBorderVerticalInset, leading: ControlMetrics.roundedBorderHorizontalInset,
                                    bottom: ControlMetrics.roundedBorderVerticalInset, trailing: ControlMetrics.roundedBorderHorizontalInset))
                .background(SystemColors.background, in: RoundedRectangle(cornerRadius: ControlMetrics.roundedBorderCornerRadius))
                .overlay(RoundedRectangle(cornerRadius: ControlMetrics.roundedBorderCornerRadius).strokeBorder(SystemColors.separator,
                                                                          lineWidth: 1 / max(1, ctx.environment.displayScale))))
        }
    }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The automatic text field style (SwiftUI's `.automatic`).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The plain text field style (SwiftUI's `.plain`).
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The rounded border text field style (SwiftUI's `.roundedBorder`).
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Sets the style of the text fields within (the innermost `.textFieldStyle` wins).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        pushStyle(TextFieldStyleKey.self, style.box)
    }
}

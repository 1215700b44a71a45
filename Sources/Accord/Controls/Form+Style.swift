import Foundation
import AccordLayout

// Form styles (SwiftUI's `FormStyle`, iOS 16): a form is drawn by the innermost `.formStyle(_:)`
// above it. On iOS the automatic style is the grouped one — sections as an inset grouped list
// (List.swift's `Form`); a custom style's `makeBody(configuration:)` draws the form's content as it
// likes, and `Form(configuration)` inside it draws the next style out.

/// The parts of a form, for a `FormStyle` (SwiftUI's `FormStyleConfiguration`).
public struct FormStyleConfiguration {
    /// The form's content, type-erased, as a style receives it.
    public struct Content: View, StyleConfigurationPart { let base: AnyView }
    /// The form's content.
    public let content: Content
}

/// The appearance of a form (SwiftUI's `FormStyle`).
public protocol FormStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The form drawn from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The form's parts.
    typealias Configuration = FormStyleConfiguration
}

extension FormStyle {
    var box: _StyleBox<FormStyleConfiguration> { _StyleBox { AnyView(self.makeBody(configuration: $0)) } }
}

struct FormStyleKey: EnvironmentKey { static let defaultValue = _StyleStack<FormStyleConfiguration>() }

/// Sections in rounded groups on the grouped background (SwiftUI's `GroupedFormStyle`): on iOS an
/// inset grouped list.
public struct GroupedFormStyle: FormStyle {
    /// The style (SwiftUI's `GroupedFormStyle()`).
    public init() {}
    /// The form's content as an inset grouped list.
    public func makeBody(configuration: Configuration) -> some View { _GroupedFormBody(content: configuration.content) }
}

/// The default form style (SwiftUI's `AutomaticFormStyle`): grouped on iOS.
public struct AutomaticFormStyle: FormStyle {
    /// The style (SwiftUI's `AutomaticFormStyle()`).
    public init() {}
    /// The form's content as the grouped style draws it.
    public func makeBody(configuration: Configuration) -> some View { _GroupedFormBody(content: configuration.content) }
}

/// A non-scrolling form with a trailing-aligned column of labels next to a leading-aligned column of
/// values (SwiftUI's `ColumnsFormStyle`, a macOS look). Drawn as the grouped style on the preview's
/// iPhone (approximate: the iOS rendering has not been measured).
public struct ColumnsFormStyle: FormStyle {
    /// The style (SwiftUI's `ColumnsFormStyle()`).
    public init() {}
    /// The form's content as the grouped style draws it.
    public func makeBody(configuration: Configuration) -> some View { _GroupedFormBody(content: configuration.content) }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style (grouped on iOS).
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Sections in rounded groups.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and values in two columns (macOS; grouped on iOS here).
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// A form's content as an inset grouped list (what the grouped style draws).
struct _GroupedFormBody: View, PrimitiveView {
    let content: FormStyleConfiguration.Content
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let content = self.content
        return ListBody(_ListStyleConfiguration(content: { Accord.makeNodes(content, $0) }, label: "Form"), look: .insetGrouped).makeNodes(ctx)
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// A form from a `FormStyle`'s configuration: drawn with the next style out (SwiftUI's `Form(_:)`).
    public init(_ configuration: FormStyleConfiguration) { self.init { configuration.content } }
}

extension View {
    /// Sets the style of the forms within (SwiftUI's `formStyle(_:)`; the innermost wins).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { pushStyle(FormStyleKey.self, style.box) }
}

// About 400 lines: the presentation modifiers (sheet, cover, popover, alert, confirmation dialog) in every overload SwiftUI has, each one line into the same `presenting` builder; one concept.
import Foundation
import AccordLayout

// Presentations. When a preview's state presents one (its binding true, its item non-nil), the
// device screen draws it over the app as iOS does (Chrome/Presentations.swift, Chrome/Screen.swift);
// otherwise the modifier changes nothing. A popover is a sheet on an iPhone, as in iOS.

extension View {
    /// `dismiss`: what dismisses it — the binding set to false (or the item to nil), then
    /// `onDismiss` — called by `@Environment(\.dismiss)` inside a sheet or cover, by a tap on a
    /// sheet's dimmed background and by an alert's or dialog's button (the live preview).
    func presenting(dismiss: (() -> Void)? = nil, _ kind: @escaping () -> PresentationRecord.Kind?) -> some View {
        modifier(PresentationModifier(kind: kind, dismiss: dismiss))
    }

    /// A sheet, drawn at its smallest detent when `isPresented` is true.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting(dismiss: { isPresented.wrappedValue = false; onDismiss?() }) { isPresented.wrappedValue ? .sheet(AnyView(content())) : nil }
    }
    /// A sheet, drawn at its smallest detent while `item` is not nil, its content built from the item (SwiftUI's `sheet(item:onDismiss:content:)`).
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting(dismiss: { item.wrappedValue = nil; onDismiss?() }) { item.wrappedValue.map { .sheet(AnyView(content($0))) } }
    }
    /// A cover over the whole screen while `isPresented` is true (SwiftUI's `fullScreenCover(isPresented:onDismiss:content:)`).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting(dismiss: { isPresented.wrappedValue = false; onDismiss?() }) { isPresented.wrappedValue ? .fullScreenCover(AnyView(content())) : nil }
    }
    /// A cover over the whole screen while `item` is not nil (SwiftUI's `fullScreenCover(item:onDismiss:content:)`).
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting(dismiss: { item.wrappedValue = nil; onDismiss?() }) { item.wrappedValue.map { .fullScreenCover(AnyView(content($0))) } }
    }
    /// A popover: presented as a sheet, as iOS does in compact width.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting(dismiss: { isPresented.wrappedValue = false }) { isPresented.wrappedValue ? .sheet(AnyView(content())) : nil }
    }
    /// A popover while `item` is not nil: presented as a sheet, as iOS does in compact width.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting(dismiss: { item.wrappedValue = nil }) { item.wrappedValue.map { .sheet(AnyView(content($0))) } }
    }

    // Alerts and confirmation dialogs (iOS 15+): every title type, with and without a message
    // and presented data. The actions and message are built when the alert is shown.
    /// An alert, drawn over a dimmed screen while `isPresented` is true: title, actions (SwiftUI's `alert(_:isPresented:actions:)`).
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let a = isPresented.wrappedValue ? AnyView(actions()) : nil, t = Text(titleKey)
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .alert(title: t, message: nil, actions: $0) } }
    }
    /// An alert, drawn over a dimmed screen while `isPresented` is true: title, actions, message (SwiftUI's `alert(_:isPresented:actions:message:)`).
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        let a = shown ? AnyView(actions()) : nil, m = shown ? AnyView(message()) : nil, t = Text(titleKey)
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .alert(title: t, message: m, actions: $0) } }
    }
    /// An alert, drawn over a dimmed screen while `isPresented` is true: title, actions built from `data` (SwiftUI's `alert(_:isPresented:presenting:actions:)`).
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let a = isPresented.wrappedValue ? data.map { AnyView(actions($0)) } : nil, t = Text(titleKey)
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .alert(title: t, message: nil, actions: $0) } }
    }
    /// An alert, drawn over a dimmed screen while `isPresented` is true: title, actions and message built from `data`.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let d = isPresented.wrappedValue ? data : nil
        let a = d.map { AnyView(actions($0)) }, m = d.map { AnyView(message($0)) }, t = Text(titleKey)
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .alert(title: t, message: m, actions: $0) } }
    }
    /// A confirmation dialog, drawn as an action sheet at the bottom while `isPresented` is true (SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:actions:)`).
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        let a = isPresented.wrappedValue ? AnyView(actions()) : nil, t = Text(titleKey)
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .dialog(title: t, showsTitle: titleVisibility == .visible, message: nil, actions: $0) } }
    }
    /// A confirmation dialog, drawn as an action sheet at the bottom while `isPresented` is true, with a message.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        let a = shown ? AnyView(actions()) : nil, m = shown ? AnyView(message()) : nil, t = Text(titleKey)
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .dialog(title: t, showsTitle: titleVisibility == .visible, message: m, actions: $0) } }
    }
    /// A confirmation dialog, drawn as an action sheet at the bottom while `isPresented` is true, its actions built from `data`.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let a = isPresented.wrappedValue ? data.map { AnyView(actions($0)) } : nil, t = Text(titleKey)
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .dialog(title: t, showsTitle: titleVisibility == .visible, message: nil, actions: $0) } }
    }
    /// A confirmation dialog, drawn as an action sheet at the bottom while `isPresented` is true, its actions and message built from `data`.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let d = isPresented.wrappedValue ? data : nil
        let a = d.map { AnyView(actions($0)) }, m = d.map { AnyView(message($0)) }, t = Text(titleKey)
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .dialog(title: t, showsTitle: titleVisibility == .visible, message: m, actions: $0) } }
    }
    /// An alert, drawn over a dimmed screen while `isPresented` is true: title, actions; the title a string.
    @_disfavoredOverload public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let a = isPresented.wrappedValue ? AnyView(actions()) : nil, t = Text(title)
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .alert(title: t, message: nil, actions: $0) } }
    }
    /// An alert, drawn over a dimmed screen while `isPresented` is true: title, actions, message; the title a string.
    @_disfavoredOverload public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        let a = shown ? AnyView(actions()) : nil, m = shown ? AnyView(message()) : nil, t = Text(title)
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .alert(title: t, message: m, actions: $0) } }
    }
    /// An alert, drawn over a dimmed screen while `isPresented` is true: title, actions built from `data`; the title a string.
    @_disfavoredOverload public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let a = isPresented.wrappedValue ? data.map { AnyView(actions($0)) } : nil, t = Text(title)
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .alert(title: t, message: nil, actions: $0) } }
    }
    /// An alert, drawn over a dimmed screen while `isPresented` is true: title, actions and message built from `data`; the title a string.
    @_disfavoredOverload public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let d = isPresented.wrappedValue ? data : nil
        let a = d.map { AnyView(actions($0)) }, m = d.map { AnyView(message($0)) }, t = Text(title)
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .alert(title: t, message: m, actions: $0) } }
    }
    /// A confirmation dialog, drawn as an action sheet at the bottom while `isPresented` is true; the title a string.
    @_disfavoredOverload public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        let a = isPresented.wrappedValue ? AnyView(actions()) : nil, t = Text(title)
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .dialog(title: t, showsTitle: titleVisibility == .visible, message: nil, actions: $0) } }
    }
    /// A confirmation dialog, drawn as an action sheet at the bottom while `isPresented` is true, with a message; the title a string.
    @_disfavoredOverload public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        let a = shown ? AnyView(actions()) : nil, m = shown ? AnyView(message()) : nil, t = Text(title)
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .dialog(title: t, showsTitle: titleVisibility == .visible, message: m, actions: $0) } }
    }
    /// A confirmation dialog, drawn as an action sheet at the bottom while `isPresented` is true, its actions built from `data`; the title a string.
    @_disfavoredOverload public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let a = isPresented.wrappedValue ? data.map { AnyView(actions($0)) } : nil, t = Text(title)
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .dialog(title: t, showsTitle: titleVisibility == .visible, message: nil, actions: $0) } }
    }
    /// A confirmation dialog, drawn as an action sheet at the bottom while `isPresented` is true, its actions and message built from `data`; the title a string.
    @_disfavoredOverload public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let d = isPresented.wrappedValue ? data : nil
        let a = d.map { AnyView(actions($0)) }, m = d.map { AnyView(message($0)) }, t = Text(title)
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .dialog(title: t, showsTitle: titleVisibility == .visible, message: m, actions: $0) } }
    }
    /// An alert, drawn over a dimmed screen while `isPresented` is true: title, actions; the title `Text`.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let a = isPresented.wrappedValue ? AnyView(actions()) : nil, t = title
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .alert(title: t, message: nil, actions: $0) } }
    }
    /// An alert, drawn over a dimmed screen while `isPresented` is true: title, actions, message; the title `Text`.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        let a = shown ? AnyView(actions()) : nil, m = shown ? AnyView(message()) : nil, t = title
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .alert(title: t, message: m, actions: $0) } }
    }
    /// An alert, drawn over a dimmed screen while `isPresented` is true: title, actions built from `data`; the title `Text`.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let a = isPresented.wrappedValue ? data.map { AnyView(actions($0)) } : nil, t = title
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .alert(title: t, message: nil, actions: $0) } }
    }
    /// An alert, drawn over a dimmed screen while `isPresented` is true: title, actions and message built from `data`; the title `Text`.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let d = isPresented.wrappedValue ? data : nil
        let a = d.map { AnyView(actions($0)) }, m = d.map { AnyView(message($0)) }, t = title
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .alert(title: t, message: m, actions: $0) } }
    }
    /// A confirmation dialog, drawn as an action sheet at the bottom while `isPresented` is true; the title `Text`.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        let a = isPresented.wrappedValue ? AnyView(actions()) : nil, t = title
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .dialog(title: t, showsTitle: titleVisibility == .visible, message: nil, actions: $0) } }
    }
    /// A confirmation dialog, drawn as an action sheet at the bottom while `isPresented` is true, with a message; the title `Text`.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        let a = shown ? AnyView(actions()) : nil, m = shown ? AnyView(message()) : nil, t = title
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .dialog(title: t, showsTitle: titleVisibility == .visible, message: m, actions: $0) } }
    }
    /// A confirmation dialog, drawn as an action sheet at the bottom while `isPresented` is true, its actions built from `data`; the title `Text`.
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let a = isPresented.wrappedValue ? data.map { AnyView(actions($0)) } : nil, t = title
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .dialog(title: t, showsTitle: titleVisibility == .visible, message: nil, actions: $0) } }
    }
    /// A confirmation dialog, drawn as an action sheet at the bottom while `isPresented` is true, its actions and message built from `data`; the title `Text`.
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let d = isPresented.wrappedValue ? data : nil
        let a = d.map { AnyView(actions($0)) }, m = d.map { AnyView(message($0)) }, t = title
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .dialog(title: t, showsTitle: titleVisibility == .visible, message: m, actions: $0) } }
    }
    /// An alert for an error, titled with its `errorDescription` (SwiftUI's `alert(isPresented:error:actions:)`).
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        let a = isPresented.wrappedValue && error != nil ? AnyView(actions()) : nil
        let t = Text(error?.errorDescription ?? "")
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .alert(title: t, message: nil, actions: $0) } }
    }
    /// An alert for an error, with a message built from it.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        let e = isPresented.wrappedValue ? error : nil
        let a = e.map { AnyView(actions($0)) }, m = e.map { AnyView(message($0)) }
        let t = Text(e?.errorDescription ?? "")
        return presenting(dismiss: { isPresented.wrappedValue = false }) { a.map { .alert(title: t, message: m, actions: $0) } }
    }
    // Deprecated forms (iOS 13), still common.
    /// The iOS 13 alert (SwiftUI's deprecated `alert(isPresented:content:)`), drawn as the newer alerts are.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = isPresented.wrappedValue ? content() : nil
        return presenting(dismiss: { isPresented.wrappedValue = false }) { alert.map { .alert(title: $0.title, message: $0.message.map { AnyView($0) }, actions: $0.actions) } }
    }
    /// The iOS 13 alert for an item (deprecated in SwiftUI).
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return presenting(dismiss: { item.wrappedValue = nil }) { alert.map { .alert(title: $0.title, message: $0.message.map { AnyView($0) }, actions: $0.actions) } }
    }
    /// The iOS 13 action sheet (SwiftUI's deprecated `actionSheet(isPresented:content:)`), drawn as a confirmation dialog.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = isPresented.wrappedValue ? content() : nil
        return presenting(dismiss: { isPresented.wrappedValue = false }) { sheet.map { .dialog(title: $0.title, showsTitle: true, message: $0.message.map { AnyView($0) }, actions: $0.actions) } }
    }
    /// The iOS 13 action sheet for an item (deprecated in SwiftUI).
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return presenting(dismiss: { item.wrappedValue = nil }) { sheet.map { .dialog(title: $0.title, showsTitle: true, message: $0.message.map { AnyView($0) }, actions: $0.actions) } }
    }

    // Sheet presentation options (iOS 16+), read by the presented sheet.
    /// The heights the sheet can rest at; a still frame shows the smallest (SwiftUI's `presentationDetents(_:)`).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        layoutValue(key: PresentationDetentsKey.self, value: Array(detents))
    }
    /// The detents, with the selected one shown (SwiftUI's `presentationDetents(_:selection:)`).
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        // The selected detent is the one shown.
        layoutValue(key: PresentationDetentsKey.self, value: detents.contains(selection.wrappedValue) ? [selection.wrappedValue] : Array(detents))
    }
    /// Shows or hides the sheet's drag indicator (SwiftUI's `presentationDragIndicator(_:)`).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        layoutValue(key: PresentationDragIndicatorKey.self, value: visibility)
    }
    /// The sheet's corner radius (SwiftUI's `presentationCornerRadius(_:)`).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        layoutValue(key: PresentationCornerRadiusKey.self, value: cornerRadius)
    }
    /// The sheet's background style (SwiftUI's `presentationBackground(_:)`).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        layoutValue(key: PresentationBackgroundKey.self, value: AnyShapeStyle(style))
    }
    /// A view as the sheet's background (SwiftUI's `presentationBackground(alignment:content:)`).
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Self { self }
    /// Whether the view behind the sheet takes touches: accepted and inert (the presentation is drawn at rest).
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> Self { self }
    /// How the presentation adapts in compact size: accepted and inert (the presentation is drawn at rest).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> Self { self }
    /// How the presentation adapts per size class: accepted and inert (the presentation is drawn at rest).
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> Self { self }
    /// Whether dragging resizes or scrolls the sheet: accepted and inert (the presentation is drawn at rest).
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> Self { self }
    /// The presentation's size on iPad and Mac: accepted and inert (the presentation is drawn at rest).
    public func presentationSizing(_ sizing: some PresentationSizing) -> Self { self }
    /// Prevents the interactive dismissal of the sheet or popover it is in (SwiftUI's
    /// `interactiveDismissDisabled(_:)`): a tap on the dimmed page above the sheet does nothing
    /// (UIKit's `isModalInPresentation`); `dismiss()` and the presenting binding still close it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        layoutValue(key: InteractiveDismissDisabledKey.self, value: isDisabled)
    }
}

/// A height a sheet can rest at.
public struct PresentationDetent: Hashable, @unchecked Sendable {
    enum Kind {
        case large, medium
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(any CustomPresentationDetent.Type)
    }
    let key: String
    let kind: Kind
    /// About half the screen.
    public static let medium = PresentationDetent(key: "medium", kind: .medium)
    /// The full height (below the status bar).
    public static let large = PresentationDetent(key: "large", kind: .large)
    /// A fraction of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(key: "fraction \(fraction)", kind: .fraction(fraction)) }
    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(key: "height \(height)", kind: .height(height)) }
    /// A height your `CustomPresentationDetent` computes.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(key: "custom \(D.self)", kind: .custom(type))
    }
    /// Detents are equal when they name the same height.
    public static func == (a: PresentationDetent, b: PresentationDetent) -> Bool { a.key == b.key }
    /// Hashes the detent.
    public func hash(into h: inout Hasher) { h.combine(key) }
    /// What a custom detent's `height(in:)` is given.
    public struct Context {
        /// The height of the tallest standard detent, for a custom one to scale from.
        public var maxDetentValue: CGFloat
    }
}

/// A detent whose height you compute.
public protocol CustomPresentationDetent {
    static func height(in context: PresentationDetent.Context) -> CGFloat?
}

/// Whether the view behind a sheet takes touches (inert).
public struct PresentationBackgroundInteraction: Sendable {
    /// The platform's choice.
    public static let automatic = PresentationBackgroundInteraction()
    /// Touches reach the view behind.
    public static let enabled = PresentationBackgroundInteraction()
    /// Touches do not reach the view behind.
    public static let disabled = PresentationBackgroundInteraction()
    /// Touches reach the view behind while the sheet is at or below `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .enabled }
}

/// How a presentation adapts to a compact size (inert).
public struct PresentationAdaptation: Sendable {
    /// The platform's choice.
    public static let automatic = PresentationAdaptation()
    /// No adaptation.
    public static let none = PresentationAdaptation()
    /// As a popover.
    public static let popover = PresentationAdaptation()
    /// As a sheet.
    public static let sheet = PresentationAdaptation()
    /// As a full-screen cover.
    public static let fullScreenCover = PresentationAdaptation()
}

/// What dragging a sheet's content does (inert).
public struct PresentationContentInteraction: Sendable {
    /// The platform's choice.
    public static let automatic = PresentationContentInteraction()
    /// Dragging resizes the sheet.
    public static let resizes = PresentationContentInteraction()
    /// Dragging scrolls the content.
    public static let scrolls = PresentationContentInteraction()
}

/// How large a presentation is and how it follows its content (SwiftUI's `PresentationSizing`,
/// iOS 18): the size proposed to a sheet's content on iPad and Mac. On iPhone (compact width) a
/// sheet spans the screen whatever its sizing, so a preview on an iPhone draws it unchanged
/// (`presentationSizing(_:)` is accepted and inert).
public protocol PresentationSizing: Sendable {
    /// The size proposed to the presentation's content.
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

/// The presentation's content as a sizing sees it (SwiftUI's `PresentationSizingRoot`).
public struct PresentationSizingRoot {
    let fits: (ProposedViewSize) -> CGSize
    /// The content's size for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fits(proposal) }
}

/// Where a presentation is sized (SwiftUI's `PresentationSizingContext`).
public struct PresentationSizingContext {}

/// The platform's sizing (SwiftUI's `AutomaticPresentationSizing`).
public struct AutomaticPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}
/// A form's size, slightly narrower than a page (SwiftUI's `FormPresentationSizing`).
public struct FormPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}
/// Roughly a page of paper (SwiftUI's `PagePresentationSizing`).
public struct PagePresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}
/// The content's ideal size: `nil` proposed both ways (SwiftUI's `FittedPresentationSizing`).
public struct FittedPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The platform's choice.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}
extension PresentationSizing where Self == FormPresentationSizing {
    /// A form's size.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}
extension PresentationSizing where Self == PagePresentationSizing {
    /// A page's size.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}
extension PresentationSizing where Self == FittedPresentationSizing {
    /// The content's size.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

/// A sizing fitted to its content or kept from shrinking in some dimensions (what
/// `fitted(horizontal:vertical:)` and `sticky(horizontal:vertical:)` make).
struct AdjustedPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    let fitsHorizontally: Bool, fitsVertically: Bool
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        let p = base.proposedSize(for: root, context: context)
        return ProposedViewSize(width: fitsHorizontally ? nil : p.width, height: fitsVertically ? nil : p.height)
    }
}

extension PresentationSizing {
    /// This sizing, with the content's ideal size in the dimensions asked.
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
        AdjustedPresentationSizing(base: self, fitsHorizontally: horizontal, fitsVertically: vertical)
    }
    /// This sizing, growing but never shrinking in the dimensions asked (no effect on a still frame).
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing {
        AdjustedPresentationSizing(base: self, fitsHorizontally: false, fitsVertically: false)
    }
}

/// Where a popover points.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(_PopoverAnchorRect)
    case point(UnitPoint)
}

/// The rectangle a popover points at (SwiftUI's `Anchor<CGRect>.Source`: `.bounds` or a rect).
public struct _PopoverAnchorRect: Sendable {
    /// The view's bounds.
    public static let bounds = _PopoverAnchorRect()
    /// A rectangle in the view's coordinates.
    public static func rect(_ r: CGRect) -> _PopoverAnchorRect { _PopoverAnchorRect() }
}

/// An alert, the iOS 13 way (`.alert(isPresented:content:)`), drawn as the newer alerts are.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]
    /// An alert with a title, an optional message and one button (SwiftUI's deprecated `Alert(title:message:dismissButton:)`).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }
    /// An alert with two buttons (SwiftUI's deprecated `Alert(title:message:primaryButton:secondaryButton:)`).
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }
    var actions: AnyView { Alert.actions(buttons) }
    static func actions(_ buttons: [Button]) -> AnyView {
        AnyView(ForEach(0..<buttons.count, id: \.self) { i in
            Accord.Button(role: buttons[i].role) {} label: { buttons[i].label ?? Text("Cancel") }
        })
    }

    /// A button of an alert or action sheet.
    public struct Button {
        let label: Text?
        let role: ButtonRole?
        /// A default button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil) }
        /// A cancel button labelled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel) }
        /// A cancel button labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: nil, role: .cancel) }
        /// A destructive button, drawn in red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .destructive) }
    }
}

/// An action sheet, the iOS 13 way, drawn as a confirmation dialog with its title.
public struct ActionSheet {
    /// The action sheet's buttons are alert buttons.
    public typealias Button = Alert.Button
    let title: Text
    let message: Text?
    let buttons: [Button]
    /// An action sheet with a title, an optional message and buttons (SwiftUI's deprecated `ActionSheet(title:message:buttons:)`).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
    var actions: AnyView { Alert.actions(buttons) }
}

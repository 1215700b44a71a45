import Foundation
import AccordLayout

// Presentations, for source compatibility. A still frame shows the presenting view; drawing a
// presented sheet, alert, dialog or popover over it is a later issue. Every form is accepted
// and inert (listed in Docs/support/modifiers.md); the presentation's content is not built.

extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> Self { self }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> Self { self }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> Self { self }
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> Self { self }
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> Self { self }
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> Self { self }

    // Alerts and confirmation dialogs (iOS 15+): every title type, with and without a message
    // and presented data.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self { self }
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> Self { self }
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> Self { self }
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> Self { self }
    @_disfavoredOverload public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self { self }
    @_disfavoredOverload public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> Self { self }
    @_disfavoredOverload public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> Self { self }
    @_disfavoredOverload public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> Self { self }
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self { self }
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> Self { self }
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> Self { self }
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> Self { self }
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> Self { self }
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> Self { self }
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> Self { self }
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> Self { self }
    @_disfavoredOverload public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> Self { self }
    @_disfavoredOverload public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> Self { self }
    @_disfavoredOverload public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> Self { self }
    @_disfavoredOverload public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> Self { self }
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> Self { self }
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> Self { self }
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> Self { self }
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> Self { self }
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> Self { self }
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> Self { self }
    // Deprecated forms (iOS 13), still common.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> Self { self }
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> Self { self }
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> Self { self }
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> Self { self }

    // Sheet presentation options (iOS 16+): inert with their sheet.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> Self { self }
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> Self { self }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> Self { self }
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Self { self }
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> Self { self }
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> Self { self }
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> Self { self }
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> Self { self }
    public func presentationSizing(_ sizing: PresentationSizing) -> Self { self }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }
}

/// A height a sheet can rest at.
public struct PresentationDetent: Hashable, Sendable {
    let key: String
    public static let medium = PresentationDetent(key: "medium")
    public static let large = PresentationDetent(key: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(key: "fraction \(fraction)") }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(key: "height \(height)") }
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(key: "custom \(D.self)")
    }
    /// What a custom detent's `height(in:)` is given.
    public struct Context {
        public var maxDetentValue: CGFloat
    }
}

/// A detent whose height you compute.
public protocol CustomPresentationDetent {
    static func height(in context: PresentationDetent.Context) -> CGFloat?
}

public struct PresentationBackgroundInteraction: Sendable {
    public static let automatic = PresentationBackgroundInteraction()
    public static let enabled = PresentationBackgroundInteraction()
    public static let disabled = PresentationBackgroundInteraction()
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .enabled }
}

public struct PresentationAdaptation: Sendable {
    public static let automatic = PresentationAdaptation()
    public static let none = PresentationAdaptation()
    public static let popover = PresentationAdaptation()
    public static let sheet = PresentationAdaptation()
    public static let fullScreenCover = PresentationAdaptation()
}

public struct PresentationContentInteraction: Sendable {
    public static let automatic = PresentationContentInteraction()
    public static let resizes = PresentationContentInteraction()
    public static let scrolls = PresentationContentInteraction()
}

public struct PresentationSizing: Sendable {
    public static let automatic = PresentationSizing()
    public static let form = PresentationSizing()
    public static let page = PresentationSizing()
    public static let fitted = PresentationSizing()
}

/// Where a popover points.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(_PopoverAnchorRect)
    case point(UnitPoint)
}

/// The rectangle a popover points at (SwiftUI's `Anchor<CGRect>.Source`: `.bounds` or a rect).
public struct _PopoverAnchorRect: Sendable {
    public static let bounds = _PopoverAnchorRect()
    public static func rect(_ r: CGRect) -> _PopoverAnchorRect { _PopoverAnchorRect() }
}

/// An alert, the iOS 13 way (`.alert(isPresented:content:)`). Inert.
public struct Alert {
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}

    /// A button of an alert or action sheet.
    public struct Button {
        let label: Text?
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: nil) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    }
}

/// An action sheet, the iOS 13 way. Inert.
public struct ActionSheet {
    public typealias Button = Alert.Button
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {}
}

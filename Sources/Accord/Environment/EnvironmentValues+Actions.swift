import Foundation
import AccordLayout

// Actions SwiftUI puts in the environment. A still frame presents nothing and opens nothing: the
// default actions do nothing (inert); an action the view's ancestors set with
// `.environment(\.openURL, OpenURLAction { … })` is called as SwiftUI calls it.

/// Dismisses the current presentation (`@Environment(\.dismiss) var dismiss; dismiss()`): inside
/// a sheet or full-screen cover it sets the presenting binding to false (its item to nil) and
/// calls `onDismiss`; on a screen pushed onto a navigation stack it pops that screen (and any
/// above it). Elsewhere — a preview's root — it does nothing, as SwiftUI's.
public struct DismissAction: @unchecked Sendable {
    let action: (() -> Void)?
    public init() { action = nil }
    init(_ action: @escaping () -> Void) { self.action = action }
    public func callAsFunction() { action?() }
}
struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction() } }

/// Dismisses the current search (`@Environment(\.dismissSearch)`). Inert.
public struct DismissSearchAction: Sendable {
    public func callAsFunction() {}
}

/// The pre-iOS 15 presentation state (`presentationMode.wrappedValue.dismiss()`).
public struct PresentationMode: Sendable {
    /// Whether the view is presented: false for a preview's root.
    public private(set) var isPresented: Bool
    init(isPresented: Bool) { self.isPresented = isPresented }
    /// Dismisses the view: it is no longer presented.
    public mutating func dismiss() { isPresented = false }
}

/// Opens a URL (`@Environment(\.openURL) var openURL; openURL(url)`). The default action opens
/// nothing (there is no system to hand the URL to) and reports it as handled by the system.
public struct OpenURLAction: @unchecked Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, systemAction(URL?) }
        let kind: Kind
        public static let handled = Result(kind: .handled)
        public static let discarded = Result(kind: .discarded)
        public static let systemAction = Result(kind: .systemAction(nil))
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
        var accepted: Bool { if case .discarded = kind { false } else { true } }
    }
    let handler: (URL) -> Result
    /// An action that calls `handler` with each URL.
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }
    public func callAsFunction(_ url: URL) { _ = handler(url) }
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) { completion(handler(url).accepted) }
}

/// Refreshes the content (`refreshable`'s action; nil unless an ancestor is refreshable).
public struct RefreshAction: @unchecked Sendable {
    let action: () async -> Void
    public func callAsFunction() async { await action() }
}

struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } } }
struct RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
    /// Dismisses the current presentation or pushed screen (`DismissAction`).
    public var dismiss: DismissAction { self[DismissKey.self] }
    /// Dismisses the current search. Inert.
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
    /// A binding to the presentation state: presented as `isPresented` says (false for a
    /// preview's root); `dismiss()` dismisses the presentation (`DismissAction`).
    public var presentationMode: Binding<PresentationMode> {
        let presented = isPresented, dismiss = self.dismiss
        return Binding(get: { PresentationMode(isPresented: presented) }, set: { if presented && !$0.isPresented { dismiss() } })
    }
    /// Opens URLs (inert by default; set your own with `.environment(\.openURL, …)`).
    public var openURL: OpenURLAction { get { self[OpenURLKey.self] } set { self[OpenURLKey.self] = newValue } }
    /// The refresh action of a refreshable ancestor.
    public var refresh: RefreshAction? { get { self[RefreshKey.self] } set { self[RefreshKey.self] = newValue } }
}

import Foundation
import AccordLayout

// TipKit stand-in (`import TipKit` becomes `import Accord` in a preview). Tips appear only once
// TipKit's datastore is configured and a tip's rules are met, while the app runs; a still frame
// shows none: `TipView` takes no space and `popoverTip` presents nothing (inert). `#Rule` and the
// `@Parameter` macro of TipKit are not available (Linux has no macros).

/// A tip (TipKit's `Tip`): only `title` is required.
public protocol Tip: Identifiable {
    /// The tip's title.
    var title: Text { get }
    /// The tip's message.
    var message: Text? { get }
    /// The tip's image.
    var image: Image? { get }
    /// The tip's buttons.
    var actions: [Tips.Action] { get }
    /// When the tip may show.
    var rules: [Tips.Rule] { get }
    /// Display options.
    var options: [TipOption] { get }
    /// The tip's identifier.
    var id: String { get }
}

extension Tip {
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Tips.Action] { [] }
    public var rules: [Tips.Rule] { [] }
    public var options: [TipOption] { [] }
    public var id: String { String(describing: Self.self) }
    /// Whether the tip would show: never in a still frame.
    public var shouldDisplay: Bool { false }
    /// Whether the tip is invalidated: no.
    public var status: Tips.Status { .pending }
    /// Hides the tip for good (inert).
    public func invalidate(reason: Tips.InvalidationReason) {}
    /// Resets the tip (inert).
    public func resetEligibility() async {}
}

/// A tip's display option (TipKit's `TipOption`).
public protocol TipOption {}

/// TipKit's namespace (`Tips`).
public enum Tips {
    /// Configures the datastore (inert: tips never show in a still frame).
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {}
    /// Erases the datastore (inert).
    public static func resetDatastore() throws {}
    /// Shows every tip regardless of rules (inert).
    public static func showAllTipsForTesting() {}
    /// Shows these tips regardless of rules (inert).
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {}
    /// Hides every tip (inert).
    public static func hideAllTipsForTesting() {}
    /// Hides these tips (inert).
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) {}

    /// A datastore option (`Tips.ConfigurationOption`).
    public struct ConfigurationOption: Sendable {
        let name: String
        /// How often tips may show.
        public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption { ConfigurationOption(name: "displayFrequency") }
        /// Where the datastore lives.
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption { ConfigurationOption(name: "datastoreLocation") }
        /// How often tips may show (`Tips.ConfigurationOption.DisplayFrequency`).
        public enum DisplayFrequency: Sendable { case immediate, hourly, daily, weekly, monthly }
        /// Where the datastore lives.
        public struct DatastoreLocation: Sendable {
            /// The app's default location.
            public static let applicationDefault = DatastoreLocation()
            /// A group container.
            public static func groupContainer(identifier: String) -> DatastoreLocation { DatastoreLocation() }
            /// A file URL.
            public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation() }
        }
    }
    /// A tip's button (`Tips.Action`).
    public struct Action: Identifiable {
        public let id: String
        let title: Text
        /// A button titled `title` (its handler is never called).
        public init(id: String? = nil, title: String, perform handler: @escaping () -> Void = {}) { self.id = id ?? title; self.title = Text(title) }
        /// A button with a label view.
        public init(id: String? = nil, perform handler: @escaping () -> Void = {}, _ label: () -> Text) { title = label(); self.id = id ?? "action" }
    }
    /// When a tip may show (`Tips.Rule`; written with the `#Rule` macro, not available here).
    public struct Rule: Sendable { init() {} }
    /// Why a tip was hidden (`Tips.InvalidationReason`).
    public enum InvalidationReason: Sendable, Hashable { case actionPerformed, tipClosed, displayCountExceeded }
    /// A tip's status (`Tips.Status`).
    public enum Status: Sendable, Hashable { case pending, available, invalidated(InvalidationReason) }
    /// An event a tip's rules count (`Tips.Event`).
    public struct Event: Sendable {
        /// The event's identifier.
        public let id: String
        /// An event named `id`.
        public init(id: String) { self.id = id }
        /// Records the event (inert).
        public func donate() async {}
        /// Records the event (inert).
        public func sendDonation() {}
    }
    /// At most `count` displays (`Tips.MaxDisplayCount`).
    public struct MaxDisplayCount: TipOption { public init(_ count: Int) {} }
    /// Ignores the display frequency (`Tips.IgnoresDisplayFrequency`).
    public struct IgnoresDisplayFrequency: TipOption { public init(_ ignores: Bool) {} }
}

/// A tip shown inline (TipKit's `TipView`). Inert: no tip shows in a still frame, so it takes no space.
public struct TipView<T: Tip>: View {
    /// An inline tip with an arrow on `arrowEdge` (nil: none).
    public init(_ tip: T, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {}
    public var body: some View { EmptyView() }
}

/// Styles tips (TipKit's `TipViewStyle`).
public protocol TipViewStyle {}

extension View {
    /// Presents `tip` in a popover pointing at the view. Inert (no tip shows in a still frame).
    public func popoverTip<T: Tip>(_ tip: T, arrowEdge: Edge = .top, action: @escaping (Tips.Action) -> Void = { _ in }) -> some View { self }
    /// The background of tips inside. Inert.
    public func tipBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// The size of tips' images. Inert.
    public func tipImageSize(_ size: CGSize) -> some View { self }
    /// The corner radius of tips. Inert.
    public func tipCornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    /// The style of tips inside. Inert.
    public func tipViewStyle<S: TipViewStyle>(_ style: S) -> some View { self }
}

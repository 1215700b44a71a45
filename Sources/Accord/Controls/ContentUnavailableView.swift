import Foundation
import AccordLayout

/// An empty state (iOS 17): an icon over a title, a description and actions, centred in all the
/// space it is offered (it expands on both axes, like the screens it stands in for).
///
/// Look (*reconstruction* of iOS 17's layout; the numbers in `ControlMetrics`): the label's icon
/// large in `.secondary` above its title in `.title2` bold; the description in `.callout`,
/// `.secondary`, centred, below the title; the actions below, inside horizontal margins.
/// `.search` shows "magnifyingglass", "No Results", and "Check the spelling or try a new search."
/// (`.search(text:)`: "No Results for “text”") — iOS's strings.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view for an empty state: a label, a description and actions, centred (SwiftUI's `ContentUnavailableView(label:description:actions:)`).
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label above the description and the actions, in a centred column.
    public var body: some View {
        VStack(spacing: ControlMetrics.unavailableActionsSpacing) {
            VStack(spacing: ControlMetrics.unavailableDescriptionSpacing) {
                label.labelStyle(_UnavailableLabelStyle())
                description
                    .font(.callout)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding(.horizontal, ControlMetrics.unavailableHorizontalMargin)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The empty state's label: the icon large and grey above the bold title.
struct _UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: ControlMetrics.unavailableIconSpacing) {
            configuration.icon
                .font(.system(size: ControlMetrics.unavailableIconSize))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == Accord.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state with a title, an SF Symbol and an optional description (SwiftUI's `init(_:systemImage:description:)`).
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Accord.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
    /// An empty state with a string title, an SF Symbol and an optional description.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Accord.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
    /// An empty state with a title, a named image and an optional description (SwiftUI's `init(_:image:description:)`).
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { Accord.Label(title, image: name) }, description: { description }, actions: { EmptyView() })
    }
}

/// The parts of `ContentUnavailableView.search`.
public struct SearchUnavailableContent {
    /// The search empty state's label: a magnifying glass over "No Results".
    public struct Label: View {
        let text: String?
        /// The symbol over the title.
        public var body: some View {
            Accord.Label(text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }
    /// The search empty state's description.
    public struct Description: View {
        /// The standard hint.
        public var body: some View { Text("Check the spelling or try a new search.") }
    }
    /// The search empty state's actions: none.
    public struct Actions: View {
        /// Nothing.
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// "No Results" for a search.
    public static var search: Self { search(nil) }
    /// "No Results for “text”" for a search.
    public static func search(text: String) -> Self { search(text) }

    private static func search(_ text: String?) -> Self {
        Self(label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
             actions: { SearchUnavailableContent.Actions() })
    }
}

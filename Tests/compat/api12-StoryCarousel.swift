import SwiftUI
import UIKit
import UserNotifications

// A stories screen in the style of the apps scanned for issue 11 (blockers11 A13/A14): a design
// system palette written as `UIColor` extensions returning `Self { traits in … }`, symbol images
// configured with `UIImage.SymbolConfiguration`, cards that fade and shrink with
// `scrollTransition` at the edges of a horizontal scroll view, a custom iOS 17 `Transition`, a
// representable search field with a return key type and a tag collection view with a flow layout,
// an attributed caption with a paragraph style, and notifications read with
// `NotificationCenter.notifications(named:)`.
public extension UIColor {
    static var storyBackground: Self {
        Self { $0.userInterfaceStyle == .dark ? Self(white: 0.1, alpha: 1) : Self(red: 0.96, green: 0.95, blue: 0.99, alpha: 1) }
    }
    static var storyAccent: Self { Self(red: 0.42, green: 0.24, blue: 0.86, alpha: 1) }
    static var storyCard: Self { Self(hue: 0.72, saturation: 0.35, brightness: 0.95, alpha: 1) }
}

struct Story: Identifiable {
    let id: Int
    let title: String
    let symbol: String
}

struct SlideUpTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .offset(y: phase.isIdentity ? 0 : 40)
    }
}

struct StoryCard: View {
    let story: Story

    private var symbol: UIImage {
        let config = UIImage.SymbolConfiguration(pointSize: 34, weight: .semibold)
            .applying(UIImage.SymbolConfiguration(hierarchicalColor: .storyAccent))
        return UIImage(systemName: story.symbol, withConfiguration: config) ?? UIImage()
    }

    var body: some View {
        VStack(spacing: 12) {
            Image(uiImage: symbol)
            Text(story.title)
                .font(.headline)
        }
        .frame(width: 150, height: 180)
        .background(Color(uiColor: .storyCard), in: RoundedRectangle(cornerRadius: 20))
    }
}

struct SearchField: UIViewRepresentable {
    @Binding var text: String

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = "Search stories"
        field.returnKeyType = .search
        field.enablesReturnKeyAutomatically = true
        field.autocapitalizationType = .none
        return field
    }

    func updateUIView(_ field: UITextField, context: Context) {
        field.text = text
        if let range = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument) {
            field.selectedTextRange = range
        }
    }
}

struct TagCloud: UIViewRepresentable {
    let tags: [String]

    func makeUIView(context: Context) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 8
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
        view.dataSource = context.coordinator
        view.delegate = context.coordinator
        return view
    }

    func updateUIView(_ view: UICollectionView, context: Context) { view.reloadData() }

    func makeCoordinator() -> Coordinator { Coordinator(tags: tags) }

    final class Coordinator: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let tags: [String]
        init(tags: [String]) { self.tags = tags }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
            cell.contentView.backgroundColor = .storyAccent
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: 80, height: 28)
        }
    }
}

func reminderAttachment(for url: URL) -> UNNotificationAttachment? {
    try? UNNotificationAttachment(identifier: "cover", url: url, options: nil)
}

struct StoryCarouselScreen: View {
    @State private var query = ""
    @State private var refreshes = 0
    @State private var showsBanner = true

    private let stories = [
        Story(id: 0, title: "Sunrise", symbol: "sun.max.fill"),
        Story(id: 1, title: "Trails", symbol: "figure.hiking"),
        Story(id: 2, title: "Ocean", symbol: "water.waves"),
        Story(id: 3, title: "Night", symbol: "moon.stars.fill"),
    ]

    private var caption: AttributedString {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineSpacing = 4
        let attributes: [NSAttributedString.Key: Any] = [
            .paragraphStyle: paragraph,
            .strikethroughStyle: NSUnderlineStyle.single.rawValue,
            .strikethroughColor: UIColor.systemRed,
        ]
        _ = attributes
        return AttributedString("Swipe to see more")
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Stories")
                .font(.largeTitle.bold())
            SearchField(text: $query)
                .frame(height: 36)
            ScrollView(.horizontal) {
                HStack(spacing: 16) {
                    ForEach(stories) { story in
                        StoryCard(story: story)
                            .scrollTransition { content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0.4)
                                    .scaleEffect(phase.isIdentity ? 1 : 0.85)
                            }
                    }
                }
                .padding(.horizontal)
            }
            TagCloud(tags: ["Travel", "Food", "Sport"])
                .frame(height: 36)
            if showsBanner {
                Text(caption)
                    .frame(maxWidth: .infinity)
                    .transition(SlideUpTransition())
            }
            Spacer()
        }
        .padding(.vertical)
        .background(Color(uiColor: .storyBackground))
        .userActivity("com.example.stories.browse") { activity in
            activity.title = "Browse stories"
            activity.isEligibleForSearch = true
        }
        .task {
            for await _ in NotificationCenter.default.notifications(named: UIApplication.significantTimeChangeNotification) {
                refreshes += 1
            }
        }
    }
}

#Preview {
    StoryCarouselScreen()
}

#Preview("Dark") {
    StoryCarouselScreen()
        .preferredColorScheme(.dark)
}

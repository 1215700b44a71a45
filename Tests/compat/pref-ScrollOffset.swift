import SwiftUI

/// A list that reads its scroll offset through a preference to fade in a compact title.
struct ScrollOffsetPreferenceKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}

struct FeedScreen: View {
    @State private var scrollOffset: CGFloat = 0

    var body: some View {
        ZStack(alignment: .top) {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Feed")
                        .font(.largeTitle.bold())
                    ForEach(1...12, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(Color.blue.opacity(0.1 * Double(i % 5 + 1)))
                            .frame(height: 64)
                            .overlay(Text("Story \(i)"), alignment: .leading)
                    }
                }
                .padding()
                .background(
                    GeometryReader { geo in
                        Color.clear.preference(
                            key: ScrollOffsetPreferenceKey.self,
                            value: geo.frame(in: .named("scroll")).minY
                        )
                    }
                )
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(ScrollOffsetPreferenceKey.self) { value in
                scrollOffset = value
            }

            Text("Offset \(Int(scrollOffset))")
                .font(.caption.monospacedDigit())
                .padding(6)
                .background(.thinMaterial, in: Capsule())
                .opacity(scrollOffset < -40 ? 1 : 0.6)
        }
    }
}

#Preview {
    FeedScreen()
}

import SwiftUI

/// A segmented tab bar whose underline sits under the selected tab, found with an anchor
/// preference and drawn in an overlay.
struct TabBoundsKey: PreferenceKey {
    static var defaultValue: [String: Anchor<CGRect>] = [:]
    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

struct TabUnderlineBar: View {
    let tabs = ["Recent", "Popular", "Saved"]
    @State private var selection = "Popular"

    var body: some View {
        HStack(spacing: 24) {
            ForEach(tabs, id: \.self) { tab in
                Text(tab)
                    .fontWeight(tab == selection ? .semibold : .regular)
                    .foregroundColor(tab == selection ? .primary : .secondary)
                    .padding(.vertical, 8)
                    .anchorPreference(key: TabBoundsKey.self, value: .bounds) { [tab: $0] }
                    .onTapGesture { selection = tab }
            }
        }
        .padding(.horizontal)
        .overlayPreferenceValue(TabBoundsKey.self) { anchors in
            GeometryReader { proxy in
                if let anchor = anchors[selection] {
                    let rect = proxy[anchor]
                    Capsule()
                        .fill(Color.accentColor)
                        .frame(width: rect.width, height: 3)
                        .offset(x: rect.minX, y: rect.maxY - 3)
                }
            }
        }
    }
}

#Preview {
    VStack {
        TabUnderlineBar()
        Divider()
        Spacer()
    }
}

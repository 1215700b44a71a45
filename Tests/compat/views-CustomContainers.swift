import SwiftUI

extension ContainerValues {
    @Entry var isHighlighted: Bool = false
}

struct CardStack<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(spacing: 12) {
            Group(subviews: content) { subviews in
                if let first = subviews.first {
                    first
                        .font(.title2.bold())
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                ForEach(subviews.dropFirst()) { subview in
                    subview
                        .padding(12)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(
                            subview.containerValues.isHighlighted ? Color.yellow.opacity(0.3) : Color.gray.opacity(0.1),
                            in: RoundedRectangle(cornerRadius: 10)
                        )
                }
                Text("\(subviews.count) items").font(.caption).foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

struct Divided<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(subviews: content) { subview in
                subview
                Divider()
            }
        }
        .padding()
    }
}

#Preview {
    VStack {
        CardStack {
            Text("Today")
            Text("Stand-up at 9:30")
            Text("Ship the release").containerValue(\.isHighlighted, true)
            ForEach(["Lunch", "Review"], id: \.self) { Text($0) }
        }
        Divided {
            Text("One")
            Text("Two")
            Text("Three")
        }
    }
}

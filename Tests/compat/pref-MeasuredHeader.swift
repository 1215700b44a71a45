import SwiftUI

/// Measures a header with a GeometryReader in its background and gives the same width to the
/// progress bar under it (the "measure a child" idiom).
struct SizePreferenceKey: PreferenceKey {
    static var defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        value = nextValue()
    }
}

extension View {
    func readSize(onChange: @escaping (CGSize) -> Void) -> some View {
        background(
            GeometryReader { proxy in
                Color.clear.preference(key: SizePreferenceKey.self, value: proxy.size)
            }
        )
        .onPreferenceChange(SizePreferenceKey.self, perform: onChange)
    }
}

struct MeasuredHeader: View {
    @State private var headerSize: CGSize = .zero
    let progress: Double = 0.6

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Weekly goal")
                .font(.title2.bold())
                .readSize { headerSize = $0 }
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.2))
                Capsule().fill(Color.accentColor)
                    .frame(width: headerSize.width * progress)
            }
            .frame(width: headerSize.width, height: 6)
            Text("\(Int(headerSize.width)) pt wide")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview {
    MeasuredHeader()
}

import SwiftUI

// A checkout button pinned with safeAreaInset over a scrolling list.
struct CartScreen: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(1..<15) { i in
                    Text("Item \(i)").frame(maxWidth: .infinity, alignment: .leading)
                }
            }
            .padding()
        }
        .background(Color.yellow.opacity(0.2))
        .safeAreaInset(edge: .bottom) {
            Button("Check Out") {}
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity)
                .padding()
                .background(.bar)
        }
    }
}

#Preview("Bottom inset") { CartScreen() }

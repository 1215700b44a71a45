import SwiftUI

// A horizontal card carousel whose cards tilt by their position, the way iOS 17 code uses
// `visualEffect`, plus a pulsing badge written as an AnimatableModifier.

struct PulseModifier: AnimatableModifier {
    var scale: Double
    var animatableData: Double {
        get { scale }
        set { scale = newValue }
    }
    func body(content: Content) -> some View {
        content.scaleEffect(scale)
    }
}

struct TiltCard: View {
    let title: String
    let color: Color

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(color.gradient)
            .overlay(alignment: .bottomLeading) {
                Text(title)
                    .font(.headline)
                    .foregroundStyle(.white)
                    .padding()
            }
            .frame(width: 180, height: 220)
            .visualEffect { content, proxy in
                content
                    .rotation3DEffect(.degrees(-proxy.frame(in: .global).minX) / 20, axis: (x: 0, y: 1, z: 0))
                    .scaleEffect(proxy.frame(in: .global).minX > 200 ? 0.9 : 1)
                    .opacity(proxy.frame(in: .global).minX > 300 ? 0.6 : 1)
            }
    }
}

struct CarouselScreen: View {
    let cards: [(String, Color)] = [("Hiking", .green), ("Surfing", .blue), ("Climbing", .orange), ("Skiing", .purple)]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Adventures").font(.largeTitle.bold())
                Spacer()
                Text("4")
                    .font(.caption.bold())
                    .padding(8)
                    .background(.red, in: Circle())
                    .foregroundStyle(.white)
                    .modifier(PulseModifier(scale: 1.2))
            }
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 16) {
                    ForEach(cards, id: \.0) { card in
                        TiltCard(title: card.0, color: card.1)
                    }
                }
            }
        }
        .padding()
    }
}

#Preview {
    CarouselScreen()
}

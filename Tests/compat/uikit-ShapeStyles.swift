import SwiftUI

struct StatTile: View {
    let title: String
    let value: String
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(systemName: "flame.fill")
                .foregroundStyle(.white)
                .padding(8)
                .background(tint.gradient, in: .circle)
            Text(value).font(.title2.bold())
            Text(title).font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.background.shadow(.drop(color: .black.opacity(0.12), radius: 6, y: 3)), in: .rect(cornerRadius: 16))
    }
}

struct ShapeStylesGallery: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                HStack(spacing: 12) {
                    StatTile(title: "Calories", value: "1,240", tint: .orange)
                    StatTile(title: "Minutes", value: "48", tint: .pink)
                }
                RoundedRectangle(cornerRadius: 20)
                    .fill(.linearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(height: 90)
                    .overlay(Text("Premium").font(.headline).foregroundStyle(.white))
                HStack(spacing: 12) {
                    Circle()
                        .fill(.radialGradient(colors: [.yellow, .orange], center: .center, startRadius: 4, endRadius: 40))
                    Circle()
                        .strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center), lineWidth: 10)
                    Ellipse()
                        .fill(EllipticalGradient(colors: [.white, .teal]))
                }
                .frame(height: 80)
                Text("Uneven corners")
                    .padding()
                    .frame(maxWidth: .infinity)
                    .background(.fill, in: UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24))
                Text("Inner shadow")
                    .padding()
                    .frame(maxWidth: .infinity)
                    .background(Color(white: 0.95).shadow(.inner(radius: 4, y: 2)), in: .capsule)
                Rectangle()
                    .fill(Gradient(colors: [.mint, .cyan]))
                    .frame(height: 40)
                    .clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 12, topTrailing: 12)))
                Divider().overlay(.separator)
            }
            .padding()
        }
    }
}

#Preview {
    ShapeStylesGallery()
}

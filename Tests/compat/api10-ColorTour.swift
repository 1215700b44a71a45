import SwiftUI

// iOS 18's colour and presentation API in the style of corpus9's tour apps (issue 11): a mesh
// gradient hero, a colour mixed with `mix(with:by:)` and named with `\(accessibilityName:)`, an
// inflected count, a button filled with colour literals, a material tab background and a sheet
// sized with `presentationSizing`.
struct ColorTourView: View {
    @State private var amount = 0.35
    @State private var showsSizing = false
    @State private var blendCount = 3
    private let base = Color.indigo

    var body: some View {
        TabView {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    MeshGradient(width: 3, height: 3, points: [
                        [0, 0], [0.5, 0], [1, 0],
                        [0, 0.5], [0.6, 0.4], [1, 0.5],
                        [0, 1], [0.5, 1], [1, 1]
                    ], colors: [
                        .red, .purple, .indigo,
                        .orange, .white, .blue,
                        .yellow, .green, .mint
                    ])
                    .frame(height: 180)
                    .clipShape(RoundedRectangle(cornerRadius: 24))

                    RoundedRectangle(cornerRadius: 12)
                        .fill(base.mix(with: .yellow, by: amount))
                        .frame(height: 64)
                        .overlay {
                            Text("\(accessibilityName: base.mix(with: .yellow, by: amount, in: .device))")
                                .font(.headline)
                                .foregroundStyle(.white)
                        }
                    Text("^[\(blendCount) color](inflect: true) blended")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)

                    Button {
                        showsSizing = true
                    } label: {
                        Text("Get Started")
                            .font(.headline)
                            .foregroundColor(Color(#colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)))
                            .frame(maxWidth: .infinity)
                            .padding()
                            .background(Color(#colorLiteral(red: 0.1019607843, green: 0.1098039216, blue: 0.1490196078, alpha: 1)))
                            .cornerRadius(14)
                    }
                }
                .padding()
            }
            .background(Material.thin)
            .tabItem { Label("Colors", systemImage: "paintpalette") }

            Text("Recipes")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(.ultraThinMaterial)
                .tabItem { Label("Recipes", systemImage: "book") }
        }
        .sheet(isPresented: $showsSizing) {
            Text("A form-sized sheet")
                .presentationSizing(.form.sticky(horizontal: false, vertical: true))
        }
    }
}

#Preview {
    ColorTourView()
}

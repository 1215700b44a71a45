import SwiftUI

// Cards painted with a custom ShapeStyle that adapts to the colour scheme, and hierarchical
// levels of the tint.
struct CardBackground: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        environment.colorScheme == .dark
            ? Color(red: 0.17, green: 0.17, blue: 0.2)
            : Color(red: 0.95, green: 0.95, blue: 0.97)
    }
}

struct StatCard: View {
    let title: String
    let value: String
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text(value).font(.title.bold())
            Capsule().fill(.tint.tertiary).frame(height: 6)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(CardBackground(), in: RoundedRectangle(cornerRadius: 16))
    }
}

struct StatsView: View {
    var body: some View {
        VStack(spacing: 12) {
            StatCard(title: "Steps", value: "8,412")
            StatCard(title: "Distance", value: "6.1 km")
            StatCard(title: "Active", value: "47 min").tint(.orange)
        }
        .padding()
    }
}

#Preview("Light") {
    StatsView()
}

#Preview("Dark") {
    StatsView().preferredColorScheme(.dark)
}

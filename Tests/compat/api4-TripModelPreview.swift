import SwiftUI
import SwiftData

@Model
final class Trip {
    var name: String
    var destination: String
    var startDate: Date

    init(name: String, destination: String, startDate: Date) {
        self.name = name
        self.destination = destination
        self.startDate = startDate
    }
}

/// The generic preview helper many SwiftData apps carry: it fetches the first model of any
/// type from the container with `@Query` and hands it to the content.
struct ModelPreview<Model: PersistentModel, Content: View>: View {
    var content: (Model) -> Content

    init(@ViewBuilder content: @escaping (Model) -> Content) {
        self.content = content
    }

    var body: some View {
        PreviewContentView(content: content)
            .modelContainer(SampleData.container)
    }

    struct PreviewContentView: View {
        @Query private var models: [Model]
        var content: (Model) -> Content

        var body: some View {
            if let model = models.first {
                content(model)
            } else {
                ContentUnavailableView("Could not load model for previews", systemImage: "xmark")
            }
        }
    }
}

@MainActor
enum SampleData {
    static let container: ModelContainer = {
        let container = try! ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Trip(name: "Spring break", destination: "Lisbon", startDate: .now))
        container.mainContext.insert(Trip(name: "Summer", destination: "Oslo", startDate: .now))
        return container
    }()
}

struct TripCard: View {
    let trip: Trip

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(trip.name)
                .font(.title2.bold())
            Label(trip.destination, systemImage: "airplane")
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
        .padding()
    }
}

#Preview {
    ModelPreview { (trip: Trip) in
        TripCard(trip: trip)
    }
}

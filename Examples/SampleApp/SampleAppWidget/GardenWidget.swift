import WidgetKit
import SwiftUI

/// The home-screen widget: a second target of the project. Previews of the app's files never
/// compile it (it is not in the app target), so its WidgetKit import is not even reported.
struct GardenWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Garden", provider: GardenTimeline()) { entry in
            Text("\(entry.thirsty) thirsty")
        }
    }
}

struct GardenEntry: TimelineEntry {
    var date = Date()
    var thirsty = 2
}

struct GardenTimeline: TimelineProvider {
    func placeholder(in context: Context) -> GardenEntry { GardenEntry() }
    func getSnapshot(in context: Context, completion: @escaping (GardenEntry) -> Void) { completion(GardenEntry()) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<GardenEntry>) -> Void) {
        completion(Timeline(entries: [GardenEntry()], policy: .never))
    }
}

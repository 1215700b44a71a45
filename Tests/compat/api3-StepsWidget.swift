import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: .now, steps: 4_200, goal: 10_000)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let entry = StepsEntry(date: .now, steps: 7_350, goal: 10_000)
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(900))))
    }
}

struct StepsWidgetView: View {
    @Environment(\.widgetFamily) private var family
    var entry: StepsEntry

    private var progress: Double { Double(entry.steps) / Double(entry.goal) }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("Steps", systemImage: "flame.fill")
                .font(.caption.bold())
                .foregroundStyle(.white.opacity(0.85))
            Spacer()
            Text(entry.steps, format: .number)
                .font(.system(size: family == .systemSmall ? 30 : 36, weight: .bold, design: .rounded))
                .foregroundStyle(.white)
            ProgressView(value: progress)
                .tint(.white)
            Text("of \(entry.goal) goal")
                .font(.caption2)
                .foregroundStyle(.white.opacity(0.8))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
        }
        .widgetURL(URL(string: "steps://today"))
    }
}

struct StepsWidget: Widget {
    let kind = "StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps against your goal.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 2_480, goal: 10_000)
    StepsEntry(date: .now, steps: 9_120, goal: 10_000)
}

#Preview("Medium", as: .systemMedium) {
    StepsWidget()
} timelineProvider: {
    StepsProvider()
}

import SwiftUI
import WidgetKit

// A Lock Screen widget in the style of corpus10's accessory widgets (issue 11, blockers10 A9): a
// circular gauge, a rectangular summary and an inline line, with a corner view that moves its gauge
// into `widgetLabel { … }` (shown on watchOS complications only; an iPhone ignores it).
struct WaterEntry: TimelineEntry {
    let date: Date
    let glasses: Int
    let goal: Int
    var fraction: Double { min(Double(glasses) / Double(goal), 1) }
}

struct WaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry { WaterEntry(date: .now, glasses: 3, goal: 8) }

    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> Void) {
        completion(Timeline(entries: [WaterEntry(date: .now, glasses: 5, goal: 8)], policy: .atEnd))
    }
}

struct WaterCircularView: View {
    let entry: WaterEntry

    var body: some View {
        Gauge(value: entry.fraction) {
            Image(systemName: "drop.fill")
        } currentValueLabel: {
            Text("\(entry.glasses)")
        }
        .gaugeStyle(.accessoryCircular)
        .widgetAccentable()
    }
}

struct WaterCornerView: View {
    @Environment(\.showsWidgetLabel) private var showsLabel
    let entry: WaterEntry

    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            VStack(spacing: 0) {
                Image(systemName: "drop.fill")
                if !showsLabel {
                    Text("\(entry.glasses)/\(entry.goal)").font(.caption2)
                }
            }
        }
        .widgetLabel {
            Gauge(value: entry.fraction) {
            } currentValueLabel: {
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("\(entry.goal)")
            }
        }
        .widgetLabel("Water")
    }
}

struct WaterWidgetView: View {
    @Environment(\.widgetFamily) private var family
    let entry: WaterEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            WaterCornerView(entry: entry)
        case .accessoryRectangular:
            HStack {
                VStack(alignment: .leading) {
                    Text("Water").font(.headline).widgetAccentable()
                    Text("\(entry.glasses) of \(entry.goal) glasses")
                    Text(entry.date, style: .time).font(.caption)
                }
                Spacer()
                WaterCircularView(entry: entry)
            }
        default:
            Text("Water \(entry.glasses)/\(entry.goal)")
        }
    }
}

struct WaterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Water", provider: WaterProvider()) { entry in
            WaterWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Water")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

#Preview("Rectangular", as: .accessoryRectangular) {
    WaterWidget()
} timeline: {
    WaterEntry(date: .now, glasses: 5, goal: 8)
}

#Preview("Circular", as: .accessoryCircular) {
    WaterWidget()
} timeline: {
    WaterEntry(date: .now, glasses: 2, goal: 8)
}

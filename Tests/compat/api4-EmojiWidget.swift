import WidgetKit
import SwiftUI
import AppIntents

// Xcode's configurable-widget template (iOS 17): an AppIntent configures the widget, a button
// in it runs another intent, and App Shortcuts expose that intent.

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Configuration"
    static var description = IntentDescription("This is an example widget.")

    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String

    @Parameter(title: "Feeling")
    var feeling: Feeling
}

enum Feeling: String, AppEnum {
    case calm, happy, excited

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Feeling"
    static var caseDisplayRepresentations: [Feeling: DisplayRepresentation] = [
        .calm: "Calm",
        .happy: DisplayRepresentation(title: "Happy", image: .init(systemName: "sun.max")),
        .excited: "Excited",
    ]
}

struct LogMoodIntent: AppIntent {
    static var title: LocalizedStringResource = "Log mood"
    static var openAppWhenRun = false

    @Parameter(title: "Emoji")
    var emoji: String

    init() {}
    init(emoji: String) { self.emoji = emoji }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Logged \(emoji)")
    }
}

struct CountMoodsIntent: AppIntent {
    static var title: LocalizedStringResource = "Count moods"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: 3)
    }
}

struct MoodShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: LogMoodIntent(), phrases: ["Log my mood in \(.applicationName)"],
                    shortTitle: "Log mood", systemImageName: "face.smiling")
        AppShortcut(intent: CountMoodsIntent(), phrases: ["How many moods in \(.applicationName)"],
                    shortTitle: "Count", systemImageName: "number")
    }
}

struct Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date(), configuration: ConfigurationAppIntent())
    }

    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> SimpleEntry {
        SimpleEntry(date: Date(), configuration: configuration)
    }

    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<SimpleEntry> {
        var entries: [SimpleEntry] = []
        let currentDate = Date()
        for hourOffset in 0 ..< 5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            entries.append(SimpleEntry(date: entryDate, configuration: configuration))
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationAppIntent
}

struct EmojiWidgetEntryView: View {
    var entry: Provider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Feeling")
                .font(.caption.bold())
                .foregroundStyle(.secondary)
            Text(entry.configuration.favoriteEmoji)
                .font(.system(size: 44))
            Text(entry.configuration.feeling.rawValue.capitalized)
                .font(.headline)
            Button(intent: LogMoodIntent(emoji: entry.configuration.favoriteEmoji)) {
                Label("Log", systemImage: "plus.circle.fill")
            }
            .font(.caption)
            .tint(.purple)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct EmojiWidget: Widget {
    let kind: String = "EmojiWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
            EmojiWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Feeling")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

extension ConfigurationAppIntent {
    fileprivate static var smiley: ConfigurationAppIntent {
        let intent = ConfigurationAppIntent()
        intent.favoriteEmoji = "😀"
        intent.feeling = .happy
        return intent
    }

    fileprivate static var starEyes: ConfigurationAppIntent {
        let intent = ConfigurationAppIntent()
        intent.favoriteEmoji = "🤩"
        return intent
    }
}

#Preview(as: .systemSmall) {
    EmojiWidget()
} timeline: {
    SimpleEntry(date: .now, configuration: .smiley)
    SimpleEntry(date: .now, configuration: .starEyes)
}

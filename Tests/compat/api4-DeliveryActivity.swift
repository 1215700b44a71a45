import ActivityKit
import WidgetKit
import SwiftUI

// Xcode's Live Activity template, filled in: a delivery with a Lock Screen banner and the
// Dynamic Island's presentations.

struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var status: String
        var minutesLeft: Int
        var progress: Double
    }

    var restaurant: String
    var orderNumber: Int
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            HStack(spacing: 12) {
                Image(systemName: "figure.outdoor.cycle")
                    .font(.title2)
                    .foregroundStyle(.green)
                VStack(alignment: .leading, spacing: 4) {
                    Text(context.attributes.restaurant)
                        .font(.headline)
                    Text(context.state.status)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    ProgressView(value: context.state.progress)
                        .tint(.green)
                }
                Spacer()
                Text("\(context.state.minutesLeft) min")
                    .font(.title3.monospacedDigit().bold())
            }
            .padding()
            .activityBackgroundTint(Color.white)
            .activitySystemActionForegroundColor(Color.black)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "figure.outdoor.cycle").foregroundStyle(.green)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutesLeft) min").monospacedDigit()
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.restaurant).font(.headline)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(value: context.state.progress).tint(.green)
                }
            } compactLeading: {
                Image(systemName: "figure.outdoor.cycle").foregroundStyle(.green)
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m").monospacedDigit()
            } minimal: {
                Image(systemName: "figure.outdoor.cycle").foregroundStyle(.green)
            }
            .widgetURL(URL(string: "delivery://order/\(context.attributes.orderNumber)"))
            .keylineTint(Color.green)
        }
    }
}

enum DeliveryTracker {
    static func start() {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
        let attributes = DeliveryAttributes(restaurant: "Pasta Place", orderNumber: 42)
        let state = DeliveryAttributes.ContentState(status: "Preparing", minutesLeft: 25, progress: 0.1)
        _ = try? Activity.request(attributes: attributes, content: .init(state: state, staleDate: nil), pushType: nil)
    }

    static func finish() async {
        for activity in Activity<DeliveryAttributes>.activities {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
    }
}

extension DeliveryAttributes {
    fileprivate static var preview: DeliveryAttributes {
        DeliveryAttributes(restaurant: "Pasta Place", orderNumber: 42)
    }
}

extension DeliveryAttributes.ContentState {
    fileprivate static var onTheWay: DeliveryAttributes.ContentState {
        DeliveryAttributes.ContentState(status: "On the way", minutesLeft: 12, progress: 0.6)
    }

    fileprivate static var arriving: DeliveryAttributes.ContentState {
        DeliveryAttributes.ContentState(status: "Arriving", minutesLeft: 2, progress: 0.95)
    }
}

#Preview("Notification", as: .content, using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
    DeliveryAttributes.ContentState.arriving
}

#Preview("Island", as: .dynamicIsland(.expanded), using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
}

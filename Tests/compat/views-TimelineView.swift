import SwiftUI

struct ClockFace: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            VStack {
                Text(context.date, style: .time)
                    .font(.system(size: 48, weight: .thin, design: .rounded))
                Text(context.date.formatted(date: .complete, time: .omitted))
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct Pulse: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            let phase = timeline.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 2)
            Circle()
                .fill(.red.opacity(0.3 + phase * 0.2))
                .frame(width: 40, height: 40)
        }
    }
}

#Preview {
    VStack(spacing: 32) {
        ClockFace()
        Pulse()
        TimelineView(.everyMinute) { context in
            Text("Updated \(context.date, style: .relative) ago")
        }
    }
}

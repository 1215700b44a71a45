import Foundation
import AccordLayout

/// A view that updates on a schedule. A still frame is its first update: the content is built
/// once, with `context.date` = the moment of rendering (`Date()`), and `cadence` `.live` for
/// `.animation` schedules, `.seconds` for periodic schedules of under a minute, else `.minutes`.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    /// What the content closure receives.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let c = Context(date: Date(), cadence: schedule._cadence)
        let view = EnvironmentValues.$current.withValue(ctx.environment) { content(c) }
        return Accord.makeNodes(view, ctx)
    }
}

/// What a `TimelineView`'s content closure receives.
public struct TimelineViewDefaultContext {
    /// How often the view updates.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    /// The date of this update: the moment of rendering.
    public let date: Date
    public let cadence: Cadence
    /// Accepted: nothing is invalidated in a still frame.
    public func invalidateTimelineContent() {}
}

/// When a `TimelineView` updates.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

extension TimelineSchedule {
    var _cadence: TimelineViewDefaultContext.Cadence {
        if self is AnimationTimelineSchedule { return .live }
        if let p = self as? PeriodicTimelineSchedule { return p.interval < 60 ? .seconds : .minutes }
        return .minutes
    }
}

/// How often the system asks for updates (accepted).
public enum TimelineScheduleMode: Sendable { case normal, lowFrequency }

public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval > 0 && interval.isFinite ? interval : 1
    }
    /// The updates from `startDate` on, at whole intervals after the schedule's start.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let k = max(0, (startDate.timeIntervalSince(start) / interval).rounded(.down))
        return (0..<60).map { start.addingTimeInterval((k + Double($0)) * interval) }
    }
}

public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let t = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return (0..<60).map { Date(timeIntervalSinceReferenceDate: t + Double($0) * 60) }
    }
}

public struct AnimationTimelineSchedule: TimelineSchedule {
    let interval: TimeInterval
    public init(minimumInterval: Double? = nil, paused: Bool = false) { interval = minimumInterval ?? 1.0 / 60 }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        (0..<60).map { startDate.addingTimeInterval(Double($0) * max(interval, 1.0 / 120)) }
    }
}

public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates
    public init(_ dates: Dates) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

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

    /// A view redrawn on `schedule`; a still frame builds it once, at the moment of rendering (SwiftUI's `TimelineView(_:content:)`).
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
    /// How often the schedule updates the view: `.live`, `.seconds` or `.minutes`.
    public let cadence: Cadence
    /// Accepted: nothing is invalidated in a still frame.
    public func invalidateTimelineContent() {}
}

/// When a `TimelineView` updates.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// A schedule that declares the cadence its context reports (the built-in schedules that
/// update more often than every minute do; any other schedule reports `.minutes`).
protocol TimelineCadenceDeclaring {
    var cadence: TimelineViewDefaultContext.Cadence { get }
}

extension TimelineSchedule {
    var _cadence: TimelineViewDefaultContext.Cadence { (self as? TimelineCadenceDeclaring)?.cadence ?? .minutes }
}

/// How often the system asks for updates (accepted).
public enum TimelineScheduleMode: Sendable { case normal, lowFrequency }

/// Updates at a fixed interval from a start date (SwiftUI's `PeriodicTimelineSchedule`).
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: TimeInterval
    /// A schedule from `startDate`, every `interval` seconds.
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

/// Updates at the start of every minute (SwiftUI's `EveryMinuteTimelineSchedule`).
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    /// The every-minute schedule.
    public init() {}
    /// The dates of the schedule from `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let t = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return (0..<60).map { Date(timeIntervalSinceReferenceDate: t + Double($0) * 60) }
    }
}

/// Updates as often as an animation would (SwiftUI's `AnimationTimelineSchedule`).
public struct AnimationTimelineSchedule: TimelineSchedule {
    let interval: TimeInterval
    /// An animation schedule, at most every `minimumInterval` seconds (1/60 by default).
    public init(minimumInterval: Double? = nil, paused: Bool = false) { interval = minimumInterval ?? 1.0 / 60 }
    /// The dates of the schedule from `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        (0..<60).map { startDate.addingTimeInterval(Double($0) * max(interval, 1.0 / 120)) }
    }
}

/// Updates at the given dates (SwiftUI's `ExplicitTimelineSchedule`).
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates
    /// A schedule of `dates`.
    public init(_ dates: Dates) { self.dates = dates }
    /// The given dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A periodic schedule (SwiftUI's `.periodic(from:by:)`).
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// The every-minute schedule (SwiftUI's `.everyMinute`).
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// The animation schedule (SwiftUI's `.animation`).
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// An animation schedule with a minimum interval (SwiftUI's `.animation(minimumInterval:paused:)`).
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule {
    /// An explicit schedule (SwiftUI's `.explicit(_:)`).
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

extension PeriodicTimelineSchedule: TimelineCadenceDeclaring {
    var cadence: TimelineViewDefaultContext.Cadence { interval < 60 ? .seconds : .minutes }
}

extension AnimationTimelineSchedule: TimelineCadenceDeclaring {
    var cadence: TimelineViewDefaultContext.Cadence { .live }
}

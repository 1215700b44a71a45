import Foundation
import Dispatch

// Combine's schedulers (Combine.swift has the publishers and the subscription model): time
// never passes in a still frame, so a scheduler runs work at once.

// MARK: - Schedulers (time never passes in a still frame)

/// Where and when values are delivered.
public protocol Scheduler {
    associatedtype SchedulerTimeType: _SchedulerTime
    associatedtype SchedulerOptions
}

/// A scheduler's time; only its `Stride` matters here (`.milliseconds(300)`, `0.5`).
public protocol _SchedulerTime {
    associatedtype Stride
}

/// An interval of scheduler time.
public struct SchedulerStride: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The stride in seconds.
    public let seconds: Double
    /// A stride of `seconds`.
    public init(_ seconds: Double) { self.seconds = seconds }
    /// A stride from an integer literal of seconds.
    public init(integerLiteral value: Int) { seconds = Double(value) }
    /// A stride from a floating-point literal of seconds.
    public init(floatLiteral value: Double) { seconds = value }
    /// A stride in seconds.
    public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(s) }
    /// A stride in whole seconds.
    public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(Double(s)) }
    /// A stride in milliseconds.
    public static func milliseconds(_ ms: Int) -> SchedulerStride { SchedulerStride(Double(ms) / 1_000) }
    /// A stride in microseconds.
    public static func microseconds(_ us: Int) -> SchedulerStride { SchedulerStride(Double(us) / 1_000_000) }
    /// A stride in nanoseconds.
    public static func nanoseconds(_ ns: Int) -> SchedulerStride { SchedulerStride(Double(ns) / 1_000_000_000) }
}

/// A scheduler's time in a still frame: it never advances.
public struct _StillSchedulerTime: _SchedulerTime {
    /// Strides are in seconds.
    public typealias Stride = SchedulerStride
}

extension DispatchQueue: Scheduler {
    /// Time that never advances.
    public typealias SchedulerTimeType = _StillSchedulerTime
    /// No options.
    public typealias SchedulerOptions = Never
}
extension RunLoop: Scheduler {
    /// Time that never advances.
    public typealias SchedulerTimeType = _StillSchedulerTime
    /// No options.
    public typealias SchedulerOptions = Never
}
extension OperationQueue: Scheduler {
    /// Time that never advances.
    public typealias SchedulerTimeType = _StillSchedulerTime
    /// No options.
    public typealias SchedulerOptions = Never
}
/// Delivers at once.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// Time that never advances.
    public typealias SchedulerTimeType = _StillSchedulerTime
    /// No options.
    public typealias SchedulerOptions = Never
    /// The scheduler that runs work at once.
    public static let shared = ImmediateScheduler()
}

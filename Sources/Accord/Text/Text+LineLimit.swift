import Foundation
import AccordLayout

/// The least number of lines a vertical text field shows (`.lineLimit(3...6)`).
struct MinimumLinesKey: EnvironmentKey { static let defaultValue = 1 }

extension View {
    /// At most `upperBound` lines; a vertical `TextField` is at least `lowerBound` lines tall
    /// (approximate for `Text`: only the upper bound applies).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        transformEnvironment {
            $0.lineLimit = limit.upperBound
            $0[ReservesSpaceKey.self] = false
            $0[MinimumLinesKey.self] = limit.lowerBound
        }
    }
    /// No upper bound; a vertical `TextField` is at least `lowerBound` lines tall.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        transformEnvironment {
            $0.lineLimit = nil
            $0[ReservesSpaceKey.self] = false
            $0[MinimumLinesKey.self] = limit.lowerBound
        }
    }
    /// At most `upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        transformEnvironment {
            $0.lineLimit = limit.upperBound
            $0[ReservesSpaceKey.self] = false
            $0[MinimumLinesKey.self] = 1
        }
    }
}

import Foundation

/// State shared by one layout pass: the text measurer, the display scale, counters and the
/// diagnostics raised by bad input. One context per pass (or per tree, for relayout); not shared
/// between threads.
public final class LayoutContext: @unchecked Sendable {
    public let textMeasurer: any TextMeasurer
    /// Points per pixel: frames are rounded to 1/scale points.
    public var scale: CGFloat
    public var layoutDirection: LayoutDirection
    /// How many sizes were computed (cache misses) during this context's life.
    public internal(set) var measurementCount = 0
    /// Human-readable problems met while laying out (bad sizes, unplaced subviews...).
    public private(set) var diagnostics: [String] = []
    private var seenDiagnostics = Set<String>()
    /// When set, every node records each proposal it receives and what it answered.
    public var isTracing = false
    /// Deepest recursion allowed before a subtree is given up on (reported, sized zero).
    public var maximumDepth = 20_000
    var depth = 0

    public init(textMeasurer: any TextMeasurer = FixedMetricTextMeasurer(), scale: CGFloat = 3,
                layoutDirection: LayoutDirection = .leftToRight) {
        self.textMeasurer = textMeasurer
        self.scale = scale.isFinite && scale > 0 ? scale : 3
        self.layoutDirection = layoutDirection
    }

    public func diagnose(_ message: String) {
        if seenDiagnostics.insert(message).inserted { diagnostics.append(message) }
    }

    public func resetCounters() {
        measurementCount = 0
    }
}

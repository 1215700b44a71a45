import Foundation

/// The extent along one axis of views lined up on one alignment guide (the guide at 0): what
/// a ZStack's size and a stack's minor size are. A view of infinite length reaches infinitely
/// far whatever its guide, so the union is infinite; computing its ends (−∞ + ∞) would give
/// NaN instead. Pinned by `testAZStackWithAnInfinitelyWideShapeAnswersInfinity` and the random
/// trees' "no NaN answers" property.
struct AlignedExtent {
    private var low: CGFloat
    private var high: CGFloat
    private var isEmpty: Bool
    private var isInfinite = false

    /// An empty extent (the first view added sets both ends).
    init() { low = 0; high = 0; isEmpty = true }
    /// An extent that already holds `point` (a stack's union always includes its guide line).
    init(including point: CGFloat) { low = point; high = point; isEmpty = false }

    /// Adds a view of `length` whose guide is `guide` from its leading edge.
    mutating func add(length: CGFloat, guide: CGFloat) {
        guard length.isFinite, guide.isFinite else {
            if length.isInfinite || guide.isInfinite { isInfinite = true }
            return
        }
        if isEmpty { low = -guide; high = length - guide; isEmpty = false; return }
        low = min(low, -guide)
        high = max(high, length - guide)
    }

    /// The union's length: infinite when a view is.
    var length: CGFloat { isInfinite ? .infinity : high - low }

    /// The union's ends relative to the guide line; (−∞, ∞) when a view is infinite.
    var bounds: (CGFloat, CGFloat) { isInfinite ? (-.infinity, .infinity) : (low, high) }
}

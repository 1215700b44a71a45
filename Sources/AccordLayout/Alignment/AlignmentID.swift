import Foundation

/// A type that identifies an alignment guide and gives its default value.
public protocol AlignmentID {
    /// The guide's value when a view sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
    /// How a container folds the explicit values of its children (`n` of them so far) into its
    /// own explicit value. By default the container takes their average; text baselines take the
    /// first (resp. last) child's.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        if let p = parentValue, n > 0 {
            parentValue = (p * CGFloat(n) + childValue) / CGFloat(n + 1)
        } else {
            parentValue = childValue
        }
    }
}

/// The identity of a guide on one axis: which `AlignmentID` type it is. Sendable by hand: it
/// holds only a metatype, which has no state (SwiftUI's `AlignmentID` is not `Sendable`, so the
/// compiler cannot see that `any AlignmentID.Type` is safe to share).
public struct AlignmentKey: Hashable, @unchecked Sendable {
    @usableFromInline let id: ObjectIdentifier
    @usableFromInline let type: any AlignmentID.Type
    /// True for leading/center/trailing/top/bottom, which containers never export.
    let isFrameAlignment: Bool
    init(_ type: any AlignmentID.Type) {
        self.id = ObjectIdentifier(type)
        self.type = type
        self.isFrameAlignment = type is any FrameAlignmentID.Type
    }
    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    public func hash(into h: inout Hasher) { h.combine(id) }
    func defaultValue(in d: ViewDimensions) -> CGFloat { type.defaultValue(in: d) }
    func combine(_ child: CGFloat, _ n: Int, into parent: inout CGFloat?) {
        type._combineExplicit(childValue: child, n, into: &parent)
    }
}

/// The edge and centre guides: containers never export an explicit value for them (their own
/// edges and centre are always where they are), so merging does nothing.
protocol FrameAlignmentID: AlignmentID {}
extension FrameAlignmentID {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}
enum LeadingID: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum HCenterID: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
enum TrailingID: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum TopID: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum VCenterID: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
enum BottomID: FrameAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
/// A view without text has its baselines at its bottom edge. A container's first baseline is
/// the top-most of its children's, its last baseline the bottom-most.
enum FirstTextBaselineID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = min(parentValue ?? childValue, childValue)
    }
}
enum LastTextBaselineID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = max(parentValue ?? childValue, childValue)
    }
}
enum ListRowSeparatorLeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum ListRowSeparatorTrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

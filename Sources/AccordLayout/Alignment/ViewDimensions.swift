import Foundation

/// A view's size and its alignment guides, as a container sees them when it aligns the view.
///
/// A guide has an *explicit* value when the view (or a descendant, through its containers)
/// sets one — text baselines, `.alignmentGuide(_:computeValue:)` — and otherwise its
/// `AlignmentID.defaultValue(in:)`. Explicit values are computed lazily, only when asked.
public struct ViewDimensions: Equatable, Sendable {
    public let width: CGFloat
    public let height: CGFloat
    let source: GuideSource?

    init(size: CGSize, source: GuideSource? = nil) {
        self.width = size.width
        self.height = size.height
        self.source = source
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        source?.value(guide.key, .horizontal)
    }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        source?.value(guide.key, .vertical)
    }

    public static func == (a: Self, b: Self) -> Bool { a.width == b.width && a.height == b.height }

    var size: CGSize { CGSize(width: width, height: height) }

    subscript(key: AlignmentKey, axis: Axis) -> CGFloat {
        source?.value(key, axis) ?? key.defaultValue(in: self)
    }
}

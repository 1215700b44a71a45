import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
    public let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

    public static let leading = HorizontalAlignment(LeadingID.self)
    public static let center = HorizontalAlignment(HCenterID.self)
    public static let trailing = HorizontalAlignment(TrailingID.self)
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)

    /// The guide for a unit position (0 = leading, 0.5 = center, 1 = trailing) when the guide is
    /// one of the three standard ones.
    var unit: CGFloat? {
        if self == .leading { return 0 }
        if self == .center { return 0.5 }
        if self == .trailing { return 1 }
        return nil
    }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
    public let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

    public static let top = VerticalAlignment(TopID.self)
    public static let center = VerticalAlignment(VCenterID.self)
    public static let bottom = VerticalAlignment(BottomID.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

import Foundation

// `String.StandardComparator.localizedStandard` and `.localized` are Apple-only: Foundation on
// Linux has `String.StandardComparator.lexical` alone and cannot make a localized one (its
// initialiser copies an existing comparator; decoding accepts the lexical configuration only).
// Accord gives both names as comparators of their own type that compare as Finder and
// `localizedStandardCompare(_:)` / `localizedCompare(_:)` do, so the usual forms compile and sort
// the same way:
//   names.sorted(using: .localizedStandard)
//   KeyPathComparator(\Item.name, comparator: .localizedStandard)
//   items.sorted(using: String.StandardComparator.localizedStandard)
// A declaration that needs the exact type `String.StandardComparator` does not compile.

/// A string comparator that compares as `localizedStandardCompare(_:)` (case-insensitive,
/// numbers by value: "a2" before "a10") or `localizedCompare(_:)`.
public struct LocalizedStringComparator: SortComparator, Hashable, Codable, Sendable {
    public typealias Compared = String
    /// Whether numbers and case are compared as Finder does (`localizedStandardCompare`).
    let standard: Bool
    public var order: SortOrder
    public init(standard: Bool, order: SortOrder = .forward) { self.standard = standard; self.order = order }
    public func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        let r = standard ? lhs.localizedStandardCompare(rhs) : lhs.localizedCompare(rhs)
        guard order == .reverse else { return r }
        switch r {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }
}

extension String.StandardComparator {
    /// Compares as `localizedStandardCompare(_:)` (Apple's `localizedStandard`).
    public static var localizedStandard: LocalizedStringComparator { LocalizedStringComparator(standard: true) }
    /// Compares as `localizedCompare(_:)` (Apple's `localized`).
    public static var localized: LocalizedStringComparator { LocalizedStringComparator(standard: false) }
}

extension SortComparator where Self == LocalizedStringComparator {
    /// `.localizedStandard` wherever a string comparator is expected.
    public static var localizedStandard: LocalizedStringComparator { LocalizedStringComparator(standard: true) }
    /// `.localized` wherever a string comparator is expected.
    public static var localized: LocalizedStringComparator { LocalizedStringComparator(standard: false) }
}

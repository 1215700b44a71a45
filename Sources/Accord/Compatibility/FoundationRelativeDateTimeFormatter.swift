import Foundation

// `RelativeDateTimeFormatter`, which Linux's Foundation lacks (it has the format style it is
// built on: `Date.AnchoredRelativeFormatStyle`, ICU's relative-time formatting, the same data
// Apple's formatter uses). "2 hours ago", "in 3 days", "yesterday".

/// A formatter of a date's distance from another date, in words (Foundation's `RelativeDateTimeFormatter`).
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Numbers only ("1 day ago") or named days when there is one ("yesterday").
    public enum DateTimeStyle: Int, Sendable { case numeric = 0, named = 1 }
    /// How units are written: "2 months ago", "two months ago", "2 mo. ago", "2mo ago".
    public enum UnitsStyle: Int, Sendable { case full = 0, spellOut = 1, short = 2, abbreviated = 3 }

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    open var formattingContext: Formatter.Context = .unknown
    open var calendar: Calendar! = .current
    open var locale: Locale! = .current

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `date` relative to `referenceDate` ("2 hours ago" when it is two hours before it).
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let units: Date.AnchoredRelativeFormatStyle.UnitsStyle
        switch unitsStyle {
        case .full: units = .wide
        case .spellOut: units = .spellOut
        case .short: units = .abbreviated
        case .abbreviated: units = .narrow
        }
        let context: FormatStyleCapitalizationContext
        switch formattingContext {
        case .beginningOfSentence: context = .beginningOfSentence
        case .standalone: context = .standalone
        case .listItem: context = .listItem
        case .middleOfSentence: context = .middleOfSentence
        default: context = .unknown
        }
        let style = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: dateTimeStyle == .named ? .named : .numeric,
                                                     unitsStyle: units, locale: locale ?? .current,
                                                     calendar: calendar ?? .current, capitalizationContext: context)
        return style.format(referenceDate)
    }
    /// A time interval from now ("in 5 minutes" for 300).
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }
    /// Date components from now ("2 days ago" for `day: -2`).
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        let date = (calendar ?? .current).date(byAdding: dateComponents, to: now) ?? now
        return localizedString(for: date, relativeTo: now)
    }
    /// A `Date` relative to now; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }
}

import Foundation

// Text from values: `Text(_:format:)`, `Text(_:style:)` for dates, `Text(timerInterval:)`, and the
// same inside string interpolations. Values are formatted in the environment's locale (en_US,
// as Xcode's previews, unless `.environment(\.locale, …)` says otherwise; a style with its own
// explicit locale keeps it), at the moment the view is built: a still frame.

/// The locale values are formatted in: the environment's while a body is built, else en_US.
var textFormattingLocale: Locale { PreviewLocale.effective }

extension Text {
    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind
        /// The time: "11:23 PM" (`DateFormatter`'s short time style).
        public static let time = DateStyle(kind: .time)
        /// The date: "June 3, 2019" (long date style; Apple's documented example).
        public static let date = DateStyle(kind: .date)
        /// The distance from now, two largest units: "2 hours, 23 minutes", "1 year, 1 month"
        /// (Apple's documented examples).
        public static let relative = DateStyle(kind: .relative)
        /// As `.relative`, signed: "+2 hours", "-3 months" (Apple's documented examples).
        public static let offset = DateStyle(kind: .offset)
        /// A timer from now: "2:32", "36:59:01" (Apple's documented examples).
        public static let timer = DateStyle(kind: .timer)
    }

    /// A date shown in one of the system's styles, relative to the moment of rendering.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Text.format(date, style: style, now: Date()))
    }

    /// A value formatted by a `FormatStyle` (`Text(price, format: .currency(code: "USD"))`,
    /// `Text(date, format: .dateTime.day().month())`), in en_US.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: PreviewLocale.adopting(format).format(input))
    }

    /// A value formatted by a `Formatter` (`Text(NSNumber(value: 3), formatter: f)`).
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: PreviewLocale.string(formatter, for: subject) ?? "")
    }

    /// The time left in (or elapsed since the start of) an interval, as a timer: "4:59".
    /// `showsHours: false` folds hours into minutes ("75:00").
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let now = min(max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
        let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
        self.init(verbatim: Text.timerString(seconds, showsHours: showsHours))
    }

    /// A date range: "June 3, 2019 – June 5, 2019" (long dates, an en dash).
    public init(_ dates: ClosedRange<Date>) {
        let f = Text.dateFormatter(date: .long, time: .none)
        self.init(verbatim: f.string(from: dates.lowerBound) + " \u{2013} " + f.string(from: dates.upperBound))
    }

    static func dateFormatter(date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
        let f = DateFormatter()
        f.locale = textFormattingLocale
        f.dateStyle = date
        f.timeStyle = time
        return f
    }

    static func format(_ date: Date, style: DateStyle, now: Date) -> String {
        switch style.kind {
        case .time: return dateFormatter(date: .none, time: .short).string(from: date)
        case .date: return dateFormatter(date: .long, time: .none).string(from: date)
        case .relative: return relativeString(from: now, to: date)
        case .offset:
            let interval = date.timeIntervalSince(now)
            return (interval < 0 ? "-" : "+") + relativeString(from: now, to: date)
        case .timer: return timerString(abs(date.timeIntervalSince(now)), showsHours: true)
        }
    }

    /// "h:mm:ss" from an hour on, else "m:ss" (seconds rounded down).
    static func timerString(_ seconds: TimeInterval, showsHours: Bool) -> String {
        // Clamped well inside Int's range (a timer of 10^12 seconds is already 31,000 years).
        let total = seconds.isFinite ? Int(min(1e12, max(0, seconds))) : 0
        let h = total / 3600, m = (total % 3600) / 60, s = total % 60
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        if h > 0 && showsHours { return "\(h):\(two(m)):\(two(s))" }
        return "\(showsHours ? m : total / 60):\(two(s))"
    }

    /// The two largest non-zero calendar units between two dates, spelt out.
    static func relativeString(from a: Date, to b: Date) -> String {
        // Dates beyond ±10,000 years (or not finite) are not spelt out.
        let limit: TimeInterval = 3.2e11
        guard abs(a.timeIntervalSinceReferenceDate) < limit, abs(b.timeIntervalSinceReferenceDate) < limit else { return "" }
        let (start, end) = a <= b ? (a, b) : (b, a)
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "UTC") ?? cal.timeZone
        let units: [(Calendar.Component, String)] = [(.year, "year"), (.month, "month"), (.weekOfMonth, "week"),
                                                      (.day, "day"), (.hour, "hour"), (.minute, "minute"), (.second, "second")]
        let c = cal.dateComponents(Set(units.map(\.0)), from: start, to: end)
        var parts: [String] = []
        for (unit, name) in units {
            guard let v = c.value(for: unit), v != 0 else {
                if !parts.isEmpty { break }
                continue
            }
            parts.append("\(v) \(name)\(v == 1 ? "" : "s")")
            if parts.count == 2 { break }
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// `"\(value, format: .number)"`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        appendArgument(PreviewLocale.adopting(format).format(input))
    }
    /// `"\(date, style: .date)"`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendArgument(Text.format(date, style: style, now: Date()))
    }
    /// `"\(Text("…"))"`: the text's characters (its own styling is not kept).
    public mutating func appendInterpolation(_ text: Text) {
        appendArgument(text.plainString)
    }
    /// `"\(value, formatter: f)"`.
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
        appendArgument(formatter.flatMap { PreviewLocale.string($0, for: subject) } ?? "\(subject)")
    }
}

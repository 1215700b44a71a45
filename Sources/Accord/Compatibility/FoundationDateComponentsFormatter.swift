import Foundation

// `DateComponentsFormatter`, which swift-corelibs-foundation declares unavailable ("Not supported
// in swift-corelibs-foundation"); Accord's class takes its place in a preview (a module's own
// type wins over an unavailable one it shadows). Durations are written in English, in the forms
// of UnitsStyle's documentation for 9 h 41 min 30 s: positional "9:41:30", abbreviated
// "9h 41m 30s", short "9 hr, 41 min, 30 sec", full "9 hours, 41 minutes, 30 seconds", spellOut
// "nine hours, forty-one minutes, thirty seconds", brief "9hr 41min 30sec". Zero units follow
// ZeroFormattingBehavior's documentation: by default positional drops leading zeros but pads the
// middle and trailing values ("1:00:10"), the other styles drop every zero unit ("1h 10s").
// A time interval is split with fixed unit lengths (a day of 86 400 s, a week of 7 days, a month
// of 30 days, a year of 365 days; Apple counts months and years on the calendar from a reference
// date); the smallest unit's fraction is dropped.

/// Writes a duration as text ("1:05", "1h 5m", "1 hour, 5 minutes").
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        case positional = 0, abbreviated, short, full, spellOut, brief
    }
    /// Which zero-valued units are left out or padded.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    /// The units written (empty: years to seconds).
    open var allowedUnits: NSCalendar.Unit = []
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units, the largest first (0: no limit).
    open var maximumUnitCount = 0
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    /// Prefixes "About ".
    open var includesApproximationPhrase = false
    /// Appends " remaining".
    open var includesTimeRemainingPhrase = false
    open var calendar: Calendar? = nil
    open var referenceDate: Date? = nil

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// The units in order, largest first, with their lengths and English names.
    private static let units: [(unit: NSCalendar.Unit, seconds: Double, abbreviated: String, short: String, brief: String, full: String)] = [
        (.year, 365 * 86_400, "y", "yr", "yr", "year"),
        (.month, 30 * 86_400, "mo", "mth", "mth", "month"),
        (.weekOfMonth, 7 * 86_400, "w", "wk", "wk", "week"),
        (.day, 86_400, "d", "day", "day", "day"),
        (.hour, 3_600, "h", "hr", "hr", "hour"),
        (.minute, 60, "m", "min", "min", "minute"),
        (.second, 1, "s", "sec", "sec", "second"),
    ]

    /// `ti` seconds as text, or nil for a value that is not finite.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let allowed = allowedUnits.isEmpty ? [.year, .month, .day, .hour, .minute, .second] : allowedUnits
        let chosen = Self.units.enumerated().filter { allowed.contains($0.element.unit) }
        guard !chosen.isEmpty else { return nil }
        var rest = abs(ti)
        var values: [(index: Int, value: Int)] = []
        for (i, u) in chosen {
            let n = (rest / u.seconds).rounded(.down)
            values.append((i, Int(n)))
            rest -= n * u.seconds
        }
        return compose(values, negative: ti < 0)
    }

    /// The components as text (the allowed ones that are set).
    open func string(from components: DateComponents) -> String? {
        let allowed = allowedUnits.isEmpty ? [.year, .month, .weekOfMonth, .day, .hour, .minute, .second] : allowedUnits
        let fields: [Int?] = [components.year, components.month, components.weekOfMonth, components.day,
                              components.hour, components.minute, components.second]
        var values: [(index: Int, value: Int)] = []
        for (i, u) in Self.units.enumerated() where allowed.contains(u.unit) {
            if let v = fields[i] { values.append((i, v)) }
        }
        guard !values.isEmpty else { return nil }
        let negative = values.contains { $0.value < 0 }
        return compose(values.map { ($0.index, abs($0.value)) }, negative: negative)
    }

    /// The time from `startDate` to `endDate` as text.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    /// A `TimeInterval`, number or `DateComponents` as text.
    open override func string(for obj: Any?) -> String? {
        if let c = obj as? DateComponents { return string(from: c) }
        if let t = obj as? Double { return string(from: t) }
        if let n = obj as? Int { return string(from: TimeInterval(n)) }
        return nil
    }

    /// `components` in `unitsStyle` with the other settings at their defaults.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let f = DateComponentsFormatter()
        f.unitsStyle = unitsStyle
        return f.string(from: components)
    }

    private func compose(_ all: [(index: Int, value: Int)], negative: Bool) -> String? {
        var values = all
        let pad = zeroFormattingBehavior.contains(.pad)
        var behaviour = zeroFormattingBehavior.subtracting(.pad)
        if behaviour.contains(.default) || behaviour.isEmpty && !pad {
            behaviour = unitsStyle == .positional ? .dropLeading : .dropAll
        }
        if behaviour.contains(.dropLeading) {
            // Positional keeps at least its last two fields (minutes and seconds: "0:05").
            let keep = unitsStyle == .positional ? min(2, values.count) : 1
            while values.count > keep, values[0].value == 0 { values.removeFirst() }
        }
        if behaviour.contains(.dropTrailing) {
            while values.count > 1, values[values.count - 1].value == 0 { values.removeLast() }
        }
        if behaviour.contains(.dropMiddle), values.count > 2, unitsStyle != .positional {
            let inner = values[1..<(values.count - 1)].filter { $0.value != 0 }
            values = [values[0]] + inner + [values[values.count - 1]]
        }
        if unitsStyle != .positional, behaviour == .dropAll {
            let nonzero = values.filter { $0.value != 0 }
            values = nonzero.isEmpty ? [values[values.count - 1]] : nonzero
        }
        if maximumUnitCount > 0, values.count > maximumUnitCount {
            values = Array(values.prefix(maximumUnitCount))
        }
        let text: String
        switch unitsStyle {
        case .positional:
            text = values.enumerated().map { k, v in
                k == 0 && !pad ? String(v.value) : (v.value < 10 ? "0\(v.value)" : String(v.value))
            }.joined(separator: ":")
        case .abbreviated:
            text = values.map { "\($0.value)\(Self.units[$0.index].abbreviated)" }.joined(separator: " ")
        case .brief:
            text = values.map { "\($0.value)\(Self.units[$0.index].brief)\(plural($0, short: true))" }.joined(separator: " ")
        case .short:
            text = values.map { "\($0.value) \(Self.units[$0.index].short)\(plural($0, short: true))" }.joined(separator: ", ")
        case .full:
            text = values.map { "\($0.value) \(Self.units[$0.index].full)\($0.value == 1 ? "" : "s")" }.joined(separator: ", ")
        case .spellOut:
            let speller = NumberFormatter()
            speller.locale = Locale(identifier: "en_US")
            speller.numberStyle = .spellOut
            text = values.map {
                "\(speller.string(from: NSNumber(value: $0.value)) ?? String($0.value)) \(Self.units[$0.index].full)\($0.value == 1 ? "" : "s")"
            }.joined(separator: ", ")
        }
        var out = negative ? "-" + text : text
        if includesApproximationPhrase { out = "About " + out }
        if includesTimeRemainingPhrase { out += " remaining" }
        return out
    }

    /// CLDR's short plurals: "yrs", "mths", "wks", "days"; hours, minutes and seconds stay singular.
    private func plural(_ v: (index: Int, value: Int), short: Bool) -> String {
        v.value != 1 && v.index <= 3 ? "s" : ""
    }
}

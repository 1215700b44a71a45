import Foundation

// Scales and ticks of a chart: categories become bands in the order they first appear (or the
// order `chartXScale(domain:)` gives), numbers and dates a linear scale. Numbers include zero and
// extend to round ticks; the tick step is the smallest 1, 2 or 5 × 10ⁿ that marks the domain with
// at most 5 values (Charts' automatic axes, measured on published iPhone screenshots: maxima 7 →
// 0 2 4 6 8; 275 → 0 100 200 300; 9 → 0 5 10; 19 → 0 5 … 20; –10…10 → –10 –5 0 5 10 — Paresh
// Karnawat's SwiftCharts Resources/BarChart.png, LineChart.png, 0Itsuki0's SwiftChartsDemo
// basicMarkDemo.png; with `.automatic(desiredCount: 3)` at most 3: 0…8.0 h → 0 5.6 h 11.1 h
// in seconds, jordibruin/Swift-Charts-Examples images/charts/apple/screenTime.png).

/// A scale along one axis.
enum ChartScale {
    case none
    /// Categories, one band each, in order.
    case band([ChartDatum])
    /// Numbers (or dates, as seconds since 2001) from `lo` to `hi`.
    case linear(lo: Double, hi: Double, isDate: Bool)

    /// Where `datum` falls, as a fraction of the axis (a band's centre for a category).
    func fraction(_ datum: ChartDatum?) -> Double? {
        guard let datum else { return nil }
        switch self {
        case .none: return nil
        case .band(let cats):
            guard let i = cats.firstIndex(of: datum) else { return nil }
            return (Double(i) + 0.5) / Double(cats.count)
        case .linear(let lo, let hi, _):
            guard let v = datum.number else { return nil }
            return hi > lo ? (v - lo) / (hi - lo) : 0.5
        }
    }

    /// A band's width as a fraction of the axis (nil: not a band scale).
    var bandFraction: Double? {
        if case .band(let c) = self { return c.isEmpty ? nil : 1 / Double(c.count) }
        return nil
    }

    var isBand: Bool { if case .band = self { return true } else { return false } }
}

/// Tick values along a linear scale.
enum ChartTicks {
    /// The smallest 1, 2 or 5 × 10ⁿ step marking `lo…hi` (extended to multiples of the step) with
    /// at most `maxCount` values, and the extended bounds.
    static func nice(lo: Double, hi: Double, maxCount: Int) -> (step: Double, lo: Double, hi: Double) {
        var lo = lo, hi = hi
        if !(lo.isFinite && hi.isFinite) { return (1, 0, 1) }
        if hi <= lo { hi = lo + 1 }
        let count = max(2, maxCount)
        var e = floor(log10((hi - lo) / Double(count))) - 1
        while e < 300 {
            for m in [1.0, 2.0, 5.0] {
                let step = m * pow(10, e)
                let a = (lo / step + 1e-9).rounded(.down) * step
                let b = (hi / step - 1e-9).rounded(.up) * step
                if Int(((b - a) / step).rounded()) + 1 <= count { (lo, hi) = (a, b); return (step, lo, hi) }
            }
            e += 1
        }
        return (hi - lo, lo, hi)
    }

    /// The multiples of `step` from `lo` to `hi`.
    static func values(step: Double, lo: Double, hi: Double) -> [Double] {
        guard step > 0, hi >= lo else { return [] }
        var out: [Double] = []
        var v = (lo / step - 1e-9).rounded(.up) * step
        while v <= hi + step * 1e-9, out.count < 1000 {
            out.append(abs(v) < step * 1e-9 ? 0 : v)
            v += step
        }
        return out
    }

    /// A number as an axis shows it: whole numbers with grouping ("1,000"), else as many decimals as the step needs.
    static func label(_ v: Double, step: Double) -> String {
        let decimals = step >= 1 || step <= 0 ? 0 : Int(-floor(log10(step) + 1e-9))
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.minimumFractionDigits = decimals
        f.maximumFractionDigits = decimals
        f.locale = Locale(identifier: "en_US")
        return f.string(from: NSNumber(value: v)) ?? String(v)
    }

    /// Calendar steps for date axes, in seconds (a month and a year by the calendar when labelled).
    static let dateSteps: [(Double, String)] = [
        (1, "h:mm:ss"), (5, "h:mm:ss"), (15, "h:mm:ss"), (30, "h:mm:ss"), (60, "h:mm"), (300, "h:mm"), (900, "h:mm"),
        (1800, "h:mm"), (3600, "h a"), (3 * 3600, "h a"), (6 * 3600, "h a"), (12 * 3600, "h a"), (86400, "MMM d"),
        (2 * 86400, "MMM d"), (7 * 86400, "MMM d"), (30.4375 * 86400, "MMM"), (91.3125 * 86400, "MMM"), (365.25 * 86400, "yyyy"),
    ]

    /// Date ticks over `lo…hi` (seconds since 2001): the smallest calendar step giving at most `maxCount`, from the first
    /// midnight (or month, year) on or after `lo`.
    static func dates(lo: Double, hi: Double, maxCount: Int, stride: (Calendar.Component, Int)? = nil) -> (values: [Double], format: String) {
        let cal = Calendar.current
        let start = Date(timeIntervalSinceReferenceDate: lo), end = Date(timeIntervalSinceReferenceDate: hi)
        var component: Calendar.Component = .day, count = 1, format = "MMM d"
        if let stride {
            (component, count) = stride
            format = switch component {
            case .year: "yyyy"
            case .month, .quarter: "MMM"
            case .hour: "h a"
            case .minute, .second: "h:mm"
            default: "MMM d"
            }
        } else {
            let step = dateSteps.first { (hi - lo) / $0.0 + 1 <= Double(max(2, maxCount)) } ?? dateSteps.last!
            format = step.1
            switch step.0 {
            case ..<60: (component, count) = (.second, Int(step.0))
            case ..<3600: (component, count) = (.minute, Int(step.0 / 60))
            case ..<86400: (component, count) = (.hour, Int(step.0 / 3600))
            case ..<(30 * 86400): (component, count) = (.day, Int(step.0 / 86400))
            case ..<(365 * 86400): (component, count) = (.month, Int((step.0 / (30.4375 * 86400)).rounded()))
            default: (component, count) = (.year, 1)
            }
        }
        var t: Date
        switch component {
        case .year: t = cal.date(from: cal.dateComponents([.year], from: start)) ?? start
        case .month, .quarter: t = cal.date(from: cal.dateComponents([.year, .month], from: start)) ?? start
        case .second, .minute: t = start
        default: t = cal.startOfDay(for: start)
        }
        var out: [Double] = []
        while t <= end.addingTimeInterval(1e-6), out.count < 500 {
            if t >= start.addingTimeInterval(-1e-6) { out.append(t.timeIntervalSinceReferenceDate) }
            guard let next = cal.date(byAdding: component == .quarter ? .month : component, value: component == .quarter ? 3 * count : count, to: t),
                  next > t else { break }
            t = next
        }
        return (out, format)
    }

    static func dateLabel(_ v: Double, format: String) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US")
        f.dateFormat = format
        return f.string(from: Date(timeIntervalSinceReferenceDate: v))
    }

    /// Seconds a date unit spans (a bar of `.value(_:_:unit:)` is that wide).
    static func seconds(_ unit: Calendar.Component) -> Double {
        switch unit {
        case .second: 1
        case .minute: 60
        case .hour: 3600
        case .day, .weekday: 86400
        case .weekOfYear, .weekOfMonth: 7 * 86400
        case .month: 30.4375 * 86400
        case .quarter: 91.3125 * 86400
        case .year: 365.25 * 86400
        default: 86400
        }
    }
}

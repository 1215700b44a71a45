import Foundation
import AccordLayout

/// `DatePicker` in the `.wheel` style, as iOS draws it (`UIDatePicker` with `.wheels`): "each
/// component as columns in a scrollable wheel" (Apple, `DatePickerStyle.wheel`).
///
/// - Columns by the components shown, in the locale's order (`DateFormatter.dateFormat(fromTemplate:)`):
///   `.date` — month name, day, year (en_US "December | 1 | 2026"); `.hourAndMinute` — hour,
///   two-digit minute, and the day period (AM/PM) when the locale's clock has one; both — one
///   date column ("Tue Dec 1", weekday, month and day without commas), then hour, minute, period.
/// - Each column is a wheel of `UIPickerView` (the `Picker` `.wheel` drum: 216 points tall, rows
///   32 apart, 20-point options, neighbours squashed and faded; Picker+Styles.swift), as wide as
///   its widest value plus 32; the months, days, hours and minutes run round (December is
///   followed by January, 59 by 00), years and dates go on; the period column has its two rows.
/// - One selection band across all the columns (`.tertiarySystemFill`, corner radius 8, 8 points
///   in from the sides: the wheel picker's band), the columns centred in the width offered.
/// - The label leads, as SwiftUI shows a wheel date picker's label beside the wheels;
///   `.labelsHidden()` leaves the wheels alone.
/// Approximate: the columns' own alignment (iOS right-aligns the date and hour columns; here
/// each value is centred in its column) and "Today", which iOS writes on today's row of the date
/// column (a still frame has no today: the date is written).
struct WheelDatePicker<Label: View>: View {
    let label: Label
    let date: Date
    let components: DatePickerComponents

    /// One wheel: its rows and the selected one.
    struct Column {
        var rows: [String]
        var selected: Int
    }

    /// The columns for `date` in `locale`, `calendar` and `timeZone` (see the type's notes).
    static func columns(date: Date, components: DatePickerComponents, locale: Locale, calendar: Calendar,
                        timeZone: TimeZone) -> [Column] {
        var calendar = calendar
        calendar.timeZone = timeZone
        let reach = 4  // rows either side of the selection the drum can show (Picker+Styles.swift)
        func formatter(_ format: String) -> DateFormatter {
            let f = DateFormatter()
            f.locale = locale
            f.calendar = calendar
            f.timeZone = timeZone
            f.dateFormat = format
            return f
        }
        /// Rows around `value` in `values`, running round when `wraps`.
        func wheel(_ values: [String], at index: Int, wraps: Bool) -> Column {
            guard !values.isEmpty else { return Column(rows: [], selected: 0) }
            if !wraps {
                let lo = max(0, index - reach), hi = min(values.count - 1, index + reach)
                return Column(rows: Array(values[lo...hi]), selected: index - lo)
            }
            let rows = (-reach...reach).map { values[((index + $0) % values.count + values.count) % values.count] }
            return Column(rows: rows, selected: reach)
        }
        var columns: [Column] = []
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        if components.contains(.date) && components.contains(.hourAndMinute) {
            let f = formatter(DateFormatter.dateFormat(fromTemplate: "EEEMMMd", options: 0, locale: locale) ?? "EEE MMM d")
            let rows = (-reach...reach).map { k -> String in
                let day = calendar.date(byAdding: .day, value: k, to: date) ?? date
                return f.string(from: day).replacingOccurrences(of: ",", with: "")
            }
            columns.append(Column(rows: rows, selected: reach))
        } else if components.contains(.date) {
            let order = DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: locale) ?? "MMMM d y"
            let months = formatter("LLLL").standaloneMonthSymbols
            let monthIndex = (parts.month ?? 1) - 1
            let dayCount = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
            let days = (1...dayCount).map { String($0) }
            let year = parts.year ?? 2000
            let years = (year - reach...year + reach).map { String($0) }
            var placed: [(Int, Column)] = []
            let positions = [("M", wheel(months, at: monthIndex, wraps: true)),
                             ("d", wheel(days, at: (parts.day ?? 1) - 1, wraps: true)),
                             ("y", wheel(years, at: reach, wraps: false))]
            for (letter, column) in positions {
                let at = order.firstIndex(of: Character(letter)).map { order.distance(from: order.startIndex, to: $0) } ?? placed.count
                placed.append((at, column))
            }
            columns += placed.sorted { $0.0 < $1.0 }.map(\.1)
        }
        if components.contains(.hourAndMinute) {
            // The locale's hour pattern ("h:mm a", "HH:mm", "H:mm"), quoted literals left out
            // (German writes "HH 'Uhr'" for the bare hour).
            let pattern = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "h:mm a"
            let clock = pattern.split(separator: "'", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined()
            let twelveHour = clock.contains("h") || clock.contains("K")
            let hour = parts.hour ?? 0
            if twelveHour {
                let hours = (1...12).map { String($0) }
                columns.append(wheel(hours, at: (hour + 11) % 12, wraps: true))
            } else {
                let hours = (0...23).map { clock.contains("HH") ? String(format: "%02d", $0) : String($0) }
                columns.append(wheel(hours, at: hour, wraps: true))
            }
            let minutes = (0...59).map { String(format: "%02d", $0) }
            columns.append(wheel(minutes, at: parts.minute ?? 0, wraps: true))
            if twelveHour {
                let f = formatter("a")
                columns.append(Column(rows: [f.amSymbol, f.pmSymbol], selected: hour < 12 ? 0 : 1))
            }
        }
        return columns
    }

    var body: some View {
        let env = EnvironmentValues.current
        let columns = Self.columns(date: date, components: components, locale: env.locale, calendar: env.calendar,
                                   timeZone: env.timeZone)
        let wheels = HStack(spacing: 0) {
            ForEach(0..<columns.count, id: \.self) { c in
                ForEach(0..<columns[c].rows.count, id: \.self) { r in
                    Text(columns[c].rows[r]).tag(r)
                }
                .wheelPicker(AnyHashable(columns[c].selected), band: false)
                .fixedSize(horizontal: true, vertical: false)
            }
        }
        .frame(maxWidth: .infinity)
        .background {
            RoundedRectangle(cornerRadius: ControlMetrics.wheelBandCornerRadius, style: .continuous)
                .fill(SystemColors.tertiarySystemFill)
                .frame(height: ControlMetrics.wheelBandHeight)
                .padding(.horizontal, ControlMetrics.wheelBandInset)
        }
        .frame(height: ControlMetrics.wheelHeight)
        return Group {
            if env[LabelsHiddenKey.self] {
                wheels
            } else {
                HStack { label; wheels }
            }
        }
    }
}

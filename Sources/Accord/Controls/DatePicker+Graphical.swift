import Foundation
import AccordLayout

/// `DatePicker` with `.datePickerStyle(.graphical)`: the month calendar iOS draws inline
/// (`UIDatePicker`'s `.inline` style), in the environment's calendar, locale and time zone.
///
/// The look (iOS 17): a header with the month and year (semibold, a chevron in the tint) and the
/// previous/next chevrons at the trailing edge in the tint; the weekday initials ("SUN" … in the
/// locale's order, from its first weekday) in semibold caption `.tertiaryLabel`; the days in
/// `.title3`, the selected one bold in the tint on a circle of the tint at 12 % opacity; with
/// `.hourAndMinute`, a "Time" row with the time in a compact field. The label is not shown (as
/// on iOS). *Approximate*: the row heights (44-point header and day rows), the 40-point circle and
/// the 12 % opacity are reconstructions; today's date is not marked (a still frame has no
/// "today" that stays the same). With a range (`in:`), the days outside it and a chevron to a
/// month wholly outside it are greyed (`.tertiaryLabel`, a reconstruction).
struct GraphicalDatePickerCalendar: View {
    let date: Date
    let showsTime: Bool
    let timeText: String
    var bounds = DateBounds()

    static let rowHeight = ControlMetrics.calendarRowHeight
    static let selectionDiameter = ControlMetrics.calendarSelectionDiameter

    var body: some View {
        let env = EnvironmentValues.current
        var calendar = env.calendar
        calendar.timeZone = env.timeZone
        calendar.locale = env.locale
        let month = calendar.dateInterval(of: .month, for: date)?.start ?? date
        let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 30
        let selectedDay = calendar.component(.day, from: date)
        let leading = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        let header = DateFormatter()
        header.locale = env.locale
        header.timeZone = env.timeZone
        header.setLocalizedDateFormatFromTemplate("MMMMyyyy")
        let symbols = calendar.shortWeekdaySymbols
        let weekdays = (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7].uppercased() }
        let cells: [Int?] = Array(repeating: nil, count: leading) + (1...days).map { $0 }
        let weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<min($0 + 7, cells.count)]) }
        // A date outside the range `in:` gave is not selectable: its day and a chevron to a month
        // wholly outside it are greyed (UIDatePicker's minimumDate/maximumDate; the colour is a
        // reconstruction). A day counts while any of it is in the range.
        let lowerDay = bounds.lower.map { calendar.startOfDay(for: $0) }
        func enabled(_ day: Int) -> Bool {
            guard let start = calendar.date(byAdding: .day, value: day - 1, to: month) else { return true }
            if let lowerDay, start < lowerDay { return false }
            if let upper = bounds.upper, start > upper { return false }
            return true
        }
        let nextMonth = calendar.date(byAdding: .month, value: 1, to: month) ?? month
        let previousEnabled = lowerDay.map { month > $0 } ?? true
        let nextEnabled = bounds.upper.map { nextMonth <= $0 } ?? true
        let tint = AnyShapeStyle(.tint), off = AnyShapeStyle(SystemColors.tertiaryLabel)
        return VStack(spacing: 0) {
            HStack(spacing: ControlMetrics.calendarTitleChevronSpacing) {
                Text(header.string(from: month)).font(.headline)
                Image(systemName: "chevron.right").font(.headline).foregroundStyle(.tint)
                Spacer()
                HStack(spacing: ControlMetrics.calendarArrowSpacing) {
                    Image(systemName: "chevron.left").foregroundStyle(previousEnabled ? tint : off)
                    Image(systemName: "chevron.right").foregroundStyle(nextEnabled ? tint : off)
                }
                .font(.title3.weight(.medium))
            }
            .frame(height: Self.rowHeight)
            .padding(.horizontal, ControlMetrics.calendarHorizontalInset)
            HStack(spacing: 0) {
                ForEach(0..<7, id: \.self) { i in
                    Text(weekdays[i]).font(.caption.weight(.semibold)).foregroundStyle(SystemColors.tertiaryLabel)
                        .frame(maxWidth: .infinity)
                }
            }
            ForEach(0..<weeks.count, id: \.self) { w in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { d in
                        let day = d < weeks[w].count ? weeks[w][d] : nil
                        Self.dayCell(day, selected: selectedDay, enabled: day.map(enabled) ?? true)
                    }
                }
                .frame(height: Self.rowHeight)
            }
            if showsTime {
                Divider().padding(.vertical, ControlMetrics.calendarDividerGap)
                HStack {
                    Text("Time")
                    Spacer()
                    Text(timeText)
                        .padding(.horizontal, ControlMetrics.calendarTimeFieldInsets.leading)
                        .padding(.vertical, ControlMetrics.calendarTimeFieldInsets.top)
                        .background(SystemColors.tertiarySystemFill,
                                    in: RoundedRectangle(cornerRadius: ControlMetrics.calendarTimeFieldCornerRadius))
                }
                .padding(.horizontal, ControlMetrics.calendarHorizontalInset)
            }
        }
    }

    @ViewBuilder
    static func dayCell(_ day: Int?, selected: Int, enabled: Bool) -> some View {
        if let day {
            if day == selected {
                Text("\(day)").font(.title3.weight(.semibold)).foregroundStyle(.tint)
                    .frame(width: selectionDiameter, height: selectionDiameter)
                    .background(Circle().fill(.tint).opacity(0.12))
                    .frame(maxWidth: .infinity)
            } else if enabled {
                Text("\(day)").font(.title3).frame(maxWidth: .infinity)
            } else {
                Text("\(day)").font(.title3).foregroundStyle(SystemColors.tertiaryLabel).frame(maxWidth: .infinity)
            }
        } else {
            Color.clear.frame(maxWidth: .infinity, maxHeight: 1)
        }
    }
}

/// The range a `DatePicker` was given (`in: a...b`, `a...`, `...b`).
struct DateBounds: Sendable {
    var lower: Date?
    var upper: Date?
}

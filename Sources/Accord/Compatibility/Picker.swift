import Foundation
import AccordLayout

/// `Picker`, laid out as iOS shows it. The options are built; the one whose `.tag` equals the
/// selection is the selected one (the first when none matches).
/// - default (menu) style: in a list row the label, then the selected option and chevrons in
///   the secondary colour; elsewhere a compact button (Controls/Picker+Styles.swift);
/// - `.wheel`: the drum (Picker+Styles.swift); other styles: the label, then the selected option
///   in the tint colour;
/// - `.segmented`: a full-width 32-point control of equal segments, the selected one raised
///   (no label, as on iOS).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let content: Content
    let selection: AnyHashable
    /// Sets the selection to an option's tag (a tapped segment in the live preview).
    let select: (AnyHashable) -> Void
    /// A picker choosing `selection` among the views in `content` (tagged with `.tag`, or by their `ForEach` ids), showing `label` (SwiftUI's `Picker(selection:content:label:)`); drawn in its style (a menu by default).
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.selection = AnyHashable(selection.wrappedValue)
        select = { tag in if let v = tag.base as? SelectionValue { selection.wrappedValue = v } }
    }
    /// The picker as the style in effect makes it (`PickerStyle._makeBody(configuration:)`,
    /// Controls/PickerStyle.swift).
    public var body: some View {
        let label = self.label, content = self.content
        let configuration = _PickerStyleConfiguration(
            label: .init { Accord.makeNodes(label, $0) }, content: .init { Accord.makeNodes(content, $0) },
            selection: selection, select: select)
        return EnvironmentValues.current[PickerStyleKey.self].make(configuration)
    }
}

extension Picker where Label == Text {
    /// A picker titled with a string (SwiftUI's `Picker(_:selection:content:)`).
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
    /// A picker titled with a localized string key (SwiftUI's `Picker(_:selection:content:)`).
    public init(_ title: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

func selectedIndex(_ nodes: [LayoutNode], _ selection: AnyHashable) -> Int {
    nodes.firstIndex { $0.traits[TagKey.self] == selection } ?? 0
}

extension View {
    /// Keeps only the option tagged with `selection` (and lists the options in `options`).
    func selectedOption(_ selection: AnyHashable, options: MenuOptions? = nil) -> some View {
        nodeModifier { content, ctx in
            let nodes = content(ctx)
            if let options, TapRecorder.current != nil {
                options.options = nodes.enumerated().map { i, n in (MenuOptions.title(of: n), n.traits[TagKey.self] ?? AnyHashable(i)) }
            }
            return nodes.isEmpty ? [] : [nodes[selectedIndex(nodes, selection)]]
        }
    }

    /// Lays the options out as a segmented control: equal widths, the selected one on a raised
    /// white segment, all on a grey rounded track.
    func segmented(_ selection: AnyHashable, select: @escaping (AnyHashable) -> Void = { _ in }) -> some View {
        nodeModifier { content, ctx in
            // UISegmentedControl's font; a segment shows a title or an image, so a `Label` option
            // shows its icon (palette pickers: "use one symbol per item", Apple), in the label
            // colour, not a list row's tint.
            let options = content(ctx.with {
                $0.font = .system(size: ControlMetrics.segmentedFontSize, weight: ControlMetrics.segmentedFontWeight)
                $0[InListRowKey.self] = false
                $0[LabelStyleKey.self].boxes.append(IconOnlyLabelStyle().box)
            })
            guard !options.isEmpty else { return [] }
            let chosen = selectedIndex(options, selection)
            let segments = options.enumerated().map { i, option -> LayoutNode in
                let cell = expanding(option, label: "segment")
                if let tag = option.traits[TagKey.self] {
                    TapRecorder.register([cell], TapResponder(kind: .action { _ in select(tag) }, name: "Picker segment", wholeFrame: true), ctx.environment)
                }
                if i == chosen {
                    let env = ctx.environment
                    cell.drawing = NodeDrawing(content: { _, frame, _ in
                        let inset = ControlMetrics.segmentedSelectionInset
                        let card = Path(roundedRect: frame.insetBy(dx: inset, dy: inset),
                                        cornerRadius: ControlMetrics.segmentedSelectionCornerRadius, style: .continuous)
                        // White in light mode; in dark mode a grey lighter than the track (#636366,
                        // *approximate*: UISegmentedControl's selected segment), not the card colour.
                        let selected = SystemColors.dyn(0xFFFFFF, 1, 0x636366, 1)
                        var g = DrawingGroup(items: [.fill(card, selected._paint(in: frame, environment: env), eoFill: false)])
                        g.shadow = Shadow(color: RGBA(0, 0, 0, 0.12), radius: 4, offset: CGSize(width: 0, height: 2))
                        return [.group(g)]
                    })
                }
                return cell
            }
            let track = makeNode(LayoutAdapter(HStackLayout(spacing: 0)), children: segments, label: "SegmentedControl")
            let env = ctx.environment
            let count = segments.count
            track.drawing = NodeDrawing(content: { _, frame, _ in
                var items: [DisplayItem] = [.fill(Path(roundedRect: frame, cornerRadius: ControlMetrics.segmentedTrackCornerRadius, style: .continuous), SystemColors.tertiarySystemFill._paint(in: frame, environment: env), eoFill: false)]
                // Separators between neighbouring segments, none beside the selected one (as
                // UISegmentedControl draws them; issue 20's screenshots). Size: approximate, a
                // 1-point line half the control's height, centred (no published figure).
                let w = frame.width / CGFloat(count)
                for i in 1..<max(1, count) where i != chosen && i != chosen + 1 {
                    let line = CGRect(x: frame.minX + w * CGFloat(i) - 0.5, y: frame.midY - frame.height / 4, width: 1, height: frame.height / 2)
                    items.append(.fill(Path(line), SystemColors.separator._paint(in: line, environment: env), eoFill: false))
                }
                return items
            })
            return [track]
        }
    }
}

/// `DatePicker`, laid out as its compact iOS style: the label, then the date in a rounded field.
public struct DatePicker<Label: View>: View {
    let label: Label
    let date: Date
    let components: DatePickerComponents
    /// The range given with `in:` (the graphical calendar greys the days outside it).
    var bounds = DateBounds()
    /// A date picker for `selection`, showing the components asked for (SwiftUI's `DatePicker(selection:displayedComponents:label:)`); compact style by default, in the preview's locale.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        date = selection.wrappedValue
        components = displayedComponents
    }
    /// The date as the picker shows it, in the environment's locale (en_US unless set; never the
    /// machine's): medium date, short time.
    var text: String {
        let f = DateFormatter()
        f.locale = EnvironmentValues.current.locale
        f.timeZone = EnvironmentValues.current.timeZone
        f.dateStyle = components.contains(.date) ? .medium : .none
        f.timeStyle = components.contains(.hourAndMinute) ? .short : .none
        return f.string(for: date) ?? ""
    }
    /// The date picker drawn in the environment's date picker style.
    public var body: some View {
        if EnvironmentValues.current[DatePickerStyleKey.self] == .graphical {
            // The month calendar (Controls/DatePicker+Graphical.swift); iOS shows no label.
            return AnyView(GraphicalDatePickerCalendar(date: date, showsTime: components.contains(.hourAndMinute),
                                                       timeText: timeText, bounds: bounds))
        }
        if EnvironmentValues.current[DatePickerStyleKey.self] == .wheel {
            // The columns of wheels (Controls/DatePicker+Wheel.swift).
            return AnyView(WheelDatePicker(label: label, date: date, components: components))
        }
        return AnyView(HStack {
            label
            Spacer()
            Text(text)
                .padding(.horizontal, 11).padding(.vertical, 6)
                .background(Color(white: 0.46, opacity: 0.12), in: RoundedRectangle(cornerRadius: 6))
        })
    }
    /// The time alone (short style), for the graphical picker's time row.
    var timeText: String {
        let f = DateFormatter()
        f.locale = EnvironmentValues.current.locale
        f.timeZone = EnvironmentValues.current.timeZone
        f.dateStyle = .none
        f.timeStyle = .short
        return f.string(for: date) ?? ""
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled with a string (SwiftUI's `DatePicker(_:selection:displayedComponents:)`).
    public init(_ title: String, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A picker limited to a range of dates: the selection as given; the graphical calendar greys
    /// the days outside the range.
    public init(_ title: String, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
        bounds = DateBounds(lower: range.lowerBound, upper: range.upperBound)
    }
    public init(_ title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
        bounds = DateBounds(lower: range.lowerBound)
    }
    public init(_ title: String, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
        bounds = DateBounds(upper: range.upperBound)
    }
}

extension DatePicker {
    /// SwiftUI's range forms with a label view (`DatePicker(selection:in:displayedComponents:label:)`).
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        bounds = DateBounds(lower: range.lowerBound, upper: range.upperBound)
    }
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        bounds = DateBounds(lower: range.lowerBound)
    }
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        bounds = DateBounds(upper: range.upperBound)
    }
}

/// Which parts of a date a date picker edits.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The option set's bits.
    public let rawValue: Int
    /// Components from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

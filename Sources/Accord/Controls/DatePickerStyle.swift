import Foundation
import AccordLayout

/// Date picker styles: `.graphical` draws the month calendar (DatePicker+Graphical.swift),
/// `.wheel` the columns of wheels (DatePicker+Wheel.swift); `.compact` and `.automatic` draw
/// the compact iOS form (label, then the date in a rounded field).
public protocol DatePickerStyle { var _datePickerKind: _DatePickerKind { get } }
extension DatePickerStyle { public var _datePickerKind: _DatePickerKind { .compact } }

/// Which built-in look a date picker style asks for.
public enum _DatePickerKind: Hashable, Sendable { case compact, graphical, wheel }
struct DatePickerStyleKey: EnvironmentKey { static let defaultValue = _DatePickerKind.compact }

public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _datePickerKind: _DatePickerKind { .graphical }
}
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _datePickerKind: _DatePickerKind { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

extension View {
    /// The look of the date pickers inside: `.graphical` is the month calendar, `.wheel` the
    /// columns of wheels, the others the compact field.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let kind = style._datePickerKind
        return transformEnvironment { $0[DatePickerStyleKey.self] = kind }
    }
}

/// Declarations added to every preview program's main file so that the user's own Foundation
/// calls format as an en_US iPhone does (Xcode's previews run in the simulator's locale, en_US
/// unless changed). Foundation on Linux answers `en_001` ("world English") for `Locale.current`
/// whatever `LANG` says, so `date.formatted()` gives "14/11/2023, 22:13", a `DateFormatter`'s
/// medium date "14 Nov 2023", a currency "US$12.50" and `Calendar.current` starts weeks on Monday.
///
/// A declaration in the program's own module shadows an imported one of the same name (swiftc's
/// rule: the module being compiled wins; the same declarations in Accord would make every such
/// call ambiguous instead). Covered: `Locale.current` / `.autoupdatingCurrent`,
/// `Calendar.current` / `.autoupdatingCurrent` (Gregorian, en_US: weeks start on Sunday),
/// `Date.formatted()`, `Date.formatted(date:time:)`, `.dateTime`, `.currency(code:)` (Double,
/// Int, Decimal), `DateFormatter()` and `NumberFormatter()` (subclasses whose locale starts as
/// en_US) and their `localizedString` class methods. Not covered: other format styles built with
/// Foundation's default locale argument (their output is the same in en_001 and en_US for
/// numbers, percentages, lists and relative dates; checked on this toolchain).
enum PreviewLocaleShim {
    static let source = """

    // accord: the preview formats as an en_US iPhone (Sources/accord/PreviewSource+LocaleShim.swift).
    enum __AccordPreviewLocale {
        static let locale = Foundation.Locale(identifier: "en_US")
        static var calendar: Foundation.Calendar {
            var c = Foundation.Calendar(identifier: .gregorian)
            c.locale = locale
            return c
        }
    }
    extension Foundation.Locale {
        static var current: Foundation.Locale { __AccordPreviewLocale.locale }
        static var autoupdatingCurrent: Foundation.Locale { __AccordPreviewLocale.locale }
    }
    extension Foundation.Calendar {
        static var current: Foundation.Calendar { __AccordPreviewLocale.calendar }
        static var autoupdatingCurrent: Foundation.Calendar { __AccordPreviewLocale.calendar }
    }
    extension Foundation.Date {
        func formatted() -> String {
            formatted(Foundation.Date.FormatStyle(date: .numeric, time: .shortened, locale: __AccordPreviewLocale.locale,
                                                  calendar: __AccordPreviewLocale.calendar))
        }
        func formatted(date: Foundation.Date.FormatStyle.DateStyle, time: Foundation.Date.FormatStyle.TimeStyle) -> String {
            formatted(Foundation.Date.FormatStyle(date: date, time: time, locale: __AccordPreviewLocale.locale,
                                                  calendar: __AccordPreviewLocale.calendar))
        }
    }
    extension Foundation.FormatStyle where Self == Foundation.Date.FormatStyle {
        static var dateTime: Foundation.Date.FormatStyle {
            Foundation.Date.FormatStyle(locale: __AccordPreviewLocale.locale, calendar: __AccordPreviewLocale.calendar)
        }
    }
    extension Foundation.FormatStyle where Self == Foundation.FloatingPointFormatStyle<Double>.Currency {
        static func currency(code: String) -> Self { Self(code: code, locale: __AccordPreviewLocale.locale) }
    }
    extension Foundation.FormatStyle where Self == Foundation.IntegerFormatStyle<Int>.Currency {
        static func currency(code: String) -> Self { Self(code: code, locale: __AccordPreviewLocale.locale) }
    }
    extension Foundation.FormatStyle where Self == Foundation.Decimal.FormatStyle.Currency {
        static func currency(code: String) -> Self { Self(code: code, locale: __AccordPreviewLocale.locale) }
    }
    class DateFormatter: Foundation.DateFormatter, @unchecked Sendable {
        override init() { super.init(); locale = __AccordPreviewLocale.locale; calendar = __AccordPreviewLocale.calendar }
        required init?(coder: Foundation.NSCoder) { super.init(coder: coder) }
        override class func localizedString(from date: Foundation.Date, dateStyle: Foundation.DateFormatter.Style,
                                            timeStyle: Foundation.DateFormatter.Style) -> String {
            let f = DateFormatter()
            f.dateStyle = dateStyle
            f.timeStyle = timeStyle
            return f.string(from: date)
        }
    }
    class NumberFormatter: Foundation.NumberFormatter, @unchecked Sendable {
        override init() { super.init(); locale = __AccordPreviewLocale.locale }
        required init?(coder: Foundation.NSCoder) { super.init(coder: coder) }
        override class func localizedString(from num: Foundation.NSNumber, number nstyle: Foundation.NumberFormatter.Style) -> String {
            let f = NumberFormatter()
            f.numberStyle = nstyle
            return f.string(from: num) ?? ""
        }
    }

    """
}

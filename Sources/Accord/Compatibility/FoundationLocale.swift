import Foundation

// The preview's locale. Xcode's previews run in the simulator's locale, en_US unless changed; a
// preview process on Linux would otherwise format with the machine's locale (Foundation on Linux
// answers `en_001`, "world English", whatever LANG says: "14/11/2023", "US$12.50"). Everything
// Accord formats — `Text(_:format:)`, `Text(_:formatter:)`, `"\(value, format:)"`,
// `"\(value, formatter:)"`, `Text(_:style:)`, `TextField(value:format:)`, `DatePicker` — uses the
// environment's locale (en_US unless `.environment(\.locale, …)`), replacing the process's
// default locale of a style or formatter; an explicit `.locale(…)` is kept.
//
// Not covered: Foundation calls a file makes itself (`date.formatted()`, `Locale.current`, a
// `DateFormatter`'s `string(from:)`) still use the machine's locale. Re-declaring them in Accord
// would shadow Foundation's only in files that do not also `import Foundation`; in files that
// do (most), every such call would become ambiguous — so they are left alone.

/// Where Accord's locale comes from.
enum PreviewLocale {
    /// The locale a preview formats in when nothing else is set: en_US, as Xcode's previews.
    static let identifier = "en_US"
    static let locale = Locale(identifier: identifier)

    /// Foundation's own current locales (the machine's), which Accord's `Locale.current` hides.
    static let machineAutoupdating = Date.FormatStyle().locale
    static let machineCurrent: Locale = NSLocale.current
    static let machineFixed = Locale(identifier: NSLocale.current.identifier)

    /// The locale Accord formats in now: the environment's (en_US unless set) while a view's
    /// body is built, else the preview's.
    static var effective: Locale { EnvironmentValues.current.locale }

    /// `style` in `locale` when it uses the process's current locale (a style's default), else
    /// unchanged (a style without a locale answers itself to `.locale(_:)`: unchanged too).
    static func adopting<F: FormatStyle>(_ style: F, _ locale: Locale = effective) -> F {
        if style.locale(machineAutoupdating) == style || style.locale(machineCurrent) == style || style.locale(machineFixed) == style {
            return style.locale(locale)
        }
        return style
    }

    /// Whether a formatter's locale is the process's current one (its default).
    static func isMachineDefault(_ locale: Locale?) -> Bool {
        guard let locale else { return true }
        return locale == machineCurrent || locale == machineAutoupdating || locale.identifier == machineFixed.identifier
    }
}

extension PreviewLocale {
    /// Runs `body` with `formatter` switched to the preview's locale if it is in the machine's
    /// (its default), then puts its locale back.
    static func withPreviewLocale<F: Formatter, R>(_ formatter: F, get: (F) -> Locale?, set: (F, Locale?) -> Void,
                                                   _ body: (F) -> R) -> R {
        let original = get(formatter)
        guard isMachineDefault(original) else { return body(formatter) }
        set(formatter, effective)
        defer { set(formatter, original) }
        return body(formatter)
    }

    /// `Formatter.string(for:)` in the preview's locale (date and number formatters).
    static func string(_ formatter: Formatter, for value: Any?) -> String? {
        guard let value else { return nil }
        if let f = formatter as? DateFormatter {
            return withPreviewLocale(f, get: { $0.locale }, set: { $0.locale = $1 }) { $0.string(for: value) }
        }
        if let f = formatter as? NumberFormatter {
            return withPreviewLocale(f, get: { $0.locale }, set: { $0.locale = $1 }) { $0.string(for: value) }
        }
        return formatter.string(for: value)
    }
}

import Foundation

// `Measurement.formatted()` and `.measurement(width:usage:numberFormatStyle:)`, which Linux's
// Foundation lacks (its MeasurementFormatter is unavailable too). The value is formatted with the
// number style (en_US grouping and decimals) and the unit's symbol or name; the unit is kept as
// given (Apple's `.general` usage may convert to the locale's preferred unit — approximate).

/// How a measurement's unit is chosen (Foundation's `MeasurementFormatUnitUsage`). Accord keeps
/// the unit as given for every usage.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Codable, Sendable {
    let name: String
    /// The locale's general-purpose unit.
    public static var general: MeasurementFormatUnitUsage<UnitType> { MeasurementFormatUnitUsage(name: "general") }
    /// The unit as given.
    public static var asProvided: MeasurementFormatUnitUsage<UnitType> { MeasurementFormatUnitUsage(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// Road distances.
    public static var road: MeasurementFormatUnitUsage<UnitLength> { MeasurementFormatUnitUsage(name: "road") }
    /// A person's height.
    public static var personHeight: MeasurementFormatUnitUsage<UnitLength> { MeasurementFormatUnitUsage(name: "personHeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// Weather temperatures.
    public static var weather: MeasurementFormatUnitUsage<UnitTemperature> { MeasurementFormatUnitUsage(name: "weather") }
    /// A person's temperature.
    public static var person: MeasurementFormatUnitUsage<UnitTemperature> { MeasurementFormatUnitUsage(name: "person") }
}

extension Measurement where UnitType: Dimension {
    /// Formats measurements (Foundation's `Measurement.FormatStyle`).
    public struct FormatStyle: Foundation.FormatStyle, Hashable, Sendable {
        /// How the unit is written (Foundation's `Measurement.FormatStyle.UnitWidth`).
        public struct UnitWidth: Hashable, Codable, Sendable {
            let name: String
            /// The unit's full name: "5 kilometers".
            public static var wide: UnitWidth { UnitWidth(name: "wide") }
            /// The unit's symbol: "5 km".
            public static var abbreviated: UnitWidth { UnitWidth(name: "abbreviated") }
            /// The symbol without a space: "5km".
            public static var narrow: UnitWidth { UnitWidth(name: "narrow") }
        }
        /// How the unit is written.
        public var width: UnitWidth
        /// The locale (formatting is en_US).
        public var locale: Locale
        /// How the unit is chosen (kept as given).
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is written.
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        /// A style of `width` for `usage`.
        public init(width: UnitWidth, locale: Locale = Locale(identifier: "en_US"), usage: MeasurementFormatUnitUsage<UnitType>? = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width; self.locale = locale; self.usage = usage; self.numberFormatStyle = numberFormatStyle
        }

        /// "5.25 km", "5.25 kilometers", "5.25km".
        public func format(_ value: Measurement<UnitType>) -> String {
            let number = (numberFormatStyle ?? FloatingPointFormatStyle<Double>(locale: Locale(identifier: "en_US"))).format(value.value)
            let symbol = value.unit.symbol
            switch width {
            case .wide:
                let name = Self.wideNames[symbol].map { value.value == 1 ? $0.one : $0.other } ?? symbol
                return number + " " + name
            case .narrow:
                return number + symbol
            default:
                return symbol.hasPrefix("°") ? number + symbol : number + " " + symbol
            }
        }

        /// Full names of common units (singular, plural), by symbol.
        static var wideNames: [String: (one: String, other: String)] { [
            "km": ("kilometer", "kilometers"), "m": ("meter", "meters"), "cm": ("centimeter", "centimeters"),
            "mm": ("millimeter", "millimeters"), "mi": ("mile", "miles"), "ft": ("foot", "feet"), "in": ("inch", "inches"),
            "yd": ("yard", "yards"), "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"), "lb": ("pound", "pounds"),
            "oz": ("ounce", "ounces"), "L": ("liter", "liters"), "mL": ("milliliter", "milliliters"),
            "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"),
            "K": ("kelvin", "kelvins"), "s": ("second", "seconds"), "min": ("minute", "minutes"), "hr": ("hour", "hours"),
            "km/h": ("kilometer per hour", "kilometers per hour"), "mph": ("mile per hour", "miles per hour"),
            "m/s": ("meter per second", "meters per second"), "kcal": ("kilocalorie", "kilocalories"), "kJ": ("kilojoule", "kilojoules"),
        ] }
    }

    /// The measurement as text, abbreviated: "5 km" (Foundation's `formatted()`).
    public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }
    /// The measurement formatted by `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }
}

extension FormatStyle {
    /// A measurement style (`.measurement(width: .wide)`).
    public static func measurement<UnitType: Dimension>(width: Measurement<UnitType>.FormatStyle.UnitWidth,
                                                        usage: MeasurementFormatUnitUsage<UnitType> = .general,
                                                        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
        where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

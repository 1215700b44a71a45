import Foundation

// Foundation's `MeasurementFormatter`, which swift-corelibs-foundation marks unavailable: this
// class shadows it for code that imports Accord. Numbers go through `numberFormatter` (decimal
// style: grouping and at most three fraction digits, as the formatter's default on iOS); the
// unit is written by `unitStyle` — `.medium` "4.7 kΩ", `.short` "4.7kΩ", `.long` the unit's name
// where Accord knows it (else its symbol). `.naturalScale` picks the metric prefix that leaves
// the largest value of at least 1 (4700 Ω → 4.7 kΩ, 0.25 m → 25 cm); `.providedUnit` keeps the
// unit. Without either, iOS converts to the locale's preferred unit; Accord converts
// temperatures for a US locale (°F) and otherwise keeps the unit (approximate).

/// Writes measurements for people (Foundation's `MeasurementFormatter`).
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// How the unit is chosen.
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The unit as given.
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// The metric prefix that reads best.
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// A temperature without its unit ("20°").
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// How the unit is chosen (none: the locale's preferred unit).
    open var unitOptions: UnitOptions = []
    /// How the unit is written (`.medium`: its symbol after a space).
    open var unitStyle: Formatter.UnitStyle = .medium
    /// The locale (en_US unless set).
    open var locale: Locale! = Locale(identifier: "en_US")
    /// How the number is written.
    open var numberFormatter: NumberFormatter! = MeasurementFormatter.defaultNumberFormatter()

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    static func defaultNumberFormatter() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        return formatter
    }

    /// "4.7 kΩ".
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        var value = measurement.value
        var unit: Unit = measurement.unit
        if let dimension = unit as? Dimension {
            if unitOptions.contains(.naturalScale), let family = Self.scaleFamily(of: dimension) {
                (value, unit) = Self.naturalScale(value, of: dimension, in: family)
            } else if !unitOptions.contains(.providedUnit), let temperature = dimension as? UnitTemperature,
                      temperature != .fahrenheit, locale?.region?.identifier == "US" {
                value = Measurement(value: value, unit: temperature).converted(to: .fahrenheit).value
                unit = UnitTemperature.fahrenheit
            }
        }
        let number = numberFormatter?.string(from: NSNumber(value: value)) ?? String(value)
        if unit is UnitTemperature && unitOptions.contains(.temperatureWithoutUnit) { return number + "°" }
        switch unitStyle {
        case .long:
            let names = Self.longNames[unit.symbol]
            return number + " " + (names.map { value == 1 ? $0.one : $0.other } ?? unit.symbol)
        case .short:
            return number + unit.symbol
        default:
            return unit.symbol.hasPrefix("°") ? number + unit.symbol : number + " " + unit.symbol
        }
    }

    /// A unit alone: its symbol, or its name in the long style.
    open func string(from unit: Unit) -> String {
        unitStyle == .long ? (Self.longNames[unit.symbol]?.other ?? unit.symbol) : unit.symbol
    }

    /// A measurement given as `Any`.
    open override func string(for obj: Any?) -> String? {
        guard let measurement = obj as? Measurement<Unit> else { return nil }
        return string(from: measurement)
    }

    /// The metric units a dimension's natural scale chooses from, smallest first.
    static func scaleFamily(of unit: Dimension) -> [Dimension]? {
        let families: [[Dimension]] = [
            [UnitElectricResistance.microohms, UnitElectricResistance.milliohms, UnitElectricResistance.ohms, UnitElectricResistance.kiloohms, UnitElectricResistance.megaohms] as [Dimension],
            [UnitElectricCurrent.microamperes, UnitElectricCurrent.milliamperes, UnitElectricCurrent.amperes, UnitElectricCurrent.kiloamperes, UnitElectricCurrent.megaamperes] as [Dimension],
            [UnitElectricPotentialDifference.microvolts, UnitElectricPotentialDifference.millivolts, UnitElectricPotentialDifference.volts, UnitElectricPotentialDifference.kilovolts, UnitElectricPotentialDifference.megavolts] as [Dimension],
            [UnitFrequency.millihertz, UnitFrequency.hertz, UnitFrequency.kilohertz, UnitFrequency.megahertz, UnitFrequency.gigahertz, UnitFrequency.terahertz] as [Dimension],
            [UnitPower.milliwatts, UnitPower.watts, UnitPower.kilowatts, UnitPower.megawatts, UnitPower.gigawatts, UnitPower.terawatts] as [Dimension],
            [UnitLength.millimeters, UnitLength.centimeters, UnitLength.meters, UnitLength.kilometers] as [Dimension],
            [UnitMass.milligrams, UnitMass.grams, UnitMass.kilograms] as [Dimension],
            [UnitVolume.milliliters, UnitVolume.liters] as [Dimension],
            [UnitEnergy.joules, UnitEnergy.kilojoules] as [Dimension],
            [UnitInformationStorage.bytes, UnitInformationStorage.kilobytes, UnitInformationStorage.megabytes, UnitInformationStorage.gigabytes, UnitInformationStorage.terabytes] as [Dimension],
        ]
        return families.first { family in family.contains { $0.symbol == unit.symbol && type(of: $0) == type(of: unit) } }
    }

    /// The value in the largest unit of the family where it is at least 1 (else the smallest).
    static func naturalScale(_ value: Double, of unit: Dimension, in family: [Dimension]) -> (Double, Dimension) {
        let base = unit.converter.baseUnitValue(fromValue: value)
        guard base != 0 else { return (value, unit) }
        let scaled = family.map { ($0.converter.value(fromBaseUnitValue: base), $0) }
        return scaled.last { abs($0.0) >= 1 - 1e-9 } ?? scaled[0]
    }

    /// Unit names for the long style (singular, plural), by symbol.
    static let longNames: [String: (one: String, other: String)] = [
        "Ω": ("ohm", "ohms"), "kΩ": ("kilohm", "kilohms"), "MΩ": ("megohm", "megohms"), "mΩ": ("milliohm", "milliohms"),
        "A": ("ampere", "amperes"), "mA": ("milliampere", "milliamperes"), "V": ("volt", "volts"), "mV": ("millivolt", "millivolts"),
        "kV": ("kilovolt", "kilovolts"), "Hz": ("hertz", "hertz"), "kHz": ("kilohertz", "kilohertz"), "MHz": ("megahertz", "megahertz"),
        "GHz": ("gigahertz", "gigahertz"), "W": ("watt", "watts"), "kW": ("kilowatt", "kilowatts"), "mW": ("milliwatt", "milliwatts"),
        "m": ("meter", "meters"), "km": ("kilometer", "kilometers"), "cm": ("centimeter", "centimeters"), "mm": ("millimeter", "millimeters"),
        "mi": ("mile", "miles"), "ft": ("foot", "feet"), "in": ("inch", "inches"), "g": ("gram", "grams"), "kg": ("kilogram", "kilograms"),
        "mg": ("milligram", "milligrams"), "lb": ("pound", "pounds"), "L": ("liter", "liters"), "mL": ("milliliter", "milliliters"),
        "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"), "J": ("joule", "joules"),
        "kJ": ("kilojoule", "kilojoules"), "kcal": ("kilocalorie", "kilocalories"), "s": ("second", "seconds"), "min": ("minute", "minutes"),
        "hr": ("hour", "hours"), "km/h": ("kilometer per hour", "kilometers per hour"), "mph": ("mile per hour", "miles per hour"),
    ]
}

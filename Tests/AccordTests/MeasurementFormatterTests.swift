import XCTest
import Foundation
@testable import Accord

/// `MeasurementFormatter`, which Linux's Foundation marks unavailable (issue 11, blockers7 A2 —
/// IDResistors' preset list and code views). Expected strings are iOS's for en_US: "4.7 kΩ" for
/// 4,700 Ω with `.naturalScale` (the blocker's repro, seen on an iPhone) and "27 kΩ" (the
/// app's THT code view); the medium style is the symbol after a space, the short style without
/// it, numbers through a decimal NumberFormatter (grouping, at most three fraction digits).
final class MeasurementFormatterTests: XCTestCase {
    func testTheNaturalScaleChoosesTheMetricPrefix() {
        let formatter = MeasurementFormatter()
        formatter.unitOptions = .naturalScale
        XCTAssertEqual(formatter.string(from: Measurement(value: 4700, unit: UnitElectricResistance.ohms)), "4.7 kΩ")
        XCTAssertEqual(formatter.string(from: Measurement(value: 27, unit: UnitElectricResistance.kiloohms)), "27 kΩ")
        XCTAssertEqual(formatter.string(from: Measurement(value: 1_000_000, unit: UnitElectricResistance.ohms)), "1 MΩ")
        XCTAssertEqual(formatter.string(from: Measurement(value: 470, unit: UnitElectricResistance.ohms)), "470 Ω")
        XCTAssertEqual(formatter.string(from: Measurement(value: 0.25, unit: UnitLength.meters)), "25 cm")
    }

    func testTheProvidedUnitKeepsTheUnitAndGroupsTheNumber() {
        let formatter = MeasurementFormatter()
        formatter.unitOptions = .providedUnit
        XCTAssertEqual(formatter.string(from: Measurement(value: 4700, unit: UnitElectricResistance.ohms)), "4,700 Ω")
        XCTAssertEqual(formatter.string(from: Measurement(value: 1.23456, unit: UnitLength.kilometers)), "1.235 km")
        XCTAssertEqual(formatter.string(from: Measurement(value: 20, unit: UnitTemperature.celsius)), "20°C")
        formatter.unitStyle = .short
        XCTAssertEqual(formatter.string(from: Measurement(value: 2.2, unit: UnitElectricResistance.kiloohms)), "2.2kΩ")
        formatter.unitStyle = .long
        XCTAssertEqual(formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)), "5 kilometers")
    }

    func testAUSLocaleShowsTemperaturesInFahrenheitUnlessTheUnitIsProvided() {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: "en_US")
        XCTAssertEqual(formatter.string(from: Measurement(value: 20, unit: UnitTemperature.celsius)), "68°F")
        formatter.unitOptions = [.providedUnit, .temperatureWithoutUnit]
        XCTAssertEqual(formatter.string(from: Measurement(value: 20, unit: UnitTemperature.celsius)), "20°")
    }

    func testTheNumberFormatterCanBeReplaced() {
        let formatter = MeasurementFormatter()
        formatter.unitOptions = .providedUnit
        let numbers = NumberFormatter()
        numbers.numberStyle = .decimal
        numbers.minimumFractionDigits = 1
        numbers.maximumFractionDigits = 1
        formatter.numberFormatter = numbers
        XCTAssertEqual(formatter.string(from: Measurement(value: 3, unit: UnitElectricPotentialDifference.volts)), "3.0 V")
        XCTAssertEqual(formatter.string(from: UnitElectricPotentialDifference.volts), "V")
    }
}

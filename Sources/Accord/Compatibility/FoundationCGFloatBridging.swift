import Foundation

// `CGFloat as NSNumber`, which Apple's Foundation bridges and Linux's does not (it bridges Int,
// Double and the other standard numbers, not its own CGFloat): real code formats a fraction
// with `NumberFormatter.localizedString(from: fraction as NSNumber, number: .percent)`.
// Conforming CGFloat to the bridging protocol Foundation uses for Double makes the coercion,
// `number as? CGFloat` and `value as Any as? NSNumber` behave as on Apple platforms: an NSNumber
// holding the value as a Double.

extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber

    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}

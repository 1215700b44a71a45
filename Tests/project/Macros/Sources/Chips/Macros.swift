/// Adds `static var width: Double` with the given value.
@attached(member, names: named(width))
public macro Metrics(width: Double) = #externalMacro(module: "ChipMacros", type: "MetricsMacro")

/// Twice the value.
@freestanding(expression)
public macro doubled(_ value: Double) -> Double = #externalMacro(module: "ChipMacros", type: "DoubledMacro")

/// A type whose members are main-actor isolated.
public protocol Isolated {}

/// Puts the members on the main actor.
@attached(memberAttribute)
@attached(extension, conformances: Isolated)
public macro Isolated() = #externalMacro(module: "ChipMacros", type: "IsolatedMacro")

import Foundation
import AccordLayout

/// A key for a value in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree (fonts, colours, layout direction…), as SwiftUI's.
/// There is no run loop: values are static for one rendering.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// The default environment: light, left to right, `.large` Dynamic Type, the preview device's size classes and scale (an iPhone: compact width, regular height, 3).
    public init() {}

    /// The value for a custom key (its `defaultValue` when unset), as `@Entry`-less SwiftUI code reads and writes it.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Unwrap the dictionary's optional first: a missing entry cast to an optional `Value`
            // would succeed as nil and hide a non-nil default.
            guard let stored = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            return stored as? K.Value ?? K.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The environment of the view whose body is being evaluated.
    @TaskLocal public static var current = EnvironmentValues()

    /// A short summary for debugging.
    public var description: String { "EnvironmentValues(\(storage.count) values)" }
}

/// The size class of an axis: compact (an iPhone's width) or regular (SwiftUI's `UserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
/// Light or dark appearance (SwiftUI's `ColorScheme`).
public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }

/// The Dynamic Type size, from `.xSmall` to `.accessibility5` (SwiftUI's `DynamicTypeSize`); `.large` is the default.
public enum DynamicTypeSize: Int, Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    /// Smaller sizes come first.
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    /// Whether the size is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
/// Size classes default to the preview device's (iPhone portrait: compact × regular; iPad:
/// regular × regular).
struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { CurrentPreviewDevice.device.sizeClasses.horizontal }
}
struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { CurrentPreviewDevice.device.sizeClasses.vertical }
}
struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { CurrentPreviewDevice.device.screenScale } }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Left to right or right to left; leading and trailing follow it.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// The horizontal size class (compact on an iPhone in portrait).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// The vertical size class (regular on an iPhone in portrait).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// Light or dark: system colours and materials resolve in it.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// The Dynamic Type size text styles and `@ScaledMetric` scale with.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// Pixels a point of the display (the renderer's or the preview device's scale).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// Whether controls inside are enabled (false under `disabled(true)`: controls drawn dimmed).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

/// Reads a value from the environment of the view being built.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    let read: (EnvironmentValues) -> Value
    /// Reads the environment value at `keyPath` (SwiftUI's `@Environment(\.colorScheme)`).
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }
    init(read: @escaping (EnvironmentValues) -> Value) { self.read = read }
    /// The value in the environment the view is built in.
    public var wrappedValue: Value { read(EnvironmentValues.current) }
}

extension View {
    /// Sets an environment value for this view and everything inside it (SwiftUI's `environment(_:_:)`).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        transformEnvironment { $0[keyPath: keyPath] = value }
    }
    /// Changes an environment value for this view and everything inside it (SwiftUI's `transformEnvironment(_:transform:)`).
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        transformEnvironment { transform(&$0[keyPath: keyPath]) }
    }
    /// The Dynamic Type size for this view and everything inside it (SwiftUI's `dynamicTypeSize(_:)`).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }
    /// Disables the controls inside when `disabled` is true: drawn dimmed and not tappable (SwiftUI's `disabled(_:)`).
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment { if disabled { $0.isEnabled = false } }
    }
}

/// A reference to a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup
/// A two-way connection to a value stored elsewhere (SwiftUI's `Binding`): `$name` of a `@State`.
public struct Binding<Value>: @unchecked Sendable {
    let get: () -> Value
    let set: (Value) -> Void
    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    /// The binding itself (for `@Binding var x: T` initialised from `$y`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    /// A binding that always reads `value` and ignores writes (SwiftUI's `.constant(_:)`), for previews.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    /// The bound value.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    /// The binding itself (`$x` of a `@Binding var x`).
    public var projectedValue: Binding<Value> { self }
    /// A binding to a property of the bound value: `$user.name`.
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> {
        let g = get, s = set
        return Binding<T>(get: { g()[keyPath: keyPath] }, set: { var v = g(); v[keyPath: keyPath] = $0; s(v) })
    }
}

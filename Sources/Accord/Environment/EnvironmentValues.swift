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

    public init() {}

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

    public var description: String { "EnvironmentValues(\(storage.count) values)" }
}

public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }

public enum DynamicTypeSize: Int, Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
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
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

/// Reads a value from the environment of the view being built.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    let read: (EnvironmentValues) -> Value
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }
    init(read: @escaping (EnvironmentValues) -> Value) { self.read = read }
    public var wrappedValue: Value { read(EnvironmentValues.current) }
}

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        transformEnvironment { $0[keyPath: keyPath] = value }
    }
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        transformEnvironment { transform(&$0[keyPath: keyPath]) }
    }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment { if disabled { $0.isEnabled = false } }
    }
}

/// A reference to a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: @unchecked Sendable {
    let get: () -> Value
    let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> {
        let g = get, s = set
        return Binding<T>(get: { g()[keyPath: keyPath] }, set: { var v = g(); v[keyPath: keyPath] = $0; s(v) })
    }
}

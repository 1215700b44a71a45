// No `import Foundation`: the framework's umbrella header (Resources/Kit.h) imports it, and
// Xcode lets the framework's Swift code see what it imports.
public struct Price {
    public init() {}
    public var stamp: Date { Date(timeIntervalSince1970: 0) }
    public var height: Double { 20 }
}

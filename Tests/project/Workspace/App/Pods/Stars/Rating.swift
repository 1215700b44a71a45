import Foundation
// A pod's source, as CocoaPods commits it under Pods/<name>.
public struct Rating {
    public init() {}
    public var width: Double { 30 }
}

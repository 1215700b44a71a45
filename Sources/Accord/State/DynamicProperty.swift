import Foundation

/// A stored property of a view that the view graph updates, as SwiftUI's `DynamicProperty`:
/// `@State` and `@StateObject` inside your own property wrappers that conform are kept at the
/// view's identity like the view's own. `update()` is not called (nothing changes between a
/// view's evaluations in a still frame but the state the graph already keeps).
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

extension State: DynamicProperty {}
extension StateObject: DynamicProperty {}
extension FocusState: DynamicProperty {}
extension GestureState: DynamicProperty {}
extension Namespace: DynamicProperty {}

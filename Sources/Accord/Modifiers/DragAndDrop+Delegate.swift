import Foundation
import AccordLayout

// `onDrop(of:delegate:)` and its delegate types. A still frame is never dropped on: the delegate
// is kept and never called (inert, like `onDrop(of:isTargeted:perform:)` in DragAndDrop.swift).

/// What a drop would do (SwiftUI's `DropOperation`).
public enum DropOperation: Hashable, Sendable {
    /// The drop is refused.
    case cancel
    /// The drop is not allowed here.
    case forbidden
    /// The items are copied.
    case copy
    /// The items are moved.
    case move
}

/// The answer to a drop in progress (SwiftUI's `DropProposal`).
public struct DropProposal: Hashable, Sendable {
    /// The operation the drop would perform.
    public let operation: DropOperation
    /// A proposal of `operation`.
    public init(operation: DropOperation) { self.operation = operation }
}

/// A drop in progress (SwiftUI's `DropInfo`); a still frame never makes one.
public struct DropInfo: Sendable {
    /// Where the drop is, in the drop target's coordinates.
    public let location: CGPoint
    /// Whether items of any of `contentTypes` are dropped.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { false }
    /// Whether items of any of the type identifiers are dropped.
    public func hasItemsConforming(to types: [String]) -> Bool { false }
    /// The dropped items of any of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { [] }
    /// The dropped items of any of the type identifiers.
    public func itemProviders(for types: [String]) -> [NSItemProvider] { [] }
}

/// Reacts to drops on a view (SwiftUI's `DropDelegate`); only `performDrop(info:)` is required.
public protocol DropDelegate {
    /// Whether the drop is accepted.
    func validateDrop(info: DropInfo) -> Bool
    /// Performs the drop; answers whether it succeeded.
    func performDrop(info: DropInfo) -> Bool
    /// The drop entered the view.
    func dropEntered(info: DropInfo)
    /// The drop moved within the view; answers the proposed operation.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// The drop left the view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Accepts every drop.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Nothing to do.
    public func dropEntered(info: DropInfo) {}
    /// No proposal: the default operation.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Nothing to do.
    public func dropExited(info: DropInfo) {}
}

extension View {
    /// Lets items of `supportedContentTypes` be dropped on the view, handled by `delegate`
    /// (SwiftUI's `onDrop(of:delegate:)`). Inert: nothing is dropped in a still frame.
    public func onDrop(of supportedContentTypes: [UTType], delegate: DropDelegate) -> some View { self }
    /// Lets items of the type identifiers be dropped on the view, handled by `delegate`. Inert.
    public func onDrop(of supportedTypes: [String], delegate: DropDelegate) -> some View { self }
}

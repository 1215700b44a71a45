import Foundation

extension View {
    /// Makes the view a drag source of the item `data` provides. A still preview is never dragged:
    /// the closure is not called and the view is unchanged (inert).
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
    /// Makes the view a drag source with a custom preview (inert, as `onDrag(_:)`).
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }
    /// Makes the view a drop target for `supportedContentTypes`. Nothing is dropped in a preview:
    /// `isTargeted` stays as it is and `action` is never called (inert).
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }
    /// A drop target with the drop location (inert, as `onDrop(of:isTargeted:perform:)`).
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View { self }
    /// A drop target named by type-identifier strings (inert).
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }
    /// Makes the view a drag source of a transferable `payload` (SwiftUI's `draggable(_:)`): inert, as `onDrag`.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
    /// Makes the view a drag source with a custom preview (SwiftUI's `draggable(_:preview:)`): inert.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View { self }
    /// Makes the view a drop target for transferable items (SwiftUI's `dropDestination(for:action:isTargeted:)`):
    /// nothing is dropped in a preview, so neither closure is called (inert).
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }
}

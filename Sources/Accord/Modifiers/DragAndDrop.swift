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
}

import Foundation
import AccordLayout

/// The size of the root container (the window / canvas), for `containerRelativeFrame` outside
/// any ScrollView. Set by the host (`HostedLayout`) through `_setRootContainer`.
struct RootContainerSizeKey: EnvironmentKey { static let defaultValue: CGSize? = nil }

extension EnvironmentValues {
    /// The root container's size, if the host told it.
    public var _rootContainerSize: CGSize? {
        get { self[RootContainerSizeKey.self] }
        set { self[RootContainerSizeKey.self] = newValue }
    }

    /// The host's hook: the root container is the proposal the root is given (its canvas where
    /// a dimension is unspecified).
    public mutating func _setRootContainer(proposal: ProposedViewSize, canvas: CGSize?) {
        let p = proposal.sanitized()
        func pick(_ v: CGFloat?, _ c: CGFloat?) -> CGFloat? {
            if let v, v.isFinite { return v }
            if let c, c.isFinite { return c }
            return nil
        }
        if let w = pick(p.width, canvas?.width), let h = pick(p.height, canvas?.height) {
            _rootContainerSize = CGSize(width: w, height: h)
        }
    }
}

extension View {
    /// A frame as long as the container (the nearest ScrollView, else the root) on `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// A frame `span` cells long when the container is split into `count` cells separated by
    /// `spacing`: `(L − spacing·(count − 1)) / count · span + spacing·(span − 1)`. A count or span
    /// below 1 counts as 1.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let s = spacing.isFinite ? spacing : 0
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            ContainerRelativeFrameBehaviour.gridLength(length, count: count, span: span, spacing: s)
        }
    }

    /// A frame whose length on each of `axes` is `length(containerLength, axis)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        nodeModifier { content, ctx in
            let root = ctx.environment._rootContainerSize
            let env = ctx.environment
            let measure: (CGFloat, Axis) -> CGFloat = { l, a in
                EnvironmentValues.$current.withValue(env) { length(l, a) }
            }
            return content(ctx).map {
                wrap($0, ContainerRelativeFrameBehaviour(axes: axes, alignment: alignment, rootSize: root, length: measure),
                     label: ".containerRelativeFrame")
            }
        }
    }
}

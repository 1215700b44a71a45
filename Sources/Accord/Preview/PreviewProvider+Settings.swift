import Foundation
import AccordLayout

/// The orientation a `PreviewProvider` preview is shown in (SwiftUI's `InterfaceOrientation`,
/// given to `previewInterfaceOrientation(_:)`).
public struct InterfaceOrientation: Hashable, Sendable, Identifiable, CaseIterable {
    /// The orientation's name, as SwiftUI's `id`.
    public let id: String
    /// The device held upright, the default.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// The device held upside down (drawn as portrait: a preview's canvas is the same).
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// The device held sideways, its top to the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// The device held sideways, its top to the right (drawn as landscape left).
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    /// Every orientation.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The platform of a `PreviewProvider`'s previews (SwiftUI's `PreviewPlatform`). Accord draws
/// every preview on an iOS device canvas.
public enum PreviewPlatform: Sendable, Hashable {
    /// iOS, the canvas Accord draws.
    case iOS
    /// macOS (drawn on the iOS canvas).
    case macOS
    /// tvOS (drawn on the iOS canvas).
    case tvOS
    /// watchOS (drawn on the iOS canvas).
    case watchOS
}

/// What a `PreviewProvider`'s modifiers (`previewLayout`, `previewDevice`, `previewDisplayName`,
/// `previewInterfaceOrientation`) ask of the preview they are written on. A provider that lists
/// several views (`Group { A().previewDevice(…); B().previewLayout(…) }`, a `ForEach` of devices)
/// shows each as a preview of its own with its own settings, as Xcode does.
struct PreviewRootSettings {
    var layout: PreviewLayout?
    var device: PreviewDevice?
    var displayName: String?
    var orientation: InterfaceOrientation?

    /// Records `change` on each of the nodes a preview modifier returns (the outermost modifier
    /// wins, as it is applied last); the nodes are kept with their settings, so an identifier
    /// cannot be reused while the record lives.
    static func mark(_ nodes: [LayoutNode], _ record: PreviewRecord, _ change: (inout PreviewRootSettings) -> Void) {
        record.withRoots { roots in
            for n in nodes {
                var s = roots[ObjectIdentifier(n)]?.settings ?? PreviewRootSettings()
                change(&s)
                roots[ObjectIdentifier(n)] = (n, s)
            }
        }
    }

    /// The settings of a root view: those of the outermost marked node of its tree (depth first).
    /// Nil when no node of the tree is marked.
    static func of(_ root: LayoutNode, _ record: PreviewRecord) -> PreviewRootSettings? {
        let roots = record.withRoots { $0 }
        if roots.isEmpty { return nil }
        var stack = [root]
        while let n = stack.popLast() {
            if let s = roots[ObjectIdentifier(n)] { return s.settings }
            stack += n.children.reversed()
        }
        return nil
    }
}

extension View {
    /// The orientation of a `PreviewProvider` preview's device (SwiftUI's
    /// `previewInterfaceOrientation(_:)`): landscape turns the device's canvas and safe area.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        nodeModifier { content, ctx in
            let nodes = content(ctx)
            PreviewRootSettings.mark(nodes, ctx.preview) { $0.orientation = value }
            return nodes
        }
    }
}

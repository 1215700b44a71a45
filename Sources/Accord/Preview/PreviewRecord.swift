import Foundation
import AccordLayout

/// What a preview's own modifiers (`previewLayout`, `previewDevice`, `previewDisplayName`,
/// `previewInterfaceOrientation`) ask of the preview while its views are built: one record per
/// build, carried by the `BuildContext` beside the diagnostics (not in them), and read by the
/// preview runner once the build is done (`PreviewRunner.settings(of:roots:record:)`).
final class PreviewRecord: @unchecked Sendable {
    /// Set by `.previewLayout(.fixed(width:height:))` anywhere in the build.
    var canvas: CGSize? { didSet { Invalidation.noteEffect() } }
    /// Set by `.previewDevice(_:)` anywhere in the build.
    var device: PreviewDevice? { didSet { Invalidation.noteEffect() } }
    /// Each marked node's preview settings (`PreviewRootSettings`), by node.
    private var roots: [ObjectIdentifier: (node: LayoutNode, settings: PreviewRootSettings)] = [:] {
        didSet { Invalidation.noteEffect() }
    }
    private let lock = NSLock()

    init() {}

    /// The marked nodes' settings, read or changed under the record's lock.
    func withRoots<R>(_ body: (inout [ObjectIdentifier: (node: LayoutNode, settings: PreviewRootSettings)]) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&roots)
    }
}

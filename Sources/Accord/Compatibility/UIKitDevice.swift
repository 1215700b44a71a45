import Foundation
import AccordLayout

/// The device the running preview is shown on: what `UIScreen.main`, `UIDevice.current`,
/// `UIApplication.shared`'s windows and the environment's size classes and display scale
/// describe. The preview runner sets it before building each preview; outside a preview run it is
/// an iPhone 15 (Xcode's default preview device).
package enum CurrentPreviewDevice {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var value = PreviewDevice.iPhone15

    package static var device: PreviewDevice {
        get { lock.lock(); defer { lock.unlock() }; return value }
        set { lock.lock(); value = newValue; lock.unlock() }
    }
}

extension PreviewDevice {
    /// Whether this is an iPad (else an iPhone).
    package var isPad: Bool { name.lowercased().hasPrefix("ipad") }

    /// The screen's scale (points to pixels), from Apple's device specifications: 2 for the
    /// iPhone SE (2nd/3rd generation, 326 ppi "Retina HD") and the iPads, 3 for the other iPhones
    /// listed (Super Retina XDR).
    package var screenScale: CGFloat {
        let n = name.lowercased()
        return isPad || n.hasPrefix("iphone se") ? 2 : 3
    }

    /// Whether the canvas is wider than tall.
    package var isLandscape: Bool { size.width > size.height }

    /// UIKit's size classes for the device (Apple's HIG, "Layout › Device size classes"): iPads
    /// are regular in both; iPhones are compact × regular in portrait and compact × compact in
    /// landscape (regular × compact on the Max/Plus models).
    package var sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        if isPad { return (.regular, .regular) }
        if isLandscape {
            let large = name.contains("Max") || name.contains("Plus")
            return (large ? .regular : .compact, .compact)
        }
        return (.compact, .regular)
    }
}

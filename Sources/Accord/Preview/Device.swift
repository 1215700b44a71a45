import Foundation
import AccordLayout

/// A device canvas: its size in points, its scale, the safe-area insets SwiftUI lays the root out
/// within (portrait and landscape), the corner radius of its display and what cuts into the top
/// of its screen. The catalog (`PreviewDevice.all`) is in `Device+Catalog.swift`, each entry with
/// its source.
public struct PreviewDevice: Sendable, Hashable {
    /// What sits at the top of the screen, inside the safe-area inset.
    public enum Cutout: String, Sendable, Hashable {
        /// The Dynamic Island (iPhone 14 Pro and later, iPhone 15 and later but the 16e).
        case dynamicIsland = "Dynamic Island"
        /// The TrueDepth camera's notch (iPhone X to 14, iPhone 16e).
        case notch
        /// A status bar above the screen's content and a Home button below (iPhone SE).
        case homeButton = "Home button"
        /// Nothing cuts in: the status bar only (iPads with Face ID or Touch ID in the top button).
        case none
    }

    public var name: String
    /// The canvas in points, as the device is held (portrait unless `rotated()`).
    public var size: CGSize
    public var safeArea: EdgeInsets
    /// Pixels per point (`UIScreen.scale`).
    public var scale: CGFloat
    /// The safe-area insets when the device is held in landscape (the Dynamic Island or notch on
    /// the leading side; SwiftUI's insets are symmetric either way).
    public var landscapeSafeArea: EdgeInsets
    /// The display's corner radius in points (continuous corners); 0 for square screens.
    public var cornerRadius: CGFloat
    public var cutout: Cutout
    /// Other names the device is known by (Xcode's earlier names, the generation in brackets).
    public var aliases: [String]
    /// Where the numbers come from.
    public var source: String

    public init(_ name: String, size: CGSize, safeArea: EdgeInsets) {
        self.init(name, size: size, scale: 3, safeArea: safeArea,
                  landscape: EdgeInsets(top: 0, leading: safeArea.top, bottom: safeArea.bottom > 0 ? 21 : 0, trailing: safeArea.top),
                  cornerRadius: 0, cutout: .none, source: "user-defined")
    }

    public init(_ name: String, size: CGSize, scale: CGFloat, safeArea: EdgeInsets, landscape: EdgeInsets,
                cornerRadius: CGFloat, cutout: Cutout, aliases: [String] = [], source: String) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
        self.landscapeSafeArea = landscape
        self.cornerRadius = cornerRadius
        self.cutout = cutout
        self.aliases = aliases
        self.source = source
    }

    /// The same device held in landscape: width and height swapped, the landscape insets.
    /// Rotating a landscape device gives it back in portrait.
    public func rotated() -> PreviewDevice {
        var d = self
        d.size = CGSize(width: size.height, height: size.width)
        d.safeArea = landscapeSafeArea
        d.landscapeSafeArea = safeArea
        return d
    }

    /// The screen in pixels (points × scale), as the device's screenshots are.
    public var pixelSize: (width: Int, height: Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }

    /// SwiftUI's `PreviewDevice(rawValue: "iPhone 15")`; unknown names fall back to iPhone 15
    /// (reported when the preview runs).
    public init(rawValue: String) {
        self = PreviewDevice.named(rawValue) ?? PreviewDevice(rawValue, size: PreviewDevice.iPhone15.size, safeArea: PreviewDevice.iPhone15.safeArea)
    }
    public var rawValue: String { name }

    /// The catalog's device of that name or alias: case, hyphens and extra spaces ignored
    /// ("iphone-16-pro", "iPhone 16 Pro" and "iphone 16 pro" are one device).
    public static func named(_ n: String) -> PreviewDevice? {
        func key(_ s: String) -> String {
            s.lowercased().replacingOccurrences(of: "-", with: " ").split(separator: " ").joined(separator: " ")
        }
        let k = key(n)
        return all.first { key($0.name) == k || $0.aliases.contains { key($0) == k } }
    }
}

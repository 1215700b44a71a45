import Foundation
import AccordLayout

/// UIKit's dynamic system colours, for `Color(.systemBackground)` and `Color(uiColor:)` in
/// SwiftUI code (iOS values, light and dark).
public struct UIColor: Hashable, Sendable {
    let color: Color
    init(_ color: Color) { self.color = color }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    public init(white: CGFloat, alpha: CGFloat) { color = Color(white: Double(white), opacity: Double(alpha)) }

    public static let systemBackground = UIColor(SystemColors.background)
    public static let secondarySystemBackground = UIColor(SystemColors.dyn(0xF2F2F7, 1, 0x1C1C1E, 1))
    public static let tertiarySystemBackground = UIColor(SystemColors.dyn(0xFFFFFF, 1, 0x2C2C2E, 1))
    public static let systemGroupedBackground = UIColor(SystemColors.groupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(SystemColors.secondaryGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(SystemColors.dyn(0xF2F2F7, 1, 0x2C2C2E, 1))
    public static let label = UIColor(SystemColors.label)
    public static let secondaryLabel = UIColor(SystemColors.secondaryLabel)
    public static let tertiaryLabel = UIColor(SystemColors.tertiaryLabel)
    public static let quaternaryLabel = UIColor(SystemColors.dyn(0x3C3C43, 0.18, 0xEBEBF5, 0.16))
    public static let placeholderText = UIColor(SystemColors.placeholderText)
    public static let separator = UIColor(SystemColors.separator)
    public static let opaqueSeparator = UIColor(SystemColors.dyn(0xC6C6C8, 1, 0x38383A, 1))
    public static let systemFill = UIColor(SystemColors.systemFill)
    public static let secondarySystemFill = UIColor(SystemColors.secondarySystemFill)
    public static let tertiarySystemFill = UIColor(SystemColors.tertiarySystemFill)
    public static let quaternarySystemFill = UIColor(SystemColors.dyn(0x747480, 0.08, 0x767680, 0.18))
    public static let systemGray = UIColor(.gray)
    public static let systemGray2 = UIColor(SystemColors.dyn(0xAEAEB2, 1, 0x636366, 1))
    public static let systemGray3 = UIColor(SystemColors.dyn(0xC7C7CC, 1, 0x48484A, 1))
    public static let systemGray4 = UIColor(SystemColors.dyn(0xD1D1D6, 1, 0x3A3A3C, 1))
    public static let systemGray5 = UIColor(SystemColors.dyn(0xE5E5EA, 1, 0x2C2C2E, 1))
    public static let systemGray6 = UIColor(SystemColors.dyn(0xF2F2F7, 1, 0x1C1C1E, 1))
    public static let systemRed = UIColor(.red)
    public static let systemOrange = UIColor(.orange)
    public static let systemYellow = UIColor(.yellow)
    public static let systemGreen = UIColor(.green)
    public static let systemMint = UIColor(.mint)
    public static let systemTeal = UIColor(.teal)
    public static let systemCyan = UIColor(.cyan)
    public static let systemBlue = UIColor(.blue)
    public static let systemIndigo = UIColor(.indigo)
    public static let systemPurple = UIColor(.purple)
    public static let systemPink = UIColor(.pink)
    public static let systemBrown = UIColor(.brown)
    public static let black = UIColor(.black)
    public static let white = UIColor(.white)
    public static let clear = UIColor(.clear)
}

extension Color {
    public init(_ uiColor: UIColor) { self = uiColor.color }
    public init(uiColor: UIColor) { self = uiColor.color }
    /// A named colour from an asset catalog. Accord has no asset catalogs: `AccentColor` is the
    /// accent colour and any other name the system grey.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = name == "AccentColor" ? .accentColor : .gray
    }
}

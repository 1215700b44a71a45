import Foundation

/// `.previewDevice("iPhone 15 Pro")`: SwiftUI's `PreviewDevice` is a string literal (its raw
/// value, the device's name in Xcode). An unknown name falls back to iPhone 15's canvas, reported
/// when the preview runs (as `PreviewDevice(rawValue:)`).
extension PreviewDevice: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

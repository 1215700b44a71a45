import SwiftUI

extension Color {
    /// The app's accent: a leafy green.
    static let leaf = Color(red: 0.20, green: 0.55, blue: 0.30)
    /// Soil brown, for warnings.
    static let soil = Color(red: 0.55, green: 0.35, blue: 0.20)
    /// Card backgrounds.
    static let card = Color(white: 0.95)
}

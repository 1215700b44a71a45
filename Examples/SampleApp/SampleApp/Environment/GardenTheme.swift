import SwiftUI

/// How dense the garden's rows are; set through the environment.
enum RowDensity: Hashable {
    case compact, comfortable
    var spacing: CGFloat { self == .compact ? 4 : 10 }
}

extension EnvironmentValues {
    @Entry var rowDensity: RowDensity = .comfortable
    @Entry var highlightColor: Color = .leaf
}

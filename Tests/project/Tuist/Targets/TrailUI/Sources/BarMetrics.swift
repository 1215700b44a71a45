import Foundation

enum BarMetrics {
    static let height: Double = 8
}

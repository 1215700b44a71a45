import Foundation

extension Int {
    /// "today", "1 day", "3 days".
    var daysText: String {
        switch self {
        case 0: "today"
        case 1: "1 day"
        default: "\(self) days"
        }
    }
}

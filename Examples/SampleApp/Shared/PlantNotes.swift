import Foundation

/// Shared with the widget target and kept outside the app's folder (the project lists it in the
/// `Shared` group): previews of app files find it through the project file, not the folder.
extension Plant {
    /// The hashtags in a note ("#shade #thirsty" → ["shade", "thirsty"]). A bare `/…/` regex
    /// literal: Swift 6 syntax (the target's SWIFT_VERSION is 6.0).
    static func hashtags(in note: String) -> [String] {
        note.matches(of: /#(\w+)/).map { String($0.1) }
    }

    /// "Water in 3 days", "Water today".
    var wateringSummary: String {
        let left = daysUntilWatering
        return left == 0 ? "Water today" : "Water in \(left) day\(left == 1 ? "" : "s")"
    }
}

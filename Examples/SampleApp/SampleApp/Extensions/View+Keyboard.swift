import SwiftUI
import UIKit

extension View {
    /// Ends editing: UIKit's responder-chain idiom (`#selector` needs the Objective-C runtime;
    /// Accord's transform makes it an inert `Selector`).
    func hideKeyboard() {
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
}

/// Watches for the garden being changed elsewhere (an `@objc` method, as a target-action or
/// notification selector would name it).
final class GardenChangeObserver: NSObject {
    private(set) var changes = 0

    @objc func gardenDidChange(_ note: Notification) {
        changes += 1
    }

    @objc(resetCount)
    func reset() { changes = 0 }

    var action: Selector { #selector(gardenDidChange(_:)) }
}

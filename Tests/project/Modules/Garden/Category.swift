import Foundation

/// The app's own menu categories (not the backend's `GardenKit.Category`).
enum Category: String, CaseIterable {
    case all, favourites
}

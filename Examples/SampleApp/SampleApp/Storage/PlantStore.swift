import SwiftData

/// Persistence through SwiftData (an Apple framework Linux lacks: Accord skips this file).
@Model
final class StoredPlant {
    var name: String
    var species: String
    init(name: String, species: String) {
        self.name = name
        self.species = species
    }
}

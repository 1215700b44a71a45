import CoreData
import Foundation

/// As gonzoooooo/Todo's CoreDataModels (corpus6 file 30): the model from the module's bundle.
public struct Persistence {
    public static let shared = Persistence()
    public let model: NSManagedObjectModel
    public init() {
        let url = Bundle.module.url(forResource: "Model", withExtension: "momd")
        model = NSManagedObjectModel(contentsOf: url!)!
    }
    /// The first jar on the shelf (a processed JSON resource).
    public static var firstJar: String {
        guard let url = Bundle.module.url(forResource: "shelf", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: String] else { return "no shelf" }
        return object["first"] ?? "empty"
    }
    public static var heading: String { String(localized: "store.heading", bundle: .module) }
}

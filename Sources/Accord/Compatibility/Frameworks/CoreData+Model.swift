import Foundation

// Core Data's model: entities, attributes, relationships. The `accord` tool generates the
// project's model from its `.xcdatamodeld` (Sources/accord/Project+CoreDataModel.swift) as a
// conformance of `NSManagedObjectModel` to `GeneratedModel`; an object's entity, default values
// and inverse relationships come from there. Without a model file an entity is named after its
// class, with no attributes known in advance (any key can be stored).

/// The kind of an attribute's values.
public enum NSAttributeType: UInt, Sendable {
    /// No type.
    case undefinedAttributeType = 0
    /// `Int16`.
    case integer16AttributeType = 100
    /// `Int32`.
    case integer32AttributeType = 200
    /// `Int64`.
    case integer64AttributeType = 300
    /// `Decimal`.
    case decimalAttributeType = 400
    /// `Double`.
    case doubleAttributeType = 500
    /// `Float`.
    case floatAttributeType = 600
    /// `String`.
    case stringAttributeType = 700
    /// `Bool`.
    case booleanAttributeType = 800
    /// `Date`.
    case dateAttributeType = 900
    /// `Data`.
    case binaryDataAttributeType = 1000
    /// `UUID`.
    case UUIDAttributeType = 1100
    /// `URL`.
    case URIAttributeType = 1200
    /// A value transformed to data.
    case transformableAttributeType = 1800
    /// A managed object ID.
    case objectIDAttributeType = 2000
    /// A composite of attributes.
    case compositeAttributeType = 2100
}

/// What deleting an object does to the objects a relationship holds.
public enum NSDeleteRule: UInt, Sendable {
    /// Nothing.
    case noActionDeleteRule = 0
    /// The inverse relationship forgets the deleted object.
    case nullifyDeleteRule = 1
    /// The related objects are deleted too.
    case cascadeDeleteRule = 2
    /// Deletion is refused while the relationship holds objects.
    case denyDeleteRule = 3
}

/// A property of an entity: an attribute or a relationship.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
    /// The property's name (the key of its values).
    open var name: String = ""
    /// Whether the property may be nil.
    open var isOptional: Bool = true
    /// Whether the property is not saved.
    open var isTransient: Bool = false
    /// Whether the property is indexed (ignored).
    open var isIndexed: Bool = false
    /// The entity the property belongs to.
    open internal(set) weak var entity: NSEntityDescription!
    /// Extra information from the model.
    open var userInfo: [AnyHashable: Any]? = nil
}

/// An attribute of an entity: its type and default value.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    /// The attribute's type.
    open var attributeType: NSAttributeType = .undefinedAttributeType
    /// The value a new object starts with.
    open var defaultValue: Any? = nil
    /// The name of the attribute's value class (`NSString`, `NSDate`…).
    open var attributeValueClassName: String? = nil
    /// Whether a change to the attribute's value is saved with the object's transaction (ignored).
    open var allowsExternalBinaryDataStorage: Bool = false
    /// The name of a transformable attribute's value transformer (ignored).
    open var valueTransformerName: String? = nil
}

/// A relationship of an entity: its destination, cardinality, inverse and delete rule.
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    /// The entity of the objects the relationship holds.
    open var destinationEntity: NSEntityDescription? {
        get { explicitDestination ?? destinationName.flatMap { NSManagedObjectModel.generated.entitiesByName[$0] } }
        set { explicitDestination = newValue; destinationName = newValue?.name }
    }
    private var explicitDestination: NSEntityDescription?
    /// The destination entity's name (as the model file names it).
    var destinationName: String?
    /// The relationship on the destination that points back.
    open var inverseRelationship: NSRelationshipDescription? {
        get { inverseName.flatMap { name in destinationEntity?.relationshipsByName[name] } }
        set { inverseName = newValue?.name }
    }
    /// The inverse relationship's name.
    var inverseName: String?
    /// The least number of objects (0: optional).
    open var minCount: Int = 0
    /// The most number of objects (0: unlimited; 1: a to-one relationship).
    open var maxCount: Int = 1
    /// What deleting the source object does to the destination objects.
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    /// Whether the relationship's objects are in an order (an `NSOrderedSet`).
    open var isOrdered: Bool = false
    /// Whether the relationship holds many objects.
    open var isToMany: Bool { maxCount != 1 }
}

/// An entity: a name, a class, attributes and relationships, a parent entity.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    /// The entity's name.
    open var name: String?
    /// The name of the class of its objects.
    open var managedObjectClassName: String!
    /// The class of its objects, when the model names it (generated code).
    var managedObjectClass: NSManagedObject.Type?
    /// Makes an object of the entity's class.
    var factory: ((NSEntityDescription, NSManagedObjectContext?) -> NSManagedObject)?

    /// Names the class of the entity's objects and how to make one (the tool's generated model
    /// calls this: `insertNewObject(forEntityName:into:)` then makes objects of that class).
    public func _accordSetClass<T: NSManagedObject>(_ cls: T.Type, make: @escaping (NSEntityDescription, NSManagedObjectContext?) -> T) {
        managedObjectClass = cls
        managedObjectClassName = String(describing: cls)
        factory = { make($0, $1) }
    }
    /// Whether the entity has no objects of its own (only its sub-entities do).
    open var isAbstract: Bool = false
    /// The parent entity.
    open var superentity: NSEntityDescription? {
        get { explicitSuperentity ?? superentityName.flatMap { NSManagedObjectModel.generated.entitiesByName[$0] } }
        set { explicitSuperentity = newValue; superentityName = newValue?.name; cachedAttributes = nil; cachedRelationships = nil }
    }
    private var explicitSuperentity: NSEntityDescription?
    var superentityName: String?
    /// The entity's own properties (attributes and relationships).
    open var properties: [NSPropertyDescription] = [] {
        didSet { for p in properties { p.entity = self }; cachedAttributes = nil; cachedRelationships = nil }
    }
    /// Extra information from the model.
    open var userInfo: [AnyHashable: Any]? = nil
    private var cachedAttributes: [NSAttributeDescription]?
    private var cachedRelationships: [NSRelationshipDescription]?

    /// An entity with no properties.
    public override init() { super.init() }

    /// The entity's attributes by name (its parent's too).
    open var attributesByName: [String: NSAttributeDescription] {
        Dictionary(allAttributes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }
    /// The entity's relationships by name (its parent's too).
    open var relationshipsByName: [String: NSRelationshipDescription] {
        Dictionary(allRelationships.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }
    /// The entity's properties by name (its parent's too).
    open var propertiesByName: [String: NSPropertyDescription] {
        var out: [String: NSPropertyDescription] = [:]
        for p in (superentity?.propertiesByName.values.map { $0 } ?? []) + properties { out[p.name] = p }
        return out
    }
    /// The entities whose parent this is.
    open var subentities: [NSEntityDescription] {
        NSManagedObjectModel.generated.entities.filter { $0.superentityName == name && name != nil }
    }

    /// Attributes, the parent's first.
    var allAttributes: [NSAttributeDescription] {
        if let c = cachedAttributes { return c }
        let all = (superentity?.allAttributes ?? []) + properties.compactMap { $0 as? NSAttributeDescription }
        cachedAttributes = all
        return all
    }
    /// Relationships, the parent's first.
    var allRelationships: [NSRelationshipDescription] {
        if let c = cachedRelationships { return c }
        let all = (superentity?.allRelationships ?? []) + properties.compactMap { $0 as? NSRelationshipDescription }
        cachedRelationships = all
        return all
    }

    /// Whether this entity is `other` or one of its descendants.
    open func isKindOf(entity other: NSEntityDescription) -> Bool {
        var e: NSEntityDescription? = self
        var steps = 0
        while let current = e, steps < 64 {
            if current === other || (current.name != nil && current.name == other.name) { return true }
            e = current.superentity
            steps += 1
        }
        return false
    }

    /// Whether this entity is named `name` or descends from an entity so named.
    func isKind(ofEntityNamed name: String) -> Bool {
        var e: NSEntityDescription? = self
        var steps = 0
        while let current = e, steps < 64 {
            if current.name == name { return true }
            e = current.superentity
            steps += 1
        }
        return false
    }

    /// The entity named `name` in the model of `context` (the project's model).
    open class func entity(forEntityName name: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        NSManagedObjectModel.generated.entitiesByName[name] ?? adHoc.values.first { $0.name == name }
    }

    /// A new object of the entity named `name`, inserted into `context`: of the entity's class
    /// when the model names one.
    open class func insertNewObject(forEntityName name: String, into context: NSManagedObjectContext) -> NSManagedObject {
        let entity = self.entity(forEntityName: name, in: context) ?? named(name)
        if let make = entity.factory { return make(entity, context) }
        return NSManagedObject(entity: entity, insertInto: context)
    }

    nonisolated(unsafe) private static var adHoc: [ObjectIdentifier: NSEntityDescription] = [:]
    nonisolated(unsafe) private static var adHocByName: [String: NSEntityDescription] = [:]
    private static let lock = NSRecursiveLock()

    /// An entity named `name` with no properties known (made once per name).
    static func named(_ name: String) -> NSEntityDescription {
        lock.lock(); defer { lock.unlock() }
        if let e = adHocByName[name] { return e }
        let e = NSEntityDescription()
        e.name = name
        e.managedObjectClassName = name
        adHocByName[name] = e
        return e
    }

    /// The entity of a managed object class: the model's (generated from the project's model
    /// file), else one named after the class whose parent is its superclass's entity.
    static func forClass(_ cls: NSManagedObject.Type) -> NSEntityDescription {
        let model = NSManagedObjectModel.generated
        if let e = model.entities.first(where: { $0.managedObjectClass == cls }) { return e }
        let className = String(describing: cls)
        if let e = model.entities.first(where: { $0.managedObjectClassName == className }) { return e }
        lock.lock(); defer { lock.unlock() }
        if let e = adHoc[ObjectIdentifier(cls)] { return e }
        let e = NSEntityDescription()
        e.name = className
        e.managedObjectClassName = className
        e.managedObjectClass = cls
        if let parent = cls.superclass as? NSManagedObject.Type, parent != NSManagedObject.self {
            lock.unlock()
            let p = forClass(parent)
            lock.lock()
            e.superentity = p
        }
        adHoc[ObjectIdentifier(cls)] = e
        adHocByName[className] = e
        return e
    }
}

/// The stores of a container (records only: objects live in memory).
open class NSPersistentStore: NSObject, @unchecked Sendable {
    /// Where the store would be.
    open var url: URL?
    /// The store's type (`NSInMemoryStoreType`, `NSSQLiteStoreType`…).
    open var type: String
    /// The store's configuration name.
    open var configurationName: String = "Default"
    /// The store's identifier.
    open var identifier: String! = UUID().uuidString
    /// Whether the store refuses changes.
    open var isReadOnly: Bool = false
    init(type: String, url: URL?) { self.type = type; self.url = url }
}

/// A data model: its entities (the project's `.xcdatamodeld`, generated by the tool).
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    /// What the tool generates from a project's model file: every entity of the model.
    public protocol GeneratedModel {
        /// The model's entities (made anew on each call).
        static func generatedEntities() -> [NSEntityDescription]
    }

    /// The model's entities.
    open var entities: [NSEntityDescription]
    /// The model's entities by name.
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { e in e.name.map { ($0, e) } }, uniquingKeysWith: { a, _ in a })
    }
    /// The model's version identifiers (none).
    open var versionIdentifiers: Set<AnyHashable> = []

    /// An empty model.
    public override init() { entities = [] }
    init(entities: [NSEntityDescription]) { self.entities = entities }

    /// The model stored at `url`: the project's model, as the tool generated it (compiled model
    /// files are not read).
    public convenience init?(contentsOf url: URL) {
        self.init(entities: NSManagedObjectModel.generated.entities)
    }

    /// The model merged from the bundles' model files: the project's model.
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        NSManagedObjectModel(entities: generated.entities)
    }

    /// The project's model (from the conformance the tool generates; empty without one).
    static let generated: NSManagedObjectModel = {
        let entities = ((NSManagedObjectModel.self as Any.Type) as? GeneratedModel.Type)?.generatedEntities() ?? []
        return NSManagedObjectModel(entities: entities)
    }()
}

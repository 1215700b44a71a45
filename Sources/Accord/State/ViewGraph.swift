import Foundation
import AccordLayout

// The seed of Accord's identity and state graph (Docs/StateModel.md).
//
// SwiftUI keeps a view's state outside the view value, at the view's *identity*: its structural
// position in the tree (which child of a builder, which branch of an `if`, which `ForEach`
// element) refined by explicit ids (`.id(_:)`, `ForEach` ids). When `body` is evaluated again
// the new view value's `@State` reads the storage found at the same identity; a view whose
// identity is new (an `if` that flipped, a changed `.id`) starts from its initial values.
// (WWDC21 "Demystify SwiftUI"; OpenSwiftUI's view graph.)
//
// Accord builds a tree of layout nodes from view values. Every build walks the views with a
// `ViewPath` (in `BuildContext`): each branching point appends a component. Views with `@State`
// or `@StateObject` properties are attached to the `ViewGraph` by their path, their type and the
// property's name; the graph keeps one storage location per such key for as long as it lives
// (one `HostedLayout`, one preview: all of its update rounds).

/// One step of a view's structural identity.
enum ViewPathComponent: Hashable, @unchecked Sendable {
    /// The n-th view of a builder block (`TupleView`).
    case index(Int)
    /// The branch of an `if`/`else` or `switch` (`_ConditionalContent`).
    case branch(Bool)
    /// The present view of an `if` without `else` (`Optional`).
    case present
    /// A `ForEach` element, by its id.
    case element(AnyHashable)
    /// An explicit `.id(_:)`.
    case explicit(AnyHashable)
    /// The body of a view of this type (a type change is a new identity).
    case body(ObjectIdentifier)
    /// The type of the view an `AnyView` wraps.
    case erased(ObjectIdentifier)
    /// The content of a `ModifiedContent`, as reached from the modifier.
    case content
    /// What a modifier adds (its body, its overlay…).
    case modifier
    /// A numbered part of a primitive (an overlay's layer, a section's header…).
    case part(Int)
}

/// A view's structural identity: its components from the root, as a persistent list (appending
/// is O(1); the full key is made only for views that own state).
final class ViewPath: @unchecked Sendable {
    let parent: ViewPath?
    let component: ViewPathComponent?

    private init(_ parent: ViewPath?, _ component: ViewPathComponent?) {
        self.parent = parent
        self.component = component
    }

    static let root = ViewPath(nil, nil)

    func appending(_ c: ViewPathComponent) -> ViewPath { ViewPath(self, c) }

    /// The components from the root.
    var components: [ViewPathComponent] {
        var out: [ViewPathComponent] = []
        var n: ViewPath? = self
        while let p = n {
            if let c = p.component { out.append(c) }
            n = p.parent
        }
        return out.reversed()
    }
}

/// Where one piece of state lives: a view's path, the view's type and the property's name.
struct StateKey: Hashable, @unchecked Sendable {
    let path: [ViewPathComponent]
    let property: String
}

/// A property wrapper whose storage the graph keeps at its view's identity (`@State`,
/// `@StateObject`).
protocol GraphStoredProperty {
    /// Connects this (fresh) property to the storage kept for `key`, or registers its own
    /// storage there when the graph has none yet.
    func attach(to graph: ViewGraph, key: StateKey)
}

/// The state of one hosted view tree across its builds.
final class ViewGraph: @unchecked Sendable {
    let lock = NSLock()
    /// Storage locations by identity (`StateLocation<Value>`, `StateObject` storage).
    var storage: [StateKey: AnyObject] = [:]
    /// Keys attached since the current build began (its layout included: lazy rows and
    /// GeometryReader contents are built then).
    private var attachedThisBuild: Set<StateKey> = []
    /// The last value each `onPreferenceChange` delivered, by the observer's identity.
    private var delivered: [StateKey: Any] = [:]
    private var deliveredThisBuild: Set<StateKey> = []
    /// Number of builds started.
    private(set) var buildCount = 0
    /// Whether the current build made an `onPreferenceChange` (else nothing is delivered).
    private(set) var hasPreferenceObservers = false
    /// Whether builds register lifecycle events outside the live preview's serve loop: the
    /// preview tool's still renderings run them as Xcode's canvas does (`AccordPreviewRunner.layout`).
    var registersLifecycle = false
    /// Lifecycle events (`onAppear`, `task`, `onChange`…) registered by the current build, in
    /// order, and those of the tree last shown (ViewGraph+Lifecycle.swift).
    var lifecycleThisBuild: [(StateKey, LifecycleEvent)] = []
    var lifecycleShown: [StateKey: LifecycleEvent] = [:]
    var lifecycleStores: [StateKey: LifecycleStore] = [:]
    var lifecycleCounters: [StateKey: Int] = [:]
    /// Values carried from the previous program, by portable key (ViewGraph+Carry.swift).
    var seeds: [String: (type: String, json: Data)] = [:]
    var restored = 0
    /// Per-view invalidation (ViewGraph+Invalidation.swift): the bodies of the last recorded
    /// build by identity, whether a build (not a layout) is under way, how to lay the kept tree
    /// out again (one per root), its roots, keys attached since the last update in place, and
    /// whether the tree holds objects whose changes cannot be seen.
    var bodies: [[ViewPathComponent]: BodyRecord] = [:]
    var isBuilding = false
    var relayouts: [() -> AccordPreviewRunner.Laid] = []
    var relayoutRoots: [LayoutNode] = []
    var attachedSinceUpdate: Set<StateKey> = []
    var untrackedModels = false
    /// Why the last update could not be made in place (diagnostics).
    var inPlaceRefusal: String?
    /// The lifecycle events of the tree last built, in build order.
    var lifecycleBuilt: [(StateKey, LifecycleEvent)] = []
    /// Bodies evaluated by builds with this graph (tests and measurements).
    var bodyEvaluations = 0

    init() {}

    /// Starts a build (an update round). State of views that were not in the previous build's
    /// tree is dropped, as SwiftUI drops a view's state when it leaves the tree: an `if` that
    /// flips back, or a `.id` that returns, starts over.
    func beginBuild() {
        if Invalidation.active === self { forgetRecords() }
        lock.lock()
        if buildCount > 0 {
            storage = storage.filter { attachedThisBuild.contains($0.key) }
            delivered = delivered.filter { deliveredThisBuild.contains($0.key) }
        }
        attachedThisBuild.removeAll(keepingCapacity: true)
        deliveredThisBuild.removeAll(keepingCapacity: true)
        lifecycleThisBuild.removeAll(keepingCapacity: true)
        lifecycleCounters.removeAll(keepingCapacity: true)
        buildCount += 1
        hasPreferenceObservers = false
        lock.unlock()
    }

    func notePreferenceObserver() {
        Invalidation.noteEffect()
        lock.lock(); hasPreferenceObservers = true; lock.unlock()
    }

    /// The storage kept for `key`; `make` provides it when there is none (or it has another type).
    func location<T: AnyObject>(_ key: StateKey, make: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        attachedThisBuild.insert(key)
        attachedSinceUpdate.insert(key)
        if let existing = storage[key] as? T { return existing }
        let new = make()
        storage[key] = new
        applySeed(key, to: new)
        return new
    }

    /// The number of identities holding state (tests and diagnostics).
    var storedCount: Int {
        lock.lock(); defer { lock.unlock() }
        return storage.count
    }

    /// Whether the observer at `key` has had a value delivered (it stays in the tree this build).
    func hasDelivered(at key: StateKey) -> Bool {
        lock.lock(); defer { lock.unlock() }
        deliveredThisBuild.insert(key)
        return delivered[key] != nil
    }

    /// Records `value` as the one delivered to the observer at `key`. Answers whether it differs
    /// from the last one delivered there (or nothing was), and that last one.
    func deliver(_ value: Any, at key: StateKey, equal: (Any, Any) -> Bool) -> (changed: Bool, previous: Any?) {
        lock.lock(); defer { lock.unlock() }
        deliveredThisBuild.insert(key)
        let old = delivered[key]
        if let old, equal(old, value) { return (false, old) }
        delivered[key] = value
        return (true, old)
    }

    // MARK: Attaching views

    /// Attaches the `@State`/`@StateObject` properties of `view` (at `path`) to their storage.
    func attachProperties<V>(of view: V, at path: ViewPath) {
        let recording = Invalidation.active === self
        if recording, ViewGraph.mayHoldObjects(V.self) { noteObjects(in: view) }
        guard ViewGraph.mayHaveStoredProperties(V.self) else { return }
        var base: [ViewPathComponent]?
        // Properties of `value`, and of the `DynamicProperty` values it holds (their `@State`
        // lives at the view's identity too, named by the path of properties leading to it).
        func attach(in value: Any, prefix: String, depth: Int) -> Bool {
            var found = false
            for child in Mirror(reflecting: value).children {
                let name = prefix + (child.label ?? "_")
                if let p = child.value as? any GraphStoredProperty {
                    found = true
                    if base == nil { base = path.components }
                    p.attach(to: self, key: StateKey(path: base!, property: name))
                } else if child.value is any DynamicProperty, depth < 8 {
                    if attach(in: child.value, prefix: name + ".", depth: depth + 1) { found = true }
                }
            }
            return found
        }
        if !attach(in: view, prefix: "", depth: 0) { ViewGraph.noteHasNoStoredProperties(V.self) }
    }

    private static let typeLock = NSLock()
    nonisolated(unsafe) private static var typesWithout: Set<ObjectIdentifier> = []

    static func mayHaveStoredProperties(_ t: Any.Type) -> Bool {
        typeLock.lock(); defer { typeLock.unlock() }
        return !typesWithout.contains(ObjectIdentifier(t))
    }

    static func noteHasNoStoredProperties(_ t: Any.Type) {
        typeLock.lock(); typesWithout.insert(ObjectIdentifier(t)); typeLock.unlock()
    }

    nonisolated(unsafe) private static var typesWithoutObjects: Set<ObjectIdentifier> = []

    static func mayHoldObjects(_ t: Any.Type) -> Bool {
        typeLock.lock(); defer { typeLock.unlock() }
        return !typesWithoutObjects.contains(ObjectIdentifier(t))
    }

    /// Notes (per-view invalidation) a view holding an object whose changes are not seen: a
    /// class that is neither an `ObservableObject` nor an `@Observable` class (a plain model), held directly or through `@State`/`@StateObject`/
    /// `@ObservedObject`/`@Bindable`. Changes to it are caught only by building everything.
    func noteObjects<V>(in view: V) {
        var holds = false
        for child in Mirror(reflecting: view).children {
            let v = child.value
            if let h = v as? any ObjectHolding {
                holds = true
                if let o = h.heldObject, !isObserved(o) { untrackedModels = true }
            } else if type(of: v) is AnyClass {
                holds = true
                if !isObserved(v as AnyObject) { untrackedModels = true }
            }
        }
        if !holds {
            ViewGraph.typeLock.lock(); ViewGraph.typesWithoutObjects.insert(ObjectIdentifier(V.self)); ViewGraph.typeLock.unlock()
        }
    }
}

/// A property wrapper that may hold an object (per-view invalidation asks whether its changes
/// can be seen).
protocol ObjectHolding {
    var heldObject: AnyObject? { get }
}

/// Compares two values when their type is Equatable (nil when it is not).
func equalIfEquatable(_ a: Any, _ b: Any) -> Bool? {
    guard let ea = a as? any Equatable else { return nil }
    func open<T: Equatable>(_ x: T) -> Bool { (b as? T).map { $0 == x } ?? false }
    return open(ea)
}

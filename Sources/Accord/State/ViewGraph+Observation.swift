import Foundation
@_spi(SwiftUI) import Observation

// `@Observable` models in per-view invalidation (Docs/StateModel.md, "Invalidation").
//
// The `@Observable` macro is Swift's own (the Observation module of the toolchain; Accord
// re-exports it, as SwiftUI does): its properties report reads and writes to their
// `ObservationRegistrar`. SwiftUI makes a view depend on the properties its body read (WWDC23
// "Discover Observation in SwiftUI": "SwiftUI will only update the views that read the changed
// property"), and so does Accord: each body evaluation is tracked with Observation's
// `withObservationTracking` (its `willSet` form stays installed until cancelled), and a change to
// a property it read marks that body, and no other, for the next update in place.
//
// Observation merges a nested tracking scope's reads into the enclosing one, and Accord builds a
// child view's body inside its parent's build. So a record is tracked twice:
// - `view.body` alone (and the closures its primitives call, `observing`): the reads that are
//   the body's own — a change there marks the record dirty;
// - its whole build (`observingBuild`), children included: when that fires but no precise scope
//   of the record and no build scope of a record below it did, the read was made by the
//   record's own code outside those (a closure its primitives called that `observing` does not
//   wrap): the record is marked dirty too.
// Reads made outside every record (layout-time closures) fire only the scope around the whole
// layout (`observingLayout`): that change cannot be attributed, and everything is built again.

/// A body record's link to Observation's tracking: alive as long as the record is the graph's.
final class ObservationToken: @unchecked Sendable {
    weak var record: BodyRecord?
    init() {}
    var alive: Bool { record != nil }
}

/// The scope around a whole build or relayout: alive until the next full build.
final class LayoutObservationToken: @unchecked Sendable {
    let generation: Int
    init(_ generation: Int) { self.generation = generation }
}

extension Invalidation {
    /// Build scopes of records that fired since the last update.
    nonisolated(unsafe) static var observedBuilds: Set<ObjectIdentifier> = []
    /// A layout scope fired since the last update.
    nonisolated(unsafe) static var observedLayout = false
    /// Increases at each full build (older layout scopes are cancelled when they fire).
    nonisolated(unsafe) static var layoutGeneration = 0

    /// Runs `f` (a body, or a closure a primitive calls on its behalf) with the `@Observable`
    /// properties it reads tracked for the record being built.
    static func observing<T>(_ f: () -> T) -> T {
        guard active != nil, let top = stack.last else { return f() }
        let token = top.observation
        top.reads.insert(ObjectIdentifier(token))
        return withObservationTracking(f, willSet: { [weak token] tracking in
            guard let token, token.alive else { tracking.cancel(); return }
            Invalidation.write(token)
        })
    }

    /// Runs a record's whole build tracked (its children's reads included).
    static func observingBuild<T>(_ record: BodyRecord, _ f: () -> T) -> T {
        let token = record.observation
        return withObservationTracking(f, willSet: { [weak token] tracking in
            guard let token, token.alive else { tracking.cancel(); return }
            guard Invalidation.active != nil else { return }
            Invalidation.observedBuilds.insert(ObjectIdentifier(token))
        })
    }

    /// Runs a whole build and layout (or a relayout) tracked, to catch reads outside every body.
    static func observingLayout<T>(_ f: () -> T) -> T {
        guard active != nil else { return f() }
        let token = LayoutObservationToken(layoutGeneration)
        return withObservationTracking(f, willSet: { tracking in
            guard token.generation == Invalidation.layoutGeneration else { tracking.cancel(); return }
            guard Invalidation.active != nil else { return }
            Invalidation.observedLayout = true
        })
    }
}

extension ViewGraph {
    /// The records `@Observable` changes made dirty beyond those their precise scopes marked:
    /// a record whose build scope fired with nothing below it or in its body to explain it.
    /// False when a change was read outside every record (build everything again).
    func attributeObservedChanges(into changed: inout Set<ObjectIdentifier>) -> Bool {
        let builds = Invalidation.observedBuilds, layout = Invalidation.observedLayout
        Invalidation.observedBuilds = []
        Invalidation.observedLayout = false
        guard !builds.isEmpty || layout else { return true }
        let fired = bodies.values.filter { builds.contains(ObjectIdentifier($0.observation)) }
        for r in fired where !changed.contains(ObjectIdentifier(r.observation)) {
            if !fired.contains(where: { $0 !== r && isPrefix(r.path, of: $0.path) }) {
                changed.insert(ObjectIdentifier(r.observation))
            }
        }
        // A layout scope that fired with no record's: the read was made outside every body.
        return !(layout && fired.isEmpty && !bodies.values.contains { changed.contains(ObjectIdentifier($0.observation)) })
    }
}

/// Whether `object` reports its changes (an `ObservableObject`, or an `@Observable` class).
func isObserved(_ object: AnyObject) -> Bool {
    object is any ObservableObject || object is any Observation.Observable
}

import Foundation
import AccordLayout

// Per-view invalidation in the live preview (`accord preview`, issue 17; Docs/StateModel.md,
// "Invalidation").
//
// SwiftUI re-evaluates only the bodies whose inputs changed: a view's body depends on the state
// it read while it was evaluated (`@State`, a binding to it, an observed object's `@Published`
// property, an `@Observable` property), and a change marks those views, and no others, for the
// next update; their children are views made anew and are updated in turn; everything else keeps
// its rendering. (WWDC21 "Demystify SwiftUI", "dependencies"; WWDC23 "Discover Observation in
// SwiftUI": a body depends on the properties it read.)
//
// Accord records, while the serve loop builds, one `BodyRecord` per body evaluated: the view value
// (to evaluate it again), its build context, the nodes it made, and the state locations its body
// and the primitives below it (down to the next body) read. A change to a location read by some
// records marks them dirty; `ViewGraph.updateInPlace()` evaluates the topmost dirty bodies again,
// puts their new nodes where the old ones were in the kept tree (what the views around added to
// the old nodes — a ForEach's tag, a Button's tap responder, a layout value — is carried over),
// forgets the cached sizes of the changed nodes' ancestors only (`LayoutNode.invalidate`, the
// engine's NodeCache), and lays the kept tree out again: unchanged subtrees answer from their
// caches. Whenever that cannot be done exactly it answers nil and the serve loop builds
// everything again, as before: a change it cannot see (a plain class's property, a navigation
// push, a tab, a menu, focus), a body whose evaluation touched something outside its nodes (a
// presentation, the screen's chrome, preferences, matched geometry), a body built during layout
// (lazy rows, GeometryReader content), or new nodes that differ from the old ones in what an
// ancestor read from them while it was built (layout values such as a navigation title) — those
// escalate to the enclosing body first.

/// One evaluation of a view's body during a recorded build.
final class BodyRecord {
    /// The identity of the body (the view's path and `.body(type)`).
    let path: [ViewPathComponent]
    /// Builds the view again (its body evaluated) in `context`.
    let rebuild: (BuildContext) -> [LayoutNode]
    let context: BuildContext
    /// Body nesting depth when it was built (the builder's recursion guard).
    let depth: Int
    /// Made during layout (lazy rows, GeometryReader content): the container owns those nodes.
    let duringLayout: Bool
    var nodes: [LayoutNode] = []
    /// The nodes as the body returned them, before the views around changed them.
    var snapshots: [NodeSnapshot] = []
    /// Locations read while the body and the primitives below it were built.
    var reads: Set<ObjectIdentifier> = []
    /// The build touched something outside its nodes (chrome, presentations, preferences…).
    var effects = false
    /// Its `@Observable` reads' tracking (ViewGraph+Observation.swift).
    let observation = ObservationToken()

    init(path: [ViewPathComponent], rebuild: @escaping (BuildContext) -> [LayoutNode], context: BuildContext,
         depth: Int, duringLayout: Bool) {
        self.path = path
        self.rebuild = rebuild
        self.context = context
        self.depth = depth
        self.duringLayout = duringLayout
        observation.record = self
    }
}

/// What a node looked like when a body returned it.
struct NodeSnapshot {
    let traits: LayoutTraits
    let identifier: String?
    let label: String
    let layoutDirection: LayoutDirection?
    let coordinateSpaceName: AnyHashable?
    let ignoredSafeAreaEdges: Edge.Set
    let role: NodeRole
    let drawing: NodeDrawing?
    let taps: TapRecorder.Mark?

    init(_ n: LayoutNode) {
        traits = n.traits
        identifier = n.identifier
        label = n.label
        layoutDirection = n.layoutDirection
        coordinateSpaceName = n.coordinateSpaceName
        ignoredSafeAreaEdges = n.ignoredSafeAreaEdges
        role = n.role
        drawing = n.drawing
        taps = TapRecorder.current?.mark(n)
    }
}

/// Reads and changes of state, and the build being recorded (one serve loop per process).
enum Invalidation {
    nonisolated(unsafe) static var active: ViewGraph?
    /// The records whose builds are under way, innermost last.
    nonisolated(unsafe) static var stack: [BodyRecord] = []
    /// Locations changed since the last update, and a change that could not be attributed.
    nonisolated(unsafe) static var changed: Set<ObjectIdentifier> = []
    nonisolated(unsafe) static var untracked = false
    /// Counts builds' effects outside their nodes (see `noteEffect`).
    nonisolated(unsafe) static var effects = 0
    /// Locations read while a recorded tree was built or laid out but outside every body.
    nonisolated(unsafe) static var readOutside: Set<ObjectIdentifier> = []
    /// A recorded tree is being built or laid out (not an action running between updates).
    nonisolated(unsafe) static var updating = false

    /// Runs an update of the recorded tree (its reads outside bodies are noted).
    static func updating<T>(_ body: () -> T) -> T {
        let saved = updating
        updating = true
        defer { updating = saved }
        return body()
    }

    /// A location's value was read.
    @inline(__always)
    static func read(_ location: AnyObject) {
        guard active != nil else { return }
        let id = ObjectIdentifier(location)
        if let top = stack.last { top.reads.insert(id) } else if updating { readOutside.insert(id) }
    }

    /// A location's value was set.
    @inline(__always)
    static func write(_ location: AnyObject) {
        guard active != nil else { return }
        changed.insert(ObjectIdentifier(location))
    }

    /// Something changed that no record's reads name (a navigation push, a tab, a menu, focus,
    /// `objectWillChange.send()`): the next update builds everything.
    static func noteUntrackedChange() {
        guard active != nil else { return }
        untracked = true
    }

    /// Nodes to lay out again at the next update though no body changed (a scroll).
    nonisolated(unsafe) static var relayoutNodes: [LayoutNode] = []

    /// `node` changed in a way only layout sees (a scroll offset).
    static func noteRelayout(_ node: LayoutNode) {
        relayoutNodes.append(node)
    }

    /// A build wrote outside its nodes (a presentation, the screen's flags, a preference observer,
    /// matched geometry, the preview's canvas or scheme): its record cannot be rebuilt alone.
    static func noteEffect() {
        guard active != nil else { return }
        effects &+= 1
    }
}

extension ViewGraph {
    /// Builds `view`'s body in `ctx` (through `evaluate`), recording it when this graph records.
    func recordBody(_ ctx: BuildContext, _ type: ObjectIdentifier, rebuild: @escaping (BuildContext) -> [LayoutNode],
                    evaluate: () -> [LayoutNode]) -> [LayoutNode] {
        guard Invalidation.active === self else { return evaluate() }
        let record = BodyRecord(path: ctx.path.appending(.body(type)).components, rebuild: rebuild, context: ctx,
                                depth: ctx.diagnostics.depth - 1, duringLayout: !isBuilding)
        let effectsBefore = Invalidation.effects
        Invalidation.stack.append(record)
        let nodes = Invalidation.observingBuild(record) { evaluate() }
        Invalidation.stack.removeLast()
        record.effects = Invalidation.effects != effectsBefore
        record.nodes = nodes
        record.snapshots = nodes.map(NodeSnapshot.init)
        if record.effects, let parent = Invalidation.stack.last { parent.effects = true }
        bodies[record.path] = record
        return nodes
    }

    /// Turns recording on for this graph (the serve loop): the builds and layouts that follow
    /// record bodies and reads.
    func startRecording() {
        Invalidation.active = self
        Invalidation.stack = []
    }

    /// Before a full build: every record and change so far is forgotten.
    func forgetRecords() {
        bodies.removeAll(keepingCapacity: true)
        Invalidation.relayoutNodes = []
        relayouts = []
        Invalidation.changed.removeAll()
        Invalidation.untracked = false
        Invalidation.readOutside.removeAll()
        untrackedModels = false
        Invalidation.layoutGeneration &+= 1
        Invalidation.observedBuilds = []
        Invalidation.observedLayout = false
    }

    /// Updates the tree laid out last in place after state changed: evaluates the bodies that
    /// read what changed, puts their nodes in the tree, lays it out again. Nil when that cannot
    /// be done exactly (the caller builds everything again).
    func updateInPlace() -> [AccordPreviewRunner.Laid]? {
        func refuse(_ why: String) -> [AccordPreviewRunner.Laid]? { inPlaceRefusal = why; return nil }
        guard Invalidation.active === self, !relayouts.isEmpty else { return refuse("no recorded build") }
        guard !Invalidation.untracked else { return refuse("a change it cannot follow (navigation, tab, menu, focus, objectWillChange)") }
        guard !untrackedModels else { return refuse("the views hold objects whose changes it cannot see") }
        guard !hasPreferenceObservers else { return refuse("preference observers") }
        var changed = Invalidation.changed
        guard attributeObservedChanges(into: &changed) else {
            return refuse("an @Observable property read outside every body changed")
        }
        let moved = Invalidation.relayoutNodes
        Invalidation.relayoutNodes = []
        guard !changed.isEmpty || !moved.isEmpty else { return refuse("no state change seen") }
        guard changed.isDisjoint(with: Invalidation.readOutside) else { return refuse("state read outside a body") }
        var dirty = bodies.values.filter { !$0.reads.isDisjoint(with: changed) }
        // Records are rebuilt one by one (quadratic in their number): many at once are built in full.
        guard dirty.count <= 200 else { return refuse("\(dirty.count) bodies read what changed") }
        if ProcessInfo.processInfo.environment["ACCORD_INVALIDATION_DEBUG"] != nil {
            FileHandle.standardError.write(Data("invalidation: changed \(changed.count) dirty \(dirty.map { "\($0.path.count):\($0.reads.intersection(changed).count)" })\n".utf8))
        }
        Invalidation.changed.removeAll()
        lock.lock()
        lifecycleThisBuild = []
        lifecycleCounters = [:]
        attachedSinceUpdate = []
        lock.unlock()
        func finish(_ rebuilt: [[ViewPathComponent]]) -> [AccordPreviewRunner.Laid] {
            Invalidation.updating { finishing(rebuilt) }
        }
        func finishing(_ rebuilt: [[ViewPathComponent]]) -> [AccordPreviewRunner.Laid] {
            lock.lock()
            // The lifecycle events of the tree: those of the bodies not evaluated again, and those
            // the evaluations registered.
            lifecycleThisBuild = lifecycleBuilt.filter { e in !rebuilt.contains { isPrefix($0, of: e.0.path) } } + lifecycleThisBuild
            lock.unlock()
            dropState(under: rebuilt)
            return Invalidation.observingLayout { relayouts.map { $0() } }
        }
        let roots = relayoutRoots
        for n in moved where reaches(n, roots) { n.invalidate() }
        if dirty.isEmpty { return finish([]) }
        // The topmost dirty records (a dirty record below another is built again with it),
        // shallowest first; each that cannot be rebuilt alone escalates to its enclosing record.
        var done: [BodyRecord] = []
        while true {
            dirty.sort { $0.path.count < $1.path.count }
            var top: [BodyRecord] = []
            for r in dirty where !top.contains(where: { isPrefix($0.path, of: r.path) }) { top.append(r) }
            guard let r = top.first(where: { r in !done.contains { $0 === r } }) else { break }
            if let escalated = rebuildInPlace(r, roots: roots) {
                guard let up = escalated else { return refuse("no body encloses a change it cannot make alone") }
                dirty.removeAll { $0 === r }
                if !dirty.contains(where: { $0 === up }) { dirty.append(up) }
                continue
            }
            done.append(r)
            dirty = dirty.filter { d in d === r || !isPrefix(r.path, of: d.path) }
        }
        guard !done.isEmpty else { return refuse("nothing rebuilt") }
        return finish(done.map(\.path))
    }

    /// Rebuilds `r` and splices its nodes in. Nil when done; `.some(enclosing)` when `r` cannot
    /// be rebuilt alone and its enclosing record should be (`.some(nil)`: there is none).
    private func rebuildInPlace(_ r: BodyRecord, roots: [LayoutNode]) -> BodyRecord?? {
        let enclosing = { () -> BodyRecord? in
            var best: BodyRecord?
            for b in self.bodies.values where b.path.count < r.path.count && isPrefix(b.path, of: r.path) {
                if best == nil || b.path.count > best!.path.count { best = b }
            }
            return best
        }
        if ProcessInfo.processInfo.environment["ACCORD_INVALIDATION_DEBUG"] != nil {
            FileHandle.standardError.write(Data("invalidation: \(r.path.count) \(r.path.last.map { "\($0)" } ?? "") effects \(r.effects) layout \(r.duringLayout) nodes \(r.nodes.count) parent \(r.nodes.first?.parent?.label ?? "-")\n".utf8))
        }
        guard !r.effects, !r.duringLayout, let first = r.nodes.first, let parent = first.parent,
              r.nodes.allSatisfy({ $0.parent === parent }), reaches(parent, roots),
              let start = parent.children.firstIndex(where: { $0 === first }),
              start + r.nodes.count <= parent.children.count,
              zip(parent.children[start...], r.nodes).allSatisfy({ $0 === $1 }),
              // A body whose nodes an enclosing body returned as its own (a custom view whose body
              // is another custom view) is made by the outermost of them: its record holds them too.
              !bodies.values.contains(where: { $0 !== r && $0.path.count < r.path.count && $0.nodes.first === first })
        else { return .some(enclosing()) }
        // The records below it are made again by the evaluation.
        let stale = bodies.keys.filter { isPrefix(r.path, of: $0) }
        var saved: [[ViewPathComponent]: BodyRecord] = [:]
        for k in stale { saved[k] = bodies.removeValue(forKey: k) }
        let effectsBefore = Invalidation.effects
        r.context.diagnostics.depth = r.depth
        isBuilding = true
        let oldKeyTarget = TapRecorder.current?.keyTarget
        let events = lifecycleThisBuild.count
        var fresh: [LayoutNode] = []
        Invalidation.updating { withLargeStack { fresh = r.rebuild(r.context) } }
        isBuilding = false
        let ok = Invalidation.effects == effectsBefore && fresh.count == r.nodes.count
            && zip(zip(fresh, r.nodes), r.snapshots).allSatisfy { carry(to: $0.0, from: $0.1, snapshot: $1) }
            && zip(fresh, r.nodes).allSatisfy { layoutValuesBelow($0) == layoutValuesBelow($1) }
        if !ok, ProcessInfo.processInfo.environment["ACCORD_INVALIDATION_DEBUG"] != nil {
            FileHandle.standardError.write(Data("invalidation: not alone: effects \(Invalidation.effects != effectsBefore) count \(fresh.count)/\(r.nodes.count) carry \(zip(zip(fresh, r.nodes), r.snapshots).map { carry(to: $0.0, from: $0.1, snapshot: $1) }) below \(zip(fresh, r.nodes).map { layoutValuesBelow($0) == layoutValuesBelow($1) })\n".utf8))
        }
        guard ok else {
            // Put back what was there: the enclosing record rebuilds all of it.
            for k in bodies.keys where isPrefix(r.path, of: k) { bodies[k] = nil }
            for (k, v) in saved { bodies[k] = v }
            TapRecorder.current?.keyTarget = oldKeyTarget
            lifecycleThisBuild.removeSubrange(events...)
            return .some(enclosing())
        }
        for ((old, new), s) in zip(zip(r.nodes, fresh), r.snapshots) {
            if let mark = s.taps { TapRecorder.current?.carry(from: old, to: new, after: mark) }
        }
        var children = parent.children
        children.replaceSubrange(start..<(start + fresh.count), with: fresh)
        parent.setChildren(children)
        parent.invalidate()
        return nil
    }

    /// Gives `new` what the views around did to `old` after its body returned it (as `snapshot`):
    /// false when that cannot be done exactly, or the new node differs in what they read.
    private func carry(to new: LayoutNode, from old: LayoutNode, snapshot s: NodeSnapshot) -> Bool {
        guard sameValues(new.traits, s.traits), new.identifier == s.identifier, new.layoutDirection == s.layoutDirection,
              new.coordinateSpaceName == s.coordinateSpaceName, new.ignoredSafeAreaEdges == s.ignoredSafeAreaEdges,
              old.drawing === s.drawing else { return false }
        new.traits = old.traits
        new.identifier = old.identifier
        new.layoutDirection = old.layoutDirection
        new.coordinateSpaceName = old.coordinateSpaceName
        new.ignoredSafeAreaEdges = old.ignoredSafeAreaEdges
        if old.label != s.label { new.label = old.label }
        if old.role != s.role { new.role = old.role.union(new.role) }
        new.stackAxis = old.stackAxis
        return true
    }

    /// The layout values set below a node's top (what an ancestor may have read while it was built,
    /// such as a navigation title), depth first; compared exactly or not at all.
    private func layoutValuesBelow(_ n: LayoutNode) -> [LayoutTraits] {
        var out: [LayoutTraits] = []
        var stack = n.children.reversed() as [LayoutNode]
        while let c = stack.popLast() {
            if c.traits.priority != 0 || !c.traits.values.isEmpty { out.append(c.traits) }
            stack += c.children.reversed()
        }
        return out
    }

    private func reaches(_ node: LayoutNode, _ roots: [LayoutNode]) -> Bool {
        var n: LayoutNode? = node
        while let x = n {
            if roots.contains(where: { $0 === x }) { return true }
            n = x.parent
        }
        return false
    }

    /// State of identities below rebuilt bodies that the rebuild did not meet is dropped (an `if`
    /// that flipped inside a row), as a full build drops it.
    private func dropState(under paths: [[ViewPathComponent]]) {
        guard !paths.isEmpty else { return }
        lock.lock(); defer { lock.unlock() }
        storage = storage.filter { key, _ in
            attachedSinceUpdate.contains(key) || !paths.contains { isPrefix($0, of: key.path) }
        }
        attachedSinceUpdate.removeAll()
    }
}

extension Array where Element == LayoutTraits {
    static func == (a: [LayoutTraits], b: [LayoutTraits]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { sameValues($0, $1) }
    }
}

/// Whether two sets of layout values are the same: every value compared by `==` (or identity for
/// objects); a value that can be compared neither way counts as different.
func sameValues(_ a: LayoutTraits, _ b: LayoutTraits) -> Bool {
    guard a.priority == b.priority, a.values.count == b.values.count else { return false }
    for (k, v) in a.values {
        guard let w = b.values[k] else { return false }
        if let e = equalIfEquatable(v, w) { if !e { return false }; continue }
        if type(of: v) is AnyClass, type(of: w) is AnyClass, (v as AnyObject) === (w as AnyObject) { continue }
        return false
    }
    return true
}

func isPrefix(_ p: [ViewPathComponent], of q: [ViewPathComponent]) -> Bool {
    p.count <= q.count && p.elementsEqual(q[..<p.count])
}

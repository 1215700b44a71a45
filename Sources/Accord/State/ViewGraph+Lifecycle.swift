import Foundation
import AccordLayout

// `onAppear`, `onDisappear`, `task` and `onChange(of:)` in the live preview (`accord preview`).
//
// SwiftUI runs these after an update, not while `body` is evaluated: `onAppear` when a view's
// identity enters the tree, `onDisappear` when it leaves, `task` started at appearance and
// cancelled at disappearance (`task(id:)` restarted when the id changes), `onChange(of:)` when
// the value differs from the one seen at the previous update (and at appearance with
// `initial: true`). (Apple's documentation of each modifier; WWDC21 "Demystify SwiftUI" for
// lifetime = identity.) A build registers the events of the views it makes, keyed by their
// identity; `runLifecycle()`, after the build's layout, compares them with the tree shown
// before and runs what is due. Actions that change state make the serve loop build again.
//
// The preview tool's still renderings (`accord render`, `frames`…) run them too, as Xcode's
// canvas shows a preview after it appeared: state set in `onAppear`, a `task`'s first steps and
// `onChange(initial: true)` are in the picture (`AccordPreviewRunner.layout(_:_:)`, at most 4
// rounds). Other still frames (`HostedLayout`, `ImageRenderer` in a program) run none: a frame
// taken without a run loop, as SwiftUI's `ImageRenderer`. Screens built only to be measured
// (the screen under a pushed one) register nothing.

/// What one lifecycle modifier does; each closure gets the store kept at its identity.
struct LifecycleEvent {
    var appear: ((LifecycleStore) -> Void)?
    var disappear: ((LifecycleStore) -> Void)?
    /// Compares the value now with the one kept; runs and answers true when it is due
    /// (`appearing`: the view appears in this update).
    var update: ((LifecycleStore, _ appearing: Bool) -> Bool)?

    init(appear: @escaping () -> Void) { self.appear = { _ in appear() } }
    init(disappear: @escaping () -> Void) { self.disappear = { _ in disappear() } }
    init(appear: ((LifecycleStore) -> Void)? = nil, disappear: ((LifecycleStore) -> Void)? = nil,
         update: ((LifecycleStore, Bool) -> Bool)? = nil) {
        self.appear = appear
        self.disappear = disappear
        self.update = update
    }

    /// The event with each closure run in `environment`, the environment of the view that
    /// declared it: an `@Environment` property read in `.onAppear { weeks = prefs.interval }` reads
    /// what the ancestors put there, as in SwiftUI, where a view's environment properties are
    /// resolved when it is installed (was: the empty environment after the build — `@Environment
    /// (Prefs.self)` trapped though the preview gave `.environment(Prefs.shared)`). A `Task` an
    /// action starts inherits it.
    func inEnvironment(_ environment: EnvironmentValues) -> LifecycleEvent {
        LifecycleEvent(
            appear: appear.map { a in { s in EnvironmentValues.$current.withValue(environment) { a(s) } } },
            disappear: disappear.map { d in { s in EnvironmentValues.$current.withValue(environment) { d(s) } } },
            update: update.map { u in { s, appearing in EnvironmentValues.$current.withValue(environment) { u(s, appearing) } } })
    }

    /// `onChange(of: value, initial:)`.
    init<V: Equatable>(change value: V, initial: Bool, _ action: @escaping (V, V) -> Void) {
        update = { store, appearing in
            guard !appearing, let old = store.value as? V else {
                store.value = value
                if initial { action(value, value); return true }
                return false
            }
            guard old != value else { return false }
            store.value = value
            action(old, value)
            return true
        }
    }

    /// `task(priority:_:)`, and with `id` `task(id:priority:_:)`.
    static func task(_ priority: TaskPriority, _ action: @escaping @Sendable () async -> Void,
                     id: (value: Any, equal: (Any?) -> Bool)? = nil) -> LifecycleEvent {
        func start(_ store: LifecycleStore) {
            store.task?.cancel()
            let done = DispatchSemaphore(value: 0)
            store.task = Task(priority: priority) { await action(); done.signal() }
            // Its first steps are shown: the rendering waits for it a little, after the update
            // started all of its tasks (`runLifecycle`: they run side by side, at most 0.2 s
            // for all together); a task that suspends for longer goes on in the background and
            // its later changes show at the next update.
            TaskWait.started.append(done)
        }
        var event = LifecycleEvent(appear: { store in
            if let id { store.value = id.value }
            start(store)
        }, disappear: { store in store.task?.cancel() })
        if let id {
            event.update = { store, appearing in
                guard !appearing, !id.equal(store.value) else { return false }
                store.value = id.value
                start(store)
                return true
            }
        }
        return event
    }
}

/// The tasks an update started, each signalling when it finished (`runLifecycle` waits for them).
enum TaskWait {
    nonisolated(unsafe) static var started: [DispatchSemaphore] = []
}

/// What a lifecycle modifier keeps at its identity: the value last seen, the task running.
final class LifecycleStore: @unchecked Sendable {
    var value: Any?
    var task: Task<Void, Never>?
}

extension ViewGraph {
    /// Registers a lifecycle modifier of the view at `path` (the n-th of its kind there).
    func registerLifecycle(_ path: [ViewPathComponent], _ kind: String, _ event: LifecycleEvent) {
        lock.lock(); defer { lock.unlock() }
        let base = StateKey(path: path, property: kind)
        let n = lifecycleCounters[base, default: 0]
        lifecycleCounters[base] = n + 1
        lifecycleThisBuild.append((StateKey(path: path, property: "\(kind)#\(n)"), event))
    }

    /// Runs the events due since the tree last shown: disappearances first, then appearances
    /// and changes in the order the views were built (a parent before its content). Answers
    /// whether any action ran (state may have changed: build again).
    @discardableResult
    func runLifecycle() -> Bool {
        lock.lock()
        let now = lifecycleThisBuild
        lifecycleThisBuild = []
        lifecycleBuilt = now
        lock.unlock()
        let present = Set(now.map(\.0))
        var ran = false
        for (key, e) in lifecycleShown where !present.contains(key) {
            if let d = e.disappear { d(lifecycleStores[key] ?? LifecycleStore()); ran = true }
            lifecycleStores[key] = nil
        }
        var shown: [StateKey: LifecycleEvent] = [:]
        for (key, e) in now where shown[key] == nil {
            let appearing = lifecycleShown[key] == nil
            let store: LifecycleStore
            if let s = lifecycleStores[key] { store = s } else { store = LifecycleStore(); lifecycleStores[key] = store }
            if appearing, let a = e.appear { a(store); ran = true }
            if let u = e.update, u(store, appearing) { ran = true }
            shown[key] = e
        }
        lifecycleShown = shown
        // The tasks started by this update, side by side: their first steps are in the picture.
        let deadline = DispatchTime.now() + 0.2
        for done in TaskWait.started { _ = done.wait(timeout: deadline) }
        TaskWait.started = []
        return ran
    }
}

/// A lifecycle modifier: registers its event (the live preview) and builds its content.
struct _LifecycleEvent<Content: View>: View, PrimitiveView {
    let content: Content
    let kind: String
    let event: LifecycleEvent?

    init(content: Content, kind: String, event: LifecycleEvent?) {
        self.content = content
        self.kind = kind
        self.event = event
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        if let event, TapRecorder.current != nil || ctx.graph.registersLifecycle {
            ctx.graph.registerLifecycle(ctx.path.components, kind, event.inEnvironment(ctx.environment))
        }
        return Accord.makeNodes(content, ctx)
    }
}

import Foundation
import AccordLayout

// Drags and typing in the live preview (`accord preview`, issue 17 step 2).
//
// Drags: the page sends a drag's phases (began at the point the button went down, changed as it
// moves, ended where it is released). At `began` the drag is hit-tested like a tap, asking for a
// view that takes drags (a Slider, a view with a `DragGesture`); that view keeps the drag until
// it ends, wherever the pointer goes (UIKit's touch tracking). Values are in the view's own space
// (its frame when the drag began); a `DragGesture` begins once the pointer has moved its
// `minimumDistance` (10 by default, as SwiftUI), and its `@GestureState`s return to their
// initial values when it ends.
//
// Typing: a tap on a text field (or a `.focused` binding set by code) focuses it; the focused
// field is the one whose identity `LiveInput` holds, with its selection (a caret at the tapped
// character; a double tap selects the word). It draws its caret or selection as UIKit does and
// the page's key presses edit its binding (PreviewServer+TextEditing.swift): characters replace
// the selection, Backspace/Delete remove it or the character before/after the caret, arrows,
// Home/End and select-all move the caret or the selection, Return ends editing of a one-line
// field (a vertical field and a TextEditor get a new line).

/// The focused text field of the preview program (one program shows one preview at a time).
enum LiveInput {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var focusedPath: [ViewPathComponent]?
    /// The focused field of the last rendering (set by the serve loop after each).
    nonisolated(unsafe) static var shown: KeyTarget?

    /// Whether the field at `path` has focus (a field without a `.focused` binding).
    static func isFocused(_ path: [ViewPathComponent]) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return focusedPath == path
    }

    /// Focuses the field at `path` (and sets its `.focused` binding); the field focused before
    /// loses focus (its binding is cleared).
    static func focus(_ path: [ViewPathComponent], binding: FocusBinding?) {
        if let previous = shown, previous.path != path { previous.unfocus() }
        Invalidation.noteUntrackedChange()
        lock.lock(); focusedPath = path; lock.unlock()
        binding?.focus()
    }

    /// Ends editing: no field is focused.
    static func endEditing() {
        shown?.unfocus()
        Invalidation.noteUntrackedChange()
        lock.lock(); focusedPath = nil; selectionPath = nil; scroll = nil; lock.unlock()
    }

    /// How far the focused one-line field's text is moved to show the caret (PreviewServer+TextEditing.swift).
    nonisolated(unsafe) private static var scroll: (path: [ViewPathComponent], offset: CGFloat)?

    static func scrollOffset(of path: [ViewPathComponent]) -> CGFloat {
        lock.lock(); defer { lock.unlock() }
        return scroll?.path == path ? scroll!.offset : 0
    }

    static func setScrollOffset(_ offset: CGFloat, of path: [ViewPathComponent]) {
        lock.lock(); scroll = (path, offset); lock.unlock()
    }

    nonisolated(unsafe) private static var selectionPath: [ViewPathComponent]?
    nonisolated(unsafe) private static var selection = TextSelection.caret(0)

    /// The selection of the field at `path` with `count` characters: the one set for it, or a
    /// caret after its text (a field focused by code, as UIKit puts it).
    static func selection(of path: [ViewPathComponent], count: Int) -> TextSelection {
        lock.lock(); defer { lock.unlock() }
        return selectionPath == path ? selection.clamped(to: count) : .caret(count)
    }

    /// Sets the selection of the field at `path`.
    static func select(_ s: TextSelection, in path: [ViewPathComponent]) {
        lock.lock(); selectionPath = path; selection = s; lock.unlock()
    }
}

/// What keys do to the focused field (recorded while it is built).
struct KeyTarget {
    var path: [ViewPathComponent]
    var name: String
    var text: Binding<String>
    /// Return inserts a new line (a vertical field, a TextEditor) instead of ending editing.
    var multiline: Bool
    var unfocus: () -> Void
    var submit: () -> Void = {}
    /// Where its text was drawn (its characters' positions).
    var geometry: TextCaretGeometry?
}

extension TapRecorder {
    /// Records the focused field's key target (the last one built wins).
    static func setKeyTarget(_ target: KeyTarget) {
        current?.keyTarget = target
    }
}

/// A drag under way: the view that took it, its frame when it began, where it began.
struct ActiveDrag {
    var handler: DragHandler
    var name: String
    var frame: CGRect
    var start: CGPoint
    var startTime = Date()
    var began = false

    func value(at p: CGPoint) -> DragGesture.Value {
        let local = CGPoint(x: p.x - frame.minX, y: p.y - frame.minY)
        let start = CGPoint(x: self.start.x - frame.minX, y: self.start.y - frame.minY)
        let t = CGSize(width: local.x - start.x, height: local.y - start.y)
        return DragGesture.Value(time: Date(), location: local, startLocation: start, translation: t, velocity: .zero,
                                 predictedEndLocation: local, predictedEndTranslation: t)
    }
}

extension PreviewServer.Kept {
    /// Delivers one phase of a drag ("began", "changed", "ended") at `point` of the k-th
    /// rendering; what took it, or nil when nothing there takes drags.
    mutating func drag(item k: Int, phase: String, at point: CGPoint) -> String? {
        if phase == "began" {
            activeDrag = nil
            guard shown.indices.contains(k) else { return nil }
            return recorder.beginDrag(&activeDrag, root: shown[k].hosted.root, pass: shown[k].hosted.pass, at: point)
        }
        return TapRecorder.moveDrag(&activeDrag, to: point, ended: phase == "ended")
    }

    /// Delivers typed text or a named key to the focused field (PreviewServer+TextEditing.swift).
    func key(text: String?, name: String?, shift: Bool = false, word: Bool = false) -> String? {
        recorder.key(text: text, name: name, shift: shift, word: word)
    }
}

extension TapRecorder {
    /// Begins a drag at `point`: the view that takes it keeps it in `drag`.
    func beginDrag(_ drag: inout ActiveDrag?, root: LayoutNode, pass: LayoutPass, at point: CGPoint) -> String? {
        drag = nil
        guard let (r, _, frame) = dragTarget(root, pass: pass, at: point) else { return nil }
        guard let handler = r.drag else { return r.name + " (disabled)" }
        drag = ActiveDrag(handler: handler, name: r.name, frame: frame, start: point)
        return Self.moveDrag(&drag, to: point, ended: false)
    }

    /// Moves the drag under way to `point` (and ends it).
    static func moveDrag(_ drag: inout ActiveDrag?, to point: CGPoint, ended: Bool) -> String? {
        guard var d = drag else { return nil }
        let v = d.value(at: point)
        if !d.began, hypot(v.translation.width, v.translation.height) >= d.handler.minimumDistance {
            d.began = true
            d.handler.changed(v, d.frame.size)
        } else if d.began {
            d.handler.changed(v, d.frame.size)
        }
        if ended {
            drag = nil
            if d.began { d.handler.ended(v) }
            return d.name + " (drag ended)"
        }
        if d.began { d.handler.canvasChanged?(d.start, point) }
        drag = d
        return d.name + (d.began ? " (drag)" : " (not yet)")
    }

    /// Delivers typed text or a named key to the focused field (PreviewServer+TextEditing.swift).
    func key(text: String?, name: String?, shift: Bool = false, word: Bool = false) -> String? {
        guard let target = keyTarget else { return nil }
        let value = target.text.wrappedValue
        switch name {
        case "Enter" where !target.multiline:
            LiveInput.endEditing()
            target.submit()
            return target.name + " (return)"
        case "Escape":
            LiveInput.endEditing()
            return target.name + " (editing ended)"
        default:
            if name == nil, text?.isEmpty ?? true { return nil }
            // Pasted text: a one-line field cannot hold line breaks (they become spaces — how
            // UITextField treats them is not documented: a guess); Windows' CR LF is one break.
            var text = text?.replacingOccurrences(of: "\r\n", with: "\n")
            if !target.multiline { text = text?.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ") }
            let selection = LiveInput.selection(of: target.path, count: value.count)
            let stops = target.geometry.flatMap { $0.count == value.count ? $0.stops : nil }
            guard let (edited, moved) = TextEditing.apply(TextKey(text: text, name: name, shift: shift, word: word), to: value,
                                                          selection, stops: stops, multiline: target.multiline) else { return nil }
            LiveInput.select(moved, in: target.path)
            if edited != value {
                target.text.wrappedValue = edited
                return target.name + " (typed)"
            }
            // Only the caret or selection moved: the text is drawn again, nothing is built.
            if let node = target.geometry?.node { Invalidation.noteRelayout(node) } else { Invalidation.noteUntrackedChange() }
            return target.name + " (\(moved))"
        }
    }
}

/// A text input's part in the live preview: whether it is focused, and (registered on its
/// nodes) the tap that focuses it and the key target it is while focused. Nil outside the
/// serve loop, so still frames pay nothing.
struct LiveTextEditing {
    let path: [ViewPathComponent]
    let text: Binding<String>
    let name: String
    let multiline: Bool
    let binding: FocusBinding?
    let focused: Bool
    /// Where the field's text is drawn (filled in by `_CaretDecorated`).
    let geometry: TextCaretGeometry

    init?(_ ctx: BuildContext, text: Binding<String>, name: String, multiline: Bool) {
        guard TapRecorder.current != nil else { return nil }
        path = ctx.path.components
        self.text = text
        self.name = name
        self.multiline = multiline
        binding = ctx.environment[FocusBindingKey.self]
        // A field bound with `.focused` is focused when its binding says so (code may set it);
        // others when a tap focused them.
        focused = ctx.environment.isEnabled && (binding.map { $0.isFocused() } ?? LiveInput.isFocused(path))
        geometry = TextCaretGeometry(count: text.wrappedValue.count)
    }

    /// A drag across a focused field selects from the character where it began to the one under
    /// the pointer (as a mouse drag selects in a text field of iPadOS); the field's text scrolls
    /// to follow it. (An unfocused field lets the drag through to what encloses it: a Form scrolls.)
    static func selectingDrag(_ geometry: TextCaretGeometry, _ path: [ViewPathComponent]) -> DragHandler {
        final class Anchor: @unchecked Sendable { var index: Int? }
        let anchor = Anchor()
        var drag = DragHandler(minimumDistance: 0, changed: { _, _ in }, ended: { _ in anchor.index = nil })
        drag.canvasChanged = { start, point in
            let a = anchor.index ?? geometry.index(at: start)
            anchor.index = a
            LiveInput.select(TextSelection(anchor: a, head: geometry.index(at: point)), in: path)
            if let node = geometry.node { Invalidation.noteRelayout(node) }
        }
        return drag
    }

    func register(_ nodes: [LayoutNode], _ ctx: BuildContext) {
        let path = self.path, binding = self.binding, geometry = self.geometry, focused = self.focused, text = self.text
        // A tap puts the caret at the character under it (focusing the field), a double tap
        // selects the word there, a triple tap everything.
        let tap = TapResponder(kind: .text { point, count in
            let i = geometry.index(at: point)
            let value = text.wrappedValue
            switch count {
            case 2: LiveInput.select(TextEditing.word(in: value, at: i), in: path)
            case 3...: LiveInput.select(TextSelection(anchor: 0, head: value.count), in: path)
            default: LiveInput.select(.caret(i), in: path)
            }
            if focused, let node = geometry.node { Invalidation.noteRelayout(node) } else { LiveInput.focus(path, binding: binding) }
        }, name: name, wholeFrame: true, drag: focused ? Self.selectingDrag(geometry, path) : nil)
        TapRecorder.register(nodes, tap, ctx.environment)
        if focused {
            TapRecorder.setKeyTarget(KeyTarget(path: path, name: name, text: text, multiline: multiline,
                                               unfocus: { binding?.unfocus() }, geometry: geometry))
        }
    }
}

/// The `.focused(_:)` / `.focused(_:equals:)` binding of the views below (their text fields).
struct FocusBinding: @unchecked Sendable {
    var isFocused: () -> Bool
    var focus: () -> Void
    var unfocus: () -> Void
}
struct FocusBindingKey: EnvironmentKey { static let defaultValue: FocusBinding? = nil }

extension EnvironmentValues {
    /// The focus binding of the views below (`.focused`).
    var focusBinding: FocusBinding? {
        get { self[FocusBindingKey.self] }
        set { self[FocusBindingKey.self] = newValue }
    }
}

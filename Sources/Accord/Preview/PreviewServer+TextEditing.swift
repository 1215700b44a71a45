import Foundation
import AccordLayout

// Editing the focused text field in the live preview as iOS does (issue 17): a caret that moves
// (arrow keys, Home/End, a click at a character), a selection (shift + arrows, a double click on
// a word, select all) drawn as UIKit draws it, typing that replaces the selection, Backspace and
// Delete that remove it.
//
// UIKit's look (UITextSelectionDisplayInteraction, iOS 17): the caret is a 2-point bar in the
// tint as tall as the line; a selection is the tint at low opacity behind the selected text
// (0.2 here: a guess, no published figure), with a grabber at each end — a 2-point tint bar the
// line's height with a round knob (8 points across here: a guess) above the start and below the
// end; the caret is hidden while text is selected. Keys follow UITextView with a hardware
// keyboard: ←/→ move by a character (collapse a selection to its start/end), ⌥/⌃ + ←/→ by a
// word, ↑/↓ to the nearest character on the line above/below (the start/end on the first/last
// line), Home/End to the start/end of the line, Shift extends the selection, ⌘A / ⌃A selects all.

/// The selection of the focused field, in characters (grapheme clusters) of its text: `anchor`
/// stays, `head` moves with shift + arrows. Empty: a caret at `head`.
struct TextSelection: Equatable, CustomStringConvertible {
    var anchor: Int
    var head: Int

    static func caret(_ i: Int) -> TextSelection { TextSelection(anchor: i, head: i) }
    var lower: Int { min(anchor, head) }
    var upper: Int { max(anchor, head) }
    var isEmpty: Bool { anchor == head }
    var description: String { isEmpty ? "caret \(head)" : "\(lower)..<\(upper)" }

    func clamped(to count: Int) -> TextSelection {
        TextSelection(anchor: min(max(0, anchor), count), head: min(max(0, head), count))
    }
}

/// A key for the focused field, as the page sends it.
struct TextKey {
    /// Typed text (a character), or nil for a named key.
    var text: String?
    /// "Backspace", "Delete", "Enter", "Escape", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown",
    /// "Home", "End", "SelectAll".
    var name: String?
    var shift = false
    /// ⌥ or ⌃ held: arrows and Backspace/Delete act on words.
    var word = false
}

/// The editing rules: a key's effect on a text and its selection (no view involved).
enum TextEditing {
    /// What a key does; nil when the key is not an edit or a movement (Enter, Escape).
    /// `stops`: the caret stops of the laid-out text (count + 1, for ↑/↓ and Home/End), or nil.
    static func apply(_ key: TextKey, to text: String, _ selection: TextSelection, stops: [CaretStop]?,
                      multiline: Bool) -> (text: String, selection: TextSelection)? {
        let chars = Array(text)
        let s = selection.clamped(to: chars.count)
        func replace(_ lo: Int, _ hi: Int, with new: String) -> (String, TextSelection) {
            (String(chars[..<lo]) + new + String(chars[hi...]), .caret(lo + new.count))
        }
        func moved(_ to: Int) -> (String, TextSelection) {
            let to = min(max(0, to), chars.count)
            return (text, key.shift ? TextSelection(anchor: s.anchor, head: to) : .caret(to))
        }
        let lines = stops.flatMap { $0.count == chars.count + 1 ? $0 : nil }
        if let typed = key.text, key.name == nil {
            return replace(s.lower, s.upper, with: typed)
        }
        switch key.name {
        case "Enter" where multiline:
            return replace(s.lower, s.upper, with: "\n")
        case "Backspace":
            if !s.isEmpty { return replace(s.lower, s.upper, with: "") }
            guard s.head > 0 else { return (text, s) }
            return replace(key.word ? wordStart(chars, before: s.head) : s.head - 1, s.head, with: "")
        case "Delete":
            if !s.isEmpty { return replace(s.lower, s.upper, with: "") }
            guard s.head < chars.count else { return (text, s) }
            return replace(s.head, key.word ? wordEnd(chars, after: s.head) : s.head + 1, with: "")
        case "ArrowLeft":
            if !s.isEmpty, !key.shift { return (text, .caret(s.lower)) }
            return moved(key.word ? wordStart(chars, before: s.head) : s.head - 1)
        case "ArrowRight":
            if !s.isEmpty, !key.shift { return (text, .caret(s.upper)) }
            return moved(key.word ? wordEnd(chars, after: s.head) : s.head + 1)
        case "ArrowUp", "ArrowDown":
            let down = key.name == "ArrowDown"
            guard let lines, multiline else { return moved(down ? chars.count : 0) }
            // Without Shift a selection collapses first: up from its start, down from its end.
            let from = lines[key.shift || s.isEmpty ? s.head : (down ? s.upper : s.lower)]
            let target = lines.indices.filter { lines[$0].line == from.line + (down ? 1 : -1) }
            guard let best = target.min(by: { abs(lines[$0].x - from.x) < abs(lines[$1].x - from.x) }) else {
                return moved(down ? chars.count : 0)
            }
            return moved(best)
        case "Home", "End":
            guard let lines else { return moved(key.name == "Home" ? 0 : chars.count) }
            let line = lines[s.head].line
            let on = lines.indices.filter { lines[$0].line == line }
            return moved((key.name == "Home" ? on.first : on.last) ?? s.head)
        case "SelectAll":
            return (text, TextSelection(anchor: 0, head: chars.count))
        default:
            return nil
        }
    }

    static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "'" }

    /// The start of the word before `i` (skipping the spaces and punctuation before it).
    static func wordStart(_ chars: [Character], before i: Int) -> Int {
        var j = i
        while j > 0, !isWordCharacter(chars[j - 1]) { j -= 1 }
        while j > 0, isWordCharacter(chars[j - 1]) { j -= 1 }
        return j
    }

    /// The end of the word after `i`.
    static func wordEnd(_ chars: [Character], after i: Int) -> Int {
        var j = i
        while j < chars.count, !isWordCharacter(chars[j]) { j += 1 }
        while j < chars.count, isWordCharacter(chars[j]) { j += 1 }
        return j
    }

    /// What a double click at boundary `i` selects: the word around it (UITextView's double
    /// tap), or the character after it when that is not part of a word.
    static func word(in text: String, at i: Int) -> TextSelection {
        let chars = Array(text)
        guard !chars.isEmpty else { return .caret(0) }
        var k = min(max(0, i), chars.count - 1)
        if !isWordCharacter(chars[k]), k > 0, isWordCharacter(chars[k - 1]) { k -= 1 }
        guard isWordCharacter(chars[k]) else { return TextSelection(anchor: k, head: k + 1) }
        var lo = k, hi = k + 1
        while lo > 0, isWordCharacter(chars[lo - 1]) { lo -= 1 }
        while hi < chars.count, isWordCharacter(chars[hi]) { hi += 1 }
        return TextSelection(anchor: lo, head: hi)
    }
}

/// Where a field's text was drawn last (canvas space): a click finds its character, ↑/↓ and
/// Home/End its lines. Filled in while the text is drawn (every rendering draws).
final class TextCaretGeometry: @unchecked Sendable {
    /// The characters of the edited text (0 while the prompt is shown).
    let count: Int
    private(set) var request: TextLayoutRequest?
    private(set) var frame: CGRect = .zero
    private var measurer: (any TextMeasurer)?
    private var cached: [CaretStop]?
    /// The text's node (a caret move lays it out again, which draws it again).
    weak var node: LayoutNode?

    init(count: Int) { self.count = count }

    func update(request: TextLayoutRequest, frame: CGRect, measurer: any TextMeasurer, node: LayoutNode) {
        if request != self.request || frame.size != self.frame.size { cached = nil }
        self.request = request
        self.frame = frame
        self.measurer = measurer
        self.node = node
    }

    /// The caret stops in the text's own space (count + 1), nil before it is drawn.
    var stops: [CaretStop]? {
        if let cached { return cached }
        guard let request, let measurer else { return nil }
        var s: [CaretStop]
        if let locating = measurer as? any CaretLocating {
            s = locating.caretStops(request, width: frame.width)
        } else {
            // A measurer that cannot tell: each prefix measured on one line.
            let chars = Array(request.string)
            let height = measurer.measure(request).lineHeight
            s = (0...chars.count).map { i in
                var r = request
                r.runs = [TextRun(String(chars[..<i]), font: request.runs.first?.font ?? ResolvedFont())]
                r.width = nil
                return CaretStop(x: measurer.measure(r).size.width, top: 0, height: height, line: 0)
            }
        }
        // The prompt is shown: only the caret before it.
        if count == 0 { s = Array(s.prefix(1)) }
        while s.count < count + 1 { s.append(s.last ?? CaretStop(x: 0, top: 0, height: frame.height, line: 0)) }
        cached = Array(s.prefix(count + 1))
        return cached
    }

    /// The boundary nearest to `point` (canvas space): on the line under it (the first or last
    /// line above or below the text), the stop with the nearest x.
    func index(at point: CGPoint) -> Int {
        guard let stops, !stops.isEmpty else { return count }
        let x = point.x - frame.minX, y = point.y - frame.minY
        let lineOf = stops.map(\.line)
        let firstTop = stops.first!.top, lastLine = stops.last!
        let line: Int
        if y < firstTop { line = stops.first!.line } else if y >= lastLine.top + lastLine.height { line = lastLine.line } else {
            line = stops.first { y >= $0.top && y < $0.top + $0.height }?.line ?? lastLine.line
        }
        let candidates = stops.indices.filter { lineOf[$0] == line }
        return candidates.min { abs(stops[$0].x - x) < abs(stops[$1].x - x) } ?? count
    }

    /// What the caret and selection add to the text's drawing (canvas space): the selection's
    /// highlight behind the text, its grabbers or the caret in front.
    func decoration(_ selection: TextSelection, tint: RGBA) -> (behind: [DisplayItem], front: [DisplayItem]) {
        guard let stops, !stops.isEmpty else { return ([], []) }
        let s = selection.clamped(to: count)
        func rect(_ r: CGRect, _ c: RGBA) -> DisplayItem { .fill(Path(r), .color(c), eoFill: false) }
        let o = frame.origin
        if s.isEmpty {
            let c = stops[s.head]
            return ([], [rect(CGRect(x: o.x + c.x - 1, y: o.y + c.top, width: 2, height: c.height), tint)])
        }
        var behind: [DisplayItem] = []
        let a = stops[s.lower], b = stops[s.upper]
        for line in a.line...b.line {
            let on = stops.indices.filter { stops[$0].line == line }
            guard let first = on.first else { continue }
            let lo = line == a.line ? a.x : stops[first].x
            // A selection that goes on past the line reaches the text's trailing edge (UITextView).
            let hi = line == b.line ? b.x : max(frame.width, stops[on.last!].x)
            let top = stops[first].top, height = stops[first].height
            if hi > lo { behind.append(rect(CGRect(x: o.x + lo, y: o.y + top, width: hi - lo, height: height), tint.withAlpha(0.2))) }
        }
        let knob: CGFloat = 8
        let front: [DisplayItem] = [
            rect(CGRect(x: o.x + a.x - 1, y: o.y + a.top, width: 2, height: a.height), tint),
            .fill(Path(ellipseIn: CGRect(x: o.x + a.x - knob / 2, y: o.y + a.top - knob, width: knob, height: knob)), .color(tint), eoFill: false),
            rect(CGRect(x: o.x + b.x - 1, y: o.y + b.top, width: 2, height: b.height), tint),
            .fill(Path(ellipseIn: CGRect(x: o.x + b.x - knob / 2, y: o.y + b.top + b.height, width: knob, height: knob)), .color(tint), eoFill: false),
        ]
        return (behind, front)
    }
}

/// The text a field shows (its text or prompt), with the caret and selection drawn over it while
/// the field is focused, and its geometry recorded for clicks and keys.
struct _CaretDecorated: View, PrimitiveView {
    let content: Text
    let live: LiveTextEditing

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let (node, behaviour) = content.textNode(ctx)
        let original = node.drawing?.content
        let geometry = live.geometry, path = live.path, focused = live.focused, multiline = live.multiline
        let env = ctx.environment
        var tint = RGBA(0, 0.478, 1)
        if case .color(let c) = TintShapeStyle()._paint(in: .zero, environment: env) { tint = c }
        let drawing = NodeDrawing(content: { node, frame, context in
            let items = original?(node, frame, context) ?? []
            let (request, _) = behaviour.layout(for: node.placedProposal ?? .unspecified, node: node, context: context)
            if focused, !multiline,
               let scrolled = Self.scrolledLine(items, request: request, frame: frame, node: node, context: context, geometry: geometry, path: path, tint: tint) {
                return scrolled
            }
            geometry.update(request: request, frame: frame, measurer: context.textMeasurer, node: node)
            guard focused else { return items }
            let (behind, front) = geometry.decoration(LiveInput.selection(of: path, count: geometry.count), tint: tint)
            return behind + items + front
        }, effect: node.drawing?.effect)
        drawing.extendsIntoSafeArea = node.drawing?.extendsIntoSafeArea ?? false
        node.drawing = drawing
        return [node]
    }

    /// A one-line field being edited whose text is wider than the field, as UITextField shows it:
    /// the whole text on one line (not cut short with an ellipsis), moved sideways so that the
    /// caret — the moving end of a selection — stays inside the field, and clipped to it. The
    /// offset is kept between renderings and changes only as much as the caret needs: past the
    /// trailing edge the caret stands at that edge, past the leading edge at that one; no space is
    /// shown after the text's end. Nil when the text fits (drawn as it is).
    static func scrolledLine(_ items: [DisplayItem], request: TextLayoutRequest, frame: CGRect, node: LayoutNode, context: LayoutContext,
                             geometry: TextCaretGeometry, path: [ViewPathComponent], tint: RGBA) -> [DisplayItem]? {
        var line = request
        line.width = nil
        line.maxLines = 1
        let full = context.textMeasurer.measure(line).size.width
        guard full > frame.width + 0.5 else { LiveInput.setScrollOffset(0, of: path); return nil }
        func textFrame(_ offset: CGFloat) -> CGRect { CGRect(x: frame.minX - offset, y: frame.minY, width: full, height: frame.height) }
        var offset = LiveInput.scrollOffset(of: path)
        geometry.update(request: line, frame: textFrame(offset), measurer: context.textMeasurer, node: node)
        let selection = LiveInput.selection(of: path, count: geometry.count)
        if let stops = geometry.stops, stops.indices.contains(selection.head) {
            let x = stops[selection.head].x
            if x - offset > frame.width { offset = x - frame.width }
            if x - offset < 0 { offset = x }
        }
        offset = min(max(0, offset), full - frame.width)
        LiveInput.setScrollOffset(offset, of: path)
        let moved = textFrame(offset)
        geometry.update(request: line, frame: moved, measurer: context.textMeasurer, node: node)
        let text = items.map { item -> DisplayItem in
            guard case .text(var t) = item else { return item }
            t.request = line
            t.frame = moved
            return .text(t)
        }
        let (behind, front) = geometry.decoration(selection, tint: tint)
        var group = DrawingGroup(items: behind + text + front)
        // (The caret at either edge and the grabbers' knobs stay whole.)
        group.clip = Path(frame.insetBy(dx: -2, dy: -10))
        return [.group(group)]
    }
}

@testable import Accord
import AccordLayout
import Foundation
import XCTest

/// Editing the focused text field in the live preview as UITextField/UITextView do with a
/// hardware keyboard (Apple's UITextInput / NSStandardKeyBindingResponding behaviour, the rules
/// every text view follows): ←/→ move the caret one character, collapsing a selection to its
/// start/end; Shift extends the selection from its anchor; ⌥←/⌥→ move by a word; ↑/↓ go to the
/// nearest character on the line above/below (the start/end of a one-line field); Home/End to the
/// line's ends; ⌘A selects all; typing replaces the selection; Backspace/Delete remove the
/// selection, else the character before/after the caret. A tap places the caret at the nearest
/// character boundary, a double tap selects the word. UIKit draws the caret as a 2-point tint bar
/// and the selection as the tint at low opacity behind the text.
/// Expected values come from those rules applied to the tests' own strings; positions from the
/// fixed-metric measurer (every character 10 × 10).
final class LivePreviewTextEditingTests: XCTestCase {
    typealias Box<T> = TestSupport.Box<T>

    override func setUp() { LiveInput.endEditing(); LiveInput.shown = nil }
    override func tearDown() { LiveInput.endEditing(); LiveInput.shown = nil }

    // MARK: The rules

    func edit(_ text: String, _ s: TextSelection, _ key: TextKey, multiline: Bool = false, stops: [CaretStop]? = nil)
        -> (String, TextSelection) {
        TextEditing.apply(key, to: text, s, stops: stops, multiline: multiline).map { ($0.text, $0.selection) } ?? ("nil", .caret(-1))
    }

    func testArrowsMoveTheCaretAndCollapseASelection() {
        XCTAssertEqual(edit("hello", .caret(2), TextKey(name: "ArrowLeft")).1, .caret(1))
        XCTAssertEqual(edit("hello", .caret(0), TextKey(name: "ArrowLeft")).1, .caret(0), "stops at the start")
        XCTAssertEqual(edit("hello", .caret(5), TextKey(name: "ArrowRight")).1, .caret(5), "stops at the end")
        XCTAssertEqual(edit("hello", TextSelection(anchor: 1, head: 4), TextKey(name: "ArrowLeft")).1, .caret(1))
        XCTAssertEqual(edit("hello", TextSelection(anchor: 4, head: 1), TextKey(name: "ArrowRight")).1, .caret(4))
    }

    func testShiftArrowsExtendTheSelectionFromItsAnchor() {
        var (t, s) = edit("hello", .caret(2), TextKey(name: "ArrowRight", shift: true))
        XCTAssertEqual(s, TextSelection(anchor: 2, head: 3))
        (t, s) = edit(t, s, TextKey(name: "ArrowRight", shift: true))
        XCTAssertEqual(s, TextSelection(anchor: 2, head: 4))
        (t, s) = edit(t, s, TextKey(name: "ArrowLeft", shift: true))
        (t, s) = edit(t, s, TextKey(name: "ArrowLeft", shift: true))
        (t, s) = edit(t, s, TextKey(name: "ArrowLeft", shift: true))
        XCTAssertEqual(s, TextSelection(anchor: 2, head: 1), "past the anchor the selection grows the other way")
        XCTAssertEqual(edit(t, .caret(3), TextKey(name: "End", shift: true)).1, TextSelection(anchor: 3, head: 5))
    }

    func testWordMovesSkipToWordEnds() {
        XCTAssertEqual(edit("one two three", .caret(13), TextKey(name: "ArrowLeft", word: true)).1, .caret(8))
        XCTAssertEqual(edit("one two three", .caret(8), TextKey(name: "ArrowLeft", word: true)).1, .caret(4))
        XCTAssertEqual(edit("one two three", .caret(0), TextKey(name: "ArrowRight", word: true)).1, .caret(3))
        XCTAssertEqual(edit("one two three", .caret(3), TextKey(name: "ArrowRight", word: true)).1, .caret(7))
        XCTAssertEqual(edit("one two three", .caret(7), TextKey(name: "Backspace", word: true)).0, "one  three")
    }

    func testTypingReplacesTheSelectionAndBackspaceOrDeleteRemoveIt() {
        XCTAssertEqual(edit("hello", .caret(2), TextKey(text: "X")).0, "heXllo")
        XCTAssertEqual(edit("hello", .caret(2), TextKey(text: "X")).1, .caret(3))
        XCTAssertEqual(edit("hello", TextSelection(anchor: 1, head: 4), TextKey(text: "ipp")).0, "hippo")
        XCTAssertEqual(edit("hello", TextSelection(anchor: 1, head: 4), TextKey(text: "ipp")).1, .caret(4))
        XCTAssertEqual(edit("hello", TextSelection(anchor: 4, head: 1), TextKey(name: "Backspace")).0, "ho")
        XCTAssertEqual(edit("hello", TextSelection(anchor: 4, head: 1), TextKey(name: "Backspace")).1, .caret(1))
        XCTAssertEqual(edit("hello", .caret(2), TextKey(name: "Backspace")).0, "hllo")
        XCTAssertEqual(edit("hello", .caret(2), TextKey(name: "Delete")).0, "helo")
        XCTAssertEqual(edit("hello", .caret(0), TextKey(name: "Backspace")).0, "hello")
        XCTAssertEqual(edit("hello", .caret(5), TextKey(name: "Delete")).0, "hello")
        XCTAssertEqual(edit("héllo 👋🏽", .caret(7), TextKey(name: "Backspace")).0, "héllo ", "a character is a grapheme cluster")
    }

    func testSelectAllAndTheVerticalKeysOfAOneLineField() {
        XCTAssertEqual(edit("hello", .caret(2), TextKey(name: "SelectAll")).1, TextSelection(anchor: 0, head: 5))
        XCTAssertEqual(edit("hello", .caret(2), TextKey(name: "ArrowUp")).1, .caret(0))
        XCTAssertEqual(edit("hello", .caret(2), TextKey(name: "ArrowDown")).1, .caret(5))
        XCTAssertEqual(edit("hello", .caret(2), TextKey(name: "Home")).1, .caret(0))
        XCTAssertEqual(edit("hello", .caret(2), TextKey(name: "End")).1, .caret(5))
    }

    func testADoubleTapSelectsTheWordUnderIt() {
        XCTAssertEqual(TextEditing.word(in: "hello world", at: 8), TextSelection(anchor: 6, head: 11))
        XCTAssertEqual(TextEditing.word(in: "hello world", at: 5), TextSelection(anchor: 0, head: 5), "at a word's end: that word")
        XCTAssertEqual(TextEditing.word(in: "hello world", at: 11), TextSelection(anchor: 6, head: 11))
    }

    // MARK: Caret stops (fixed metrics: 10 per character, lines 10 apart)

    func testFixedMetricCaretStopsFollowItsWrapping() {
        var r = TextLayoutRequest(runs: [TextRun("ab cd\nef", font: ResolvedFont())], width: 30)
        r.maxLines = nil
        let stops = FixedMetricTextMeasurer().caretStops(r, width: 30)
        // "ab cd" wraps after "ab " at 3 characters a line: line 0 "ab", line 1 "cd", line 2 "ef".
        XCTAssertEqual(stops.map(\.line), [0, 0, 0, 1, 1, 1, 2, 2, 2])
        XCTAssertEqual(stops.map(\.x), [0, 10, 20, 0, 10, 20, 0, 10, 20])
        XCTAssertEqual(stops.map(\.top), [0, 0, 0, 10, 10, 10, 20, 20, 20])
    }

    // MARK: In a field

    /// Builds and draws `view` as the serve loop does (drawing records where the text is).
    func render<V: View>(_ view: V, _ graph: ViewGraph) -> (HostedLayout, TapRecorder, DisplayList) {
        let recorder = TapRecorder()
        TapRecorder.current = recorder
        defer { TapRecorder.current = nil }
        let hosted = HostedLayout(view, proposal: ProposedViewSize(width: 300, height: 300), environment: EnvironmentValues(),
                                  textMeasurer: FixedMetricTextMeasurer(), scale: 1, graph: graph)
        LiveInput.shown = recorder.keyTarget
        return (hosted, recorder, hosted.displayList())
    }

    func tap(_ r: (HostedLayout, TapRecorder, DisplayList), at p: CGPoint, count: Int = 1) {
        guard let hit = r.1.hitTest(r.0.root, pass: r.0.pass, at: p, count: count) else { return XCTFail("nothing at \(p)") }
        _ = TapRecorder.deliver(hit, at: p, count: count)
    }

    /// The text node's frame (the field's text, laid out at the field's leading edge).
    func textFrame(_ r: (HostedLayout, TapRecorder, DisplayList)) -> CGRect {
        r.0.pass.pixelFrame(r.0.pass.allNodes().first { $0.behaviour is TextBehaviour }!)
    }

    /// The solid and translucent fills in the tint (the default accent, iOS's systemBlue).
    func tintFills(_ list: DisplayList) -> (solid: [CGRect], translucent: [CGRect]) {
        var solid: [CGRect] = [], translucent: [CGRect] = []
        func walk(_ items: [DisplayItem]) {
            for i in items {
                if case .fill(let path, .color(let c), _) = i, c.b > 0.9, c.r < 0.1 {
                    if c.a > 0.99 { solid.append(path.boundingRect) } else { translucent.append(path.boundingRect) }
                }
                if case .group(let g) = i { walk(g.items) }
            }
        }
        walk(list.items)
        return (solid, translucent)
    }

    func testATapPlacesTheCaretAtTheNearestCharacterAndTypingInsertsThere() {
        let text = Box("hello"), graph = ViewGraph()
        let view = TextField("Name", text: text.binding).padding(20)
        var r = render(view, graph)
        var t = textFrame(r)
        // 23 points in: nearest to the boundary at 20 (after "he").
        tap(r, at: CGPoint(x: t.minX + 23, y: t.midY))
        r = render(view, graph)
        t = textFrame(r)
        let caret = tintFills(r.2).solid
        XCTAssertEqual(caret, [CGRect(x: t.minX + 19, y: t.minY, width: 2, height: 10)], "a 2-point bar centred on the boundary, the line tall")
        XCTAssertEqual(r.1.key(text: "X", name: nil), "TextField (typed)")
        XCTAssertEqual(text.value, "heXllo")
        r = render(view, graph)
        XCTAssertEqual(r.1.key(text: nil, name: "ArrowLeft"), "TextField (caret 2)")
        XCTAssertEqual(r.1.key(text: nil, name: "ArrowLeft", shift: true), "TextField (1..<2)")
        r = render(view, graph)
        t = textFrame(r)
        let drawn = tintFills(r.2)
        XCTAssertEqual(drawn.translucent, [CGRect(x: t.minX + 10, y: t.minY, width: 10, height: 10)], "the selection behind \"e\"")
        XCTAssertEqual(drawn.solid.count, 4, "a grabber at each end (a bar and a knob); no caret")
        _ = r.1.key(text: nil, name: "Backspace")
        XCTAssertEqual(text.value, "hXllo")
    }

    func testADoubleTapSelectsAWordThatTypingReplaces() {
        let text = Box("hello world"), graph = ViewGraph()
        let view = TextField("Name", text: text.binding)
        var r = render(view, graph)
        let t = textFrame(r)
        tap(r, at: CGPoint(x: t.minX + 82, y: t.midY))
        r = render(view, graph)
        tap(r, at: CGPoint(x: t.minX + 82, y: t.midY), count: 2)
        r = render(view, graph)
        XCTAssertEqual(tintFills(r.2).translucent, [CGRect(x: t.minX + 60, y: t.minY, width: 50, height: 10)])
        _ = r.1.key(text: "there", name: nil)
        XCTAssertEqual(text.value, "hello there")
    }

    func testUpAndDownInATextEditorGoToTheNearestCharacterOnTheNextLine() {
        let text = Box("abcd\nef\nghij"), graph = ViewGraph()
        let view = TextEditor(text: text.binding).frame(width: 200, height: 100)
        var r = render(view, graph)
        let t = textFrame(r)
        // A tap on line 0 after "abc" (x 30).
        tap(r, at: CGPoint(x: t.minX + 31, y: t.minY + 5))
        r = render(view, graph)
        XCTAssertEqual(r.1.key(text: nil, name: "ArrowDown"), "TextEditor (caret 7)", "line 1 is shorter: its end")
        r = render(view, graph)
        XCTAssertEqual(r.1.key(text: nil, name: "ArrowDown"), "TextEditor (caret 10)", "x 20 on line 2: after \"gh\"")
        XCTAssertEqual(r.1.key(text: nil, name: "Home"), "TextEditor (caret 8)")
        XCTAssertEqual(r.1.key(text: nil, name: "End", shift: true), "TextEditor (8..<12)")
        XCTAssertEqual(r.1.key(text: nil, name: "ArrowUp"), "TextEditor (caret 5)", "up from the selection's start")
        _ = r.1.key(text: "!", name: nil)
        XCTAssertEqual(text.value, "abcd\n!ef\nghij")
    }

    /// The text drawings of a display list, with whether they are inside a clipped group.
    func texts(_ list: DisplayList) -> [(frame: CGRect, clipped: Bool)] {
        var out: [(CGRect, Bool)] = []
        func walk(_ items: [DisplayItem], _ clipped: Bool) {
            for i in items {
                if case .text(let t) = i { out.append((t.frame, clipped)) }
                if case .group(let g) = i { walk(g.items, clipped || g.clip != nil) }
            }
        }
        walk(list.items, false)
        return out
    }

    /// UITextField while editing: a text wider than the field is moved sideways so the caret shows
    /// (at the trailing edge when it went past it, the leading edge when it went past that one),
    /// clipped to the field; a tap finds the character under it in the moved text. The field's
    /// width comes from the test's frame; characters are 10 points (the fixed-metric measurer).
    func testAOneLineFieldMovesItsTextSidewaysToKeepTheCaretInView() {
        let text = Box("abcdefghijklmnopqrst"), graph = ViewGraph()
        let view = TextField("Name", text: text.binding).frame(width: 100)
        var r = render(view, graph)
        var t = textFrame(r)
        let w = t.width
        XCTAssertLessThan(w, 200, "the text (200 points) is wider than the field")
        tap(r, at: CGPoint(x: t.minX + 1, y: t.midY))
        r = render(view, graph)
        XCTAssertEqual(r.1.key(text: nil, name: "End"), "TextField (caret 20)")
        r = render(view, graph)
        t = textFrame(r)
        XCTAssertEqual(tintFills(r.2).solid, [CGRect(x: t.minX + w - 1, y: t.minY, width: 2, height: 10)], "the caret at the trailing edge")
        XCTAssertEqual(texts(r.2).first?.frame.minX, t.minX - (200 - w), "the text's end at the field's trailing edge")
        XCTAssertEqual(texts(r.2).first?.clipped, true)
        // A tap 3 points into the moved text: the boundary nearest to 200 − w + 3.
        tap(r, at: CGPoint(x: t.minX + 3, y: t.midY))
        let expected = Int(((200 - w + 3) / 10).rounded())
        XCTAssertEqual(LiveInput.selection(of: r.1.keyTarget!.path, count: 20), .caret(expected))
        r = render(view, graph)
        XCTAssertEqual(r.1.key(text: nil, name: "Home"), "TextField (caret 0)")
        r = render(view, graph)
        XCTAssertEqual(tintFills(r.2).solid, [CGRect(x: t.minX - 1, y: t.minY, width: 2, height: 10)], "back at the start: not moved")
        XCTAssertEqual(texts(r.2).first?.frame.minX, t.minX)
    }

    func testPastedLinesBecomeOneLineInAOneLineField() {
        let text = Box(""), graph = ViewGraph()
        let view = TextField("Name", text: text.binding)
        var r = render(view, graph)
        tap(r, at: CGPoint(x: textFrame(r).minX + 1, y: textFrame(r).midY))
        r = render(view, graph)
        XCTAssertEqual(r.1.key(text: "one\r\ntwo\nthree", name: nil), "TextField (typed)")
        XCTAssertEqual(text.value, "one two three")
        let editor = Box(""), g2 = ViewGraph()
        let ev = TextEditor(text: editor.binding).frame(width: 200, height: 100)
        var e = render(ev, g2)
        tap(e, at: CGPoint(x: textFrame(e).minX + 1, y: textFrame(e).minY + 1))
        e = render(ev, g2)
        _ = e.1.key(text: "one\r\ntwo", name: nil)
        XCTAssertEqual(editor.value, "one\ntwo", "a TextEditor keeps the break (CR LF as one)")
    }

    func testADragAcrossAFocusedFieldSelectsTheCharactersBetween() {
        let text = Box("hello world"), graph = ViewGraph()
        let view = TextField("Name", text: text.binding)
        var r = render(view, graph)
        let t = textFrame(r)
        tap(r, at: CGPoint(x: t.minX + 1, y: t.midY))
        r = render(view, graph)
        var drag: ActiveDrag?
        XCTAssertNotNil(r.1.beginDrag(&drag, root: r.0.root, pass: r.0.pass, at: CGPoint(x: t.minX + 21, y: t.midY)))
        _ = TapRecorder.moveDrag(&drag, to: CGPoint(x: t.minX + 49, y: t.midY), ended: false)
        XCTAssertEqual(LiveInput.selection(of: r.1.keyTarget!.path, count: 11), TextSelection(anchor: 2, head: 5))
        _ = TapRecorder.moveDrag(&drag, to: CGPoint(x: t.minX + 1, y: t.midY), ended: false)
        XCTAssertEqual(LiveInput.selection(of: r.1.keyTarget!.path, count: 11), TextSelection(anchor: 2, head: 0), "back past where it began")
        _ = TapRecorder.moveDrag(&drag, to: CGPoint(x: t.minX + 1, y: t.midY), ended: true)
    }

    func testATapOnAFocusedFieldMovesTheCaretWithoutBuildingAgain() {
        let text = Box("hello"), graph = ViewGraph()
        let view = TextField("Name", text: text.binding)
        var r = render(view, graph)
        let t = textFrame(r)
        tap(r, at: CGPoint(x: t.minX + 50, y: t.midY))
        r = render(view, graph)
        Invalidation.untracked = false
        Invalidation.relayoutNodes = []
        Invalidation.active = graph
        defer { Invalidation.active = nil; Invalidation.relayoutNodes = [] }
        tap(r, at: CGPoint(x: t.minX + 9, y: t.midY))
        XCTAssertFalse(Invalidation.untracked, "the field keeps its focus: nothing to build")
        XCTAssertEqual(Invalidation.relayoutNodes.count, 1, "its text is drawn again")
        XCTAssertEqual(LiveInput.selection(of: r.1.keyTarget!.path, count: 5), .caret(1))
    }
}

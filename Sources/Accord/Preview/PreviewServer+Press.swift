import Foundation
import AccordLayout

// A Button's pressed look in the live preview (`accord preview`, issue 17 step 2).
//
// While the pointer is down on a button, iOS draws it highlighted: a `ButtonStyle` gets
// `configuration.isPressed == true` and draws what it likes; the built-in styles fade the button
// (objc.io, "Reimplementing the default button style", S01E399: pressed, the default style
// "instantly becomes transparent" and the plain style's "change in opacity is more subtle").
// The opacities are *guesses* from that description and screen recordings (no published figure):
// 0.2 for the default, borderless and bordered styles, 0.75 for `.plain`. The page sends the press
// when the button goes down; the click that follows (or a drag) releases it. The pressed state is
// state at the button's identity: only the bodies around the pressed button are evaluated again.

/// The pressed button of the preview program.
enum LivePress {
    nonisolated(unsafe) private static var locations: [[ViewPathComponent]: StateLocation<Bool>] = [:]
    nonisolated(unsafe) private(set) static var current: [ViewPathComponent]?

    /// Opacity of a pressed built-in button (*guesses*, see above).
    static func opacity(_ plain: Bool) -> Double { plain ? 0.75 : 0.2 }

    private static func location(_ path: [ViewPathComponent]) -> StateLocation<Bool> {
        if let l = locations[path] { return l }
        let l = StateLocation(false)
        locations[path] = l
        return l
    }

    /// Whether the button at `path` is pressed (read while it is built: a dependency of its body).
    static func isPressed(_ path: [ViewPathComponent]) -> Bool { location(path).value }

    /// Presses the button at `path` (nil: releases the one pressed).
    static func press(_ path: [ViewPathComponent]?) {
        guard path != current else { return }
        if let old = current { location(old).value = false }
        current = path
        if let new = path { location(new).value = true }
    }
}

struct ButtonPressedKey: EnvironmentKey { static let defaultValue = false }

extension PreviewServer.Kept {
    /// The pointer went down at `point` of the k-th rendering: the button there is pressed.
    func press(item k: Int, at point: CGPoint) -> String? {
        guard shown.indices.contains(k) else { LivePress.press(nil); return nil }
        let l = shown[k]
        let hit = recorder.hitTest(l.hosted.root, pass: l.hosted.pass, at: point, count: 1)
        guard let (r, _, _) = hit, let path = r.press else { LivePress.press(nil); return nil }
        LivePress.press(path)
        return r.name
    }
}

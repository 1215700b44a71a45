import Accord
import Foundation

/// Scenes measured on real SwiftUI in seed 003 ("第 4 章对齐与容器"), each with the seed's numbers.
let seed003Fixtures: [Fixture] = [
    Fixture("seed003-hstack-center", source: "seed 003 §4.1, alignment: .center, canvas 120×60",
            canvas: CGSize(width: 120, height: 60),
            expected: [("red", rect(x: 40...60, y: 20...40)), ("blue", rect(x: 60...80, y: 10...50))]) {
        HStack(alignment: .center, spacing: 0) {
            Color.red.block(20, 20, "red")
            Color.blue.block(20, 40, "blue")
        }
    },
    Fixture("seed003-hstack-top", source: "seed 003 §4.1, alignment: .top",
            canvas: CGSize(width: 120, height: 60),
            expected: [("red", rect(x: 40...60, y: 10...30)), ("blue", rect(x: 60...80, y: 10...50))]) {
        HStack(alignment: .top, spacing: 0) {
            Color.red.block(20, 20, "red")
            Color.blue.block(20, 40, "blue")
        }
    },
    Fixture("seed003-hstack-bottom", source: "seed 003 §4.1, alignment: .bottom",
            canvas: CGSize(width: 120, height: 60),
            expected: [("red", rect(x: 40...60, y: 30...50)), ("blue", rect(x: 60...80, y: 10...50))]) {
        HStack(alignment: .bottom, spacing: 0) {
            Color.red.block(20, 20, "red")
            Color.blue.block(20, 40, "blue")
        }
    },
    Fixture("seed003-hstack-firstTextBaseline-colors", source: "seed 003 §4.2: two Colors under .firstTextBaseline fall back to .bottom (red top 30, bottom 50)",
            canvas: CGSize(width: 120, height: 60),
            expected: [("red", rect(x: 40...60, y: 30...50)), ("blue", rect(x: 60...80, y: 10...50))]) {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
            Color.red.block(20, 20, "red")
            Color.blue.block(20, 40, "blue")
        }
    },
    Fixture("seed003-overlay-overflow", source: "seed 003 §4.3: red60x10.overlay(blue200x30): reported 60×10, visible x 50–250, y 25–55 (canvas 300×80)",
            canvas: CGSize(width: 300, height: 80),
            expected: [("base", rect(x: 120...180, y: 35...45)), ("overlay", rect(x: 50...250, y: 25...55))]) {
        Color.red.frame(width: 60, height: 10)
            .overlay(Color.blue.block(200, 30, "overlay"))
            .accessibilityIdentifier("base")
    },
    Fixture("seed003-overlay-clipped", source: "seed 003 §4.3: .clipped() cuts to the base: visible x 120–180, y 35–45",
            canvas: CGSize(width: 300, height: 80),
            expected: [("clipped", rect(x: 120...180, y: 35...45))]) {
        Color.red.frame(width: 60, height: 10)
            .overlay(Color.blue.frame(width: 200, height: 30))
            .clipped()
            .accessibilityIdentifier("clipped")
    },
    Fixture("seed003-overlay-centred", source: "seed 003 §4.3: canvas width 200, red 60×10 at x 70–130, overlay blue 20×10 at x 90–110",
            canvas: CGSize(width: 200, height: 40),
            expected: [("red", rect(x: 70...130, y: 15...25)), ("blue", rect(x: 90...110, y: 15...25))]) {
        Color.red.block(60, 10, "red")
            .overlay(Color.blue.block(20, 10, "blue"))
    },
    Fixture("seed003-background-centred", source: "seed 003 §4.3: .background(blue) hidden behind red x 70–130",
            canvas: CGSize(width: 200, height: 40),
            expected: [("red", rect(x: 70...130, y: 15...25)), ("blue", rect(x: 90...110, y: 15...25))]) {
        Color.red.block(60, 10, "red")
            .background(Color.blue.block(20, 10, "blue"))
    },
    Fixture("seed003-zstack", source: "seed 003 §4.4: ZStack { red60x10; blue20x30 } in 200×40",
            canvas: CGSize(width: 200, height: 40),
            expected: [("red", rect(x: 70...130, y: 15...25)), ("blue", rect(x: 90...110, y: 5...35)),
                       ("zstack", rect(x: 70...130, y: 5...35))]) {
        ZStack {
            Color.red.block(60, 10, "red")
            Color.blue.block(20, 30, "blue")
        }
        .accessibilityIdentifier("zstack")
    },
]

/// Seed 000's layout examples built from colours, with numbers that follow from the rules the
/// seed states (e.g. "绿蓝两条各分走剩余宽度的一半": green and blue each take half of what the fixed
/// 60 leaves).
let seed000Fixtures: [Fixture] = [
    Fixture("seed000-ratio", source: "seed 000 §42.3 Ratio: fixed 60, then two maxWidth: .infinity share the rest equally (390 − 60 = 330 → 165 each); the row is 40 tall",
            canvas: CGSize(width: 390, height: 100),
            expected: [("red", rect(x: 0...60, y: 30...70)), ("green", rect(x: 60...225, y: 30...70)),
                       ("blue", rect(x: 225...390, y: 30...70))]) {
        HStack(spacing: 0) {
            Color.red.frame(width: 60).accessibilityIdentifier("red")
            Color.green.frame(maxWidth: .infinity).accessibilityIdentifier("green")
            Color.blue.frame(maxWidth: .infinity).accessibilityIdentifier("blue")
        }
        .frame(height: 40)
    },
    Fixture("seed000-spacers-share", source: "seed 000 §42.3: three Spacer().frame(maxWidth: .infinity) share the width in thirds",
            canvas: CGSize(width: 390, height: 4),
            expected: [("a", rect(x: 0...130, y: 2...2)), ("b", rect(x: 130...260, y: 2...2)), ("c", rect(x: 260...390, y: 2...2))]) {
        HStack(spacing: 0) {
            Spacer().frame(maxWidth: .infinity).accessibilityIdentifier("a")
            Spacer().frame(maxWidth: .infinity).accessibilityIdentifier("b")
            Spacer().frame(maxWidth: .infinity).accessibilityIdentifier("c")
        }
        .frame(height: 4)
    },
    Fixture("seed004-fixedsize-magic-10", source: "seed 004 §不明确的布局: Color.red.fixedSize() is 10×10 (the magic 10)",
            canvas: CGSize(width: 1000, height: 1000),
            expected: [("c", rect(x: 495...505, y: 495...505))]) {
        Color.red.fixedSize().accessibilityIdentifier("c")
    },
]

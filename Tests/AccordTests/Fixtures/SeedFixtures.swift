import Accord
import Foundation

/// Scenes measured on real SwiftUI in seed 003 ("第 4 章对齐与容器"), each with the seed's numbers.
let seed003Fixtures: [Fixture] = [
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
]

// Seed 000 and 004 scenes and the seed 003 stacks are data: Tests/Fixtures/layout.fixtures.

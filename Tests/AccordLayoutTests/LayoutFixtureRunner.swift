import AccordFixtures
import AccordLayout
import Foundation
import Testing

extension FixtureData: CustomTestStringConvertible {
    public var testDescription: String { name }
}

/// The layout fixtures (`Tests/Fixtures/layout.fixtures`) on the engine alone: each scene built
/// as `LayoutNode`s from the engine's own behaviours (no Accord, Pango or Cairo), laid out at its
/// canvas with the fixed-metric measurer at 3×, each identified node's pixel frame compared with
/// the expected one. One test case per fixture, named by it. `AccordTests`' `FixtureRunner` runs
/// the same file through Accord's views.
@Suite("Layout fixtures (engine)")
struct LayoutFixtureRunner {
    static let fixtures: [FixtureData] = (try? FixtureData.all()) ?? []

    @Test("the fixture file reads")
    func theFixtureFileReads() throws {
        let all = try FixtureData.all()
        #expect(all.count >= 20)
        #expect(Set(all.map(\.name)).count == all.count, "duplicate fixture names")
    }

    @Test("layout fixture", arguments: fixtures)
    func fixtureMatchesItsSource(_ f: FixtureData) throws {
        let root = try SceneNodes.build(f.scene)
        let pass = LayoutPass(root: root, proposal: ProposedViewSize(f.canvas), canvas: f.canvas,
                              context: LayoutContext(textMeasurer: FixedMetricTextMeasurer(), scale: 3))
        let actual = pass.identifiedFrames()
        var bad: [String] = []
        for (id, want) in f.expected {
            guard let got = actual.first(where: { $0.id == id })?.frame else { bad.append("\(id): missing"); continue }
            let d = [got.minX - want.minX, got.minY - want.minY, got.width - want.width, got.height - want.height].map(abs).max()!
            if d > f.tolerance { bad.append(LayoutPass.formatFrame(id, got) + "  (expected " + LayoutPass.formatFrame(id, want) + ")") }
        }
        #expect(bad.isEmpty, """
            fixture \(f.name) — \(f.source)
            INPUT:
            \(pass.dump())
            MISMATCHES:
            \(bad.joined(separator: "\n"))
            """)
    }
}

/// A fixture's scene as engine nodes: each primitive and modifier is the behaviour Accord's
/// view of the same name makes (a modifier wraps its content in a node, keeping its traits).
enum SceneNodes {
    static func build(_ v: SceneView) throws -> LayoutNode {
        var node = try primitive(v)
        for m in v.modifiers {
            switch m.name {
            case "#": node.identifier = m.args.positional.first?.string
            case "layoutPriority": node.traits.priority = Double(m.args.positional.first?.number ?? 0)
            case "lineLimit": continue  // read by `text` when it is built
            case "frame":
                let a = m.args
                let alignment = try SceneAlignment.alignment(a["alignment"]?.word ?? "center")
                let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].contains { a[$0] != nil }
                node = wrap(node, flexible
                    ? FlexFrameBehaviour(minWidth: a["minWidth"]?.number, idealWidth: a["idealWidth"]?.number, maxWidth: a["maxWidth"]?.number,
                                         minHeight: a["minHeight"]?.number, idealHeight: a["idealHeight"]?.number, maxHeight: a["maxHeight"]?.number,
                                         alignment: alignment)
                    : FrameBehaviour(width: a["width"]?.number, height: a["height"]?.number, alignment: alignment), "frame")
            case "padding":
                let n = m.args.positional.first?.number ?? 0
                node = wrap(node, PaddingBehaviour(EdgeInsets(top: n, leading: n, bottom: n, trailing: n)), "padding")
            case "fixedSize":
                node = wrap(node, FixedSizeBehaviour(horizontal: m.args["horizontal"]?.word != "false",
                                                     vertical: m.args["vertical"]?.word != "false"), "fixedSize")
            case "offset":
                node = wrap(node, OffsetBehaviour(CGSize(width: m.args["x"]?.number ?? 0, height: m.args["y"]?.number ?? 0)), "offset")
            case "aspectRatio":
                let p = m.args.positional
                node = wrap(node, AspectRatioBehaviour(ratio: p.first?.number, fill: p.dropFirst().first?.word == "fill"), "aspectRatio")
            default: throw FixtureError.bad("scene", "unknown modifier .\(m.name)")
            }
        }
        return node
    }

    static func wrap(_ node: LayoutNode, _ behaviour: LayoutBehaviour, _ label: String) -> LayoutNode {
        let w = LayoutNode(behaviour, children: [node], label: label)
        w.traits = node.traits
        if !behaviour.forwardsPriority { w.traits.priority = 0 }
        return w
    }

    static func primitive(_ v: SceneView) throws -> LayoutNode {
        let children = try v.children.map(build)
        let spacing = v.args["spacing"]?.number
        switch v.name {
        case "hstack":
            return LayoutNode(LayoutAdapter(HStackLayout(alignment: try SceneAlignment.vertical(v.args["alignment"]?.word ?? "center"), spacing: spacing)),
                              children: children, label: "HStack")
        case "vstack":
            return LayoutNode(LayoutAdapter(VStackLayout(alignment: try SceneAlignment.horizontal(v.args["alignment"]?.word ?? "center"), spacing: spacing)),
                              children: children, label: "VStack")
        case "zstack":
            return LayoutNode(LayoutAdapter(ZStackLayout(alignment: try SceneAlignment.alignment(v.args["alignment"]?.word ?? "center"))),
                              children: children, label: "ZStack")
        case "color": return LayoutNode(ShapeBehaviour(), label: "Color")
        case "circle": return LayoutNode(ShapeBehaviour(square: true), label: "Circle")
        case "spacer": return LayoutNode(SpacerBehaviour(minLength: v.args["minLength"]?.number), label: "Spacer")
        case "text":
            let string = v.args.positional.first?.string ?? ""
            let limit = v.modifiers.first { $0.name == "lineLimit" }?.args.positional.first?.number.map { Int($0) }
            return LayoutNode(TextBehaviour(TextLayoutRequest(runs: [TextRun(string, font: ResolvedFont())]), lineLimit: limit),
                              label: "Text")
        default: throw FixtureError.bad("scene", "unknown view \(v.name)")
        }
    }
}

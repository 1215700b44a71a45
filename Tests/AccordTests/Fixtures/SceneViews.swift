import Accord
import AccordFixtures
import Foundation

/// A layout fixture's scene (`Tests/Fixtures/layout.fixtures`) as Accord views: each primitive
/// and modifier is the SwiftUI view or modifier of the same name, so the data fixtures check the
/// whole path from view to frame (AccordLayoutTests runs the same scenes on the engine alone).
enum SceneViews {
    static func build(_ v: SceneView) throws -> AnyView {
        var view = try primitive(v)
        let a = { (m: SceneModifier, l: String) in m.args[l]?.number }
        for m in v.modifiers {
            switch m.name {
            case "#": view = AnyView(view.accessibilityIdentifier(m.args.positional.first?.string ?? ""))
            case "layoutPriority": view = AnyView(view.layoutPriority(Double(m.args.positional.first?.number ?? 0)))
            case "lineLimit": view = AnyView(view.lineLimit(m.args.positional.first?.number.map { Int($0) }))
            case "frame":
                let alignment = try SceneAlignment.alignment(m.args["alignment"]?.word ?? "center")
                let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].contains { m.args[$0] != nil }
                view = flexible
                    ? AnyView(view.frame(minWidth: a(m, "minWidth"), idealWidth: a(m, "idealWidth"), maxWidth: a(m, "maxWidth"),
                                         minHeight: a(m, "minHeight"), idealHeight: a(m, "idealHeight"), maxHeight: a(m, "maxHeight"),
                                         alignment: alignment))
                    : AnyView(view.frame(width: a(m, "width"), height: a(m, "height"), alignment: alignment))
            case "padding": view = AnyView(view.padding(m.args.positional.first?.number ?? 0))
            case "fixedSize":
                view = AnyView(view.fixedSize(horizontal: m.args["horizontal"]?.word != "false", vertical: m.args["vertical"]?.word != "false"))
            case "offset": view = AnyView(view.offset(x: a(m, "x") ?? 0, y: a(m, "y") ?? 0))
            case "aspectRatio":
                let p = m.args.positional
                view = AnyView(view.aspectRatio(p.first?.number, contentMode: p.dropFirst().first?.word == "fill" ? .fill : .fit))
            default: throw FixtureError.bad("scene", "unknown modifier .\(m.name)")
            }
        }
        return view
    }

    static func primitive(_ v: SceneView) throws -> AnyView {
        let children = try v.children.map(build)
        let each = ForEach(children.indices, id: \.self) { children[$0] }
        let spacing = v.args["spacing"]?.number
        switch v.name {
        case "hstack": return AnyView(HStack(alignment: try SceneAlignment.vertical(v.args["alignment"]?.word ?? "center"), spacing: spacing) { each })
        case "vstack": return AnyView(VStack(alignment: try SceneAlignment.horizontal(v.args["alignment"]?.word ?? "center"), spacing: spacing) { each })
        case "zstack": return AnyView(ZStack(alignment: try SceneAlignment.alignment(v.args["alignment"]?.word ?? "center")) { each })
        case "color": return AnyView(Color.red)
        case "circle": return AnyView(Circle())
        case "spacer": return AnyView(Spacer(minLength: v.args["minLength"]?.number))
        case "text": return AnyView(Text(verbatim: v.args.positional.first?.string ?? ""))
        default: throw FixtureError.bad("scene", "unknown view \(v.name)")
        }
    }
}

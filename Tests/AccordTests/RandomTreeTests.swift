import Accord
import AccordFixtures
import Foundation
import XCTest

// Property tests over seeded random view trees: every container and modifier Accord has, with
// ordinary and hostile arguments (nil / infinite / negative / contradictory), laid out at random
// proposals. A failure prints the seed and the tree, so it can be replayed:
//   ACCORD_RANDOM_SEED=<seed> swift test --filter RandomTreeTests/testReplayOneSeed
// ACCORD_RANDOM_TREES=<n> changes how many trees are tried (2,000 by default).

/// A generated view and the Swift source that would build it (for failure reports).
struct GeneratedView {
    let view: AnyView
    let source: String
}

/// A layout that lays its subviews out in rows, wrapping when the proposed width is used up.
struct RandomFlowLayout: Layout {
    var spacing: CGFloat
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        rows(proposal.width ?? .infinity, subviews).size
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, p) in rows(proposal.width ?? .infinity, subviews).origins.enumerated() {
            subviews[i].place(at: CGPoint(x: bounds.minX + p.x, y: bounds.minY + p.y), proposal: .unspecified)
        }
    }
    private func rows(_ width: CGFloat, _ subviews: Subviews) -> (size: CGSize, origins: [CGPoint]) {
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, maxX: CGFloat = 0
        var origins: [CGPoint] = []
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width { x = 0; y += rowHeight + spacing; rowHeight = 0 }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            maxX = max(maxX, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return (CGSize(width: maxX, height: y + rowHeight), origins)
    }
}

/// WWDC 2022's equal-width HStack: every subview gets the widest one's ideal width.
struct RandomEqualWidthLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let m = maxSize(subviews)
        return CGSize(width: m.width * CGFloat(subviews.count), height: m.height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let m = maxSize(subviews)
        var x = bounds.minX
        for s in subviews {
            s.place(at: CGPoint(x: x + m.width / 2, y: bounds.midY), anchor: .center,
                    proposal: ProposedViewSize(width: m.width, height: m.height))
            x += m.width
        }
    }
    private func maxSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }
}

/// A careless layout: answers its proposal (10 when unspecified), places the first subview
/// twice and leaves the last one unplaced.
struct RandomCarelessLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, s) in subviews.enumerated() where i < subviews.count - 1 || subviews.count == 1 {
            s.place(at: CGPoint(x: bounds.minX + CGFloat(i) * 7, y: bounds.minY), proposal: proposal)
        }
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width / 2, height: bounds.height))
    }
}

/// Builds random trees from a seed. `hostile` marks trees given non-finite inputs on purpose
/// (an infinite offset, a NaN guide): those need not have finite frames, only not crash.
struct RandomTreeGenerator {
    var rng: SplitMix64
    var nodesLeft: Int
    private(set) var hostile = false

    init(seed: UInt64, maxNodes: Int = 40) {
        rng = SplitMix64(seed: seed)
        var sizer = SplitMix64(seed: seed ^ 0xA5A5)
        nodesLeft = 4 + Int(sizer.next() % UInt64(maxNodes))
    }

    static let strings = ["", "a", "Hi", "Hello, world", "The quick brown fox jumps over the lazy dog",
                          "长文本的换行测试", "x\ny", "   ", "supercalifragilisticexpialidocious", "🙂 ok", "\n\n"]

    // MARK: values

    mutating func length() -> CGFloat { rng.pick([0, 1, 5, 10, 20, 33.3, 50, 100, 250]) }
    mutating func optionalLength() -> CGFloat? { rng.chance(0.3) ? nil : length() }
    /// A frame bound: nil, a length, infinity; negatives and contradictions now and then.
    mutating func bound(allowInfinity: Bool) -> CGFloat? {
        switch rng.int(10) {
        case 0, 1, 2, 3: return nil
        case 4: return allowInfinity ? .infinity : length()
        case 5: return rng.chance(0.3) ? -10 : 0
        default: return length()
        }
    }
    mutating func spacing() -> CGFloat? { rng.pick([nil, 0, 4, 8, 16, -4]) }
    mutating func hAlign() -> (HorizontalAlignment, String) {
        rng.pick([(.leading, ".leading"), (.center, ".center"), (.trailing, ".trailing")])
    }
    mutating func vAlign() -> (VerticalAlignment, String) {
        rng.pick([(.top, ".top"), (.center, ".center"), (.bottom, ".bottom"),
                  (.firstTextBaseline, ".firstTextBaseline"), (.lastTextBaseline, ".lastTextBaseline")])
    }
    mutating func alignment() -> (Alignment, String) {
        rng.pick([(.center, ".center"), (.topLeading, ".topLeading"), (.bottomTrailing, ".bottomTrailing"),
                  (.leading, ".leading"), (.top, ".top"), (.trailing, ".trailing"), (.bottom, ".bottom"),
                  (.leadingFirstTextBaseline, ".leadingFirstTextBaseline")])
    }
    mutating func color() -> (Color, String) {
        rng.pick([(.red, ".red"), (.blue, ".blue"), (.green, ".green"), (.yellow, ".yellow"), (.clear, ".clear")])
    }

    // MARK: views

    mutating func view(depth: Int) -> GeneratedView {
        nodesLeft -= 1
        let leafOnly = depth >= 7 || nodesLeft <= 0
        var g = leafOnly || rng.chance(0.35) ? leaf() : container(depth: depth)
        // Modifiers: zero to three, in any order.
        for _ in 0..<rng.pick([0, 0, 1, 1, 2, 3]) {
            g = modifier(g, depth: depth)
        }
        return g
    }

    mutating func children(depth: Int) -> [GeneratedView] {
        let n = rng.pick([0, 1, 2, 2, 3, 3, 4, 5])
        var out: [GeneratedView] = []
        for _ in 0..<n where nodesLeft > 0 || out.isEmpty { out.append(view(depth: depth + 1)) }
        return out
    }

    func list(_ cs: [GeneratedView], _ indent: String) -> String {
        cs.map { indent + "    " + $0.source.replacingOccurrences(of: "\n", with: "\n" + indent + "    ") }.joined(separator: "\n")
    }
    func describe(_ v: CGFloat?) -> String {
        guard let v else { return "nil" }
        if v.isNaN { return ".nan" }
        if v.isInfinite { return v > 0 ? ".infinity" : "-.infinity" }
        return formatPoints(v)
    }

    mutating func leaf() -> GeneratedView {
        switch rng.int(9) {
        case 0, 1:
            let (c, s) = color()
            return GeneratedView(view: AnyView(c), source: "Color\(s)")
        case 2:
            let text = rng.pick(Self.strings)
            if rng.chance(0.4) {
                let limit = rng.pick([nil, 0, 1, 2, 3, -1] as [Int?])
                return GeneratedView(view: AnyView(Text(verbatim: text).lineLimit(limit)),
                                     source: "Text(verbatim: \(text.debugDescription)).lineLimit(\(limit.map(String.init) ?? "nil"))")
            }
            return GeneratedView(view: AnyView(Text(verbatim: text)), source: "Text(verbatim: \(text.debugDescription))")
        case 3:
            let m = rng.pick([nil, 0, 8, 40, -5] as [CGFloat?])
            return GeneratedView(view: AnyView(Spacer(minLength: m)), source: "Spacer(minLength: \(describe(m)))")
        case 4:
            return GeneratedView(view: AnyView(Rectangle().fill(Color.gray)), source: "Rectangle().fill(Color.gray)")
        case 5:
            return GeneratedView(view: AnyView(Circle().fill(Color.orange)), source: "Circle().fill(Color.orange)")
        case 6:
            let r = rng.pick([0, 4, 12, 1000] as [CGFloat])
            return GeneratedView(view: AnyView(RoundedRectangle(cornerRadius: r).stroke(Color.black, lineWidth: 2)),
                                 source: "RoundedRectangle(cornerRadius: \(describe(r))).stroke(Color.black, lineWidth: 2)")
        case 7:
            return GeneratedView(view: AnyView(Capsule().fill(Color.purple)), source: "Capsule().fill(Color.purple)")
        default:
            return GeneratedView(view: AnyView(EmptyView()), source: "EmptyView()")
        }
    }

    mutating func container(depth: Int) -> GeneratedView {
        let i = "" // children are indented by `list`
        switch rng.int(14) {
        case 0, 1:
            let (a, an) = vAlign(), sp = spacing(), cs = children(depth: depth)
            let views = cs.map(\.view)
            return GeneratedView(view: AnyView(HStack(alignment: a, spacing: sp) { ForEach(views.indices, id: \.self) { views[$0] } }),
                                 source: "HStack(alignment: \(an), spacing: \(describe(sp))) {\n\(list(cs, i))\n}")
        case 2, 3:
            let (a, an) = hAlign(), sp = spacing(), cs = children(depth: depth)
            let views = cs.map(\.view)
            return GeneratedView(view: AnyView(VStack(alignment: a, spacing: sp) { ForEach(views.indices, id: \.self) { views[$0] } }),
                                 source: "VStack(alignment: \(an), spacing: \(describe(sp))) {\n\(list(cs, i))\n}")
        case 4:
            let (a, an) = alignment(), cs = children(depth: depth)
            let views = cs.map(\.view)
            return GeneratedView(view: AnyView(ZStack(alignment: a) { ForEach(views.indices, id: \.self) { views[$0] } }),
                                 source: "ZStack(alignment: \(an)) {\n\(list(cs, i))\n}")
        case 5:
            // Grid: rows of cells, some spanning columns, and now and then a view outside a row.
            let (a, an) = alignment(), hs = spacing(), vs = spacing()
            var rows: [[GeneratedView]] = []
            var spans: [[Int]] = []
            for _ in 0..<rng.pick([1, 2, 3]) {
                let cs = children(depth: depth + 1)
                rows.append(cs)
                spans.append(cs.map { _ in rng.chance(0.2) ? rng.pick([0, 2, 3]) : 1 })
            }
            let loose = rng.chance(0.2) ? view(depth: depth + 1) : nil
            let rowViews = rows.map { $0.map(\.view) }
            let spansCopy = spans
            let looseView = loose?.view
            let grid = Grid(alignment: a, horizontalSpacing: hs, verticalSpacing: vs) {
                ForEach(rowViews.indices, id: \.self) { r in
                    GridRow {
                        ForEach(rowViews[r].indices, id: \.self) { c in rowViews[r][c].gridCellColumns(spansCopy[r][c]) }
                    }
                }
                if let looseView { looseView }
            }
            var src = "Grid(alignment: \(an), horizontalSpacing: \(describe(hs)), verticalSpacing: \(describe(vs))) {\n"
            for (r, row) in rows.enumerated() {
                src += "    GridRow {\n"
                for (c, cell) in row.enumerated() {
                    src += "        " + cell.source.replacingOccurrences(of: "\n", with: "\n        ") + ".gridCellColumns(\(spans[r][c]))\n"
                }
                src += "    }\n"
            }
            if let loose { src += list([loose], "") + "\n" }
            return GeneratedView(view: AnyView(grid), source: src + "}")
        case 6:
            let (a, an) = hAlign(), sp = spacing(), cs = children(depth: depth)
            let views = cs.map(\.view)
            let lazy = LazyVStack(alignment: a, spacing: sp) { ForEach(views.indices, id: \.self) { views[$0] } }
            if rng.chance(0.5) {
                return GeneratedView(view: AnyView(ScrollView { lazy }),
                                     source: "ScrollView {\n    LazyVStack(alignment: \(an), spacing: \(describe(sp))) {\n\(list(cs, "    "))\n    }\n}")
            }
            return GeneratedView(view: AnyView(lazy), source: "LazyVStack(alignment: \(an), spacing: \(describe(sp))) {\n\(list(cs, i))\n}")
        case 7:
            let (axes, an): (Axis.Set, String) = rng.pick([(.vertical, ".vertical"), (.horizontal, ".horizontal"), ([.horizontal, .vertical], "[.horizontal, .vertical]")])
            let cs = children(depth: depth)
            let views = cs.map(\.view)
            return GeneratedView(view: AnyView(ScrollView(axes) { ForEach(views.indices, id: \.self) { views[$0] } }),
                                 source: "ScrollView(\(an)) {\n\(list(cs, i))\n}")
        case 8:
            let (axes, an): (Axis.Set, String) = rng.pick([(.vertical, ".vertical"), (.horizontal, ".horizontal"), ([.horizontal, .vertical], "[.horizontal, .vertical]")])
            let cs = children(depth: depth)
            let views = cs.map(\.view)
            return GeneratedView(view: AnyView(ViewThatFits(in: axes) { ForEach(views.indices, id: \.self) { views[$0] } }),
                                 source: "ViewThatFits(in: \(an)) {\n\(list(cs, i))\n}")
        case 9:
            // GeometryReader: the content uses the proxy's size (halved), or ignores it.
            let inner = view(depth: depth + 1)
            let innerView = inner.view
            let f = rng.pick([0.5, 1.0, 0])
            if f == 0 {
                return GeneratedView(view: AnyView(GeometryReader { _ in innerView }), source: "GeometryReader { _ in\n\(list([inner], i))\n}")
            }
            return GeneratedView(view: AnyView(GeometryReader { proxy in
                innerView.frame(width: max(0, proxy.size.width * f), height: max(0, proxy.size.height * f))
            }), source: "GeometryReader { proxy in\n\(list([inner], i))\n    .frame(width: proxy.size.width * \(f), height: proxy.size.height * \(f))\n}")
        case 10:
            let sp = rng.pick([0, 6, 20] as [CGFloat]), cs = children(depth: depth)
            let views = cs.map(\.view)
            return GeneratedView(view: AnyView(RandomFlowLayout(spacing: sp) { ForEach(views.indices, id: \.self) { views[$0] } }),
                                 source: "RandomFlowLayout(spacing: \(describe(sp))) {\n\(list(cs, i))\n}")
        case 11:
            let cs = children(depth: depth)
            let views = cs.map(\.view)
            if rng.chance(0.5) {
                return GeneratedView(view: AnyView(RandomEqualWidthLayout() { ForEach(views.indices, id: \.self) { views[$0] } }),
                                     source: "RandomEqualWidthLayout() {\n\(list(cs, i))\n}")
            }
            return GeneratedView(view: AnyView(RandomCarelessLayout() { ForEach(views.indices, id: \.self) { views[$0] } }),
                                 source: "RandomCarelessLayout() {\n\(list(cs, i))\n}")
        case 12:
            let sp = spacing(), cs = children(depth: depth)
            let views = cs.map(\.view)
            let (layout, ln): (AnyLayout, String) = rng.pick([
                (AnyLayout(HStackLayout(alignment: .top, spacing: sp)), "AnyLayout(HStackLayout(alignment: .top, spacing: \(describe(sp))))"),
                (AnyLayout(VStackLayout(alignment: .trailing, spacing: sp)), "AnyLayout(VStackLayout(alignment: .trailing, spacing: \(describe(sp))))"),
                (AnyLayout(ZStackLayout(alignment: .bottomLeading)), "AnyLayout(ZStackLayout(alignment: .bottomLeading))"),
                (AnyLayout(RandomFlowLayout(spacing: 4)), "AnyLayout(RandomFlowLayout(spacing: 4))"),
            ])
            return GeneratedView(view: AnyView(layout { ForEach(views.indices, id: \.self) { views[$0] } }),
                                 source: "\(ln) {\n\(list(cs, i))\n}")
        default:
            let cs = children(depth: depth)
            let views = cs.map(\.view)
            return GeneratedView(view: AnyView(Group { ForEach(views.indices, id: \.self) { views[$0] } }),
                                 source: "Group {\n\(list(cs, i))\n}")
        }
    }

    mutating func modifier(_ g: GeneratedView, depth: Int) -> GeneratedView {
        let v = g.view, s = g.source
        switch rng.int(16) {
        case 0, 1:
            let w = optionalLength(), h = optionalLength(), (a, an) = alignment()
            return GeneratedView(view: AnyView(v.frame(width: w, height: h, alignment: a)),
                                 source: "\(s)\n.frame(width: \(describe(w)), height: \(describe(h)), alignment: \(an))")
        case 2, 3:
            let minW = bound(allowInfinity: false), idW = bound(allowInfinity: false), maxW = bound(allowInfinity: true)
            let minH = bound(allowInfinity: false), idH = bound(allowInfinity: false), maxH = bound(allowInfinity: true)
            let (a, an) = alignment()
            return GeneratedView(
                view: AnyView(v.frame(minWidth: minW, idealWidth: idW, maxWidth: maxW, minHeight: minH, idealHeight: idH, maxHeight: maxH, alignment: a)),
                source: "\(s)\n.frame(minWidth: \(describe(minW)), idealWidth: \(describe(idW)), maxWidth: \(describe(maxW)), minHeight: \(describe(minH)), idealHeight: \(describe(idH)), maxHeight: \(describe(maxH)), alignment: \(an))")
        case 4, 5:
            let (edges, en): (Edge.Set, String) = rng.pick([(.all, ".all"), (.horizontal, ".horizontal"), (.top, ".top"), (.trailing, ".trailing")])
            let len: CGFloat? = rng.pick([nil, 0, 8, 16, -6, -30])
            return GeneratedView(view: AnyView(v.padding(edges, len)), source: "\(s)\n.padding(\(en), \(describe(len)))")
        case 6:
            let h = rng.chance(0.5), vv = rng.chance(0.5)
            return GeneratedView(view: AnyView(v.fixedSize(horizontal: h, vertical: vv)), source: "\(s)\n.fixedSize(horizontal: \(h), vertical: \(vv))")
        case 7:
            let p = rng.pick([-1, 0, 1, 2, 100] as [Double])
            return GeneratedView(view: AnyView(v.layoutPriority(p)), source: "\(s)\n.layoutPriority(\(p))")
        case 8:
            var x: CGFloat = rng.pick([-20, 0, 5, 100]), y: CGFloat = rng.pick([-3, 0, 7])
            if rng.chance(0.01) { x = .infinity; hostile = true }
            return GeneratedView(view: AnyView(v.offset(x: x, y: y)), source: "\(s)\n.offset(x: \(describe(x)), y: \(describe(y)))")
        case 9:
            let x: CGFloat = rng.pick([0, 10, 50, -10]), y: CGFloat = rng.pick([0, 20, 300])
            return GeneratedView(view: AnyView(v.position(x: x, y: y)), source: "\(s)\n.position(x: \(describe(x)), y: \(describe(y)))")
        case 10:
            let r: CGFloat? = rng.pick([nil, 0.5, 1, 2, 16.0 / 9, 0])
            let (m, mn): (ContentMode, String) = rng.pick([(.fit, ".fit"), (.fill, ".fill")])
            return GeneratedView(view: AnyView(v.aspectRatio(r, contentMode: m)), source: "\(s)\n.aspectRatio(\(describe(r)), contentMode: \(mn))")
        case 11:
            let o = view(depth: depth + 1), (a, an) = alignment()
            return GeneratedView(view: AnyView(v.overlay(o.view, alignment: a)), source: "\(s)\n.overlay(alignment: \(an)) {\n\(list([o], ""))\n}")
        case 12:
            let b = view(depth: depth + 1), (a, an) = alignment()
            return GeneratedView(view: AnyView(v.background(b.view, alignment: a)), source: "\(s)\n.background(alignment: \(an)) {\n\(list([b], ""))\n}")
        case 13:
            let k: CGFloat = rng.pick([0, 10, -25, 0.5])
            if rng.chance(0.5) {
                switch rng.int(3) {
                case 0: return GeneratedView(view: AnyView(v.alignmentGuide(.leading) { $0[.trailing] + k }), source: "\(s)\n.alignmentGuide(.leading) { $0[.trailing] + \(describe(k)) }")
                case 1: return GeneratedView(view: AnyView(v.alignmentGuide(HorizontalAlignment.center) { $0.width * k }), source: "\(s)\n.alignmentGuide(HorizontalAlignment.center) { $0.width * \(describe(k)) }")
                default: return GeneratedView(view: AnyView(v.alignmentGuide(.trailing) { _ in k }), source: "\(s)\n.alignmentGuide(.trailing) { _ in \(describe(k)) }")
                }
            }
            switch rng.int(4) {
            case 0: return GeneratedView(view: AnyView(v.alignmentGuide(.top) { $0[.bottom] - k }), source: "\(s)\n.alignmentGuide(.top) { $0[.bottom] - \(describe(k)) }")
            case 1: return GeneratedView(view: AnyView(v.alignmentGuide(.firstTextBaseline) { $0.height * k }), source: "\(s)\n.alignmentGuide(.firstTextBaseline) { $0.height * \(describe(k)) }")
            case 2: return GeneratedView(view: AnyView(v.alignmentGuide(VerticalAlignment.center) { $0[.firstTextBaseline] }), source: "\(s)\n.alignmentGuide(VerticalAlignment.center) { $0[.firstTextBaseline] }")
            default:
                if rng.chance(0.05) {
                    hostile = true
                    return GeneratedView(view: AnyView(v.alignmentGuide(.bottom) { _ in .nan }), source: "\(s)\n.alignmentGuide(.bottom) { _ in .nan }")
                }
                return GeneratedView(view: AnyView(v.alignmentGuide(.bottom) { $0[.lastTextBaseline] + k }), source: "\(s)\n.alignmentGuide(.bottom) { $0[.lastTextBaseline] + \(describe(k)) }")
            }
        case 14:
            let limit = rng.pick([nil, 1, 2] as [Int?])
            return GeneratedView(view: AnyView(v.lineLimit(limit)), source: "\(s)\n.lineLimit(\(limit.map(String.init) ?? "nil"))")
        default:
            let id = "v\(rng.int(1000))"
            return GeneratedView(view: AnyView(v.accessibilityIdentifier(id)), source: "\(s)\n.accessibilityIdentifier(\(id.debugDescription))")
        }
    }
}

/// One generated case: the tree, the root proposal, and its canvas.
struct RandomCase {
    let seed: UInt64
    let generated: GeneratedView
    let hostile: Bool
    let proposal: ProposedViewSize

    init(seed: UInt64) {
        self.seed = seed
        var g = RandomTreeGenerator(seed: seed)
        generated = g.view(depth: 0)
        var r = SplitMix64(seed: seed ^ 0x5EED)
        proposal = r.pick([
            ProposedViewSize(width: 390, height: 844), ProposedViewSize(width: 320, height: 120),
            ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: 1, height: 1),
            ProposedViewSize(width: 100, height: 20), ProposedViewSize(width: 1000, height: 50),
            ProposedViewSize(width: 390, height: nil), ProposedViewSize.unspecified,
        ])
        hostile = g.hostile
    }

    var isFinite: Bool { (proposal.width?.isFinite ?? false) && (proposal.height?.isFinite ?? false) && !hostile }

    func host() -> HostedLayout {
        HostedLayout(generated.view, proposal: proposal, textMeasurer: FixedMetricTextMeasurer())
    }

    func report(_ problem: String, _ hosted: HostedLayout?) -> String {
        """
        random tree seed \(seed) (replay: ACCORD_RANDOM_SEED=\(seed) swift test --filter RandomTreeTests/testReplayOneSeed)
        PROBLEM: \(problem)
        PROPOSAL: \(proposal)
        SOURCE:
        \(generated.source)
        FRAMES:
        \(hosted?.pass.dump() ?? "(not laid out)")
        """
    }
}

/// Checks the properties on one case; returns the problems found (empty when all hold).
func checkRandomCase(_ c: RandomCase) -> [String] {
    var problems: [String] = []
    let first = c.host()
    let dump1 = first.pass.dump()
    let ctx = first.pass.context

    // (e) the dump is stable: asking again, and laying the same tree out again, print the same.
    if first.pass.dump() != dump1 { problems.append("(e) the dump changed when printed twice") }
    let again = LayoutPass(root: first.root, proposal: c.proposal, context: ctx)
    if again.dump() != dump1 { problems.append("(e) laying the same tree out again changed its dump:\n\(again.dump())") }

    // (a) same input, same frames: a second tree built from the same seed.
    let second = RandomCase(seed: c.seed).host()
    let dump2 = second.pass.dump()
    if dump2 != dump1 { problems.append("(a) a second build from the same seed laid out differently:\n\(dump2)") }

    // (b-nan) nothing in the tree answered NaN (the engine replaces it by 0 and says so).
    if !c.hostile, let nan = first.diagnostics.first(where: { $0.contains("answered a NaN") }) {
        problems.append("(b-nan) \(nan)")
    }
    let nodes = first.pass.allNodes()
    // A ScrollView placed at an infinite length makes later size questions to lazy stacks in it
    // trap (see testLazyStackInAnInfinitelyLongScrollViewDoesNotTrap); asked only at placement.
    let infiniteScrollView = nodes.contains { $0.label == "ScrollView" && !($0.frame.width.isFinite && $0.frame.height.isFinite) }
    for n in nodes {
        let f = n.frame
        // (b) finite proposals give finite, non-negative frames.
        if c.isFinite {
            if !(f.origin.x.isFinite && f.origin.y.isFinite && f.width.isFinite && f.height.isFinite) {
                // Report where it starts: a node whose own frame is not finite but whose
                // children's all are.
                let childrenFinite = n.children.allSatisfy {
                    !$0.isPlaced || ($0.frame.width.isFinite && $0.frame.height.isFinite && $0.frame.minX.isFinite && $0.frame.minY.isFinite)
                }
                if childrenFinite {
                    problems.append("(b) \(n.label) has a non-finite frame \(f) (placed with \(n.placedProposal.map { "\($0)" } ?? "nil"), parent \(n.parent?.label ?? "none") placed with \(n.parent?.placedProposal.map { "\($0)" } ?? "nil"))")
                }
            } else if f.width < 0 || f.height < 0 {
                problems.append("(b) \(n.label) has a negative size \(f.size)")
            }
        }
        guard let p = n.placedProposal else { problems.append("\(n.label) is placed without a proposal"); continue }
        // Every question to `n` is asked as its parent asked it: with the inputs it was placed with.
        let nctx = first.pass.context(of: n)
        // (b) no view answers an infinite size to a proposal without infinities (nil: its
        // ideal size, which is finite); reported where it starts (children answer finitely).
        if c.isFinite && !infiniteScrollView {
            func infiniteAnswer(_ m: LayoutNode, _ q: ProposedViewSize) -> Bool {
                guard q.width != .infinity, q.height != .infinity else { return false }
                let a = m.sizeThatFits(q, context: first.pass.context(of: m))
                return a.width == .infinity || a.height == .infinity
            }
            for q in [p, ProposedViewSize.unspecified] where infiniteAnswer(n, q) {
                let childOK = n.children.allSatisfy { ch in
                    !infiniteAnswer(ch, .unspecified) && !(ch.placedProposal.map { infiniteAnswer(ch, $0) } ?? false)
                }
                if childOK { problems.append("(b-answer) \(n.label) answers \(n.sizeThatFits(q, context: nctx)) to \(q)") }
            }
        }
        // (b) nobody is proposed NaN.
        if c.isFinite, p.width?.isNaN == true || p.height?.isNaN == true {
            problems.append("(b-nan) \(n.label) was placed with the proposal \(p) by \(n.parent?.label ?? "the root")")
        }
        // (b) where an infinite proposal starts: a node placed with no infinite dimension that
        // places a child with one (SwiftUI never proposes infinity down a finite tree).
        if c.isFinite, p.width != .infinity, p.height != .infinity {
            for child in n.children where child.isPlaced {
                if let cp = child.placedProposal, cp.width == .infinity || cp.height == .infinity {
                    problems.append("(b∞) \(n.label) placed with \(p) places \(child.label) with \(cp)")
                }
            }
        }
        // (b-nan) no answer is NaN to any question a container asks (0, ∞, nil and the placed
        // length on each axis): ∞ − ∞ or 0 × ∞ inside a container shows up here (issue 13).
        if !c.hostile {
            let lengths: [CGFloat?] = [0, .infinity, nil, p.width]
            let heights: [CGFloat?] = [0, .infinity, nil, p.height]
            for w in lengths { for h in heights {
                let a = n.sizeThatFits(ProposedViewSize(width: w, height: h), context: nctx)
                if a.width.isNaN || a.height.isNaN {
                    problems.append("(b-nan) \(n.label) answers \(a) to \(ProposedViewSize(width: w, height: h))")
                }
            } }
        }
        // (c) the node answers the same for the same proposal when asked again.
        let asked = n.sizeThatFits(p, context: nctx)
        if !same(asked, f.size) { problems.append("(c)/(d) \(n.label) placed at \(f.size) for \(p) but answers \(asked)") }
        // (d) placement agrees with sizing: what the parent planned for each child is what the
        // child answered and where it went.
        if !n.children.isEmpty {
            let placements = n.behaviour.placements(node: n, in: f, proposal: p, context: nctx)
            for (child, pl) in zip(n.children, placements) where child.isPlaced {
                let answered = child.sizeThatFits(pl.proposal, context: first.pass.context(of: child))
                if !same(answered, pl.size) {
                    problems.append("(d) \(n.label) planned \(child.label) at \(pl.size) for \(pl.proposal), but it answers \(answered)")
                }
                if !sameProposal(child.placedProposal, pl.proposal) {
                    problems.append("(d) \(child.label) was placed with \(child.placedProposal.map { "\($0)" } ?? "nil"), its parent now proposes \(pl.proposal)")
                }
                let shift = child.behaviour.renderOffset
                let expected = CGPoint(x: pl.origin.x + shift.width, y: pl.origin.y + shift.height)
                if !same(expected, child.frame.origin) {
                    problems.append("(d) \(child.label) sits at \(child.frame.origin), its parent places it at \(expected)")
                }
            }
        }
    }

    // (b-nan) the probes above made no view answer NaN (the engine turns NaN into 0 and
    // records a diagnostic in the pass's context).
    if !c.hostile, let nan = ctx.diagnostics.first(where: { $0.contains("answered a NaN") }) {
        problems.append("(b-nan) while probing: \(nan)")
    }

    // (c) on a fresh, never-laid-out copy, asked leaves-first (a different history), each node
    // answers what the laid-out tree's node answered.
    let fresh = RandomCase(seed: c.seed)
    let cold = HostedLayout(fresh.generated.view, proposal: .zero, textMeasurer: FixedMetricTextMeasurer())
    var pairs: [(LayoutNode, LayoutNode)] = []
    func pair(_ a: LayoutNode, _ b: LayoutNode) {
        guard a.isPlaced, a.label == b.label else { return }
        pairs.append((a, b))
        guard a.children.count == b.children.count else { return }
        for (x, y) in zip(a.children, b.children) { pair(x, y) }
    }
    // `cold` was laid out at a different proposal (zero), so its caches hold other answers.
    pair(first.root, cold.root)
    // (Skipped where a ScrollView was placed at an infinite length: bug 3 traps on the next question.)
    if cold.pass.allNodes().contains(where: { $0.label == "ScrollView" && !($0.frame.width.isFinite && $0.frame.height.isFinite) })
        || infiniteScrollView { pairs = [] }
    let coldCtx = LayoutContext(textMeasurer: FixedMetricTextMeasurer(), scale: 3)
    for (a, b) in pairs.reversed() {
        guard let p = a.placedProposal, let inputs = a.placedInputs, !isGeometryDependent(a) else { continue }
        let answer = b.sizeThatFits(p, context: coldCtx.with(inputs: inputs))
        if !same(answer, a.frame.size) {
            problems.append("(c) \(a.label) answers \(a.frame.size) for \(p) in the laid-out tree but \(answer) in another history")
        }
    }

    // (f) answers do not depend on the order of questions, lazy containers included: a copy laid
    // out at another proposal is asked every node's placed question (with the inputs it was
    // placed with) among distractors — 0, ∞ and nil on each axis, with those inputs or with the
    // root's (a ScrollView's content asked outside it) — all in a seeded random order. Each
    // placed question must get the laid-out tree's answer.
    var order = SplitMix64(seed: c.seed ^ 0x0DE7_0DE7)
    let otherProposal = order.pick([ProposedViewSize(width: 200, height: 300), ProposedViewSize(width: 50, height: nil),
                                    ProposedViewSize.unspecified, ProposedViewSize(width: 700, height: 90)])
    let shuffled = HostedLayout(RandomCase(seed: c.seed).generated.view, proposal: otherProposal,
                                textMeasurer: FixedMetricTextMeasurer())
    var orderPairs: [(LayoutNode, LayoutNode)] = []
    func pairAll(_ a: LayoutNode, _ b: LayoutNode) {
        guard a.isPlaced, a.label == b.label else { return }
        orderPairs.append((a, b))
        guard a.children.count == b.children.count else { return }
        for (x, y) in zip(a.children, b.children) { pairAll(x, y) }
    }
    pairAll(first.root, shuffled.root)
    if infiniteScrollView || shuffled.pass.allNodes().contains(where: {
        $0.label == "ScrollView" && !($0.frame.width.isFinite && $0.frame.height.isFinite)
    }) { orderPairs = [] }
    let rootCtx = LayoutContext(textMeasurer: FixedMetricTextMeasurer(), scale: 3)
    var questions: [(pair: Int, proposal: ProposedViewSize, context: LayoutContext, checked: Bool)] = []
    for (k, (a, _)) in orderPairs.enumerated() {
        guard let p = a.placedProposal, let inputs = a.placedInputs, !isInsidePlacedContent(a) else { continue }
        let own = rootCtx.with(inputs: inputs)
        questions.append((k, p, own, true))
        for d: CGFloat? in [0, .infinity, nil] {
            questions.append((k, ProposedViewSize(width: d, height: p.height), order.chance(0.5) ? own : rootCtx, false))
            questions.append((k, ProposedViewSize(width: p.width, height: d), order.chance(0.5) ? own : rootCtx, false))
        }
    }
    for i in questions.indices.reversed() where i > 0 { questions.swapAt(i, order.int(i + 1)) }
    for q in questions {
        let (a, b) = orderPairs[q.pair]
        let answer = b.sizeThatFits(q.proposal, context: q.context)
        if q.checked && !same(answer, a.frame.size) {
            problems.append("(f) \(a.label) answers \(a.frame.size) for \(q.proposal) in the laid-out tree but \(answer) when the questions come in another order")
        }
    }
    return problems
}

/// Known engine bugs, each pinned by a skipped regression test below; their symptoms are
/// counted apart unless ACCORD_RANDOM_STRICT is set. None today: the lazy stacks' estimate no
/// longer depends on the order of questions (issue 19: the viewport is an input).
func isKnownIssue(_ problem: String, _ c: RandomCase) -> Bool {
    false
}

/// Bug 3 (testLazyStackInAnInfinitelyLongScrollViewDoesNotTrap) kills the process when a lazy
/// stack's ScrollView is placed at an infinite length, which bugs 1–2 (aspectRatio) or a
/// non-finite input can cause. Until it is fixed such trees are not run (except when strict).
func mayTrap(_ c: RandomCase) -> Bool { false }

/// Nodes inside a GeometryReader, a lazy container or a ViewThatFits depend on where their
/// ancestors were placed (their content is built, or chosen, when placed), so another history
/// may legitimately hold other content at the same position. (The containers themselves answer
/// by their inputs alone.)
private func isInsidePlacedContent(_ n: LayoutNode) -> Bool {
    var p: LayoutNode? = n.parent
    while let q = p {
        if q.label.hasPrefix("GeometryReader") || q.label.hasPrefix("Lazy") || q.label == "ViewThatFits" { return true }
        p = q.parent
    }
    return false
}

private func isGeometryDependent(_ n: LayoutNode) -> Bool { isInsidePlacedContent(n) }

private func sameProposal(_ a: ProposedViewSize?, _ b: ProposedViewSize) -> Bool {
    guard let a else { return false }
    func eq(_ x: CGFloat?, _ y: CGFloat?) -> Bool {
        switch (x, y) {
        case (nil, nil): return true
        case let (x?, y?): return same(x, y)
        default: return false
        }
    }
    return eq(a.width, b.width) && eq(a.height, b.height)
}

private func same(_ a: CGSize, _ b: CGSize) -> Bool { same(a.width, b.width) && same(a.height, b.height) }
private func same(_ a: CGPoint, _ b: CGPoint) -> Bool { same(a.x, b.x) && same(a.y, b.y) }
private func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
    if a.isNaN && b.isNaN { return true }
    if a == b { return true }
    return abs(a - b) <= 1e-6 * max(1, abs(a), abs(b))
}

final class RandomTreeTests: XCTestCase {
    static var treeCount: Int {
        ProcessInfo.processInfo.environment["ACCORD_RANDOM_TREES"].flatMap(Int.init) ?? 2_000
    }

    func testRandomTreesKeepTheLayoutProperties() {
        let n = Self.treeCount
        var failures = 0, nodes = 0, hostile = 0, diagnosed = 0
        var kinds: [String: Int] = [:]
        var knownTrees = 0, skipped = 0
        // A trap kills the process before any report: ACCORD_RANDOM_VERBOSE=1 prints each seed first.
        let verbose = ProcessInfo.processInfo.environment["ACCORD_RANDOM_VERBOSE"] != nil
        let strict = ProcessInfo.processInfo.environment["ACCORD_RANDOM_STRICT"] != nil
        var failingSeeds: [UInt64] = []
        let start = Date()
        for i in 0..<n {
            let seed = UInt64(i) &* 0x9E37_79B9 &+ 1
            if verbose { FileHandle.standardError.write(Data("random tree \(i) seed \(seed)\n".utf8)) }
            let c = RandomCase(seed: seed)
            if c.hostile { hostile += 1 }
            if !strict && mayTrap(c) { skipped += 1; continue }
            let all = checkRandomCase(c)
            let problems = all.filter { !isKnownIssue($0, c) }
            if problems.count < all.count { knownTrees += 1 }
            let h = c.host()
            nodes += h.pass.allNodes().count
            if !h.diagnostics.isEmpty { diagnosed += 1 }
            for p in problems {
                let words = p.split(separator: " ", maxSplits: 2)
                let key = words.prefix(2).map { String($0.prefix(while: { $0 != "(" }).isEmpty ? $0 : $0.prefix(while: { $0 != "(" })) }.joined(separator: " ")
                kinds[key, default: 0] += 1
            }
            if !problems.isEmpty {
                failures += 1
                failingSeeds.append(seed)
                if failures <= 5 { XCTFail(c.report(problems.prefix(8).joined(separator: "\n"), h)) }
            }
        }
        let seconds = Date().timeIntervalSince(start)
        for (k, v) in kinds.sorted(by: { $0.value > $1.value }) { print("  \(v)× \(k)") }
        if !failingSeeds.isEmpty { print("failing seeds: \(failingSeeds.prefix(40).map(String.init).joined(separator: " "))") }
        print("random trees: \(n) trees, \(nodes) placed views, \(hostile) with non-finite inputs, \(diagnosed) with diagnostics, \(knownTrees) showing known issues, \(skipped) not run (could trap: bug 3), \(failures) failing, \(String(format: "%.1f", seconds)) s")
    }

    /// Replays one seed (ACCORD_RANDOM_SEED), printing its source and frames.
    func testReplayOneSeed() throws {
        guard let s = ProcessInfo.processInfo.environment["ACCORD_RANDOM_SEED"], let seed = UInt64(s) else {
            throw XCTSkip("set ACCORD_RANDOM_SEED to replay one random tree")
        }
        let c = RandomCase(seed: seed)
        // The source first, on stderr: a trap in the layout below would lose it otherwise.
        FileHandle.standardError.write(Data(c.report("(replay; about to lay out)", nil).utf8 + [10]))
        let h = c.host()
        print(c.report("(replay)", h))
        print("DIAGNOSTICS:\n" + h.diagnostics.joined(separator: "\n"))
        let problems = checkRandomCase(c)
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n"))
    }

    /// The generator itself is deterministic: the same seed gives the same source.
    func testTheGeneratorIsDeterministic() {
        for seed: UInt64 in [1, 2, 42, 0xDEAD_BEEF] {
            XCTAssertEqual(RandomCase(seed: seed).generated.source, RandomCase(seed: seed).generated.source)
        }
        var a = SplitMix64(seed: 0)
        XCTAssertEqual(a.next(), 0xE220_A839_7B1D_CDAF) // SplitMix64's published first output for seed 0
    }
}


/// Bugs the random trees found, reduced. Each is skipped until its fix lands (remove the
/// `XCTSkip` line then); the body is the failing check.
final class RandomTreeRegressionTests: XCTestCase {
    private func host<V: View>(_ v: V, _ p: ProposedViewSize) -> HostedLayout {
        HostedLayout(v, proposal: p, textMeasurer: FixedMetricTextMeasurer())
    }

    /// `.aspectRatio(r, contentMode: .fill)` proposed width × nil offered its content ∞ × ∞
    /// (the nil height counted as an infinite scale), so a Color in a vertical ScrollView became
    /// infinitely large. SwiftUI fills the proposed width: 100 × 50 for a 2:1 ratio.
    func testAspectRatioFillWithAnUnspecifiedHeightFillsTheWidth() throws {
        let h = host(Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("r"), ProposedViewSize(width: 100, height: nil))
        XCTAssertEqual(h.frame(of: "r")?.size, CGSize(width: 100, height: 50))
        let s = host(ScrollView { Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("r") },
                     ProposedViewSize(width: 100, height: 300))
        XCTAssertEqual(s.frame(of: "r")?.size, CGSize(width: 100, height: 50))
    }

    /// A content whose ideal width is 0 (`.frame(idealWidth: 0)`) gives `.aspectRatio(contentMode:
    /// .fit)` a 0:h ratio; proposed 100 × nil it offered 0 × ∞, and the Color answered ∞.
    func testAspectRatioOfAZeroIdealWidthStaysFinite() throws {
        let h = host(Color.red.frame(idealWidth: 0, idealHeight: 10).aspectRatio(contentMode: .fit).accessibilityIdentifier("r"),
                     ProposedViewSize(width: 100, height: nil))
        let f = try XCTUnwrap(h.frame(of: "r"))
        XCTAssertTrue(f.width.isFinite && f.height.isFinite, "\(f)")
    }

    /// A ScrollView placed at an infinite length (a Layout may propose `.infinity`) left its
    /// viewport infinitely long; the next size question with no width to a LazyVStack in it
    /// converted ∞ to Int in `LazyContainerBehaviour.sampleCount` and trapped.
    func testLazyStackInAnInfinitelyLongScrollViewDoesNotTrap() throws {
        let h = host(ProposesInfiniteHeight() { ScrollView { LazyVStack { Color.red; Text("x") } } },
                     ProposedViewSize(width: 300, height: 300))
        let sv = try XCTUnwrap(h.pass.allNodes().first { $0.label == "ScrollView" })
        let s = sv.sizeThatFits(ProposedViewSize(width: .infinity, height: 10), context: h.pass.context)
        XCTAssertEqual(s.height, 10)
    }

    /// Bug 3 in one ordinary layout pass (no extra questions): in random tree seed
    /// 23189150877985 bug 1 (`.aspectRatio(1.78, contentMode: .fill)` proposed 390 × nil) offers
    /// ∞ × ∞ down to a `ScrollView`, which is placed infinitely tall; a `LazyVStack` inside is
    /// first asked for its size while being placed (through `.position`), after the viewport took
    /// the infinite frame — and traps.
    func testRandomTree23189150877985LaysOutWithoutTrapping() throws {
        let h = RandomCase(seed: 23_189_150_877_985).host()
        XCTAssertFalse(h.pass.allNodes().isEmpty)
    }

    struct ProposesInfiniteHeight: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 100, height: 100)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for s in subviews { s.place(at: bounds.origin, proposal: ProposedViewSize(width: nil, height: .infinity)) }
        }
    }
}

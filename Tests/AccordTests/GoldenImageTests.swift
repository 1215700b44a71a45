import Accord
import AccordCairo
import AccordText
import Foundation
import XCTest

/// A few PNG goldens at the Cairo seam: whole scenes (text with baselines, CJK, shapes, a shadow,
/// strokes) rendered and compared with images a person looked at, with a tolerance. They are
/// stamped with the Pango and Cairo versions they were made with; on other versions the test is
/// skipped (glyph rasterisation differs), and `ACCORD_UPDATE_GOLDENS=1` remakes them.
final class GoldenImageTests: XCTestCase {
    struct Card: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    Text("¥").font(.caption)
                    Text("1,299").font(.largeTitle).bold()
                    Text("起").font(.caption).foregroundStyle(.secondary)
                }
                Text("限时优惠，售完即止").font(.caption).foregroundStyle(.secondary)
                Capsule().fill(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)).frame(height: 8)
            }
            .padding(16)
            .background(.background, in: RoundedRectangle(cornerRadius: 14))
            .overlay(RoundedRectangle(cornerRadius: 14).stroke(.blue.opacity(0.4)))
            .shadow(color: .black.opacity(0.15), radius: 6, y: 2)
            .padding()
        }
    }

    struct Shapes: View {
        var body: some View {
            HStack(spacing: 12) {
                Circle().fill(.red).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 10, style: .continuous).stroke(.green, lineWidth: 3).frame(width: 60, height: 40)
                Ellipse().fill(AngularGradient(colors: [.blue, .purple, .blue], center: .center)).frame(width: 60, height: 40)
                Text("Aa 永").font(.title).italic()
            }
            .padding()
        }
    }

    static let goldens = Bundle.module.resourceURL!.appendingPathComponent("Goldens")
    static let sourceGoldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static var versions: String { "Pango \(PangoTextSystem.pangoVersion), Cairo \(PangoTextSystem.cairoVersion)" }

    func check<V: View>(_ name: String, _ view: V, _ size: CGSize) throws {
        let hosted = HostedLayout(view, proposal: ProposedViewSize(size), canvas: size, scale: 2)
        let list = hosted.displayList()
        if ProcessInfo.processInfo.environment["ACCORD_UPDATE_GOLDENS"] != nil {
            try CairoRenderer.pngData(list, scale: 2, background: RGBA(1, 1, 1)).write(to: Self.sourceGoldens.appendingPathComponent("\(name).png"))
            try Self.versions.write(to: Self.sourceGoldens.appendingPathComponent("STAMP"), atomically: true, encoding: .utf8)
            return
        }
        let stamp = (try? String(contentsOf: Self.goldens.appendingPathComponent("STAMP"), encoding: .utf8)) ?? "?"
        guard stamp == Self.versions else {
            throw XCTSkip("goldens were made with \(stamp); this machine has \(Self.versions)")
        }
        let actual = try CairoRenderer.bitmap(list, scale: 2, background: RGBA(1, 1, 1))
        // The golden, decoded by drawing it unscaled into a canvas of its own pixel size.
        let file = Self.goldens.appendingPathComponent("\(name).png")
        let header = try Data(contentsOf: file)
        let w = header[16..<20].reduce(0) { $0 << 8 | Int($1) }, h = header[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual([w, h], [actual.width, actual.height], "\(name): size")
        let golden = try CairoRenderer.bitmap(DisplayList(size: CGSize(width: w, height: h), items: [
            .image(ImageDrawing(source: .file(file.path), frame: CGRect(x: 0, y: 0, width: w, height: h), interpolation: .none)),
        ]), background: RGBA(1, 1, 1))
        var total = 0, off = 0
        for (a, b) in zip(actual.pixels, golden.pixels) {
            let d = abs(Int(a) - Int(b))
            total += d
            if d > 48 { off += 1 }
        }
        let mean = Double(total) / Double(max(1, actual.pixels.count))
        let offShare = Double(off) / Double(max(1, actual.pixels.count))
        XCTAssertLessThan(mean, 2.0, "\(name): mean channel difference \(mean) (\(Self.versions))")
        XCTAssertLessThan(offShare, 0.005, "\(name): \(off) channels differ by more than 48 (\(Self.versions))")
    }

    func testCardScene() throws { try check("card", Card(), CGSize(width: 320, height: 170)) }
    func testShapesScene() throws { try check("shapes", Shapes(), CGSize(width: 340, height: 80)) }
}

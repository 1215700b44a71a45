import XCTest
import Foundation
@testable import Accord
import AccordLayout

/// API rows of the corpus8 blocker list (/work/scratch/corpus8/blockers8.md, issue 11): iOS 17's
/// `ShapeView` (A1), `Path` as a `Shape` (A2), optional gestures (A4), Core Data's
/// `fetchRequest() as! NSFetchRequest<Item>` (A5), AVFoundation's capture stack (A3). Each
/// expected value follows from the rule written beside it. Color.red is #ff3b30, Color.blue
/// #007aff, Color.orange #ff9500 (iOS's light system colours).
final class Corpus8APITests: XCTestCase {
    private func dump<V: View>(_ v: V, _ w: CGFloat, _ h: CGFloat) -> String {
        HostedLayout(v, proposal: ProposedViewSize(width: w, height: h), textMeasurer: FixedMetricTextMeasurer())
            .displayList().description
    }

    // MARK: A1 — ShapeView (corpus8 21, CS193p 2025's MatchMarkers)
    //
    // SwiftUI (iOS 17): `fill` returns a `ShapeView`, whose `strokeBorder(_:lineWidth:)` draws
    // the shape's outline inset by half the line width over the fill (the fill is the result's
    // `background`). A 40-point circle: the fill is the 40×40 ellipse; a 4-point border is
    // stroked on the ellipse inset by 2 on every side.

    func testAFilledCircleIsStrokedInsideItsEdgeOverTheFill() {
        let v = Circle().fill(.red).strokeBorder(.blue, lineWidth: 4)
        XCTAssertEqual(dump(v, 40, 40), """
            DisplayList 40.0 x 40.0
              fill ellipse(0.0 0.0 40.0 40.0) #ff3b30
              stroke ellipse(2.0 2.0 36.0 36.0) #007aff width 4.0
            """)
    }

    /// Apple's example of iOS 17 (WWDC23, "What's new in SwiftUI"): `stroke(…).fill(…)` — the
    /// stroke is the background, so the fill is drawn after it, centred on the same edge.
    func testAStrokedShapeFilledAfterwardsDrawsTheFillOverTheStroke() {
        let v = Circle().stroke(.red, lineWidth: 20).fill(.orange)
        XCTAssertEqual(dump(v, 100, 100), """
            DisplayList 100.0 x 100.0
              stroke ellipse(0.0 0.0 100.0 100.0) #ff3b30 width 20.0
              fill ellipse(0.0 0.0 100.0 100.0) #ff9500
            """)
    }

    /// A chain keeps the first shape's frame: a circle keeps answering the largest square that
    /// fits (a 60×40 proposal gives a 40×40 circle centred at x 10…50), for every layer.
    func testEveryLayerOfAChainIsDrawnInTheShapesFrame() {
        let v = Circle().fill(.red).stroke(.blue, lineWidth: 2).frame(width: 60, height: 40)
        XCTAssertEqual(dump(v, 60, 40), """
            DisplayList 60.0 x 40.0
              fill ellipse(10.0 0.0 40.0 40.0) #ff3b30
              stroke ellipse(10.0 0.0 40.0 40.0) #007aff width 2.0
            """)
    }

    // MARK: A2 — Path is a Shape (corpus8 09 11, DivRise's Line)
    //
    // SwiftUI: `struct Path: Shape`, whose `path(in:)` returns the path itself; so a path can be
    // trimmed, filled and stroked as any shape, and as a view it takes the size it is offered.

    func testAPathsPathInAnyRectangleIsItself() {
        let p = Path { $0.move(to: CGPoint(x: 1, y: 2)); $0.addLine(to: CGPoint(x: 30, y: 40)) }
        XCTAssertEqual(p.path(in: CGRect(x: 5, y: 5, width: 400, height: 1)), p)
    }

    /// A line from (0,0) to (100,100) is 141.4 long; half of it ends at (50,50). In a 100×100
    /// frame placed 10 from the canvas's top-left corner, the stroked half runs from (10,10).
    func testAPathTrimmedToHalfAndStrokedIsDrawnFromItsFramesCorner() {
        let v = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 100)) }
            .trim(from: 0, to: 0.5).stroke(.blue, lineWidth: 3)
            .frame(width: 100, height: 100).padding(10)
        XCTAssertEqual(dump(v, 120, 120), """
            DisplayList 120.0 x 120.0
              stroke M10.0 10.0 L60.0 60.0 #007aff width 3.0
            """)
    }

    /// As a view a path takes its whole proposal (as every shape): in a 100×80 proposal, with a
    /// background, the background is 100×80 whatever the path's own bounds (here 10×10).
    func testAPathAsAViewTakesTheSizeItIsOffered() {
        let v = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).fill(.red).background(Color.blue)
        XCTAssertEqual(dump(v, 100, 80), """
            DisplayList 100.0 x 80.0
              fill rect(0.0 0.0 100.0 80.0) #007aff
              fill rect(0.0 0.0 10.0 10.0) #ff3b30
            """)
    }

    /// SwiftUI asks a shape for its path in the shape's own coordinate space (the rectangle at
    /// the origin, of the frame's size): a shape written from (0,0), as CarBode's `cameraFrame`
    /// (corpus8 29), lands in its frame, here 20 points in from the canvas's corner.
    func testACustomShapeIsAskedForItsPathAtTheOrigin() {
        struct Corner: Shape {
            func path(in rect: CGRect) -> Path {
                Path { $0.addLines([CGPoint(x: 0, y: rect.height / 2), .zero, CGPoint(x: rect.width / 2, y: 0)]) }
            }
        }
        let v = Corner().stroke(.blue, lineWidth: 2).frame(width: 40, height: 40).padding(20)
        XCTAssertEqual(dump(v, 80, 80), """
            DisplayList 80.0 x 80.0
              stroke M20.0 40.0 L20.0 20.0 L40.0 20.0 #007aff width 2.0
            """)
    }

    // MARK: A4 — Optional gestures (corpus8 11)
    //
    // SwiftUI: `extension Optional: Gesture where Wrapped: Gesture` with `Value == Wrapped.Value`:
    // `.gesture(enabled ? DragGesture() : nil)` attaches the gesture, or nothing when nil.

    func testAnOptionalGestureIsTheWrappedGestureOrNone() {
        let on: DragGesture? = DragGesture(minimumDistance: 4)
        let off: TapGesture? = nil
        XCTAssertTrue(Optional<DragGesture>.Value.self == DragGesture.Value.self)
        guard case .drag(let distance)? = LiveGesture.of(on)?.trigger else { return XCTFail("no drag") }
        XCTAssertEqual(distance, 4)
        XCTAssertNil(LiveGesture.of(off))
        // Both forms compile as modifiers and lay the text out unchanged.
        let flag = false
        let v = Text("a").gesture(flag ? DragGesture().onEnded { _ in } : nil)
        XCTAssertEqual(dump(v, 100, 100), dump(Text("a"), 100, 100))
    }

    // MARK: A5 — fetchRequest() cast (corpus8 08, iosCCC's CoreDataRepository)
    //
    // On iOS `Currency.fetchRequest()` answers `NSFetchRequest<NSFetchRequestResult>` and the
    // force cast to `NSFetchRequest<Currency>` succeeds (Objective-C generics are erased); the
    // request is for the class's entity, named after it when no model names it.

    final class Currency: NSManagedObject {}
    final class Generated: NSManagedObject {}

    func testAFetchRequestCastToTheClassesRequestSucceeds() throws {
        let any: Any = Currency.fetchRequest()
        let request = try XCTUnwrap(any as? NSFetchRequest<Currency>)
        XCTAssertEqual(request.entityName, "Currency")
        let untyped: NSFetchRequest<NSFetchRequestResult> = Currency.fetchRequest()
        XCTAssertEqual(untyped.entityName, "Currency")
    }

    /// The app's store has nothing yet: the fetch answers no objects (the app then seeds it).
    func testAFetchInAnEmptyStoreAnswersNothing() throws {
        let container = NSPersistentContainer(name: "CurrencyConverterCalculator")
        container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        container.loadPersistentStores { _, error in XCTAssertNil(error) }
        let request: NSFetchRequest<Currency> = Currency.fetchRequest()
        XCTAssertEqual(try container.viewContext.fetch(request).count, 0)
    }

    // MARK: A3 — AVFoundation capture (corpus8 29 30, CarBode)
    //
    // A preview has no camera: no capture device, so no input; a session keeps what it is given.

    func testAPreviewHasNoCaptureDevice() {
        XCTAssertNil(AVCaptureDevice.default(for: .video))
        XCTAssertNil(AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back))
        let discovery = AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInTripleCamera, .builtInWideAngleCamera], mediaType: .video, position: .back)
        XCTAssertTrue(discovery.devices.isEmpty)
        XCTAssertEqual(AVCaptureDevice.authorizationStatus(for: .video), .notDetermined)
        // AVFoundation's raw values: Position unspecified 0, back 1, front 2; the QR type's string.
        XCTAssertEqual(AVCaptureDevice.Position.front.rawValue, 2)
        XCTAssertEqual(AVMetadataObject.ObjectType.qr.rawValue, "org.iso.QRCode")
    }

    func testASessionKeepsItsOutputsAndWhetherItRuns() {
        let session = AVCaptureSession()
        let output = AVCaptureMetadataOutput()
        XCTAssertTrue(session.canAddOutput(output))
        session.addOutput(output)
        XCTAssertFalse(session.canAddOutput(output))
        output.metadataObjectTypes = [.qr, .code128]
        XCTAssertEqual(output.metadataObjectTypes, [.qr, .code128])
        XCTAssertFalse(session.isRunning)
        session.startRunning()
        XCTAssertTrue(session.isRunning)
        session.stopRunning()
        XCTAssertFalse(session.isRunning)
    }

    /// UIKit's defaults: content hugging 250 (`.defaultLow`), compression resistance 750
    /// (`.defaultHigh`); a priority set is kept per axis.
    func testAViewKeepsTheLayoutPrioritiesSetOnIt() {
        let view = UIView()
        XCTAssertEqual(view.contentHuggingPriority(for: .vertical).rawValue, 250)
        XCTAssertEqual(view.contentCompressionResistancePriority(for: .horizontal).rawValue, 750)
        view.setContentHuggingPriority(.defaultHigh, for: .vertical)
        XCTAssertEqual(view.contentHuggingPriority(for: .vertical), .defaultHigh)
        XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultLow)
    }

    /// UIKit's initializers: `init(frame:)` designated, `init?(coder:)` required, `init()` a
    /// convenience (`init(frame: .zero)`). So a subclass may declare its own `init()` (CarBode's
    /// `CameraPreview`, corpus8 29), and one that overrides `init(frame:)` and `init?(coder:)` —
    /// Xcode's template — inherits `init()`, which passes through its `init(frame:)`.
    final class OwnInitView: UIView, @unchecked Sendable {
        init() { super.init(frame: .zero); backgroundColor = .blue }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    final class FrameInitView: UIView, @unchecked Sendable {
        override init(frame: CGRect) { super.init(frame: frame); backgroundColor = .red }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    func testAViewSubclassMayDeclareInitOrInheritIt() {
        XCTAssertEqual(OwnInitView().backgroundColor, .blue)
        let v = FrameInitView()
        XCTAssertEqual(v.backgroundColor, .red)
        XCTAssertEqual(v.frame, .zero)
        XCTAssertEqual(UIView().frame, .zero)
        XCTAssertEqual(UIActivityIndicatorView().style, .medium)
        XCTAssertTrue(UINavigationBar.appearance() === UINavigationBar.appearance())
    }

    struct SessionPreview: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
            let view = UIView()
            view.layer.addSublayer(AVCaptureVideoPreviewLayer(session: AVCaptureSession()))
            return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }
    final class PreviewView: UIView, @unchecked Sendable {
        override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
    }
    struct LayerClassPreview: UIViewRepresentable {
        func makeUIView(context: Context) -> PreviewView { PreviewView() }
        func updateUIView(_ uiView: PreviewView, context: Context) {}
    }

    /// A camera preview layer shows black until a frame arrives, and none does in a preview: a
    /// representable's view holding one, or whose layer class is one, is black over its size.
    func testACameraPreviewIsDrawnBlack() {
        XCTAssertTrue(PreviewView().layer is AVCaptureVideoPreviewLayer)
        for v in [AnyView(SessionPreview()), AnyView(LayerClassPreview())] {
            XCTAssertEqual(dump(v.frame(width: 50, height: 30), 50, 30), """
                DisplayList 50.0 x 30.0
                  fill rect(0.0 0.0 50.0 30.0) #000000
                """)
        }
    }
}

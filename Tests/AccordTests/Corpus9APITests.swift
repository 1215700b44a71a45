import XCTest
import Foundation
@testable import Accord
import AccordLayout
import AccordCairo

/// API rows of the held-out corpus9 (issue 11; Docs/Compatibility.md, corpus9): colour literals,
/// iOS 18's colour API (`mix(with:by:in:)`, `\(accessibilityName:)`), `Material.thin`…,
/// `MeshGradient`, `PresentationSizing`, StoreKit 2's subscription status, MapKit's search
/// completer, ARKit's face tracking, and Markdown inflection. Each expected value follows from the
/// rule written beside it.
final class Corpus9APITests: XCTestCase {
    typealias S = TestSupport

    private func textColors<V: View>(_ v: V) -> [RGBA?] {
        S.allItems(S.host(v).displayList().items).flatMap { item -> [RGBA?] in
            if case .text(let t) = item { return t.request.runs.map(\.color) }
            return []
        }
    }

    private func assertNear(_ a: RGBA, _ b: RGBA, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssert([a.r - b.r, a.g - b.g, a.b - b.b, a.a - b.a].allSatisfy { abs($0) < 1e-6 }, "\(a) vs \(b)", file: file, line: line)
    }

    // MARK: Colour literals (corpus9 25: the "Get Started" button's dark fill and white title)

    /// Swift gives a colour literal the type its context asks for (`_ExpressibleByColorLiteral`),
    /// else `_ColorLiteralType` — UIKit's `UIColor`. Components are sRGB.
    func testAColourLiteralIsAUIColorAloneAndAColorWhereOneIsAsked() {
        let alone = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        XCTAssertTrue(type(of: alone) == UIColor.self)
        // (A literal's components are `Float`s: 0.2 is 0.2000000029 as a `Double`.)
        let color: Color = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        assertNear(color.resolve(.light), RGBA(0.2, 0.4, 0.6, 0.5))
        assertNear(Color(alone).resolve(.light), RGBA(0.2, 0.4, 0.6, 1))
    }

    /// A button in the style of corpus9 25: its label white on a dark literal fill.
    func testAButtonFilledWithAColourLiteralDrawsItsFillAndItsWhiteTitle() {
        let v = Button(action: {}) {
            Text("Get Started")
                .foregroundColor(Color(#colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)))
                .padding()
                .background(Color(#colorLiteral(red: 0.1019607843, green: 0.1098039216, blue: 0.1490196078, alpha: 1)))
        }
        let fills = S.fillColors(v)
        XCTAssertEqual(fills.count, 1)
        assertNear(fills.first ?? RGBA(1, 1, 1), RGBA(0.1019607843, 0.1098039216, 0.1490196078))
        XCTAssertEqual(textColors(v), [RGBA(1, 1, 1)])
        XCTAssertEqual(S.texts(v), ["Get Started"])
    }

    // MARK: iOS 18 colour API (corpus9 42, the iOS 18 tour's ColorBlendExample)

    /// `.device` mixes the sRGB components (the output colour space): halfway from white to black
    /// is 0.5 grey; fraction 0 is the colour itself, 1 the other.
    func testMixingInTheDeviceSpaceAveragesTheComponents() {
        XCTAssertEqual(Color.white.mix(with: .black, by: 0.5, in: .device).resolve(.light), RGBA(0.5, 0.5, 0.5))
        XCTAssertEqual(Color.red.mix(with: .blue, by: 0, in: .device).resolve(.light), Color.red.resolve(.light))
        XCTAssertEqual(Color.red.mix(with: .blue, by: 1, in: .device).resolve(.dark), Color.blue.resolve(.dark))
    }

    /// `.perceptual` (the default) mixes in Oklab: halfway from white (L 1) to black (L 0) is L 0.5,
    /// sRGB 0.3886 — CSS's `color-mix(in oklab, white, black)`, #636363 (Ottosson's matrices).
    func testMixingPerceptuallyMixesInOklab() {
        let mid = Color.white.mix(with: .black, by: 0.5).resolve(.light)
        XCTAssertEqual(mid.r, 0.3886, accuracy: 0.002)
        XCTAssertEqual(mid.g, 0.3886, accuracy: 0.002)
        XCTAssertEqual(mid.b, 0.3886, accuracy: 0.002)
    }

    /// `Text("\(accessibilityName: color)")` shows the colour's name as VoiceOver speaks it.
    func testAnInterpolatedAccessibilityNameShowsTheColoursName() {
        let v = VStack {
            Text("\(accessibilityName: .red)")
            Text("Mixed: \(accessibilityName: Color.black)")
            Text("\(accessibilityName: Color.white)")
            Text("\(accessibilityName: Color.blue)")
        }
        XCTAssertEqual(S.texts(v), ["red", "Mixed: black", "white", "blue"])
    }

    // MARK: Materials (corpus9 39: a TabView tab lost to `Material.thin`)

    /// SwiftUI's `Material.ultraThin`…`ultraThick` are the materials `.ultraThinMaterial`… name
    /// as shape styles: the same fill.
    func testMaterialsNamedOnMaterialAreTheShapeStyleMaterials() {
        let env = EnvironmentValues()
        let pairs: [(Material, Material)] = [(.ultraThin, .ultraThinMaterial), (.thin, .thinMaterial), (.regular, .regularMaterial),
                                             (.thick, .thickMaterial), (.ultraThick, .ultraThickMaterial)]
        for (a, b) in pairs { XCTAssertEqual(a._paint(in: .zero, environment: env), b._paint(in: .zero, environment: env)) }
        let tab = TabView {
            Text("Recipes").frame(maxWidth: .infinity, maxHeight: .infinity).background(Material.thin)
                .tabItem { Label("Recipes", systemImage: "book") }
        }
        XCTAssertTrue(S.texts(tab).contains("Recipes"))
    }

    // MARK: MeshGradient (corpus9 40)

    private let white = Color(red: 1, green: 1, blue: 1), black = Color(red: 0, green: 0, blue: 0)
    private var grid3: [SIMD2<Float>] {
        [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
    }

    /// A 2 × 2 mesh is one patch: its corners take the corner colours, its centre their mean
    /// (bilinear; with clamped neighbours the cubic is symmetric too).
    func testATwoByTwoMeshIsDrawnWithItsCornerColours() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1),
                                         Color(red: 0, green: 1, blue: 0), Color(red: 1, green: 1, blue: 0)])
        let b = try bitmap(mesh, 100, 100)
        assertColor(b.pixel(x: 0, y: 0), 1, 0, 0, tolerance: 0.04)
        assertColor(b.pixel(x: 99, y: 0), 0, 0, 1, tolerance: 0.04)
        assertColor(b.pixel(x: 0, y: 99), 0, 1, 0, tolerance: 0.04)
        assertColor(b.pixel(x: 99, y: 99), 1, 1, 0, tolerance: 0.04)
        assertColor(b.pixel(x: 50, y: 50), 0.5, 0.5, 0.25, tolerance: 0.03)
    }

    /// A 3 × 3 mesh, white in the middle, black around. Without smoothing the colour is bilinear
    /// in each cell: halfway from the left edge to the centre, 0.5. With it (the default), the
    /// colour follows a Catmull–Rom cubic through the row's neighbours (0, 0, 1, 0): at t = 0.5,
    /// ½(t + 4t² − 3t³) = 0.5625, and at the pixel's centre (t 0.49, drawn as 4 patches a cell:
    /// linear between t 0.25 → 0.2266 and t 0.5 → 0.5625) 0.549.
    func testAMeshSmoothsItsColoursWithCubicsUnlessAskedNotTo() throws {
        let colors = [black, black, black, black, white, black, black, black, black]
        let flat = try bitmap(MeshGradient(width: 3, height: 3, points: grid3, colors: colors, smoothsColors: false), 100, 100)
        let smooth = try bitmap(MeshGradient(width: 3, height: 3, points: grid3, colors: colors), 100, 100)
        assertColor(flat.pixel(x: 50, y: 50), 1, 1, 1, tolerance: 0.04)
        assertColor(smooth.pixel(x: 50, y: 50), 1, 1, 1, tolerance: 0.04)
        assertColor(flat.pixel(x: 24, y: 50), 0.49, 0.49, 0.49, tolerance: 0.03)
        assertColor(smooth.pixel(x: 24, y: 50), 0.549, 0.549, 0.549, tolerance: 0.03)
        assertColor(smooth.pixel(x: 1, y: 1), 0, 0, 0, tolerance: 0.03)
    }

    /// What the mesh does not cover is the background (here the mesh spans the left half).
    func testTheBackgroundFillsWhatTheMeshDoesNotCover() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [0.5, 0], [0, 1], [0.5, 1]],
                                colors: [white, white, white, white], background: Color(red: 0, green: 0, blue: 1))
        let b = try bitmap(Rectangle().fill(mesh), 100, 100, background: RGBA(0, 0, 0))
        assertColor(b.pixel(x: 20, y: 50), 1, 1, 1)
        assertColor(b.pixel(x: 80, y: 50), 0, 0, 1)
    }

    /// A mesh that is not a mesh (fewer points than width × height) draws its background only.
    func testAMeshWithTooFewPointsDrawsOnlyItsBackground() throws {
        let mesh = MeshGradient(width: 3, height: 3, points: [[0, 0], [1, 1]], colors: [white, white], background: .clear)
        let b = try bitmap(mesh, 20, 20, background: RGBA(0, 0, 0))
        assertColor(b.pixel(x: 10, y: 10), 0, 0, 0)
    }

    // MARK: PresentationSizing (corpus9 41, the iOS 18 tour's ModalSheetSizeExample)

    struct SquareSizing: PresentationSizing {
        func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
            ProposedViewSize(width: 400, height: 400)
        }
    }

    /// On iPhone (compact width) a sheet spans the screen whatever its sizing (Apple: `.form` and
    /// `.page` size presentations on iPad and Mac): the sheet is drawn as without the modifier.
    func testAPresentationSizingLeavesAnIPhoneSheetAsItIs() {
        func screen(_ sizing: @escaping (AnyView) -> AnyView) -> String {
            ScreenAssembly.hosted(Color.white.sheet(isPresented: .constant(true)) { sizing(AnyView(Text("In the sheet"))) },
                                  device: .iPhone15, textMeasurer: FixedMetricTextMeasurer(), drawsSystemChrome: true)
                .displayList().description
        }
        let plain = screen { $0 }
        XCTAssertTrue(plain.contains("In the sheet"), plain)
        XCTAssertEqual(screen { AnyView($0.presentationSizing(.form)) }, plain)
        XCTAssertEqual(screen { AnyView($0.presentationSizing(.page.sticky(horizontal: false, vertical: true))) }, plain)
        XCTAssertEqual(screen { AnyView($0.presentationSizing(.form.fitted(horizontal: false, vertical: true))) }, plain)
        XCTAssertEqual(screen { AnyView($0.presentationSizing(SquareSizing().fitted(horizontal: true, vertical: false))) }, plain)
        XCTAssertEqual(screen { AnyView($0.presentationSizing(.automatic)) }, plain)
    }

    // MARK: StoreKit 2 subscription status

    /// A preview has no App Store: a subscription's group has no statuses, and the status shapes
    /// an app switches on compile (`state`, `transaction`, `renewalInfo`).
    func testASubscriptionHasNoStatusesInAPreview() async throws {
        let info = Product.SubscriptionInfo(subscriptionGroupID: "pro", subscriptionPeriod: Product.SubscriptionPeriod(unit: .month, value: 1))
        let statuses = try await info.status
        XCTAssertTrue(statuses.isEmpty)
        for status in statuses {
            guard case .verified(let renewal) = status.renewalInfo, case .verified(let transaction) = status.transaction else { continue }
            XCTFail("\(renewal.willAutoRenew) \(transaction.productID) \(status.state == .subscribed)")
        }
        let eligible = await info.isEligibleForIntroOffer
        XCTAssertFalse(eligible)
        XCTAssertNil(info.introductoryOffer)
    }

    // MARK: MapKit search (corpus9 24)

    final class Search: NSObject, ObservableObject, MKLocalSearchCompleterDelegate, @unchecked Sendable {
        @Published var results: [MKLocalSearchCompletion] = []
        var updates = 0
        let completer = MKLocalSearchCompleter()
        override init() {
            super.init()
            completer.delegate = self
            completer.resultTypes = [.address, .pointOfInterest]
            completer.pointOfInterestFilter = MKPointOfInterestFilter(including: [.cafe, .restaurant])
        }
        func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) { updates += 1; results = completer.results }
    }

    /// No Maps server: typing a query gives no suggestions and no delegate call; a search finds
    /// nothing. A filter keeps the categories it was given.
    func testACompleterSuggestsNothingAndASearchFindsNothing() async throws {
        let search = Search()
        search.completer.queryFragment = "Coffee"
        XCTAssertTrue(search.completer.results.isEmpty)
        XCTAssertEqual(search.updates, 0)
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = "Coffee"
        request.region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37.33, longitude: -122.01),
                                            span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
        let response = try await MKLocalSearch(request: request).start()
        XCTAssertTrue(response.mapItems.isEmpty)
        XCTAssertTrue(search.completer.pointOfInterestFilter?.includes(.cafe) == true)
        XCTAssertTrue(search.completer.pointOfInterestFilter?.excludes(.hotel) == true)
    }

    // MARK: ARKit face tracking (corpus9 27)

    struct FaceView: UIViewRepresentable {
        func makeUIView(context: Context) -> ARSCNView {
            let view = ARSCNView(frame: .zero)
            guard ARFaceTrackingConfiguration.isSupported else { return view }
            view.session.run(ARFaceTrackingConfiguration(), options: [.resetTracking, .removeExistingAnchors])
            view.delegate = context.coordinator
            return view
        }
        func updateUIView(_ uiView: ARSCNView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, ARSCNViewDelegate {
            func renderer(_ renderer: SCNSceneRenderer, nodeFor anchor: ARAnchor) -> SCNNode? {
                guard let device = renderer.device, let geometry = ARSCNFaceGeometry(device: device) else { return nil }
                let node = SCNNode(geometry: geometry)
                node.geometry?.firstMaterial?.fillMode = .lines
                return node
            }
            func renderer(_ renderer: SCNSceneRenderer, didUpdate node: SCNNode, for anchor: ARAnchor) {
                guard let face = anchor as? ARFaceAnchor else { return }
                _ = face.blendShapes[.mouthSmileLeft]?.floatValue
            }
        }
    }

    /// No camera: face tracking is not supported, and the AR view shows what a camera view with
    /// no frame shows — black over its size (as a capture preview, Corpus8APITests).
    func testAnARViewIsACameraViewWithNoFrame() {
        XCTAssertFalse(ARFaceTrackingConfiguration.isSupported)
        XCTAssertEqual(S.host(FaceView().frame(width: 50, height: 30), CGSize(width: 50, height: 30)).displayList().description, """
            DisplayList 50.0 x 30.0
              fill rect(0.0 0.0 50.0 30.0) #000000
            """)
        let root = SCNScene().rootNode, child = SCNNode()
        child.name = "face"
        root.addChildNode(child)
        XCTAssertTrue(root.childNode(withName: "face", recursively: true) === child)
    }

    // MARK: blockers10 A8 — AutoFill's credential store, a sheet controller's delegate (corpus9 05)

    final class SheetCoordinator: NSObject, UISheetPresentationControllerDelegate {
        var dismissed = false
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { dismissed = true }
    }

    /// No AutoFill extension is enabled in a preview: the store is disabled and keeps nothing;
    /// a sheet controller's delegate is never called (nothing is presented through UIKit).
    func testTheCredentialStoreIsDisabledAndASheetDelegateIsNeverCalled() {
        var enabled: Bool?
        ASCredentialIdentityStore.shared.getState { enabled = $0.isEnabled }
        XCTAssertEqual(enabled, false)
        let identity = ASPasswordCredentialIdentity(serviceIdentifier: ASCredentialServiceIdentifier(identifier: "example.com", type: .domain),
                                                    user: "ada", recordIdentifier: nil)
        var saved: Bool?
        ASCredentialIdentityStore.shared.saveCredentialIdentities([identity]) { ok, _ in saved = ok }
        XCTAssertEqual(saved, false)
        let sheet = UISheetPresentationController(presentedViewController: UIViewController(), presenting: nil)
        let coordinator = SheetCoordinator()
        sheet.delegate = coordinator
        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = .medium
        XCTAssertEqual(sheet.detents.first?.identifier, .medium)
        XCTAssertFalse(coordinator.dismissed)
    }

    // MARK: Markdown inflection (corpus9 21: CS193p's "^[\(n) pegs](inflect: true)")

    /// English agreement (Apple's example, WWDC21 "What's new in Foundation": "^[\(count)
    /// salad](inflect: true)"): the noun after the number is singular for exactly 1, else plural
    /// ("0 items"); irregular plurals are English's; the attribute block is not shown.
    func testInflectedMarkdownAgreesTheNounWithTheNumber() {
        func shown(_ key: LocalizedStringKey) -> String { S.texts(Text(key)).joined() }
        XCTAssertEqual(shown("^[\(1) item](inflect: true)"), "1 item")
        XCTAssertEqual(shown("^[\(3) item](inflect: true)"), "3 items")
        XCTAssertEqual(shown("^[\(0) item](inflect: true)"), "0 items")
        XCTAssertEqual(shown("^[\(1) pegs](inflect: true)"), "1 peg")
        XCTAssertEqual(shown("^[\(4) pegs](inflect: true)"), "4 pegs")
        XCTAssertEqual(shown("^[\(2) person](inflect: true)"), "2 people")
        XCTAssertEqual(shown("^[\(2) cup of coffee](inflect: true)"), "2 cups of coffee")
        XCTAssertEqual(shown("You have ^[\(5) new message](inflect: true)."), "You have 5 new messages.")
        XCTAssertEqual(shown("^[\(2) category](inflect: true)"), "2 categories")
        XCTAssertEqual(shown("^[\(2) box](inflect: true)"), "2 boxes")
        // Not asked to inflect: the text, without its attribute block.
        XCTAssertEqual(shown("^[\(2) item](morphology: {})"), "2 item")
    }
}

@_spi(AccordPreview) @testable import Accord
import AccordLayout
import Foundation
import XCTest

/// Dismissing presentations in the live preview (Modifiers/Presentation.swift,
/// Environment/EnvironmentValues+Actions.swift, Chrome/Screen.swift). The rules and their sources:
/// - `DismissAction`: "dismisses the current presentation" — in a sheet or full-screen cover the
///   system sets the presenting binding to false (item to nil) and calls `onDismiss`; on a view
///   pushed onto a navigation stack it pops that view; "if you call dismiss while not in a
///   presentation … nothing happens" (Apple, `DismissAction`);
/// - an alert's and a confirmation dialog's buttons: "When the user presses or taps the dialog's
///   default action button, the system sets this value to false, dismissing the dialog" — every
///   action button dismisses after its action (Apple, `alert(_:isPresented:actions:)`,
///   `confirmationDialog(_:isPresented:titleVisibility:actions:)`); with no actions an alert gets
///   an OK button and a dialog a Cancel button, which dismiss too;
/// - a sheet is dismissed by a tap on the dimmed page above it (UIKit's page sheet; iOS);
///   an alert is modal: a tap beside it reaches nothing behind it (HIG, "Alerts");
/// - `interactiveDismissDisabled()`: prevents the interactive dismissal of a sheet; it "has no
///   effect on programmatic dismissal, which you can invoke by updating the binding or calling
///   dismiss" (Apple, `interactiveDismissDisabled(_:)`; UIKit's `isModalInPresentation`).
/// Expected values are the tests' own inputs (which actions ran, what the binding holds).
final class PresentationDismissTests: XCTestCase {
    override func tearDown() {
        Invalidation.active = nil
        TapRecorder.current = nil
    }

    typealias Live = InvalidationTests.Live

    /// Taps the point `p` and shows the next rendering (in place when it can, as the serve loop).
    func tap(_ live: Live, at p: CGPoint) -> String? {
        let h = live.laid[0].hosted
        let took = live.recorder.hitTest(h.root, pass: h.pass, at: p, count: 1).map { TapRecorder.deliver($0, at: p) }
        TapRecorder.current = live.recorder
        if let l = live.graph.updateInPlace() { live.laid = l } else { live.full() }
        return took
    }

    /// Taps the centre of the first node whose label is `label` (a `Text("…")`'s).
    @discardableResult
    func tap(_ live: Live, _ label: String) -> String? {
        guard let n = live.laid[0].hosted.pass.allNodes().first(where: { $0.label == label }) else {
            XCTFail("no \(label) in \(live.texts())"); return nil
        }
        let f = live.laid[0].hosted.pass.pixelFrame(n)
        return tap(live, at: CGPoint(x: f.midX, y: f.midY))
    }

    func shows(_ live: Live, _ text: String) -> Bool { live.texts().contains("Text(\"\(text)\")") }

    struct Presenter: View {
        @State var sheet = false
        @State var cover = false
        @State var alert = false
        @State var silentAlert = false
        @State var dialog = false
        @State var log: [String] = []
        var body: some View {
            VStack(spacing: 12) {
                Text("log \(log.joined(separator: ","))")
                Button("Sheet") { sheet = true }
                Button("Cover") { cover = true }
                Button("Alert") { alert = true }
                Button("Silent") { silentAlert = true }
                Button("Dialog") { dialog = true }
                Spacer()
            }
            .sheet(isPresented: $sheet, onDismiss: { log.append("sheetGone") }) { Closer(title: "Close sheet", mode: false) }
            .fullScreenCover(isPresented: $cover, onDismiss: { log.append("coverGone") }) { Closer(title: "Close cover", mode: true) }
            .alert("Sure?", isPresented: $alert) {
                Button("Yes") { log.append("yes") }
                Button("No", role: .cancel) { log.append("no") }
            }
            .alert("Notice", isPresented: $silentAlert) {}
            .confirmationDialog("Pick", isPresented: $dialog, titleVisibility: .visible) {
                Button("First") { log.append("first") }
            }
        }
    }

    /// Calls `@Environment(\.dismiss)` (or, with `mode`, the older `presentationMode`).
    struct Closer: View {
        let title: String
        let mode: Bool
        @Environment(\.dismiss) private var dismiss
        @Environment(\.presentationMode) private var presentationMode
        @Environment(\.isPresented) private var isPresented
        var body: some View {
            VStack {
                Text(isPresented ? "presented" : "not presented")
                Button(title) { if mode { presentationMode.wrappedValue.dismiss() } else { dismiss() } }
            }
        }
    }

    func testDismissInASheetSetsItsBindingToFalseAndRunsOnDismiss() {
        let live = Live(AccordPreview("P") { Presenter() })
        tap(live, "Text(\"Sheet\")")
        XCTAssertTrue(shows(live, "Close sheet"), "the sheet is shown")
        XCTAssertTrue(shows(live, "presented"), "isPresented is true inside it")
        XCTAssertEqual(tap(live, "Text(\"Close sheet\")"), "Button")
        XCTAssertFalse(shows(live, "Close sheet"), "dismissed")
        XCTAssertTrue(shows(live, "log sheetGone"), "onDismiss ran once: \(live.texts())")
    }

    func testPresentationModeDismissClosesAFullScreenCover() {
        let live = Live(AccordPreview("P") { Presenter() })
        tap(live, "Text(\"Cover\")")
        XCTAssertTrue(shows(live, "Close cover"))
        tap(live, "Text(\"Close cover\")")
        XCTAssertFalse(shows(live, "Close cover"))
        XCTAssertTrue(shows(live, "log coverGone"), "\(live.texts())")
    }

    func testATapOnTheDimmedPageAboveASheetDismissesIt() {
        let live = Live(AccordPreview("P") { Presenter() })
        tap(live, "Text(\"Sheet\")")
        XCTAssertTrue(shows(live, "Close sheet"))
        // 30 points below the top of the screen: above the sheet's card, on the dimming.
        XCTAssertNotNil(tap(live, at: CGPoint(x: 100, y: 30)))
        XCTAssertFalse(shows(live, "Close sheet"))
        XCTAssertTrue(shows(live, "log sheetGone"))
    }

    func testAnAlertsButtonRunsItsActionThenDismissesTheAlert() {
        let live = Live(AccordPreview("P") { Presenter() })
        tap(live, "Text(\"Alert\")")
        XCTAssertTrue(shows(live, "Sure?"))
        tap(live, "Text(\"Yes\")")
        XCTAssertFalse(shows(live, "Sure?"), "dismissed")
        XCTAssertTrue(shows(live, "log yes"))
        tap(live, "Text(\"Alert\")")
        tap(live, "Text(\"No\")")
        XCTAssertFalse(shows(live, "Sure?"), "the cancel button dismisses too")
        XCTAssertTrue(shows(live, "log yes,no"))
    }

    func testAnAlertWithoutActionsIsDismissedByItsOKButton() {
        let live = Live(AccordPreview("P") { Presenter() })
        tap(live, "Text(\"Silent\")")
        XCTAssertTrue(shows(live, "Notice"))
        tap(live, "Text(\"OK\")")
        XCTAssertFalse(shows(live, "Notice"))
    }

    func testAnAlertIsModalATapBesideItReachesNothingBehind() {
        let live = Live(AccordPreview("P") { Presenter() })
        let sheetButton = live.laid[0].hosted.pass.allNodes().first { $0.label == "Text(\"Sheet\")" }!
        let f = live.laid[0].hosted.pass.pixelFrame(sheetButton)
        tap(live, "Text(\"Alert\")")
        XCTAssertTrue(shows(live, "Sure?"))
        // The "Sheet" button (at the top: a Spacer under the buttons) lies under the dimming, above
        // the alert's box (centred on the screen).
        let alertText = live.laid[0].hosted.pass.allNodes().first { $0.label == "Text(\"Sure?\")" }!
        XCTAssertLessThan(f.maxY, live.laid[0].hosted.pass.pixelFrame(alertText).minY - 20, "the button is well above the alert")
        XCTAssertEqual(tap(live, at: CGPoint(x: f.midX, y: f.midY)), "Dimming (disabled)")
        XCTAssertTrue(shows(live, "Sure?"), "the alert stays")
        XCTAssertFalse(shows(live, "Close sheet"), "the button behind did not run")
    }

    func testAConfirmationDialogsButtonsAndItsCancelDismissIt() {
        let live = Live(AccordPreview("P") { Presenter() })
        tap(live, "Text(\"Dialog\")")
        XCTAssertTrue(shows(live, "Pick"))
        tap(live, "Text(\"First\")")
        XCTAssertFalse(shows(live, "Pick"))
        XCTAssertTrue(shows(live, "log first"))
        tap(live, "Text(\"Dialog\")")
        tap(live, "Text(\"Cancel\")")
        XCTAssertFalse(shows(live, "Pick"), "the Cancel button the system adds dismisses it")
        XCTAssertTrue(shows(live, "log first"), "and runs no action")
    }

    struct Stack: View {
        var body: some View {
            NavigationStack {
                VStack {
                    Closer(title: "At root", mode: false)
                    NavigationLink("Next") { NavigationLink("Deeper") { Closer(title: "Close deep", mode: false) } }
                }
                .navigationTitle("Home")
            }
        }
    }

    func testDismissOnAPushedScreenPopsItAndAtTheRootDoesNothing() {
        let live = Live(AccordPreview("P") { Stack() })
        XCTAssertTrue(shows(live, "not presented"), "the root is not presented")
        XCTAssertEqual(tap(live, "Text(\"At root\")"), "Button")
        XCTAssertTrue(shows(live, "At root"), "dismiss at the root does nothing")
        tap(live, "Text(\"Next\")")
        tap(live, "Text(\"Deeper\")")
        XCTAssertTrue(shows(live, "Close deep"))
        XCTAssertTrue(shows(live, "presented"))
        tap(live, "Text(\"Close deep\")")
        XCTAssertFalse(shows(live, "Close deep"), "popped")
        XCTAssertTrue(shows(live, "Deeper"), "to the screen below it, not the root")
    }

    struct HeldSheet: View {
        @State var sheet = false
        @State var gone = 0
        var body: some View {
            VStack {
                Text("gone \(gone)")
                Button("Open") { sheet = true }
                Spacer()
            }
            .sheet(isPresented: $sheet, onDismiss: { gone += 1 }) {
                Closer(title: "Close held", mode: false).interactiveDismissDisabled()
            }
        }
    }

    func testASheetWithInteractiveDismissDisabledStaysOnATapAboveItButDismissCloses() {
        let live = Live(AccordPreview("P") { HeldSheet() })
        tap(live, "Text(\"Open\")")
        XCTAssertTrue(shows(live, "Close held"))
        XCTAssertEqual(tap(live, at: CGPoint(x: 100, y: 30)), "Dimming (disabled)")
        XCTAssertTrue(shows(live, "Close held"), "the tap on the dimming did not dismiss it")
        XCTAssertTrue(shows(live, "gone 0"))
        tap(live, "Text(\"Close held\")")
        XCTAssertFalse(shows(live, "Close held"), "dismiss() still closes it")
        XCTAssertTrue(shows(live, "gone 1"), "\(live.texts())")
    }
}

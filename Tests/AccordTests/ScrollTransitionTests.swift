@testable import Accord
import AccordCairo
import AccordLayout
import Foundation
import XCTest

/// `scrollTransition` and the iOS 17 `Transition` protocol, against Apple's definitions
/// (ScrollTransitionPhase, ScrollTransitionConfiguration.Threshold, Transition).
final class ScrollTransitionTests: XCTestCase {
    /// Apple, ScrollTransitionPhase.value: "-1.0 when in the topLeading phase, zero when in the
    /// identity phase, and 1.0 when in the bottomTrailing phase"; TransitionPhase likewise.
    func testPhaseValuesAreApples() {
        XCTAssertEqual([ScrollTransitionPhase.topLeading, .identity, .bottomTrailing].map(\.value), [-1, 0, 1])
        XCTAssertTrue(ScrollTransitionPhase.identity.isIdentity)
        XCTAssertEqual([TransitionPhase.willAppear, .identity, .didDisappear].map(\.value), [-1, 0, 1])
    }

    /// The threshold decides `identity`: `.visible` = the whole view inside the container,
    /// `.visible(x)` = the fraction x of it, `.hidden` = any of it; outside, the phase of the
    /// nearer edge. `.animated` changes phase exactly at the threshold (Apple, `animated(_:)`:
    /// "the transition phase only changes once the threshold has been reached").
    func testAnAnimatedTransitionChangesPhaseAtItsThreshold() {
        let c = 0.0...400.0
        let animated = ScrollTransitionConfiguration.animated
        XCTAssertEqual(animated.phase(view: 100...250, container: c), .identity)
        XCTAssertEqual(animated.phase(view: 300...450, container: c), .bottomTrailing)   // 2/3 inside
        XCTAssertEqual(animated.phase(view: -50...100, container: c), .topLeading)
        XCTAssertEqual(animated.threshold(.visible(0.5)).phase(view: 300...450, container: c), .identity)
        XCTAssertEqual(animated.threshold(.visible(0.9)).phase(view: 300...450, container: c), .bottomTrailing)
        XCTAssertEqual(animated.threshold(.hidden).phase(view: 390...540, container: c), .identity)
        XCTAssertEqual(animated.threshold(.centered).phase(view: 125...275, container: c), .identity)
        XCTAssertEqual(animated.threshold(.centered).phase(view: 150...300, container: c), .bottomTrailing)
        // Inset by 20: the container's visible region is 20...380 for the threshold.
        XCTAssertEqual(animated.threshold(Threshold.visible.inset(by: 20)).phase(view: 10...150, container: c), .topLeading)
        XCTAssertEqual(ScrollTransitionConfiguration.identity.phase(view: 500...600, container: c), .identity)
    }
    typealias Threshold = ScrollTransitionConfiguration.Threshold

    /// An interactive transition (the default) is drawn in the phase nearer its interpolated
    /// value: identity once the view is at least halfway from hidden to its threshold.
    func testAnInteractiveTransitionIsDrawnInTheNearerPhase() {
        let c = 0.0...400.0
        XCTAssertEqual(ScrollTransitionConfiguration.interactive.phase(view: 300...450, container: c), .identity)   // 2/3
        XCTAssertEqual(ScrollTransitionConfiguration.interactive.phase(view: 350...500, container: c), .bottomTrailing) // 1/3
    }

    /// Three 150-point cards in a 400-point horizontal scroll view: the third is two-thirds
    /// visible, so an `.animated` transition draws it in `bottomTrailing` (here: hidden), the
    /// default interactive one in `identity`.
    func testCardsInAHorizontalScrollViewAreDrawnInTheirPhases() throws {
        func row(_ configuration: ScrollTransitionConfiguration) -> some View {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { _ in
                        Color(red: 1, green: 0, blue: 0).frame(width: 150, height: 50)
                            .scrollTransition(configuration) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                    }
                }
            }
            .frame(width: 400, height: 50)
        }
        let animated = try bitmap(row(.animated), 400, 50)
        assertColor(animated.pixel(x: 75, y: 25), 1, 0, 0)
        assertColor(animated.pixel(x: 225, y: 25), 1, 0, 0)
        assertColor(animated.pixel(x: 350, y: 25), 1, 1, 1)
        let interactive = try bitmap(row(.interactive), 400, 50)
        assertColor(interactive.pixel(x: 350, y: 25), 1, 0, 0)
    }

    /// Outside a scroll view a view is in `identity`.
    func testAViewOutsideAScrollViewIsInIdentity() throws {
        let b = try bitmap(Color.blue.frame(width: 40, height: 40)
            .scrollTransition(.animated) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }, 40, 40)
        assertColor(b.pixel(x: 20, y: 20), 0, 0.478, 1, tolerance: 0.05)
    }

    /// Apple, Transition: a transition's body in the `identity` phase is what a shown view
    /// draws; a still frame shows the view inserted.
    func testACustomTransitionDrawsItsIdentityPhase() {
        struct Inset: Transition {
            func body(content: Content, phase: TransitionPhase) -> some View {
                content.padding(phase.isIdentity ? 10 : 0)
            }
        }
        let hosted = HostedLayout(Color.red.frame(width: 50, height: 50).transition(Inset()).fixedSize(),
                                  proposal: ProposedViewSize(width: 200, height: 200), canvas: CGSize(width: 200, height: 200),
                                  textMeasurer: FixedMetricTextMeasurer())
        let sizes = hosted.pass.allNodes().map(\.frame.size)
        XCTAssertTrue(sizes.contains(CGSize(width: 70, height: 70)), "\(sizes)")
        XCTAssertEqual(TransitionProperties().hasMotion, true)
    }
}

import Accord
import AccordLayout
import Foundation
import XCTest

/// A ZStack (and a stack's minor axis) holding a view of infinite length: the union of views
/// lined up on a guide is infinite when one of them is — never NaN (∞ − ∞). The row below is
/// issue 13's reproduction from real code; the rule: a shape proposed ∞ answers ∞, and an
/// interval reaching to infinity has infinite length, whatever guide it is aligned on.
final class AlignedExtentTests: XCTestCase {
    struct ThemeRow: View {
        var body: some View {
            HStack {
                Text("Theme")
                Spacer()
                ZStack { RoundedRectangle(cornerRadius: 4).fill(.blue); Text("Periwinkle").padding(4) }
                    .fixedSize(horizontal: false, vertical: true)
                    .accessibilityIdentifier("badge")
            }
        }
    }

    func testAZStackWithAnInfinitelyWideShapeAnswersInfinity() {
        let hosted = HostedLayout(ZStack { Rectangle(); Text("x") }, proposal: ProposedViewSize(width: 100, height: 100))
        let answer = hosted.root.sizeThatFits(ProposedViewSize(width: .infinity, height: nil), context: hosted.pass.context)
        XCTAssertEqual(answer.width, .infinity)
        XCTAssertFalse(answer.height.isNaN)
    }

    func testAVStackWithAnInfinitelyWideShapeAnswersInfinityAcross() {
        let hosted = HostedLayout(VStack { Rectangle(); Text("x") }, proposal: ProposedViewSize(width: 100, height: 100))
        let answer = hosted.root.sizeThatFits(ProposedViewSize(width: .infinity, height: nil), context: hosted.pass.context)
        XCTAssertEqual(answer.width, .infinity)
    }

    func testTheThemeRowRaisesNoNaNDiagnostic() {
        let hosted = HostedLayout(ThemeRow(), proposal: ProposedViewSize(width: 390, height: 100))
        XCTAssertFalse(hosted.diagnostics.contains { $0.contains("NaN") }, "\(hosted.diagnostics)")
        // The row fills the proposed width; the badge ends at its trailing edge.
        XCTAssertEqual(hosted.root.frame.width, 390)
        let badge = hosted.pass.allNodes().first { $0.identifier == "badge" }
        XCTAssertEqual(badge.map { $0.frame.maxX }, 390)
    }
}

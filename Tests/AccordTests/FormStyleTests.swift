import XCTest
import Foundation
@testable import Accord
import AccordLayout
import AccordText

/// Form styles (Form+Style.swift; issue 11: `.formStyle(.grouped)` in 3 of 60 scanned repositories).
/// On iOS the automatic form style is the grouped one, so `.grouped` draws the form exactly as no
/// style does; a custom `FormStyle`'s `makeBody` draws the form, and `Form(configuration)` inside it
/// draws the next style out.
final class FormStyleTests: XCTestCase {
    private func host<V: View>(_ v: V) -> HostedLayout {
        HostedLayout(v, proposal: ProposedViewSize(width: 393, height: 852), canvas: CGSize(width: 393, height: 852),
                     textMeasurer: FixedMetricTextMeasurer())
    }
    private func form() -> some View {
        Form {
            Section("Account") {
                Text("Name").accessibilityIdentifier("name")
                Toggle("Notifications", isOn: .constant(true))
            }
        }
    }

    func testTheGroupedAndAutomaticStylesDrawTheFormAsIOSDoesWithoutAStyle() throws {
        let plain = host(form())
        for styled in [host(form().formStyle(.grouped)), host(form().formStyle(.automatic)), host(form().formStyle(GroupedFormStyle()))] {
            XCTAssertEqual(try XCTUnwrap(styled.frame(of: "name")), try XCTUnwrap(plain.frame(of: "name")))
            XCTAssertEqual(styled.displayList(), plain.displayList())
        }
    }

    func testACustomStyleDrawsTheFormAndFormOfItsConfigurationDrawsTheNextStyleOut() throws {
        struct Framed: FormStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 0) {
                    Color.red.frame(height: 100)
                    Form(configuration)
                }
            }
        }
        struct Bare: FormStyle {
            func makeBody(configuration: Configuration) -> some View { VStack(alignment: .leading) { configuration.content } }
        }
        let plain = try XCTUnwrap(host(form()).frame(of: "name"))
        let framed = try XCTUnwrap(host(form().formStyle(Framed())).frame(of: "name"))
        XCTAssertEqual(framed.minY - plain.minY, 100, accuracy: 0.001, "the grouped form below the style's 100-point band")
        XCTAssertEqual(framed.minX, plain.minX, accuracy: 0.001)
        // A style that lays the content out itself: no inset-grouped card, the row at the leading edge.
        let bare = try XCTUnwrap(host(form().formStyle(Bare())).frame(of: "name"))
        XCTAssertEqual(bare.minX, 0, accuracy: 0.001)
    }
}

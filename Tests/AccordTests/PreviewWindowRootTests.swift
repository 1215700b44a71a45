import XCTest
@_spi(AccordPreview) @testable import Accord
import AccordLayout

/// A preview of one view whose body makes two views is one screen, the two in the window's
/// implicit vertical stack (issue 20: on the device, such a body is one screen); views listed
/// in the preview itself stay separate previews (Xcode 14 and later: one tab each).
final class PreviewWindowRootTests: XCTestCase {
    struct TwoRoots: View {
        var body: some View {
            Text("Title").accessibilityIdentifier("title")
            Text("Subtitle").accessibilityIdentifier("subtitle")
        }
    }

    func laid(_ p: AccordPreview) -> [AccordPreviewRunner.Laid] {
        var o = AccordPreviewRunner.Options()
        o.fixedMetrics = true
        return AccordPreviewRunner.layout(p, o)
    }

    /// The window's implicit stack is a `VStack` with default alignment and spacing: the two
    /// texts land exactly where an explicit `VStack { … }` of them lands, centred in iPhone 15's
    /// safe area (393×759 from y 59).
    func testABodyWithTwoRootViewsIsOneScreenInAnImplicitVerticalStack() {
        let out = laid(AccordPreview("P") { TwoRoots() })
        XCTAssertEqual(out.count, 1)
        let explicit = laid(AccordPreview("P") {
            VStack {
                Text("Title").accessibilityIdentifier("title")
                Text("Subtitle").accessibilityIdentifier("subtitle")
            }
        })
        XCTAssertEqual(out[0].hosted.framesText(), explicit[0].hosted.framesText())
        let frames = out[0].hosted.frames()
        XCTAssertEqual(frames.map(\.id), ["title", "subtitle"])
        XCTAssertEqual(frames[0].frame.midX, 196.5, accuracy: 0.34)
        XCTAssertLessThan(frames[0].frame.maxY, frames[1].frame.minY + 0.01)
    }

    func testModifiersOnTheViewKeepItOneScreen() {
        let out = laid(AccordPreview("P") { TwoRoots().environment(\.colorScheme, .dark) })
        XCTAssertEqual(out.count, 1)
    }

    /// A `ViewModifier` whose body lists configurations of its content (`Group { content…; content… }`,
    /// iosCCC's `makeForPreviewProvider()`, corpus8 05) lists them in the preview: one each.
    struct TwoConfigurations: ViewModifier {
        func body(content: Content) -> some View {
            Group {
                content.previewDisplayName("Light")
                content.previewDisplayName("Dark").environment(\.colorScheme, .dark)
            }
        }
    }
    struct Padded: ViewModifier {
        func body(content: Content) -> some View { content.padding() }
    }

    func testAModifierWhoseBodyListsViewsListsThemInThePreview() {
        XCTAssertEqual(laid(AccordPreview("P") { Text("a").modifier(TwoConfigurations()).padding() }).count, 2)
        // (A modifier whose body is one view keeps a two-view body one screen.)
        XCTAssertEqual(laid(AccordPreview("P") { TwoRoots().modifier(Padded()) }).count, 1)
    }

    func testViewsListedInThePreviewAreSeparatePreviews() {
        XCTAssertEqual(laid(AccordPreview("P") { Text("a"); Text("b") }).count, 2)
        XCTAssertEqual(laid(AccordPreview("P") { Group { Text("a"); Text("b") }.padding() }).count, 2)
    }
}

@_spi(AccordPreview) import Accord
import Foundation
import XCTest

/// What a left-out declaration answers when the preview calls it (Sources/Accord/Preview/
/// PreviewLeftOut.swift): a view-returning one is a placeholder naming it, as flexible as a
/// `Color`, so the screen shows where it is missing instead of a blank; a view of the file that
/// could not be compiled is a placeholder shaped by its name.
final class PreviewLeftOutTests: XCTestCase {
    typealias S = TestSupport

    func testALeftOutViewFunctionAnswersAPlaceholderNamingIt() {
        let v: AnyView = AccordPreviewLeftOut.value("`func view() -> AnyView`")
        XCTAssertEqual(S.texts(v), ["view()"])
        // (Flexible as a Color: it takes the proposal — the rule of .frame(maxWidth: .infinity, maxHeight: .infinity).)
        XCTAssertEqual(S.size(v, ProposedViewSize(width: 300, height: 200)), CGSize(width: 300, height: 200))
    }

    func testAPlaceholderIsNamedByTheDeclarationsName() {
        XCTAssertEqual(AccordPreviewLeftOut.placeholderName("`func row(for item: Item) -> AnyView`"), "row()")
        XCTAssertEqual(AccordPreviewLeftOut.placeholderName("`var content: AnyView`"), "content")
        XCTAssertEqual(S.texts(AccordPreviewLeftOutView("KFImage")), ["KFImage"])
    }

    func testAPlaceholderNamedForMediaIsAsFlexibleAsAColorAndAnyOtherIsOneLineHigh() {
        // (An HStack row offered 300×600: a box as flexible as a Color takes the whole height — the
        // rule of .frame(maxWidth: .infinity, maxHeight: .infinity) — while a view named for no
        // media is as wide as offered and as high as its name's line: caption2's line plus 4 + 4.)
        let offer = ProposedViewSize(width: 300, height: 600)
        XCTAssertEqual(S.size(AccordPreviewLeftOutView("KFImage"), offer), CGSize(width: 300, height: 600))
        XCTAssertEqual(S.size(AccordPreviewLeftOutView("AvatarView"), offer), CGSize(width: 300, height: 600))
        let row = S.size(AccordPreviewLeftOutView("CheckmarkView"), offer)
        let line = S.size(Text("CheckmarkView").font(.caption2).lineLimit(1), .unspecified).height
        XCTAssertEqual(row, CGSize(width: 300, height: line + 8))
        // (A ForEach's is as large as its name.)
        let forEach = S.size(AccordPreviewLeftOutView("ForEach", fitting: true), offer)
        XCTAssertEqual(forEach, S.size(Text("ForEach").font(.caption2).lineLimit(1).padding(4), .unspecified))
    }

    func testOtherResultsKeepTheirEmptyValues() {
        let list: [Int] = AccordPreviewLeftOut.value("`func items() -> [Int]`")
        let name: String? = AccordPreviewLeftOut.value("`var name: String?`")
        XCTAssertEqual(list, [])
        XCTAssertNil(name)
    }

    func testALeftOutTextIsAnEmptyTextAsItsStringWouldBe() {
        // (Empty text takes no room: the rule of Text("") — an empty string has no line to measure.)
        let label: Text = AccordPreviewLeftOut.value("`var accessibilityLabel: Text`")
        XCTAssertEqual(S.size(label, .unspecified), S.size(Text(verbatim: ""), .unspecified))
        XCTAssertEqual(S.size(HStack(spacing: 0) { label; Text("A") }, .unspecified), S.size(Text("A"), .unspecified))
    }

    func testALeftOutColourIsTheSystemColourOfTheRoleItsNameSays() {
        // (The rule is Accord's: an app's colour the preview cannot make is drawn in the iOS system
        // colour named for the same role — UIKit's own names for the roles: systemBackground,
        // label, secondaryLabel, separator, secondarySystemBackground.)
        func color(_ what: String) -> Color { AccordPreviewLeftOut.value(what) }
        XCTAssertEqual(color("AppColors.background"), Color(uiColor: .systemBackground))
        XCTAssertEqual(color("Theme.screenBG"), Color(uiColor: .systemBackground))
        XCTAssertEqual(color("AppColors.Semantic.textPrimary"), Color(uiColor: .label))
        XCTAssertEqual(color("AppColors.Semantic.textSecondary"), Color(uiColor: .secondaryLabel))
        XCTAssertEqual(color("Color.daySubTitle"), Color(uiColor: .secondaryLabel))
        XCTAssertEqual(color("Color.cardBackground"), Color(uiColor: .secondarySystemBackground))
        XCTAssertEqual(color("Tokens.border_subtle"), Color(uiColor: .separator))
        XCTAssertEqual(color("Palette.errorState"), Color(uiColor: .systemRed))
        XCTAssertEqual(color("Color.primaryBlue"), Color(uiColor: .systemBlue))
        // (A shade: half way to black or white — `darkBlue` was the bright system blue over a whole screen.)
        XCTAssertEqual(color("Color.darkBlue"), Color(uiColor: .systemBlue).mix(with: .black, by: 0.5, in: .device))
        XCTAssertEqual(color("Color.lightBlue"), Color(uiColor: .systemBlue).mix(with: .white, by: 0.5, in: .device))
        XCTAssertEqual(color("Color.brandAccent"), Color.accentColor)
        XCTAssertEqual(color("AppColors.primary()"), Color.accentColor)
        // (A name with no role: the grey a redacted placeholder is drawn in.)
        XCTAssertEqual(color("Color.tone42"), Color(uiColor: .secondaryLabel))
        let ui: UIColor = AccordPreviewLeftOut.value("Theme.dividerLine")
        XCTAssertEqual(Color(uiColor: ui), Color(uiColor: .separator))
        // (An optional colour a token stands for is its role's too — `.foregroundColor(_:)` takes a
        // `Color?` —; of no role, or a left-out member's, nil: the environment's.)
        let optional: Color? = AccordPreviewLeftOut.value("Theme.textSecondary")
        XCTAssertEqual(optional, Color(uiColor: .secondaryLabel))
        let none: Color? = AccordPreviewLeftOut.value("Theme.tone42")
        XCTAssertNil(none)
        let member: Color? = AccordPreviewLeftOut.value("`var tint: Color?`")
        XCTAssertNil(member)
        // (A left-out member's colour by its name.)
        XCTAssertEqual(color("`var cardBackground: Color`"), Color(uiColor: .secondarySystemBackground))
    }

    func testAStandInNamedForTextKeepsItsColourAsAGround() {
        // (SkyWizard's OfflineView, corpus10 19: `Color.daySubTitle.ignoresSafeArea().opacity(0.9)`
        // under white text; its asset catalog's day_sub_title is #575757. The text role's
        // secondaryLabel — #3C3C43 at 60 % — stays: a light background made the white text vanish.)
        let subtitle: Color = AccordPreviewLeftOut.value("Color.daySubTitle")
        let size = CGSize(width: 100, height: 100)
        let fills = S.fillColors(ZStack { subtitle.ignoresSafeArea(); Text("You are offline!").foregroundStyle(.white) }, size)
        XCTAssertEqual(fills.first, RGBA(0x3C / 255.0, 0x3C / 255.0, 0x43 / 255.0, 0.6))
    }

    func testTokensOfANamespaceAreNamedByTheirWholePath() {
        enum AppColors: AccordPreviewLeftOutNamespace {}
        let nested: AccordPreviewLeftOutTokens = AppColors[dynamicMember: "Semantic"]
        let text: Color = nested[dynamicMember: "textSecondary"]
        XCTAssertEqual(text, Color(uiColor: .secondaryLabel))
        let radius: CGFloat = AppColors[dynamicMember: "radius"]
        XCTAssertEqual(radius, 0)
        let called: () -> Color = AppColors[dynamicMember: "background"]
        XCTAssertEqual(called(), Color(uiColor: .systemBackground))
    }
}

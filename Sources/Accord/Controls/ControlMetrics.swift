import Foundation
import AccordLayout

/// Per-control numbers — sizes, insets, radii — in one table, each with where it comes from:
/// *confident* (a UIKit control's documented or intrinsic size, Apple's HIG, a device
/// measurement), *reconstruction* (read off screenshots of iOS, consistent with the rest) or
/// *guess*. Controls read their numbers here, never as literals of their own, so a correction is
/// one line with its source beside it. (Issue 19; the styles that use them are in `Controls/`.)
package enum ControlMetrics {
    // MARK: Toggle, Stepper

    /// The switch of `.toggleStyle(.switch)`: `UISwitch`'s intrinsic 51 × 31 (iOS 7–18;
    /// confident — UIKit's `UISwitch` has a fixed size; Toggle.swift's doc comment).
    package static let switchSize = CGSize(width: 51, height: 31)
    /// A `Stepper`'s − / + control: `UIStepper`'s intrinsic 94 × 32 (iOS 7–18; confident — the
    /// control has a fixed size; UIKit's reference: "The bounding rectangle for a stepper matches
    /// that of a UISwitch object" held on iOS 5, the height differs since iOS 7).
    package static let stepperSize = CGSize(width: 94, height: 32)

    // MARK: Slider

    /// A `Slider`'s height, 31: `UISlider`'s intrinsic height (*published frames*: Interface
    /// Builder writes an auto-laid-out control's frame at its intrinsic size, and storyboards of
    /// iOS 7–12 apps record every default slider 31 tall — "Xcode's Storyboard Has an XML
    /// Skeleton" (2014, a 118 × 31 slider beside a 51 × 31 `UISwitch`, the switch's documented
    /// size), SwiftAudioPlayer's example storyboard (2019, 347 × 31) and a xib parser's
    /// `XibSliderProtocol` sample (347 × 31). The thumb, 28, is unchanged since, so iOS 13–18's
    /// 31 is inferred, not measured. The older figures disagree: 23 on iPhone OS 2 (mpatric.com,
    /// 2009), 34 read from a frame set in code on iOS 8.1 (markmeretzky.com)).
    package static let sliderHeight: CGFloat = 31
    /// The slider's thumb: a white 28-pt circle (`UISlider`'s; confident).
    package static let sliderThumbDiameter: CGFloat = 28
    /// The slider's track height, 4 (iOS 15+ `UISlider`; confident).
    package static let sliderTrackHeight: CGFloat = 4

    // MARK: TextField, TextEditor

    /// A `TextField`'s line height per text style at the "Large" Dynamic Type size: the style's
    /// *leading* (HIG, Typography › Specifications › iOS Dynamic Type sizes, "Large"; confident).
    /// Body's 22 is also measured: an iOS 18 body `TextField` is 22 pt tall where the same
    /// `Text` is 20.33 (issue 20, device screenshots). Other Dynamic Type sizes scale the
    /// "Large" leading with the font (*approximate*: the HIG lists each size's own leading).
    package static let textFieldLeadingAtLarge: [Font.TextStyle: CGFloat] = [
        .largeTitle: 41, .title: 34, .title2: 28, .title3: 25, .headline: 22, .body: 22,
        .callout: 21, .subheadline: 20, .footnote: 18, .caption: 16, .caption2: 13,
    ]
    /// A field whose font is given by size (`.system(size:)`, `.custom`) takes body's ratio,
    /// 22 pt leading for 17-pt text (HIG, as above; *approximate* for other sizes).
    package static let textFieldBodyLeadingRatio: CGFloat = 22.0 / 17.0
    /// `TextEditor`'s text insets: `UITextView`'s `textContainerInset` (8 top and bottom) and
    /// `lineFragmentPadding` (5 leading and trailing); confident — UIKit's documented defaults.
    package static let textEditorInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)

    /// `.roundedBorder` field: 6 pt above and below the 22-pt body field line, 34 pt in all —
    /// `UITextField`'s `.roundedRect` intrinsic height with the body font (confident).
    package static let roundedBorderVerticalInset: CGFloat = 6
    /// `.roundedBorder` field: 7 pt leading and trailing (*reconstruction*).
    package static let roundedBorderHorizontalInset: CGFloat = 7
    /// `.roundedBorder` field's corner radius (*reconstruction*).
    package static let roundedBorderCornerRadius: CGFloat = 5

    // MARK: List (List+Style.swift's looks; iPhone, compact width)

    /// A row's least height, 44: SwiftUI's `defaultMinListRowHeight` on iOS and UIKit's default
    /// `UITableView.rowHeight` (confident; HIG "Lists and tables": 44-pt rows, the least tap target).
    package static let listMinRowHeight: CGFloat = 44
    /// A row's content insets: 20 leading and trailing (*measured*, issue 14: ScanNow's iOS 17/18
    /// Form at 3× on a 375-pt iPhone, row text 20 inside the card — `insetGroupedListMargin`), 4
    /// top and bottom (*measured*: lunij/netbob's `ListViewTests` snapshot, swift-snapshot-testing
    /// on an iOS 17/18 simulator at 3×, 2024: a row whose content is an HStack holding a flexible
    /// bar is 44 tall and its bar 36, from 4.0 below the row's top to 4.0 above its separator — the
    /// content is offered the least row height less 4 + 4. The same suite's `SettingsViewTests`
    /// Form draws a `Toggle` row 44 tall with the 31-pt switch centred, 6.67 below the card's top;
    /// with UIKit cells' 11 above and below, which apps restoring the default sometimes write, it
    /// would be 53). Accord had 6, a guess.
    package static let listRowInsets = EdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20)
    /// Inset-grouped cards' distance from the list's sides: 20 (*measured*, issue 14: an iOS 17/18
    /// `Form` on a 375-pt iPhone 13 mini, ScanNow's SettingsView snapshot at 3×, cards at x 20–355;
    /// iOS 17 inset-grouped lists on 414-pt (Construct) and 428-pt (Go Cycling) screenshots, also
    /// 20; Flutter's Cupertino inset-grouped section, "determined from SwiftUI's Forms", 20).
    /// Row content then starts at 40 (the 20-pt leading inset), text ends 20 before the card's edge.
    package static let insetGroupedListMargin: CGFloat = 20
    /// Inset-grouped cards' corner radius: 10 (iOS 13–18; confident, published measurements of
    /// `insetGrouped` tables).
    package static let insetGroupedListCornerRadius: CGFloat = 10
    /// Grouped lists: space above a section without a header, 35 (*measured*: lunij/netbob's
    /// `SettingsViewTests` snapshot, an iOS 17/18 Form at 3× on a 320-pt canvas: the first card 35.0
    /// below the 20-pt safe area, the next ones 35.33 below the card above).
    package static let groupedListSectionGap: CGFloat = 35
    /// Grouped lists: space above the first section's header, 16 (*measured*, issue 14: ScanNow's
    /// iOS 17/18 Form at 3×, the footnote header's baseline 28.33 below the safe area, i.e. its
    /// 15.5-pt SF line starts 15.95 below; Flutter's Cupertino inset-grouped header margin, 16 on
    /// top, 6 below, "determined from iOS 14.4 Simulator").
    package static let groupedListGapAboveFirstHeader: CGFloat = 16
    /// Grouped lists: space between a section's card and the next section's header, 34
    /// (*measured*, issue 14: ScanNow's Form at 3×, card bottom 263.33 → header baseline 309.67,
    /// less SF's 12.38 ascender at 13 pt = 33.95; next card at 318.33, 55 below the last).
    package static let groupedListGapAboveHeader: CGFloat = 34
    /// Grouped lists: space between a header and its card, 6 (*measured*, issue 14: header baseline
    /// → card 9.0 at 3× less SF's 3.03 descender at 13 pt = 5.97; Flutter's header margin, 6).
    package static let groupedListHeaderBottom: CGFloat = 6
    /// Grouped lists: space after the last section, 35 (*guess*).
    package static let groupedListBottomPadding: CGFloat = 35
    /// Plain lists: space above a section's header, 6 (*guess*).
    package static let plainListGapAboveHeader: CGFloat = 6
    /// Plain lists: space between a header and its first row, 6 (*guess*).
    package static let plainListHeaderBottom: CGFloat = 6
    /// Any list: space between a section's last row and its footer, 7 (*guess*).
    package static let listFooterTop: CGFloat = 7

    // MARK: Segmented picker

    /// `.pickerStyle(.segmented)`: `UISegmentedControl`'s intrinsic height, 32 (iOS 13–18;
    /// confident — UIKit's default segmented control height).
    package static let segmentedControlHeight: CGFloat = 32
    /// The segmented control's track: corner radius 9 (*reconstruction*, read off iOS 17
    /// screenshots). `ControlGroup` draws the same track (the two look alike).
    package static let segmentedTrackCornerRadius: CGFloat = 9
    /// The selected segment's raised card: 2 in from the track on every side (*measured*:
    /// lunij/netbob's `DetailViewTests` snapshot, an iOS 17/18 segmented picker at 3×: the track
    /// 32.0 tall, its selected card from 2.0 below the top to 2.0 above the bottom and 2.0 from the
    /// leading end), corner radius 7 — concentric with the track's 9 (*guess*).
    package static let segmentedSelectionInset: CGFloat = 2
    package static let segmentedSelectionCornerRadius: CGFloat = 7
    /// The segments' titles: the system font at 13 points (*published*: Erik D. Kennedy, "The iOS
    /// Font Size Guidelines (Updated for iOS 15)", learnui.design: "Tertiary text, Captions,
    /// Segmented buttons: 13pt"), medium (*guess*: no source for the weight).
    package static let segmentedFontSize: CGFloat = 13
    package static let segmentedFontWeight: Font.Weight = .medium

    // MARK: Menu and inline pickers

    /// A menu picker's selected option and its up/down chevrons: 5 apart (*guess*).
    package static let menuPickerChevronSpacing: CGFloat = 5
    /// A list row's content and its trailing accessory — a navigation link's disclosure
    /// chevron, an inline picker's checkmark — 8 apart (*guess*: a stack's standard spacing).
    package static let listAccessorySpacing: CGFloat = 8

    // MARK: Buttons (the bordered styles)

    /// `.bordered` / `.borderedProminent` insets around the label per control size (vertical ×
    /// horizontal): regular 7 × 12 — `UIButton.Configuration`'s default content insets "top = 7,
    /// leading = 12, bottom = 7, trailing = 12" (Apple Developer Forums thread 733541, whose
    /// accepted answer from Apple says the default follows the small/medium/large size and the
    /// Dynamic Type size; *confident* for regular at "Large"); a body-text bordered button is so
    /// 34.33 pt tall on iOS 15–18 (20.33 line + 2 × 7, published measurements agree). Large
    /// 14 × 20 (≈ 50 tall, UIKit's large filled button; *guess*); small 5 × 10, mini 3 × 8,
    /// extraLarge 18 × 24 (*guesses*: Apple's answer names no per-size figures).
    package static func borderedButtonInsets(_ size: ControlSize) -> EdgeInsets {
        switch size {
        case .mini: EdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        case .small: EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .regular: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        case .extraLarge: EdgeInsets(top: 18, leading: 24, bottom: 18, trailing: 24)
        }
    }
    /// The bordered styles' corner radius with the automatic border shape: 6, 12 for large and
    /// extra large (*guess*, read off iOS 17 screenshots).
    package static func borderedButtonCornerRadius(_ size: ControlSize) -> CGFloat {
        size == .large || size == .extraLarge ? 12 : 6
    }
    /// `.bordered`'s fill: the tint at 15 % opacity (*guess*; UIKit's tinted configuration reads so).
    package static let borderedButtonFillOpacity: Double = 0.15
    /// The font small and mini bordered buttons set when none is set: `.subheadline` and
    /// `.footnote` (*guess*); nil keeps the environment's.
    package static func borderedButtonFont(_ size: ControlSize) -> Font? {
        switch size {
        case .mini: .footnote
        case .small: .subheadline
        default: nil
        }
    }

    // MARK: ProgressView

    /// The linear bar's height, 4 (`UIProgressView`'s default style since iOS 14; *reconstruction*:
    /// the one published figure found, "it defaults to 2" (markmeretzky.com, "UIProgressView",
    /// iPhone 6, iOS 8), is of the thinner bar before iOS 14's redesign; no measurement of the 4).
    package static let linearProgressHeight: CGFloat = 4
    /// The linear bar's width with no proposed width, 10 (SwiftUI's undetermined dimension; *guess*).
    package static let linearProgressIdealWidth: CGFloat = 10
    /// The spinner's side: `UIActivityIndicatorView`'s medium style, 20 (regular, small, mini;
    /// confident for regular), its large style, 37 (large, extraLarge; confident) — "a default
    /// size of 20 × 20 or 37 × 37, depending on its style" (markmeretzky.com, "UIActivityIndicator";
    /// measured for iOS 8's gray and large-white styles, whose iOS 13 successors are medium and large).
    package static func spinnerSide(_ size: ControlSize) -> CGFloat {
        size == .large || size == .extraLarge ? 37 : 20
    }
    /// Space between the spinner and its label below it, 8 (*guess*: a stack's standard spacing).
    package static let spinnerLabelSpacing: CGFloat = 8

    // MARK: Wheel picker

    /// `.pickerStyle(.wheel)`: `UIPickerView`'s intrinsic height, 216 (confident: "its height is
    /// 216 … in portrait orientation, 162 in landscape", markmeretzky.com's UIPickerView notes,
    /// with `-[UIPickerView setFrame:]: invalid height value 0.0 pinned to 216.0` logged by UIKit).
    package static let wheelHeight: CGFloat = 216
    /// A wheel row's height, 32 (*reconstruction* from screenshots; no published figure).
    package static let wheelRowHeight: CGFloat = 32
    /// The wheel's options' font size, 20 (*guess*).
    package static let wheelFontSize: CGFloat = 20
    /// A wheel's width with no proposed width: its widest option plus 32 (*guess*).
    package static let wheelHorizontalPadding: CGFloat = 32
    /// The band behind the selected row: `.tertiarySystemFill`, a row's height plus 2 above and 2
    /// below, 8 in from the wheel's sides, corner radius 8 (*guess*). A
    /// wheel date picker draws one such band across all its columns.
    package static let wheelBandHeight: CGFloat = wheelRowHeight + 4
    package static let wheelBandInset: CGFloat = 8
    package static let wheelBandCornerRadius: CGFloat = 8

    // MARK: Stepper

    /// The stepper's look: a `.tertiarySystemFill` rounded rectangle of corner radius 8, an
    /// 18-point separator between its halves, − and + glyphs 14 long and 1.5 thick (*guess*: drawn
    /// after `UIStepper`, no source recorded; its size, `stepperSize`, is confident).
    package static let stepperCornerRadius: CGFloat = 8
    package static let stepperSeparatorHeight: CGFloat = 18
    package static let stepperGlyphLength: CGFloat = 14
    package static let stepperGlyphThickness: CGFloat = 1.5

    // MARK: DatePicker (graphical)

    /// `.graphical`: the header and each week a row of 44 points; the selected day on a circle of
    /// 40 (*reconstruction* of iOS 17's `UIDatePicker` `.inline` look, as its view says).
    package static let calendarRowHeight: CGFloat = 44
    package static let calendarSelectionDiameter: CGFloat = 40
    /// Its time row's compact field: the time inset 11 × 6 on a `.tertiarySystemFill` rounded
    /// rectangle of radius 6 (*guess*).
    package static let calendarTimeFieldInsets = EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)
    package static let calendarTimeFieldCornerRadius: CGFloat = 6
    /// Its header: the month 4 from its chevron, the previous/next chevrons 28 apart; the header
    /// and the time row 8 in from the sides, the time row 8 below and above its divider (*guess*).
    package static let calendarTitleChevronSpacing: CGFloat = 4
    package static let calendarArrowSpacing: CGFloat = 28
    package static let calendarHorizontalInset: CGFloat = 8
    package static let calendarDividerGap: CGFloat = 8

    // MARK: ContentUnavailableView

    /// The empty state (*reconstruction* of iOS 17's layout): the icon at 48 points, 16 between
    /// icon and title, the description 8 below the title, the actions 16 below, 40-point
    /// horizontal margins.
    package static let unavailableIconSize: CGFloat = 48
    package static let unavailableIconSpacing: CGFloat = 16
    package static let unavailableDescriptionSpacing: CGFloat = 8
    package static let unavailableActionsSpacing: CGFloat = 16
    package static let unavailableHorizontalMargin: CGFloat = 40

    // MARK: Controls added for compatibility

    /// GroupBox: content inset on every side (*reconstruction*: iOS's default group box reads as
    /// the standard 16-point padding; the insetGrouped list's card inset is also 16).
    package static let groupBoxPadding: CGFloat = 16
    /// GroupBox corner radius (*reconstruction*: 8, as drawn by iOS 14–17 screenshots).
    package static let groupBoxCornerRadius: CGFloat = 8
    /// Space between a group box's label and its content (*reconstruction*: 8).
    package static let groupBoxSpacing: CGFloat = 8
    /// Height of the linear gauge's track (*reconstruction*: 6; the capacity bar reads slightly
    /// thicker than a progress bar's 4).
    package static let gaugeTrackHeight: CGFloat = 6
    /// Space between a gauge's rows (*reconstruction*: 4).
    package static let gaugeSpacing: CGFloat = 4
    /// `.accessoryCircular` gauge's diameter (*reconstruction*: 58, the size it draws in an app
    /// on iPhone — the widget family's accessory circle is larger).
    package static let circularGaugeDiameter: CGFloat = 58
    /// Ring thickness of the circular gauges (*reconstruction*: 6).
    package static let circularGaugeLineWidth: CGFloat = 6
    /// The circular gauge's centre label: 17 points, medium, 2 inside the ring; its minimum and
    /// maximum labels at 10 points (*guess*).
    package static let circularGaugeCentreFontSize: CGFloat = 17
    package static let circularGaugeCentreInset: CGFloat = 2
    package static let circularGaugeBoundsFontSize: CGFloat = 10
    /// The colour swatch of a `ColorPicker`: a 28-point circle (*reconstruction*: UIColorWell's
    /// intrinsic size is 28 × 28).
    package static let colorWellDiameter: CGFloat = 28
    /// DisclosureGroup's chevron (SF Symbol "chevron.right", footnote-sized, bold, tinted).
    package static let disclosureChevron = "chevron.right"
}

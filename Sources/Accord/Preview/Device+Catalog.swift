import Foundation
import AccordLayout

// The devices `--device NAME` and `.previewDevice(_:)` know. Each entry cites its source:
//
// [HIG]  Apple, Human Interface Guidelines › Layout › Specifications › "iOS, iPadOS device
//        screen dimensions": every model's size in points and its scale factor.
// [TS]   Apple's Tech Specs page of the model (support.apple.com/specs): its resolution in pixels
//        (= points × scale) and whether it has the Dynamic Island, a notch or a Home button.
// [SA]   The window's `safeAreaInsets` as the device and its simulator report them, as published
//        in app code that lays out per device (five independent projects found with the code
//        search agree on each of 390×844 → 47/34, 393×852 → 59/34, 402×874 → 62/34,
//        420×912 → 68/34, 430×932 → 59/34, 440×956 → 62/34) and in csl.cool's "iOS Layout
//        Adaptation" (393×852 portrait 59/34, landscape left 59, right 59, bottom 21).
// [LS]   Landscape on iPhones with Face ID: the portrait top inset on both sides and 21 at the
//        bottom (iPhone X 44/44/21: useyourloaf.com "Supporting iPhone X"; 393×852 59/59/21:
//        csl.cool). Applied as a rule to the later models, whose landscape insets have not been
//        published apart from their portrait ones. The iPhone SE hides its status bar in
//        landscape: no inset (useyourloaf.com, iPhone 8).
// [CR]   The display's corner radius (`UIScreen._displayCornerRadius`): kylebashour.com, "Finding
//        the Real iPhone X Corner Radius" (390×844 → 47.33, iPads → 18), and a published table
//        read off each device (393×852 and 430×932 → 55; 402×874, 420×912 and 440×956 → 62).
// [SN]   Older iPhones whose screenshots are published beside SwiftUI code (issue 14's look
//        pairs): swift-snapshot-testing's `ViewImageConfig` (Point-Free, MIT) gives 375×812 with
//        50/34 for the iPhone 13 mini (landscape 50/50/21), 428×926 with 47/34 for the 13 Pro
//        Max, 414×896 with 44/34 for the XS Max; [CR] kylebashour.com's table: 44 (12/13 mini),
//        53.33 (12/13 Pro Max, 14 Plus), 39 (XS Max, 11 Pro Max).
// [PAD]  iPads with Face ID / a top Touch ID button: a 24-point status bar and a 20-point home
//        indicator inset, in both orientations (Xcode's iPad simulators; Accord's earlier iPad entry).
extension PreviewDevice {
    private static func phone(_ name: String, _ w: CGFloat, _ h: CGFloat, top: CGFloat, radius: CGFloat,
                              _ cutout: Cutout, aliases: [String] = [], source: String) -> PreviewDevice {
        PreviewDevice(name, size: CGSize(width: w, height: h), scale: 3,
                      safeArea: EdgeInsets(top: top, leading: 0, bottom: 34, trailing: 0),
                      landscape: EdgeInsets(top: 0, leading: top, bottom: 21, trailing: top),
                      cornerRadius: radius, cutout: cutout, aliases: aliases, source: source)
    }

    private static func pad(_ name: String, _ w: CGFloat, _ h: CGFloat, aliases: [String] = [], source: String) -> PreviewDevice {
        let insets = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
        return PreviewDevice(name, size: CGSize(width: w, height: h), scale: 2, safeArea: insets, landscape: insets,
                             cornerRadius: 18, cutout: .none, aliases: aliases, source: source)
    }

    /// iPhone 15's canvas, Xcode's default preview device.
    public static let iPhone15 = phone("iPhone 15", 393, 852, top: 59, radius: 55, .dynamicIsland,
                                       source: "[HIG] 393×852 @3x; [TS] 1179×2556 px, Dynamic Island; [SA] 59/34; [LS]; [CR] 55")

    /// Every device `--device` accepts, newest first within each family (`accord devices`).
    public static let all: [PreviewDevice] = [
        iPhone15,
        phone("iPhone 17 Pro Max", 440, 956, top: 62, radius: 62, .dynamicIsland,
              source: "[HIG] 440×956 @3x; [TS] 2868×1320 px, Dynamic Island; [SA] 62/34; [LS]; [CR] 62"),
        phone("iPhone 17 Pro", 402, 874, top: 62, radius: 62, .dynamicIsland,
              source: "[HIG] 402×874 @3x; [TS] 2622×1206 px, Dynamic Island; [SA] 62/34; [LS]; [CR] 62"),
        phone("iPhone Air", 420, 912, top: 68, radius: 62, .dynamicIsland,
              source: "[HIG] 420×912 @3x; [TS] 2736×1260 px, Dynamic Island; [SA] 68/34; [LS]; [CR] 62"),
        phone("iPhone 17", 402, 874, top: 62, radius: 62, .dynamicIsland,
              source: "[HIG] 402×874 @3x; [TS] 2622×1206 px, Dynamic Island; [SA] 62/34; [LS]; [CR] 62"),
        phone("iPhone 16 Pro Max", 440, 956, top: 62, radius: 62, .dynamicIsland,
              source: "[HIG] 440×956 @3x; [TS] 2868×1320 px, Dynamic Island; [SA] 62/34; [LS]; [CR] 62"),
        phone("iPhone 16 Pro", 402, 874, top: 62, radius: 62, .dynamicIsland,
              source: "[HIG] 402×874 @3x; [TS] 2622×1206 px, Dynamic Island; [SA] 62/34; [LS]; [CR] 62"),
        phone("iPhone 16 Plus", 430, 932, top: 59, radius: 55, .dynamicIsland,
              source: "[HIG] 430×932 @3x; [TS] 2796×1290 px, Dynamic Island; [SA] 59/34; [LS]; [CR] 55"),
        phone("iPhone 16", 393, 852, top: 59, radius: 55, .dynamicIsland,
              source: "[HIG] 393×852 @3x; [TS] 2556×1179 px, Dynamic Island; [SA] 59/34; [LS]; [CR] 55"),
        phone("iPhone 16e", 390, 844, top: 47, radius: 47.33, .notch,
              source: "[HIG] 390×844 @3x; [TS] 2532×1170 px, notch; [SA] 47/34; [LS]; [CR] 47.33 (iPhone 12–14's screen)"),
        phone("iPhone 15 Pro Max", 430, 932, top: 59, radius: 55, .dynamicIsland,
              source: "[HIG] 430×932 @3x; [TS] 2796×1290 px, Dynamic Island; [SA] 59/34; [LS]; [CR] 55"),
        phone("iPhone 15 Pro", 393, 852, top: 59, radius: 55, .dynamicIsland,
              source: "[HIG] 393×852 @3x; [TS] 2556×1179 px, Dynamic Island; [SA] 59/34; [LS]; [CR] 55"),
        phone("iPhone 15 Plus", 430, 932, top: 59, radius: 55, .dynamicIsland,
              source: "[HIG] 430×932 @3x; [TS] 2796×1290 px, Dynamic Island; [SA] 59/34; [LS]; [CR] 55"),
        phone("iPhone 13 mini", 375, 812, top: 50, radius: 44, .notch, aliases: ["iPhone 12 mini"],
              source: "[HIG] 375×812 @3x; [TS] 2340×1080 px, notch; [SN] 50/34; [LS]; [CR] 44"),
        phone("iPhone 13 Pro Max", 428, 926, top: 47, radius: 53.33, .notch, aliases: ["iPhone 12 Pro Max", "iPhone 14 Plus"],
              source: "[HIG] 428×926 @3x; [TS] 2778×1284 px, notch; [SN] 47/34; [LS]; [CR] 53.33"),
        phone("iPhone 11 Pro Max", 414, 896, top: 44, radius: 39, .notch, aliases: ["iPhone XS Max"],
              source: "[HIG] 414×896 @3x; [TS] 2688×1242 px, notch; [SN] 44/34; [LS]; [CR] 39"),
        PreviewDevice("iPhone SE", size: CGSize(width: 375, height: 667), scale: 2,
                      safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                      landscape: EdgeInsets(), cornerRadius: 0, cutout: .homeButton,
                      aliases: ["iPhone SE (3rd generation)", "iPhone SE (2nd generation)"],
                      source: "[HIG] 375×667 @2x; [TS] 1334×750 px, Home button; status bar 20, no home indicator; landscape: no status bar [LS]"),
        pad("iPad (A16)", 820, 1180, aliases: ["iPad", "iPad (10th generation)", "iPad (11th generation)"],
            source: "[HIG] 820×1180 @2x; [TS] 2360×1640 px; [PAD]; [CR] 18"),
        pad("iPad mini (A17 Pro)", 744, 1133, aliases: ["iPad mini", "iPad mini (6th generation)"],
            source: "[HIG] 744×1133 @2x; [TS] 2266×1488 px; [PAD]; [CR] 18"),
        pad("iPad Air 11-inch (M3)", 820, 1180, aliases: ["iPad Air 11-inch (M2)", "iPad Air 11-inch"],
            source: "[HIG] 820×1180 @2x; [TS] 2360×1640 px; [PAD]; [CR] 18"),
        pad("iPad Air 13-inch (M3)", 1024, 1366, aliases: ["iPad Air 13-inch (M2)", "iPad Air 13-inch"],
            source: "[HIG] 1024×1366 @2x; [TS] 2732×2048 px; [PAD]; [CR] 18"),
        pad("iPad Pro 11-inch (M4)", 834, 1210, aliases: ["iPad Pro 11-inch (M5)", "iPad Pro 11-inch"],
            source: "[HIG] 834×1210 @2x; [TS] 2420×1668 px; [PAD]; [CR] 18"),
        pad("iPad Pro 13-inch (M4)", 1032, 1376, aliases: ["iPad Pro 13-inch (M5)", "iPad Pro 13-inch"],
            source: "[HIG] 1032×1376 @2x; [TS] 2752×2064 px; [PAD]; [CR] 18"),
    ]

    /// The catalog as a table, for `accord devices`.
    public static func catalogTable() -> String {
        func p(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v)) }
        func insets(_ e: EdgeInsets) -> String { "\(p(e.top)) \(p(e.leading)) \(p(e.bottom)) \(p(e.trailing))" }
        var lines = ["# name | points @scale = pixels | safe area portrait, landscape (top leading bottom trailing) | corner radius | cutout"]
        for d in all {
            let px = d.pixelSize
            var line = "\(d.name) | \(p(d.size.width))×\(p(d.size.height)) @\(p(d.scale))x = \(px.width)×\(px.height) px"
            line += " | \(insets(d.safeArea)), \(insets(d.landscapeSafeArea)) | \(p(d.cornerRadius)) | \(d.cutout.rawValue)"
            if !d.aliases.isEmpty { line += " | also: \(d.aliases.joined(separator: ", "))" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}

import Foundation
import AccordLayout

// The status bar and the home indicator a device canvas shows around the app (a fixed, neutral
// look: 9:41, full signal, Wi-Fi, a full battery — Apple's marketing-image convention).
//
// Layout, per the device's top inset:
// - Dynamic Island iPhones (top inset 59): a 54-point status bar (59 − 5: the safe area keeps
//   5 points below it); the time in 17-point semibold centred in the area left of the island
//   (126 points wide, centred), the icons centred in the area right of it, both centred on the
//   island's middle (11 + 37 / 2 points from the top) — Apple, "iPhone 15 — Technical
//   Specifications" (Dynamic Island) and UIKit's `UIStatusBarManager.statusBarFrame` (54 pt);
// - other insets of 44 points or more (notched iPhones): the same layout in `top − 5` points;
// - 20 points (Home-button iPhones): signal and Wi-Fi at the left, the time centred, the
//   battery at the right, in 12-point semibold (iOS 7+ status bar, 20 points: HIG 2013–2017);
// - 24 points (iPad): the time at the leading margin, the battery at the trailing one.
// The home indicator is a 134 × 5-point capsule centred 8 points above the bottom edge on
// devices with a bottom inset (HIG 2017, "iPhone X": home indicator; UIKit's `UIHomeIndicator`).

enum StatusBarMetrics {
    /// The status bar's height for a device top inset.
    static func height(top: CGFloat) -> CGFloat { top >= 44 ? top - 5 : top }
    static let islandWidth: CGFloat = 126
    static let islandTop: CGFloat = 11
    static let islandHeight: CGFloat = 37
    static let homeIndicator = CGSize(width: 134, height: 5)
    static let homeIndicatorBottom: CGFloat = 8
}

/// The status bar drawn in the top inset.
struct StatusBarView: View {
    let device: PreviewDevice
    var body: some View {
        let top = device.safeArea.top, w = device.size.width
        let h = StatusBarMetrics.height(top: top)
        if top >= 44 {
            // Time and icons each centred in their side of the island.
            let side = (w - StatusBarMetrics.islandWidth) / 2
            let centre = top >= 59 ? StatusBarMetrics.islandTop + StatusBarMetrics.islandHeight / 2 : h / 2 + 2.5
            HStack(spacing: 0) {
                Text("9:41").font(.system(size: 17, weight: .semibold)).frame(width: side)
                Spacer(minLength: 0)
                StatusIcons(scale: 1).frame(width: side)
            }
            .frame(height: 22)
            .offset(y: centre - 11)
            .frame(width: w, height: h, alignment: .top)
        } else if w >= 600 {
            HStack(spacing: 0) {
                Text("9:41").font(.system(size: 12, weight: .semibold))
                Spacer(minLength: 0)
                StatusIcons(scale: 0.8)
            }
            .padding(.horizontal, 20)
            .frame(width: w, height: h)
        } else {
            ZStack {
                Text("9:41").font(.system(size: 12, weight: .semibold))
                HStack(spacing: 0) {
                    HStack(spacing: 4) { CellularBars(scale: 0.7); WifiIcon(scale: 0.75) }
                    Spacer(minLength: 0)
                    BatteryIcon(scale: 0.85)
                }
                .padding(.horizontal, 6)
            }
            .frame(width: w, height: h)
        }
    }
}

/// Signal, Wi-Fi and battery.
struct StatusIcons: View {
    let scale: CGFloat
    var body: some View {
        HStack(spacing: 5 * scale) {
            CellularBars(scale: scale)
            WifiIcon(scale: scale)
            BatteryIcon(scale: scale)
        }
    }
}

/// Four bars rising left to right (full signal).
struct CellularBars: View {
    let scale: CGFloat
    var body: some View {
        HStack(alignment: .bottom, spacing: 1.5 * scale) {
            ForEach(0..<4, id: \.self) { i in
                RoundedRectangle(cornerRadius: 1 * scale).frame(width: 3 * scale, height: (4.5 + 2.5 * CGFloat(i)) * scale)
            }
        }
        // The glyph itself is not mirrored right to left (only where it sits is).
        .environment(\.layoutDirection, .leftToRight)
    }
}

/// The Wi-Fi symbol.
struct WifiIcon: View {
    let scale: CGFloat
    var body: some View {
        Image(systemName: "wifi").font(.system(size: 15 * scale, weight: .semibold))
    }
}

/// A full battery: outline, fill and terminal.
struct BatteryIcon: View {
    let scale: CGFloat
    var body: some View {
        HStack(spacing: 1 * scale) {
            RoundedRectangle(cornerRadius: 4 * scale)
                .strokeBorder(lineWidth: 1 * scale).opacity(0.4)
                .frame(width: 25 * scale, height: 12.5 * scale)
                .overlay {
                    RoundedRectangle(cornerRadius: 2.5 * scale).padding(2 * scale)
                }
            RoundedRectangle(cornerRadius: 1 * scale).opacity(0.4).frame(width: 1.5 * scale, height: 4 * scale)
        }
        .environment(\.layoutDirection, .leftToRight)
    }
}

/// The home indicator's capsule.
struct HomeIndicatorView: View {
    var body: some View {
        Capsule().frame(width: StatusBarMetrics.homeIndicator.width, height: StatusBarMetrics.homeIndicator.height)
    }
}

import SwiftUI

// Symbol sizes per text style and image scale (issue 20). A filled circle is a "full-height"
// symbol: its ink is as tall as the symbol's box. Each disc is centred at a known point on a
// white screen (safe area, status bar and home indicator out of the way), so its reference is
// a disc whose diameter follows from published figures alone (Tests/compare/fidelity/README.md):
// point size (HIG Dynamic Type, "Large") × 0.982 (an iPhone's globe at .large in body text:
// 21.7 pt, issue 20) × the image scale (Apple, NSImage.SymbolScale: small ≈ 0.8, large ≈ 1.3).
struct SymbolScale: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            disc(.body, .small).position(x: 60, y: 120)
            disc(.body, .medium).position(x: 140, y: 120)
            disc(.body, .large).position(x: 220, y: 120)
            disc(.largeTitle, .large).position(x: 320, y: 120)
            disc(.caption, .medium).position(x: 60, y: 220)
            disc(.footnote, .large).position(x: 140, y: 220)
            disc(.title2, .medium).position(x: 220, y: 220)
            disc(.title, .small).position(x: 320, y: 220)
        }
        .ignoresSafeArea()
        .statusBarHidden()
        .persistentSystemOverlays(.hidden)
    }

    func disc(_ style: Font, _ scale: Image.Scale) -> some View {
        Image(systemName: "circle.fill")
            .imageScale(scale)
            .font(style)
            .foregroundStyle(Color(red: 0, green: 0, blue: 0))
    }
}

#Preview("SymbolScale") { SymbolScale() }

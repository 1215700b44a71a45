import SwiftUI

// The most common full-screen idiom: a background that ignores the safe area in a ZStack.
struct NowPlaying: View {
    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()
            VStack(spacing: 8) {
                Spacer()
                Text("Now Playing").font(.title).bold().foregroundStyle(.white)
                Text("Side A · Track 3").foregroundStyle(.gray)
                Spacer()
                Text("Up Next").foregroundStyle(.white)
            }
        }
    }
}

#Preview("Full bleed") { NowPlaying() }

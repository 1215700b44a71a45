import SwiftUI

@main
struct TrailApp: App {
    var body: some Scene {
        WindowGroup { HikeRow(hike: .sample) }
    }
}

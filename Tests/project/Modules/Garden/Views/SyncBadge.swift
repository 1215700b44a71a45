import SwiftUI
import Legacy

struct SyncBadge: View {
    let sync = CloudSync()
    var body: some View { Text("synced") }
}

#Preview { SyncBadge() }

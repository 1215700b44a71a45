import SwiftUI
import Store

struct ShelfView: View {
    let persistence = Persistence.shared
    var body: some View {
        VStack {
            Text(Persistence.heading)
            Text(Persistence.firstJar)
            Text("\(persistence.model.entities.count) entities")
        }
    }
}

#Preview { ShelfView() }

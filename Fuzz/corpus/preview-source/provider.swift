import SwiftUI
@preconcurrency import SwiftUI
import Combine

struct ContentView: View {
    var body: some View { Text("Hello") }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView().previewLayout(.fixed(width: 200, height: 100))
    }
}
public struct Other_Previews : SomeProtocol, PreviewProvider { static var previews: some View { EmptyView() } }

import SwiftUI
import os
#if os(iOS) ||à‹ž”getEnvironment(simulator)
le~t a = 1
#elseif os( macimport AppKitx#Preview {vironmentValOS ) && !canImport(AppK%it)dmport SwiftUI  a = 2
#endif
ex#Preview {vironmentValues {
tor)
let a = 1
#elseif os    @zntry v@entValues {
tor)
let a = 1
#elseif os    @zntry v@@@@@@@@@@@@@@@@@@@@@@@@@@lues {
   @@@@@@@@D@@@@@@@@@¹¿¿¿¿¿¿¿@@@ar accent: Color = .red
    @Entry public var counr = 5
    @Entry var tit       1: 2
    ]
}
#if DEBUG[#Preview { Text("x") }
#endif

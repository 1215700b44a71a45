// Seed 002 案例：一个"死都不居中"的按钮的完整诊断
import SwiftUI

struct ButtonDiagnosis: View {
    var body: some View {
        VStack(spacing: 24) {
            HStack { Button("浇水") { } }.background(.yellow.opacity(0.3))
            HStack { Button("浇水") { } }
                .frame(maxWidth: .infinity)
                .background(.yellow.opacity(0.3))
            HStack { Button("浇水") { } }
                .frame(maxWidth: .infinity, alignment: .center)
                .background(.yellow.opacity(0.3))
        }
        .padding()
    }
}

#Preview("ButtonDiagnosis") { ButtonDiagnosis() }

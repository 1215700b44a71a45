// Seed 003 §4.7 — 完整可运行文件
import SwiftUI

struct AlignmentLab: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {

                // ① 同一个 HStack，三种 alignment
                Group {
                    label("alignment: .center")
                    HStack(alignment: .center, spacing: 8) {
                        Color.red.frame(width: 30, height: 20)
                        Color.blue.frame(width: 30, height: 40)
                    }
                    label("alignment: .top")
                    HStack(alignment: .top, spacing: 8) {
                        Color.red.frame(width: 30, height: 20)
                        Color.blue.frame(width: 30, height: 40)
                    }
                    label("alignment: .bottom")
                    HStack(alignment: .bottom, spacing: 8) {
                        Color.red.frame(width: 30, height: 20)
                        Color.blue.frame(width: 30, height: 40)
                    }
                }

                // ② 基线对齐：文字混排的正确做法
                label("firstTextBaseline（文字混排）")
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Text("标题").font(.largeTitle)
                    Text("副标题").font(.caption).foregroundStyle(.secondary)
                }

                // ③ overlay 加角标 vs ZStack 撑大
                label("overlay 角标（基座尺寸不变）")
                Color.gray.opacity(0.3)
                    .frame(width: 120, height: 80)
                    .overlay(alignment: .bottomTrailing) {
                        Text("NEW")
                            .font(.caption2).bold()
                            .padding(.horizontal, 6).padding(.vertical, 2)
                            .background(.red, in: Capsule())
                            .foregroundStyle(.white)
                            .padding(6)
                    }

                // ④ Grid 的列对齐
                label("Grid（列宽取该列最宽）")
                Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
                    GridRow { Text("姓名"); Text("张三") }
                    GridRow { Text("职位"); Text("iOS 工程师") }
                    GridRow { Text("城市"); Text("上海") }
                }

                // ⑤ ViewThatFits：够宽横排，不够竖排
                label("ViewThatFits")
                ViewThatFits {
                    HStack { Text("用户名"); TextField("请输入", text: .constant("")) }
                    VStack(alignment: .leading) { Text("用户名"); TextField("请输入", text: .constant("")) }
                }
                .frame(width: 320)
            }
            .padding()
        }
    }

    func label(_ s: String) -> some View {
        Text(s).font(.footnote).foregroundStyle(.secondary)
    }
}

#Preview {
    AlignmentLab()
}

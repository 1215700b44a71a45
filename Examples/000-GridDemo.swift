// Seed 000 §42.7 — 界面效果：两列表格，列宽由两列各自最宽的内容决定，每行垂直居中对齐
import SwiftUI

struct GridDemo: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
            GridRow {
                Text("项目").bold()
                Text("数量").bold()
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("咖啡豆")
                Text("2 袋")
            }
            GridRow {
                Text("滤纸")
                Text("1 盒")
            }
        }
        .padding()
    }
}

#Preview("GridDemo") { GridDemo() }

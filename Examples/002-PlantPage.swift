// Seed 002 实战一：详情页重排 — 照片区（图加浮层角标）、信息区（名字与状态并排）、通栏按钮
import SwiftUI

struct Plant {
    enum Kind: String { case foliage = "观叶植物" }
    let name: String
    let kind: Kind
    let remainingDays: Int
    var shouldWater: Bool { remainingDays <= 2 }
}

struct PlantPageView: View {
    let plant: Plant

    var body: some View {
        VStack(spacing: 16) {
            ZStack(alignment: .bottomLeading) {
                Rectangle().fill(.green.opacity(0.25))
                    .frame(height: 180).frame(maxWidth: .infinity)
                Text(plant.kind.rawValue)
                    .font(.caption.bold())
                    .padding(8)
                    .background(.ultraThinMaterial, in: Capsule())
                    .padding(10)
            }
            HStack(alignment: .top, spacing: 12) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(plant.name).font(.title2.bold())
                    Text("上次浇水：两天前").font(.caption).foregroundColor(.secondary)
                }
                Spacer()
                VStack {
                    Text("\(plant.remainingDays)")
                        .font(.system(size: 34, weight: .heavy))
                        .foregroundColor(plant.shouldWater ? .red : .green)
                    Text("天后浇水").font(.caption2)
                }
            }
            .padding(.horizontal)
            Button("浇水") { }
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity)
                .padding(.horizontal)
            Spacer()
        }
        .ignoresSafeArea(edges: .top)
    }
}

#Preview("PlantPageView") { PlantPageView(plant: Plant(name: "龟背竹", kind: .foliage, remainingDays: 2)) }

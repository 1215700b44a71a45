import SwiftUI

struct ProgressRing: View {
    var progress: Double
    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.2), lineWidth: 12)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%").font(.title2.bold())
        }
        .frame(width: 120, height: 120)
    }
}

struct ProfileSkeleton: View {
    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(Color.blue).frame(width: 48, height: 48)
            VStack(alignment: .leading, spacing: 4) {
                Text("Johnny Appleseed").font(.headline)
                Text("Cupertino, California").font(.subheadline).foregroundStyle(.secondary)
                Text("Always visible").unredacted()
            }
        }
        .redacted(reason: .placeholder)
    }
}

struct EffectsGallery: View {
    var body: some View {
        VStack(spacing: 16) {
            ProgressRing(progress: 0.72)
            ProfileSkeleton()
            ZStack {
                Rectangle().fill(.red).frame(width: 60, height: 60).zIndex(1)
                Rectangle().fill(.blue).frame(width: 60, height: 60).offset(x: 20, y: 20)
            }
            HStack {
                LinearGradient(colors: [.purple, .orange], startPoint: .leading, endPoint: .trailing)
                    .frame(width: 120, height: 40)
                    .mask { Text("MASKED").font(.title.bold()) }
                Image(systemName: "star.fill").font(.largeTitle).foregroundStyle(.yellow)
                    .grayscale(1)
                Color.red.frame(width: 40, height: 40).colorInvert()
                Color.blue.frame(width: 40, height: 40).hueRotation(.degrees(120))
            }
            HStack {
                Circle().fill(.yellow).frame(width: 50)
                    .overlay(Circle().fill(.cyan).frame(width: 50).offset(x: 20).blendMode(.multiply))
                    .compositingGroup()
                Color.green.frame(width: 40, height: 40).saturation(0.2).brightness(0.2).contrast(0.8)
                Color.white.frame(width: 40, height: 40).colorMultiply(.orange)
                Text("Dark").padding(8).background(Color(.systemBackground)).colorScheme(.dark)
                    .drawingGroup()
            }
            .frame(height: 50)
            HStack {
                RoundedRectangle(cornerRadius: 8).fill(.background).frame(width: 60, height: 40)
                    .backgroundStyle(.indigo)
                Text("Flip").padding(8).background(Color.orange)
                    .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
                Text("Selectable").textSelection(.enabled)
                    .keyboardShortcut("s", modifiers: [.command])
            }
        }
        .scenePadding()
    }
}

#Preview("Effects") { EffectsGallery() }

import SwiftUI
import ARKit
import SceneKit

// A face-tracking screen in the style of corpus9's ARKit app (issue 11): an `ARSCNView` in a
// representable running `ARFaceTrackingConfiguration`, a coordinator drawing the face mesh and
// reading a blend shape, under a caption. In a preview there is no camera: the AR view is black.
struct FaceMeshView: UIViewRepresentable {
    @Binding var smile: Float

    func makeUIView(context: Context) -> ARSCNView {
        let view = ARSCNView(frame: .zero)
        view.delegate = context.coordinator
        view.automaticallyUpdatesLighting = true
        guard ARFaceTrackingConfiguration.isSupported else { return view }
        let configuration = ARFaceTrackingConfiguration()
        configuration.isLightEstimationEnabled = true
        view.session.run(configuration, options: [.resetTracking, .removeExistingAnchors])
        return view
    }

    func updateUIView(_ uiView: ARSCNView, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(smile: $smile) }

    final class Coordinator: NSObject, ARSCNViewDelegate {
        @Binding var smile: Float
        init(smile: Binding<Float>) { _smile = smile }

        func renderer(_ renderer: SCNSceneRenderer, nodeFor anchor: ARAnchor) -> SCNNode? {
            guard let device = MTLCreateSystemDefaultDevice(),
                  let geometry = ARSCNFaceGeometry(device: device) else { return nil }
            let node = SCNNode(geometry: geometry)
            node.geometry?.firstMaterial?.fillMode = .lines
            node.geometry?.firstMaterial?.diffuse.contents = UIColor.cyan
            return node
        }

        func renderer(_ renderer: SCNSceneRenderer, didUpdate node: SCNNode, for anchor: ARAnchor) {
            guard let face = anchor as? ARFaceAnchor,
                  let geometry = node.geometry as? ARSCNFaceGeometry else { return }
            geometry.update(from: face.geometry)
            let left = face.blendShapes[.mouthSmileLeft]?.floatValue ?? 0
            let right = face.blendShapes[.mouthSmileRight]?.floatValue ?? 0
            DispatchQueue.main.async { self.smile = (left + right) / 2 }
        }
    }
}

struct FaceTrackingScreen: View {
    @State private var smile: Float = 0

    var body: some View {
        ZStack(alignment: .bottom) {
            FaceMeshView(smile: $smile)
                .ignoresSafeArea()
            Text(smile > 0.5 ? "😄 Smiling" : "Smile!")
                .font(.title2.bold())
                .padding()
                .background(.ultraThinMaterial, in: Capsule())
                .padding(.bottom, 40)
        }
    }
}

#Preview {
    FaceTrackingScreen()
}

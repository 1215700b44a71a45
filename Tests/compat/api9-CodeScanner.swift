import SwiftUI
import UIKit
import AVFoundation
import CoreData

// A code scanner in the style of corpus8's apps (issue 11, blockers8 A1-A5): a camera preview in
// a UIKit view with an AVCaptureVideoPreviewLayer, a session with a metadata output and a torch,
// iOS 17 match markers (fill then strokeBorder), a path chart trimmed and stroked, a drag
// gesture only when enabled, and scans kept in Core Data fetched with the Objective-C-style cast.
@objc(Scan)
public class Scan: NSManagedObject {
    @NSManaged public var value: String?
    @NSManaged public var date: Date?
}

final class ScanStore {
    static let shared = ScanStore()
    let container: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Scans")
        container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        container.loadPersistentStores { _, error in
            if let error = error as NSError? { fatalError("Unresolved error \(error), \(error.userInfo)") }
        }
        return container
    }()

    // swiftlint:disable force_cast
    func recentScans() -> [Scan] {
        let request: NSFetchRequest<Scan> = Scan.fetchRequest() as! NSFetchRequest<Scan>
        request.sortDescriptors = [NSSortDescriptor(key: "date", ascending: false)]
        return (try? container.viewContext.fetch(request)) ?? []
    }
}

final class ScannerModel: NSObject, ObservableObject, AVCaptureMetadataOutputObjectsDelegate {
    let session = AVCaptureSession()
    @Published var lastCode = ""
    @Published var position = AVCaptureDevice.Position.back
    @Published var torchOn = false
    var supported: [AVMetadataObject.ObjectType] = [.qr, .ean13, .code128]

    func configure() {
        session.sessionPreset = .hd1280x720
        let types: [AVCaptureDevice.DeviceType] = [.builtInTripleCamera, .builtInDualWideCamera, .builtInWideAngleCamera]
        let discovery = AVCaptureDevice.DiscoverySession(deviceTypes: types, mediaType: .video, position: position)
        guard let camera = discovery.devices.first ?? AVCaptureDevice.default(for: .video),
              let input = try? AVCaptureDeviceInput(device: camera) else { return }
        session.beginConfiguration()
        if session.canAddInput(input) { session.addInput(input) }
        let output = AVCaptureMetadataOutput()
        if session.canAddOutput(output) {
            session.addOutput(output)
            output.setMetadataObjectsDelegate(self, queue: .main)
            output.metadataObjectTypes = supported
        }
        session.commitConfiguration()
        if camera.hasTorch {
            try? camera.lockForConfiguration()
            camera.torchMode = torchOn ? .on : .off
            camera.unlockForConfiguration()
        }
    }

    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {
        guard let code = metadataObjects.first as? AVMetadataMachineReadableCodeObject else { return }
        lastCode = code.stringValue ?? ""
    }
}

struct CameraView: UIViewRepresentable {
    let session: AVCaptureSession
    func makeUIView(context: Context) -> UIView {
        let view = UIView(frame: .zero)
        let preview = AVCaptureVideoPreviewLayer(session: session)
        preview.videoGravity = .resizeAspectFill
        view.layer.addSublayer(preview)
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {
        uiView.setContentHuggingPriority(.defaultHigh, for: .vertical)
        uiView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    }
}

struct ScanMarkers: View {
    let exact: Int
    let found: Int
    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<4, id: \.self) { peg in
                Circle()
                    .fill(exact > peg ? Color.primary : Color.clear)
                    .strokeBorder(found > peg ? Color.primary : Color.clear, lineWidth: 2)
                    .aspectRatio(1, contentMode: .fit)
            }
        }
        .frame(height: 14)
    }
}

struct ScanChart: View {
    let points: [Double]
    @State private var dragging = false
    var allowDrag = true
    func path(in size: CGSize) -> Path {
        var path = Path()
        guard points.count > 1, let top = points.max() else { return path }
        let step = size.width / CGFloat(points.count - 1)
        for (i, v) in points.enumerated() {
            let p = CGPoint(x: CGFloat(i) * step, y: size.height * (1 - CGFloat(v / top)))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        return path
    }
    var body: some View {
        GeometryReader { geo in
            path(in: geo.size)
                .trim(from: 0, to: 1)
                .stroke(LinearGradient(colors: [.purple, .blue], startPoint: .leading, endPoint: .trailing),
                        style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
        }
        .gesture(allowDrag ? DragGesture().onChanged { _ in dragging = true }.onEnded { _ in dragging = false } : nil)
    }
}

struct ScannerScreen: View {
    @StateObject private var model = ScannerModel()
    private let scans = ScanStore.shared.recentScans()
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            CameraView(session: model.session)
                .frame(height: 240)
                .clipShape(RoundedRectangle(cornerRadius: 20))
                .overlay(RoundedRectangle(cornerRadius: 20).fill(.clear).stroke(.white.opacity(0.6), lineWidth: 2))
            HStack {
                Text(model.lastCode.isEmpty ? "Point the camera at a code" : model.lastCode)
                    .font(.headline)
                Spacer()
                ScanMarkers(exact: 1, found: 3)
            }
            Text(scans.isEmpty ? "No scans yet" : "\(scans.count) scans")
                .foregroundStyle(.secondary)
            ScanChart(points: [2, 5, 3, 8, 6, 9])
                .frame(height: 120)
        }
        .padding()
        .onAppear { model.configure() }
    }
}

#Preview {
    ScannerScreen()
}

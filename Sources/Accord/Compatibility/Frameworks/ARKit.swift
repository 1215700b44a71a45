import Foundation

// ARKit's face- and world-tracking names and the SceneKit names an `ARSCNView` brings with it
// (`import ARKit` / `import SceneKit` become `import Accord`). A preview has no camera and no
// GPU: no configuration is supported, a session runs nothing and calls no delegate, and an
// `ARSCNView` (or `SCNView`) wrapped in a `UIViewRepresentable` is drawn as a representable is —
// a placeholder of its proposed size. The scene graph (nodes, geometry, materials) holds the
// values set on it and is never rendered. Listed in Docs/support/uikit-env.md.

/// A 4 × 4 matrix of floats by columns (the `simd` module's `simd_float4x4`, which Linux lacks).
public struct simd_float4x4: Hashable, Sendable {
    public var columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)
    /// The identity matrix.
    public init() { self.init(SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1)) }
    /// A matrix of four columns.
    public init(_ c0: SIMD4<Float>, _ c1: SIMD4<Float>, _ c2: SIMD4<Float>, _ c3: SIMD4<Float>) { columns = (c0, c1, c2, c3) }
    /// A matrix of four columns.
    public init(columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)) { self.columns = columns }
    public static func == (a: simd_float4x4, b: simd_float4x4) -> Bool {
        a.columns.0 == b.columns.0 && a.columns.1 == b.columns.1 && a.columns.2 == b.columns.2 && a.columns.3 == b.columns.3
    }
    public func hash(into h: inout Hasher) { h.combine(columns.0); h.combine(columns.1); h.combine(columns.2); h.combine(columns.3) }
}
/// The identity 4 × 4 matrix (`simd`'s `matrix_identity_float4x4`).
public let matrix_identity_float4x4 = simd_float4x4()

// MARK: - Sessions and configurations

/// How a session tracks the world (ARKit's `ARConfiguration`). No configuration is supported
/// here: there is no camera.
open class ARConfiguration: NSObject, @unchecked Sendable {
    /// How the scene's axes are set (`ARConfiguration.WorldAlignment`).
    public enum WorldAlignment: Int, Sendable { case gravity, gravityAndHeading, camera }
    /// Whether this kind of tracking is available: never in a preview.
    open class var isSupported: Bool { false }
    open var isLightEstimationEnabled = true
    open var worldAlignment: WorldAlignment = .gravity
    open var providesAudioData = false
    public override init() { super.init() }
}

/// Tracks faces with the front camera (ARKit's `ARFaceTrackingConfiguration`).
open class ARFaceTrackingConfiguration: ARConfiguration, @unchecked Sendable {
    /// How many faces the device can track at once.
    open class var supportedNumberOfTrackedFaces: Int { 0 }
    open var maximumNumberOfTrackedFaces = 1
    open var isWorldTrackingEnabled = false
}

/// Tracks the device in the world (ARKit's `ARWorldTrackingConfiguration`).
open class ARWorldTrackingConfiguration: ARConfiguration, @unchecked Sendable {
    /// Which planes are found (`ARWorldTrackingConfiguration.PlaneDetection`).
    public struct PlaneDetection: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let horizontal = PlaneDetection(rawValue: 1 << 0)
        public static let vertical = PlaneDetection(rawValue: 1 << 1)
    }
    /// Whether the front camera may track the user's face meanwhile: never here.
    open class var supportsUserFaceTracking: Bool { false }
    open var planeDetection: PlaneDetection = []
    open var userFaceTrackingEnabled = false
}

/// A running AR experience (ARKit's `ARSession`): runs nothing here and calls no delegate.
open class ARSession: NSObject, @unchecked Sendable {
    /// How `run(_:options:)` treats what was tracked before (`ARSession.RunOptions`).
    public struct RunOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let resetTracking = RunOptions(rawValue: 1 << 0)
        public static let removeExistingAnchors = RunOptions(rawValue: 1 << 1)
        public static let stopTrackedRaycasts = RunOptions(rawValue: 1 << 2)
        public static let resetSceneReconstruction = RunOptions(rawValue: 1 << 3)
    }
    open weak var delegate: ARSessionDelegate?
    /// The configuration last run (kept; nothing runs).
    open private(set) var configuration: ARConfiguration?
    /// The latest camera frame: none.
    open var currentFrame: ARFrame? { nil }
    public override init() { super.init() }
    /// Runs `configuration`: kept, nothing is tracked (no camera).
    open func run(_ configuration: ARConfiguration, options: RunOptions = []) { self.configuration = configuration }
    open func pause() {}
    open func add(anchor: ARAnchor) {}
    open func remove(anchor: ARAnchor) {}
}

/// Told of a session's state (ARKit's `ARSessionObserver`); never called here.
public protocol ARSessionObserver: AnyObject {
    func session(_ session: ARSession, didFailWithError error: Error)
    func session(_ session: ARSession, cameraDidChangeTrackingState camera: ARCamera)
    func sessionWasInterrupted(_ session: ARSession)
    func sessionInterruptionEnded(_ session: ARSession)
}
extension ARSessionObserver {
    public func session(_ session: ARSession, didFailWithError error: Error) {}
    public func session(_ session: ARSession, cameraDidChangeTrackingState camera: ARCamera) {}
    public func sessionWasInterrupted(_ session: ARSession) {}
    public func sessionInterruptionEnded(_ session: ARSession) {}
}

/// Told of a session's frames and anchors (ARKit's `ARSessionDelegate`); never called here.
public protocol ARSessionDelegate: ARSessionObserver {
    func session(_ session: ARSession, didUpdate frame: ARFrame)
    func session(_ session: ARSession, didAdd anchors: [ARAnchor])
    func session(_ session: ARSession, didUpdate anchors: [ARAnchor])
    func session(_ session: ARSession, didRemove anchors: [ARAnchor])
}
extension ARSessionDelegate {
    public func session(_ session: ARSession, didUpdate frame: ARFrame) {}
    public func session(_ session: ARSession, didAdd anchors: [ARAnchor]) {}
    public func session(_ session: ARSession, didUpdate anchors: [ARAnchor]) {}
    public func session(_ session: ARSession, didRemove anchors: [ARAnchor]) {}
}

/// The camera of a frame (ARKit's `ARCamera`).
open class ARCamera: NSObject, @unchecked Sendable {
    /// How well the device is tracked (`ARCamera.TrackingState`).
    public enum TrackingState: Sendable {
        public enum Reason: Sendable { case initializing, excessiveMotion, insufficientFeatures, relocalizing }
        case notAvailable
        case limited(Reason)
        case normal
    }
    open var trackingState: TrackingState { .notAvailable }
    open var transform: simd_float4x4 { simd_float4x4() }
}

/// A captured frame (ARKit's `ARFrame`): none is captured here.
open class ARFrame: NSObject, @unchecked Sendable {
    open var camera: ARCamera { ARCamera() }
    open var anchors: [ARAnchor] { [] }
    open var timestamp: TimeInterval { 0 }
}

// MARK: - Anchors

/// A position and orientation in the world (ARKit's `ARAnchor`).
open class ARAnchor: NSObject, @unchecked Sendable {
    public let identifier: UUID
    public let name: String?
    public let transform: simd_float4x4
    public init(transform: simd_float4x4) { identifier = UUID(); name = nil; self.transform = transform; super.init() }
    public init(name: String, transform: simd_float4x4) { identifier = UUID(); self.name = name; self.transform = transform; super.init() }
}

/// A tracked face (ARKit's `ARFaceAnchor`); none is made here (no camera).
open class ARFaceAnchor: ARAnchor, @unchecked Sendable {
    /// A facial feature's coefficient (ARKit's `ARFaceAnchor.BlendShapeLocation`), 0…1.
    public struct BlendShapeLocation: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let eyeBlinkLeft = Self(rawValue: "eyeBlink_L"), eyeLookDownLeft = Self(rawValue: "eyeLookDown_L")
        public static let eyeLookInLeft = Self(rawValue: "eyeLookIn_L"), eyeLookOutLeft = Self(rawValue: "eyeLookOut_L")
        public static let eyeLookUpLeft = Self(rawValue: "eyeLookUp_L"), eyeSquintLeft = Self(rawValue: "eyeSquint_L")
        public static let eyeWideLeft = Self(rawValue: "eyeWide_L"), eyeBlinkRight = Self(rawValue: "eyeBlink_R")
        public static let eyeLookDownRight = Self(rawValue: "eyeLookDown_R"), eyeLookInRight = Self(rawValue: "eyeLookIn_R")
        public static let eyeLookOutRight = Self(rawValue: "eyeLookOut_R"), eyeLookUpRight = Self(rawValue: "eyeLookUp_R")
        public static let eyeSquintRight = Self(rawValue: "eyeSquint_R"), eyeWideRight = Self(rawValue: "eyeWide_R")
        public static let jawForward = Self(rawValue: "jawForward"), jawLeft = Self(rawValue: "jawLeft")
        public static let jawRight = Self(rawValue: "jawRight"), jawOpen = Self(rawValue: "jawOpen")
        public static let mouthClose = Self(rawValue: "mouthClose"), mouthFunnel = Self(rawValue: "mouthFunnel")
        public static let mouthPucker = Self(rawValue: "mouthPucker"), mouthLeft = Self(rawValue: "mouthLeft")
        public static let mouthRight = Self(rawValue: "mouthRight"), mouthSmileLeft = Self(rawValue: "mouthSmile_L")
        public static let mouthSmileRight = Self(rawValue: "mouthSmile_R"), mouthFrownLeft = Self(rawValue: "mouthFrown_L")
        public static let mouthFrownRight = Self(rawValue: "mouthFrown_R"), mouthDimpleLeft = Self(rawValue: "mouthDimple_L")
        public static let mouthDimpleRight = Self(rawValue: "mouthDimple_R"), mouthStretchLeft = Self(rawValue: "mouthStretch_L")
        public static let mouthStretchRight = Self(rawValue: "mouthStretch_R"), mouthRollLower = Self(rawValue: "mouthRollLower")
        public static let mouthRollUpper = Self(rawValue: "mouthRollUpper"), mouthShrugLower = Self(rawValue: "mouthShrugLower")
        public static let mouthShrugUpper = Self(rawValue: "mouthShrugUpper"), mouthPressLeft = Self(rawValue: "mouthPress_L")
        public static let mouthPressRight = Self(rawValue: "mouthPress_R"), mouthLowerDownLeft = Self(rawValue: "mouthLowerDown_L")
        public static let mouthLowerDownRight = Self(rawValue: "mouthLowerDown_R"), mouthUpperUpLeft = Self(rawValue: "mouthUpperUp_L")
        public static let mouthUpperUpRight = Self(rawValue: "mouthUpperUp_R"), browDownLeft = Self(rawValue: "browDown_L")
        public static let browDownRight = Self(rawValue: "browDown_R"), browInnerUp = Self(rawValue: "browInnerUp")
        public static let browOuterUpLeft = Self(rawValue: "browOuterUp_L"), browOuterUpRight = Self(rawValue: "browOuterUp_R")
        public static let cheekPuff = Self(rawValue: "cheekPuff"), cheekSquintLeft = Self(rawValue: "cheekSquint_L")
        public static let cheekSquintRight = Self(rawValue: "cheekSquint_R"), noseSneerLeft = Self(rawValue: "noseSneer_L")
        public static let noseSneerRight = Self(rawValue: "noseSneer_R"), tongueOut = Self(rawValue: "tongueOut")
    }
    /// The facial features' coefficients: none (no face is tracked).
    open var blendShapes: [BlendShapeLocation: NSNumber] { [:] }
    /// The face's mesh.
    open var geometry: ARFaceGeometry { ARFaceGeometry() }
    open var leftEyeTransform: simd_float4x4 { simd_float4x4() }
    open var rightEyeTransform: simd_float4x4 { simd_float4x4() }
    open var lookAtPoint: SIMD3<Float> { SIMD3(0, 0, 0) }
    open var isTracked: Bool { false }
}

/// A face's mesh (ARKit's `ARFaceGeometry`): empty here.
open class ARFaceGeometry: NSObject, @unchecked Sendable {
    open var vertices: [SIMD3<Float>] { [] }
    open var textureCoordinates: [SIMD2<Float>] { [] }
    open var triangleCount: Int { 0 }
    public override init() { super.init() }
    /// A mesh of blend-shape coefficients: nil (no face model here).
    public init?(blendShapes: [ARFaceAnchor.BlendShapeLocation: NSNumber]) { return nil }
}

// MARK: - SceneKit

/// A 3-D vector of SceneKit (`SCNVector3`).
public struct SCNVector3: Hashable, Sendable {
    public var x: Float, y: Float, z: Float
    public init() { x = 0; y = 0; z = 0 }
    public init(_ x: Float, _ y: Float, _ z: Float) { self.x = x; self.y = y; self.z = z }
    public init(x: Float, y: Float, z: Float) { self.init(x, y, z) }
}
/// The zero vector (`SCNVector3Zero`).
public let SCNVector3Zero = SCNVector3()

/// How a material's polygons are drawn (`SCNFillMode`).
public enum SCNFillMode: UInt, Sendable { case fill, lines }

/// A property of a material: a colour, image or number (`SCNMaterialProperty`).
open class SCNMaterialProperty: NSObject, @unchecked Sendable {
    open var contents: Any?
    open var intensity: CGFloat = 1
    public override init() { super.init() }
}

/// How a surface looks (`SCNMaterial`): kept, not rendered.
open class SCNMaterial: NSObject, @unchecked Sendable {
    /// How light is computed (`SCNMaterial.LightingModel`).
    public struct LightingModel: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let blinn = LightingModel(rawValue: "blinn"), constant = LightingModel(rawValue: "constant")
        public static let lambert = LightingModel(rawValue: "lambert"), phong = LightingModel(rawValue: "phong")
        public static let physicallyBased = LightingModel(rawValue: "physicallyBased")
    }
    public let diffuse = SCNMaterialProperty()
    public let emission = SCNMaterialProperty()
    public let transparent = SCNMaterialProperty()
    open var fillMode: SCNFillMode = .fill
    open var lightingModel: LightingModel = .blinn
    open var isDoubleSided = false
    open var transparency: CGFloat = 1
    public override init() { super.init() }
}

/// A shape of a node (`SCNGeometry`): kept, not rendered.
open class SCNGeometry: NSObject, @unchecked Sendable {
    open var materials: [SCNMaterial] = []
    open var firstMaterial: SCNMaterial? {
        get { materials.first }
        set { if let m = newValue { if materials.isEmpty { materials = [m] } else { materials[0] = m } } else if !materials.isEmpty { materials.removeFirst() } }
    }
    public override init() { super.init() }
}

/// A node of a scene graph (`SCNNode`).
open class SCNNode: NSObject, @unchecked Sendable {
    open var name: String?
    open var geometry: SCNGeometry?
    open var position = SCNVector3()
    open var eulerAngles = SCNVector3()
    open var scale = SCNVector3(1, 1, 1)
    open var simdTransform = simd_float4x4()
    open var isHidden = false
    open var opacity: CGFloat = 1
    open private(set) var childNodes: [SCNNode] = []
    open private(set) weak var parent: SCNNode?
    public override init() { super.init() }
    public init(geometry: SCNGeometry?) { self.geometry = geometry; super.init() }
    open func addChildNode(_ child: SCNNode) { child.removeFromParentNode(); childNodes.append(child); child.parent = self }
    open func removeFromParentNode() { parent?.childNodes.removeAll { $0 === self }; parent = nil }
    open func childNode(withName name: String, recursively: Bool) -> SCNNode? {
        for child in childNodes {
            if child.name == name { return child }
            if recursively, let found = child.childNode(withName: name, recursively: true) { return found }
        }
        return nil
    }
}

/// A scene graph (`SCNScene`).
open class SCNScene: NSObject, @unchecked Sendable {
    public let rootNode = SCNNode()
    public let background = SCNMaterialProperty()
    public override init() { super.init() }
    /// A scene from the app's resources: nil (no scene files are read).
    public init?(named name: String) { return nil }
}

/// What renders a scene (`SCNSceneRenderer`).
public protocol SCNSceneRenderer: AnyObject {
    var scene: SCNScene? { get set }
    var device: (any MTLDevice)? { get }
}

/// Told of each rendered frame (`SCNSceneRendererDelegate`); never called here.
public protocol SCNSceneRendererDelegate: AnyObject {
    func renderer(_ renderer: any SCNSceneRenderer, updateAtTime time: TimeInterval)
}
extension SCNSceneRendererDelegate {
    public func renderer(_ renderer: any SCNSceneRenderer, updateAtTime time: TimeInterval) {}
}

/// A view showing a scene (`SCNView`): drawn as a representable's placeholder, the scene not rendered.
open class SCNView: UIView, SCNSceneRenderer, @unchecked Sendable {
    open var scene: SCNScene?
    open var device: (any MTLDevice)? { nil }
    open var allowsCameraControl = false
    open var autoenablesDefaultLighting = false
    open var showsStatistics = false
    open var rendersContinuously = false
    public override init(frame: CGRect) { super.init(frame: frame) }
    public init(frame: CGRect, options: [String: Any]?) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Told of the nodes an `ARSCNView` makes for anchors (ARKit's `ARSCNViewDelegate`); never called here.
public protocol ARSCNViewDelegate: SCNSceneRendererDelegate, ARSessionObserver {
    func renderer(_ renderer: any SCNSceneRenderer, nodeFor anchor: ARAnchor) -> SCNNode?
    func renderer(_ renderer: any SCNSceneRenderer, didAdd node: SCNNode, for anchor: ARAnchor)
    func renderer(_ renderer: any SCNSceneRenderer, didUpdate node: SCNNode, for anchor: ARAnchor)
    func renderer(_ renderer: any SCNSceneRenderer, didRemove node: SCNNode, for anchor: ARAnchor)
}
extension ARSCNViewDelegate {
    public func renderer(_ renderer: any SCNSceneRenderer, nodeFor anchor: ARAnchor) -> SCNNode? { nil }
    public func renderer(_ renderer: any SCNSceneRenderer, didAdd node: SCNNode, for anchor: ARAnchor) {}
    public func renderer(_ renderer: any SCNSceneRenderer, didUpdate node: SCNNode, for anchor: ARAnchor) {}
    public func renderer(_ renderer: any SCNSceneRenderer, didRemove node: SCNNode, for anchor: ARAnchor) {}
}

/// A camera view with SceneKit content over it (ARKit's `ARSCNView`): in a preview, a
/// representable placeholder of its proposed size (no camera, no rendering).
open class ARSCNView: SCNView, @unchecked Sendable {
    open var session = ARSession()
    open weak var delegate: ARSCNViewDelegate?
    open var automaticallyUpdatesLighting = true
    /// The node made for `anchor`: none (no anchors here).
    open func node(for anchor: ARAnchor) -> SCNNode? { nil }
    /// The anchor of `node`: none.
    open func anchor(for node: SCNNode) -> ARAnchor? { nil }
}

/// A face's mesh as SceneKit geometry (ARKit's `ARSCNFaceGeometry`): needs a GPU, so nil here.
open class ARSCNFaceGeometry: SCNGeometry, @unchecked Sendable {
    public init?(device: any MTLDevice, fillMesh: Bool = false) { return nil }
    open func update(from faceGeometry: ARFaceGeometry) {}
}

import Foundation
import AccordLayout

// AVFoundation's capture stack (cameras, capture sessions, metadata such as QR codes, photo
// output), as camera and barcode-scanner views keep it in their models and UIKit views. A preview
// has no camera: there is no capture device (`AVCaptureDevice.default(for:)` is nil, a discovery
// session finds none), so no input can be made and nothing is ever captured; sessions keep their
// inputs, outputs and preset, delegates are never called. A camera preview (a representable's
// plain `UIView` with an `AVCaptureVideoPreviewLayer` in its layers, or a view whose `layerClass`
// is one) is drawn black, as a preview layer shows before its session delivers a frame
// (UIKitPageControl.swift).

/// Whether the app may use the camera or microphone (AVFoundation's `AVAuthorizationStatus`).
public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, authorized = 3
}

/// How a video connection is turned (AVFoundation's `AVCaptureVideoOrientation`; its raw values).
public enum AVCaptureVideoOrientation: Int, Sendable {
    case portrait = 1, portraitUpsideDown = 2, landscapeRight = 3, landscapeLeft = 4
}

/// A camera or microphone (AVFoundation's `AVCaptureDevice`). None exists in a preview.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    /// Which side of the device a camera faces.
    public enum Position: Int, Sendable { case unspecified = 0, back = 1, front = 2 }
    /// The torch (the flash used as a lamp).
    public enum TorchMode: Int, Sendable { case off = 0, on = 1, auto = 2 }
    /// The flash.
    public enum FlashMode: Int, Sendable { case off = 0, on = 1, auto = 2 }
    /// How the lens focuses.
    public enum FocusMode: Int, Sendable { case locked = 0, autoFocus = 1, continuousAutoFocus = 2 }
    /// How exposure is set.
    public enum ExposureMode: Int, Sendable { case locked = 0, autoExpose = 1, continuousAutoExposure = 2, custom = 3 }
    /// How white balance is set.
    public enum WhiteBalanceMode: Int, Sendable { case locked = 0, autoWhiteBalance = 1, continuousAutoWhiteBalance = 2 }

    /// A kind of capture device (AVFoundation's `AVCaptureDevice.DeviceType`).
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        public static let builtInLiDARDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
        public static let microphone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
    }

    /// A device's format (AVFoundation's `AVCaptureDevice.Format`).
    open class Format: NSObject, @unchecked Sendable {
        open var videoMaxZoomFactor: CGFloat { 1 }
        open var videoFieldOfView: Float { 0 }
        open var isVideoStabilizationModeSupported: Bool { false }
    }

    /// The devices of some types, media and position (AVFoundation's
    /// `AVCaptureDevice.DiscoverySession`): none in a preview.
    open class DiscoverySession: NSObject, @unchecked Sendable {
        /// The devices found: none (no camera or microphone).
        open var devices: [AVCaptureDevice] { [] }
        /// A search for devices of `deviceTypes` for `mediaType` at `position`.
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) { super.init() }
    }

    /// The device's identifier and name.
    open var uniqueID: String { "" }
    open var localizedName: String { "" }
    open var position: Position { .unspecified }
    open var deviceType: DeviceType { .builtInWideAngleCamera }
    open var activeFormat = Format()
    open var formats: [Format] { [activeFormat] }
    open var hasTorch: Bool { false }
    open var isTorchAvailable: Bool { false }
    open var torchMode: TorchMode = .off
    open var torchLevel: Float { 0 }
    open var hasFlash: Bool { false }
    open var isFlashAvailable: Bool { false }
    open var focusMode: FocusMode = .continuousAutoFocus
    open var isFocusPointOfInterestSupported: Bool { false }
    open var focusPointOfInterest = CGPoint(x: 0.5, y: 0.5)
    open var exposureMode: ExposureMode = .continuousAutoExposure
    open var isExposurePointOfInterestSupported: Bool { false }
    open var exposurePointOfInterest = CGPoint(x: 0.5, y: 0.5)
    open var whiteBalanceMode: WhiteBalanceMode = .continuousAutoWhiteBalance
    open var videoZoomFactor: CGFloat = 1
    open var minAvailableVideoZoomFactor: CGFloat { 1 }
    open var maxAvailableVideoZoomFactor: CGFloat { 1 }
    open var isConnected: Bool { false }

    override init() { super.init() }

    /// The default device for `mediaType`: nil (a preview has no camera or microphone).
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
    /// The default device of a type, medium and position: nil.
    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? { nil }
    /// Whether the app may capture `mediaType`: not determined (nobody was asked).
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }
    /// Asks for access: the answer is no, given later on another queue (as iOS calls back; a
    /// preview never shows the alert).
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        DispatchQueue.global().async { handler(false) }
    }
    /// Asks for access: no.
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }

    /// Takes the device for configuration (nothing to take).
    open func lockForConfiguration() throws {}
    open func unlockForConfiguration() {}
    open func isTorchModeSupported(_ torchMode: TorchMode) -> Bool { false }
    open func setTorchModeOn(level torchLevel: Float) throws {}
    open func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { false }
    open func isExposureModeSupported(_ exposureMode: ExposureMode) -> Bool { false }
    open func ramp(toVideoZoomFactor factor: CGFloat, withRate rate: Float) { videoZoomFactor = factor }
    open func cancelVideoZoomRamp() {}
}

/// What a session reads from (AVFoundation's `AVCaptureInput`).
open class AVCaptureInput: NSObject, @unchecked Sendable {}

/// A device as a session's input (AVFoundation's `AVCaptureDeviceInput`).
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    /// The device read from.
    public let device: AVCaptureDevice
    /// An input reading `device` (none exists in a preview, so none is ever made).
    public init(device: AVCaptureDevice) throws { self.device = device; super.init() }
}

/// What a session writes to (AVFoundation's `AVCaptureOutput`).
open class AVCaptureOutput: NSObject, @unchecked Sendable {
    /// The output's connections: none (no input).
    open var connections: [AVCaptureConnection] { [] }
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
}

/// A link from an input to an output or preview layer (AVFoundation's `AVCaptureConnection`).
open class AVCaptureConnection: NSObject, @unchecked Sendable {
    open var videoOrientation: AVCaptureVideoOrientation = .portrait
    open var isVideoOrientationSupported: Bool { true }
    open var videoRotationAngle: CGFloat = 90
    open var isVideoMirrored = false
    open var isEnabled = true
    open func isVideoRotationAngleSupported(_ angle: CGFloat) -> Bool { true }
}

/// A capture session: inputs to outputs (AVFoundation's `AVCaptureSession`). It keeps what is added
/// and whether it was started; nothing is captured.
open class AVCaptureSession: NSObject, @unchecked Sendable {
    /// A session's quality level (AVFoundation's `AVCaptureSession.Preset`).
    public struct Preset: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        public static let cif352x288 = Preset(rawValue: "AVCaptureSessionPreset352x288")
        public static let vga640x480 = Preset(rawValue: "AVCaptureSessionPreset640x480")
        public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
        public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
        public static let hd4K3840x2160 = Preset(rawValue: "AVCaptureSessionPreset3840x2160")
        public static let iFrame960x540 = Preset(rawValue: "AVCaptureSessionPresetiFrame960x540")
        public static let iFrame1280x720 = Preset(rawValue: "AVCaptureSessionPresetiFrame1280x720")
        public static let inputPriority = Preset(rawValue: "AVCaptureSessionPresetInputPriority")
    }
    private let lock = NSLock()
    private var _inputs: [AVCaptureInput] = [], _outputs: [AVCaptureOutput] = [], _running = false
    open var sessionPreset: Preset = .high
    open var inputs: [AVCaptureInput] { lock.withLock { _inputs } }
    open var outputs: [AVCaptureOutput] { lock.withLock { _outputs } }
    /// Whether `startRunning()` was called last (nothing is captured either way).
    open var isRunning: Bool { lock.withLock { _running } }
    open var isInterrupted: Bool { false }
    public override init() { super.init() }
    open func canSetSessionPreset(_ preset: Preset) -> Bool { true }
    open func canAddInput(_ input: AVCaptureInput) -> Bool { lock.withLock { !_inputs.contains { $0 === input } } }
    open func addInput(_ input: AVCaptureInput) { lock.withLock { _inputs.append(input) } }
    open func removeInput(_ input: AVCaptureInput) { lock.withLock { _inputs.removeAll { $0 === input } } }
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { lock.withLock { !_outputs.contains { $0 === output } } }
    open func addOutput(_ output: AVCaptureOutput) { lock.withLock { _outputs.append(output) } }
    open func removeOutput(_ output: AVCaptureOutput) { lock.withLock { _outputs.removeAll { $0 === output } } }
    open func beginConfiguration() {}
    open func commitConfiguration() {}
    open func startRunning() { lock.withLock { _running = true } }
    open func stopRunning() { lock.withLock { _running = false } }
}

/// Something recognised in the picture: a code, a face (AVFoundation's `AVMetadataObject`).
open class AVMetadataObject: NSObject, @unchecked Sendable {
    /// A kind of metadata object; the raw values are AVFoundation's.
    public struct ObjectType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
        public static let code128 = ObjectType(rawValue: "org.iso.Code128")
        public static let code39 = ObjectType(rawValue: "org.iso.Code39")
        public static let code39Mod43 = ObjectType(rawValue: "org.iso.Code39Mod43")
        public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
        public static let interleaved2of5 = ObjectType(rawValue: "org.ansi.Interleaved2of5")
        public static let itf14 = ObjectType(rawValue: "org.gs1.ITF14")
        public static let face = ObjectType(rawValue: "face")
    }
    /// The kind of object.
    public let type: ObjectType
    /// Where it is, in the capture device's unit coordinates.
    public let bounds: CGRect
    /// An object of `type` at `bounds` (AVFoundation makes them; tests may too).
    package init(type: ObjectType, bounds: CGRect = .zero) { self.type = type; self.bounds = bounds; super.init() }
}

/// A code read from the picture (AVFoundation's `AVMetadataMachineReadableCodeObject`).
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
    /// The code's text.
    public let stringValue: String?
    /// The code's corners.
    public let corners: [CGPoint]
    package init(type: ObjectType, stringValue: String?, corners: [CGPoint] = []) {
        self.stringValue = stringValue; self.corners = corners; super.init(type: type)
    }
}

/// Receives the codes a metadata output recognises (AVFoundation's
/// `AVCaptureMetadataOutputObjectsDelegate`; its method is optional). Never called in a preview.
public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
}
extension AVCaptureMetadataOutputObjectsDelegate {
    public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {}
}

/// An output that recognises codes and faces (AVFoundation's `AVCaptureMetadataOutput`).
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
    /// The kinds it looks for.
    open var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
    /// The kinds it can look for: none without an input (as AVFoundation answers before a session
    /// has a camera).
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }
    /// The part of the picture searched, in unit coordinates.
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
    open private(set) weak var metadataObjectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?
    open private(set) var metadataObjectsCallbackQueue: DispatchQueue?
    public override init() { super.init() }
    /// Sets the delegate (kept; never called: nothing is captured).
    open func setMetadataObjectsDelegate(_ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?, queue objectsCallbackQueue: DispatchQueue?) {
        metadataObjectsDelegate = objectsDelegate
        metadataObjectsCallbackQueue = objectsCallbackQueue
    }
}

/// Settings for one photo (AVFoundation's `AVCapturePhotoSettings`).
open class AVCapturePhotoSettings: NSObject, @unchecked Sendable {
    open var flashMode: AVCaptureDevice.FlashMode = .off
    public override init() { super.init() }
    public init(format: [String: Any]?) { super.init() }
}

/// A photo taken (AVFoundation's `AVCapturePhoto`): none is ever taken in a preview.
open class AVCapturePhoto: NSObject, @unchecked Sendable {
    open func fileDataRepresentation() -> Data? { nil }
}

/// Receives photos (AVFoundation's `AVCapturePhotoCaptureDelegate`; its methods are optional). Never called.
public protocol AVCapturePhotoCaptureDelegate: AnyObject {
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?)
}
extension AVCapturePhotoCaptureDelegate {
    public func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?) {}
}

/// An output that takes photos (AVFoundation's `AVCapturePhotoOutput`). Nothing is taken.
open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
    open var isHighResolutionCaptureEnabled = false
    open var supportedFlashModes: [AVCaptureDevice.FlashMode] { [] }
    public override init() { super.init() }
    /// Takes a photo: never (no camera), so `delegate` is never called.
    open func capturePhoto(with settings: AVCapturePhotoSettings, delegate: any AVCapturePhotoCaptureDelegate) {}
}

/// A layer that shows what a session's camera sees (AVFoundation's `AVCaptureVideoPreviewLayer`).
/// A view showing it is drawn black (no frame arrives in a preview).
open class AVCaptureVideoPreviewLayer: CALayer, @unchecked Sendable {
    open var session: AVCaptureSession?
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// The link from the session's camera: none (no input).
    open var connection: AVCaptureConnection? { nil }
    public required init() { super.init() }
    public convenience init(session: AVCaptureSession) { self.init(); self.session = session }
    public convenience init(sessionWithNoConnection session: AVCaptureSession) { self.init(); self.session = session }
    open func setSessionWithNoConnection(_ session: AVCaptureSession) { self.session = session }
    /// `object` in the layer's coordinates: nil (no object is ever captured).
    open func transformedMetadataObject(for metadataObject: AVMetadataObject) -> AVMetadataObject? { nil }
    /// A layer rectangle in the output's unit coordinates (`videoGravity` .resize: a plain scale).
    open func metadataOutputRectConverted(fromLayerRect rect: CGRect) -> CGRect {
        let b = bounds
        guard b.width > 0, b.height > 0 else { return .zero }
        return CGRect(x: (rect.minX - b.minX) / b.width, y: (rect.minY - b.minY) / b.height, width: rect.width / b.width, height: rect.height / b.height)
    }
    /// A unit-coordinate rectangle in the layer's coordinates (the inverse of the above).
    open func layerRectConverted(fromMetadataOutputRect rect: CGRect) -> CGRect {
        let b = bounds
        return CGRect(x: b.minX + rect.minX * b.width, y: b.minY + rect.minY * b.height, width: rect.width * b.width, height: rect.height * b.height)
    }
    open func captureDevicePointConverted(fromLayerPoint point: CGPoint) -> CGPoint {
        let b = bounds
        guard b.width > 0, b.height > 0 else { return .zero }
        return CGPoint(x: (point.x - b.minX) / b.width, y: (point.y - b.minY) / b.height)
    }
    open func layerPointConverted(fromCaptureDevicePoint point: CGPoint) -> CGPoint {
        let b = bounds
        return CGPoint(x: b.minX + point.x * b.width, y: b.minY + point.y * b.height)
    }
}

extension CALayer {
    /// Whether this layer or one of its sublayers is a camera preview (drawn black).
    package var containsCameraPreview: Bool {
        self is AVCaptureVideoPreviewLayer || (sublayers ?? []).contains { $0.containsCameraPreview }
    }
}

import Foundation
import AccordLayout

// SpriteKit as SwiftUI apps embed it (`import SpriteKit` becomes `import Accord`): a scene shown
// with `SpriteView(scene:options:)`, usually rain, snow or confetti from an emitter node behind a
// screen. A still frame is the scene's first frame, before any time has passed: its background
// colour (SpriteKit's default, a dark grey of 0.15, or transparent with `.allowsTransparency` and a
// clear colour) and its sprite, shape and label nodes where they were placed; emitters have
// emitted nothing yet, actions have not run, physics has not stepped. Scenes are not presented:
// `didMove(to:)` and `update(_:)` are not called (a preview has no frame loop), and particle or
// scene files (`.sks`) are not read.

/// How a scene is scaled to its view (SpriteKit's `SKSceneScaleMode`).
public enum SKSceneScaleMode: Int, Hashable, Sendable { case fill, aspectFill, aspectFit, resizeFill }

/// A timed change of a node (SpriteKit's `SKAction`): kept, never run in a still frame.
open class SKAction: @unchecked Sendable {
    /// How the action's progress is paced.
    public enum TimingMode: Int, Sendable { case linear, easeIn, easeOut, easeInEaseOut }
    open var duration: TimeInterval
    open var timingMode: TimingMode = .linear
    open var speed: CGFloat = 1
    init(duration: TimeInterval = 0) { self.duration = duration }
    open class func move(by delta: CGVector, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func moveBy(x deltaX: CGFloat, y deltaY: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func move(to location: CGPoint, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func rotate(byAngle radians: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func rotate(toAngle radians: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func scale(to scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func scale(by scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func fadeIn(withDuration duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func fadeOut(withDuration duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func fadeAlpha(to alpha: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func wait(forDuration duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    open class func sequence(_ actions: [SKAction]) -> SKAction { SKAction(duration: actions.reduce(0) { $0 + $1.duration }) }
    open class func group(_ actions: [SKAction]) -> SKAction { SKAction(duration: actions.map(\.duration).max() ?? 0) }
    open class func repeatForever(_ action: SKAction) -> SKAction { SKAction(duration: .infinity) }
    open class func `repeat`(_ action: SKAction, count: Int) -> SKAction { SKAction(duration: action.duration * Double(count)) }
    open class func removeFromParent() -> SKAction { SKAction() }
    open class func run(_ block: @escaping () -> Void) -> SKAction { SKAction() }
    open class func customAction(withDuration duration: TimeInterval, actionBlock block: @escaping (SKNode, CGFloat) -> Void) -> SKAction {
        SKAction(duration: duration)
    }
    open func reversed() -> SKAction { self }
}

/// A node of a scene's tree (SpriteKit's `SKNode`): position in the parent's coordinates (y up),
/// scale, rotation, alpha, children.
open class SKNode: @unchecked Sendable {
    open var name: String?
    open var position = CGPoint.zero
    open var zPosition: CGFloat = 0
    open var zRotation: CGFloat = 0
    open var xScale: CGFloat = 1
    open var yScale: CGFloat = 1
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isPaused = false
    open var speed: CGFloat = 1
    open var isUserInteractionEnabled = false
    open var userData: NSMutableDictionary?
    open private(set) var children: [SKNode] = []
    open private(set) weak var parent: SKNode?
    /// The scene the node is in.
    open var scene: SKScene? { (self as? SKScene) ?? parent?.scene }

    public init() {}
    /// A node from a SpriteKit file: the file is not read (a preview draws its first frame, where
    /// an emitter has emitted nothing); a node of the class is answered, never nil.
    public required convenience init?(fileNamed filename: String) { self.init() }

    open func setScale(_ scale: CGFloat) { xScale = scale; yScale = scale }
    open func addChild(_ node: SKNode) { node.removeFromParent(); node.parent = self; children.append(node) }
    open func insertChild(_ node: SKNode, at index: Int) {
        node.removeFromParent(); node.parent = self; children.insert(node, at: min(max(index, 0), children.count))
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func removeAllChildren() { children.forEach { $0.parent = nil }; children = [] }
    open func removeChildren(in nodes: [SKNode]) { for n in nodes where n.parent === self { n.removeFromParent() } }
    /// The first descendant named `name` (`recursively` is implied by a "//" prefix, as SpriteKit's).
    open func childNode(withName name: String) -> SKNode? {
        let deep = name.hasPrefix("//")
        let key = deep ? String(name.dropFirst(2)) : name
        for c in children where c.name == key { return c }
        if deep { for c in children { if let f = c.childNode(withName: name) { return f } } }
        return nil
    }
    open func enumerateChildNodes(withName name: String, using block: (SKNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for c in children where c.name == name {
            block(c, &stop)
            if stop.boolValue { return }
        }
    }
    /// Runs an action (not in a still frame).
    open func run(_ action: SKAction) {}
    open func run(_ action: SKAction, completion block: @escaping () -> Void) {}
    open func run(_ action: SKAction, withKey key: String) {}
    open func removeAllActions() {}
    open func removeAction(forKey key: String) {}
    open func hasActions() -> Bool { false }
    /// The node's frame in its parent (its own content's; zero for a plain node).
    open var frame: CGRect { CGRect(origin: position, size: .zero) }
    /// Touches (never sent in a still frame).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// What this node and its children draw, in the scene's coordinates (y up), under `transform`.
    func draw(into context: inout GraphicsContext, transform: CGAffineTransform, alpha: Double) {
        guard !isHidden, self.alpha > 0 else { return }
        let t = CGAffineTransform(scaleX: xScale, y: yScale).rotated(by: zRotation)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y)).concatenating(transform)
        let a = alpha * Double(self.alpha)
        drawContent(into: &context, transform: t, alpha: a)
        for child in children.enumerated().sorted(by: { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }) {
            child.element.draw(into: &context, transform: t, alpha: a)
        }
    }
    /// The node's own drawing (none for a plain node).
    func drawContent(into context: inout GraphicsContext, transform: CGAffineTransform, alpha: Double) {}
}

/// An image a sprite draws (SpriteKit's `SKTexture`).
open class SKTexture: @unchecked Sendable {
    let image: UIImage?
    public init(imageNamed name: String) { image = UIImage(named: name) }
    public init(image: UIImage) { self.image = image }
    /// The texture's size in points (its image's).
    open func size() -> CGSize { image?.size ?? .zero }
    open var filteringMode: SKTextureFilteringMode = .linear
}
/// How a texture is sampled.
public enum SKTextureFilteringMode: Int, Sendable { case nearest, linear }

/// A textured or coloured rectangle (SpriteKit's `SKSpriteNode`).
open class SKSpriteNode: SKNode, @unchecked Sendable {
    open var texture: SKTexture?
    open var color: UIColor = .white
    open var colorBlendFactor: CGFloat = 0
    open var size: CGSize
    /// The point of the sprite at its position (0.5, 0.5: its centre).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    public init(texture: SKTexture?, color: UIColor, size: CGSize) {
        self.texture = texture; self.color = color; self.size = size
        super.init()
    }
    public convenience init(texture: SKTexture?) { self.init(texture: texture, color: .white, size: texture?.size() ?? .zero) }
    public convenience init(texture: SKTexture?, size: CGSize) { self.init(texture: texture, color: .white, size: size) }
    public convenience init(imageNamed name: String) { self.init(texture: SKTexture(imageNamed: name)) }
    public convenience init(color: UIColor, size: CGSize) { self.init(texture: nil, color: color, size: size) }
    public override convenience init() { self.init(texture: nil, color: .clear, size: .zero) }
    public required convenience init?(fileNamed filename: String) { self.init() }

    open override var frame: CGRect {
        CGRect(x: position.x - anchorPoint.x * size.width * xScale, y: position.y - anchorPoint.y * size.height * yScale,
               width: size.width * xScale, height: size.height * yScale)
    }
    override func drawContent(into context: inout GraphicsContext, transform: CGAffineTransform, alpha: Double) {
        let rect = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
        var g = context
        g.transform = transform.concatenating(context.transform)
        g.opacity = context.opacity * alpha
        if let image = texture?.image {
            // Textures are drawn upright: flip the scene's y-up axis back for the image.
            g.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY))
            g.draw(Image(uiImage: image).resizable(), in: rect)
        } else {
            g.fill(Path(rect), with: .color(color.color))
        }
    }
}

/// A path filled and stroked (SpriteKit's `SKShapeNode`).
open class SKShapeNode: SKNode, @unchecked Sendable {
    open var path: CGPath?
    open var fillColor: UIColor = .clear
    open var strokeColor: UIColor = .white
    open var lineWidth: CGFloat = 1
    open var glowWidth: CGFloat = 0
    open var lineCap: CGLineCap = .butt
    open var lineJoin: CGLineJoin = .miter
    public override init() { super.init() }
    public required convenience init?(fileNamed filename: String) { self.init() }
    public convenience init(path: CGPath) { self.init(); self.path = path }
    public convenience init(path: CGPath, centered: Bool) {
        self.init()
        guard centered else { self.path = path; return }
        let b = path.path.boundingRect
        self.path = CGPath(path: path.path.applying(CGAffineTransform(translationX: -b.midX, y: -b.midY)))
    }
    public convenience init(rect: CGRect) { self.init(); path = CGPath(path: Path(rect)) }
    public convenience init(rectOf size: CGSize) {
        self.init(); path = CGPath(path: Path(CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)))
    }
    public convenience init(rectOf size: CGSize, cornerRadius: CGFloat) {
        self.init()
        path = CGPath(path: Path(roundedRect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height),
                                 cornerRadius: cornerRadius, style: .circular))
    }
    public convenience init(circleOfRadius radius: CGFloat) {
        self.init(); path = CGPath(path: Path(ellipseIn: CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius)))
    }
    public convenience init(ellipseOf size: CGSize) {
        self.init(); path = CGPath(path: Path(ellipseIn: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)))
    }
    open override var frame: CGRect { (path?.path.boundingRect ?? .zero).offsetBy(dx: position.x, dy: position.y) }
    override func drawContent(into context: inout GraphicsContext, transform: CGAffineTransform, alpha: Double) {
        guard let p = path?.path else { return }
        var g = context
        g.transform = transform.concatenating(context.transform)
        g.opacity = context.opacity * alpha
        g.fill(p, with: .color(fillColor.color))
        if lineWidth > 0 { g.stroke(p, with: .color(strokeColor.color), style: StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin)) }
    }
}

/// A line of text (SpriteKit's `SKLabelNode`): its baseline centred on its position by default.
open class SKLabelNode: SKNode, @unchecked Sendable {
    public enum HorizontalAlignmentMode: Int, Sendable { case center, left, right }
    public enum VerticalAlignmentMode: Int, Sendable { case baseline, center, top, bottom }
    open var text: String?
    open var fontName: String? = "HelveticaNeue-UltraLight"
    open var fontSize: CGFloat = 32
    open var fontColor: UIColor? = .white
    open var horizontalAlignmentMode: HorizontalAlignmentMode = .center
    open var verticalAlignmentMode: VerticalAlignmentMode = .baseline
    open var numberOfLines = 1
    open var preferredMaxLayoutWidth: CGFloat = 0
    public override init() { super.init() }
    public required convenience init?(fileNamed filename: String) { self.init() }
    public convenience init(text: String?) { self.init(); self.text = text }
    public convenience init(fontNamed fontName: String?) { self.init(); self.fontName = fontName }
    override func drawContent(into context: inout GraphicsContext, transform: CGAffineTransform, alpha: Double) {
        guard let text, !text.isEmpty else { return }
        var g = context
        // Text is drawn upright at the node's position: flip the y-up scene axis locally.
        g.transform = CGAffineTransform(scaleX: 1, y: -1).concatenating(transform).concatenating(context.transform)
        g.opacity = context.opacity * alpha
        let resolved = g.resolve(Text(verbatim: text).font(.system(size: fontSize)).foregroundColor(fontColor?.color ?? .white))
        let size = resolved.measure(in: CGSize(width: 1e6, height: 1e6))
        let baseline = resolved.firstBaseline(in: size)
        let x: CGFloat
        switch horizontalAlignmentMode {
        case .center: x = -size.width / 2
        case .left: x = 0
        case .right: x = -size.width
        }
        let y: CGFloat
        switch verticalAlignmentMode {
        case .baseline: y = -baseline
        case .center: y = -size.height / 2
        case .top: y = 0
        case .bottom: y = -size.height
        }
        g.draw(resolved, in: CGRect(x: x, y: y, width: size.width, height: size.height))
    }
}

/// A particle emitter (SpriteKit's `SKEmitterNode`): in a still frame it has emitted nothing.
open class SKEmitterNode: SKNode, @unchecked Sendable {
    open var particleBirthRate: CGFloat = 0
    open var numParticlesToEmit = 0
    open var particleLifetime: CGFloat = 0
    open var particleLifetimeRange: CGFloat = 0
    open var particlePositionRange = CGVector.zero
    open var particleSpeed: CGFloat = 0
    open var particleSpeedRange: CGFloat = 0
    open var emissionAngle: CGFloat = 0
    open var emissionAngleRange: CGFloat = 0
    open var particleAlpha: CGFloat = 1
    open var particleScale: CGFloat = 1
    open var particleColor: UIColor = .white
    open var particleTexture: SKTexture?
    open weak var targetNode: SKNode?
    public override init() { super.init() }
    public required convenience init?(fileNamed filename: String) { self.init() }
    /// Advances the simulation (a still frame stays at its start).
    open func advanceSimulationTime(_ sec: TimeInterval) {}
    open func resetSimulation() {}
}

/// A scene (SpriteKit's `SKScene`): a root node of `size` points, y up from `anchorPoint`.
open class SKScene: SKNode, @unchecked Sendable {
    open var size: CGSize
    open var scaleMode: SKSceneScaleMode = .fill
    /// SpriteKit's default background: a dark grey (0.15, 0.15, 0.15).
    open var backgroundColor = UIColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1)
    open var anchorPoint = CGPoint.zero
    /// The view presenting the scene (none: scenes are not presented in a preview).
    open internal(set) weak var view: SKView?
    /// A scene of `size` points; `sceneDidLoad()` is called, as SpriteKit does.
    public init(size: CGSize) {
        self.size = size
        super.init()
        sceneDidLoad()
    }
    public override convenience init() { self.init(size: CGSize(width: 1, height: 1)) }
    public required convenience init?(fileNamed filename: String) { self.init() }
    /// Called once the scene is made.
    open func sceneDidLoad() {}
    /// Called when a view presents the scene (not in a preview: no frame loop).
    open func didMove(to view: SKView) {}
    open func willMove(from view: SKView) {}
    open func didChangeSize(_ oldSize: CGSize) {}
    /// Called once a frame (never in a still frame).
    open func update(_ currentTime: TimeInterval) {}
    open func didEvaluateActions() {}
    open func didSimulatePhysics() {}
    open func didFinishUpdate() {}

    /// The scene drawn into a `size` view: the background unless transparent, then its nodes in
    /// scene coordinates (y up, scaled as `scaleMode` says).
    func draw(into context: inout GraphicsContext, viewSize: CGSize, transparent: Bool) {
        var sceneSize = size
        if scaleMode == .resizeFill { sceneSize = viewSize }
        let bg = backgroundColor.color
        if !transparent || bg.resolve(.light).a > 0 {
            let fill = transparent ? bg : Color(.rgba(flattened(bg.resolve(.light))))
            context.fill(Path(CGRect(origin: .zero, size: viewSize)), with: .color(fill))
        }
        var sx = sceneSize.width > 0 ? viewSize.width / sceneSize.width : 1
        var sy = sceneSize.height > 0 ? viewSize.height / sceneSize.height : 1
        switch scaleMode {
        case .aspectFill: sx = max(sx, sy); sy = sx
        case .aspectFit: sx = min(sx, sy); sy = sx
        case .fill, .resizeFill: break
        }
        let dx = (viewSize.width - sceneSize.width * sx) / 2, dy = (viewSize.height - sceneSize.height * sy) / 2
        // Scene (y up, origin at anchorPoint) to view (y down).
        let t = CGAffineTransform(translationX: anchorPoint.x * sceneSize.width, y: anchorPoint.y * sceneSize.height)
            .concatenating(CGAffineTransform(a: sx, b: 0, c: 0, d: -sy, tx: dx, ty: viewSize.height - dy))
        for child in children.enumerated().sorted(by: { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }) {
            child.element.draw(into: &context, transform: t, alpha: 1)
        }
    }
    /// An opaque view shows a translucent background over black (SpriteKit's opaque SKView).
    private func flattened(_ c: RGBA) -> RGBA { RGBA(c.r * c.a, c.g * c.a, c.b * c.a, 1) }
}

/// The UIKit view presenting scenes (SpriteKit's `SKView`); kept, not drawn in a representable.
open class SKView: UIView, @unchecked Sendable {
    open private(set) var scene: SKScene?
    open var allowsTransparency = false
    open var ignoresSiblingOrder = false
    open var showsFPS = false
    open var showsNodeCount = false
    open var showsPhysics = false
    open var isPaused = false
    open var preferredFramesPerSecond = 60
    open func presentScene(_ scene: SKScene?) { self.scene = scene; scene?.view = self }
}

/// A SpriteKit scene shown in SwiftUI (SpriteKit's `SpriteView`), drawn as the scene's first frame.
public struct SpriteView: View {
    /// How the view renders.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The scene's clear background shows what is behind the view.
        public static let allowsTransparency = Options(rawValue: 1 << 0)
        public static let ignoresSiblingOrder = Options(rawValue: 1 << 1)
        public static let shouldCullNonVisibleNodes = Options(rawValue: 1 << 2)
    }
    /// SpriteKit's debug overlays (not drawn).
    public struct DebugOptions: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let showsFPS = DebugOptions(rawValue: 1 << 0)
        public static let showsNodeCount = DebugOptions(rawValue: 1 << 1)
        public static let showsDrawCount = DebugOptions(rawValue: 1 << 2)
        public static let showsPhysics = DebugOptions(rawValue: 1 << 3)
        public static let showsFields = DebugOptions(rawValue: 1 << 4)
        public static let showsQuadCount = DebugOptions(rawValue: 1 << 5)
    }
    let scene: SKScene
    let options: Options

    /// A view drawing `scene` filling the space it is offered.
    public init(scene: SKScene, transition: SKTransition? = nil, isPaused: Bool = false, preferredFramesPerSecond: Int = 60,
                options: Options = [], debugOptions: DebugOptions = [], shouldRender: @escaping (TimeInterval) -> Bool = { _ in true }) {
        self.scene = scene
        self.options = options
    }

    public var body: some View {
        let scene = self.scene, transparent = options.contains(.allowsTransparency)
        return Canvas { context, size in scene.draw(into: &context, viewSize: size, transparent: transparent) }
    }
}

/// A transition between scenes (SpriteKit's `SKTransition`; not run).
open class SKTransition: @unchecked Sendable {
    init() {}
    open class func crossFade(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func fade(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
}

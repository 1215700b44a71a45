import AccordLayout

/// The one way the view layer makes a node (issue 19, point 5): every view, modifier and
/// container in Accord that makes a `LayoutNode` calls this, so what a node is told when it is
/// made is said in one place, as arguments: its behaviour (how it sizes and places) and
/// children, its label (dumps and traces), its role (what it is to the views around it,
/// `NodeRole`), what it draws, and the layout direction it declares (nil: the one its context
/// brings). The engine's own clients (the benchmark, the engine tests) make nodes with
/// `LayoutNode.init` directly: they have no views.
///
/// What the view layer knows of a node beyond these is not stored on the node:
/// - the **environment** reaches it through what it is made from — its behaviour (a text's
///   request, a scroll view's anchors) and its drawing, both built from the `BuildContext`'s
///   environment; where a modifier changes the layout direction, `transformEnvironment` declares
///   the new direction on the content's outermost nodes, and the engine passes it down as an
///   input (`LayoutInputs`), so nodes below need not repeat it;
/// - its **identity** is the `ViewPath` of the `BuildContext` it was built in; the `ViewGraph`
///   keeps state, and the live preview its body records (`BodyRecord`), by that path, not by node.
/// When a node comes to carry either (a node store keyed by identity, issue 18), it is set here.
func makeNode(_ behaviour: LayoutBehaviour, children: [LayoutNode] = [], label: String, role: NodeRole = [],
              drawing: NodeDrawing? = nil, layoutDirection: LayoutDirection? = nil) -> LayoutNode {
    let node = LayoutNode(behaviour, children: children, label: label)
    node.role = role
    node.drawing = drawing
    node.layoutDirection = layoutDirection
    return node
}

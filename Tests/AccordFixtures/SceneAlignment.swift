import AccordLayout

/// A scene's alignment words (`top`, `leading`, `firstTextBaseline`…) as the engine's alignment
/// values, for both runners.
public enum SceneAlignment {
    public static func vertical(_ w: String) throws -> VerticalAlignment {
        switch w {
        case "top": .top
        case "center": .center
        case "bottom": .bottom
        case "firstTextBaseline": .firstTextBaseline
        case "lastTextBaseline": .lastTextBaseline
        default: throw FixtureError.bad("scene", "unknown vertical alignment \(w)")
        }
    }

    public static func horizontal(_ w: String) throws -> HorizontalAlignment {
        switch w {
        case "leading": .leading
        case "center": .center
        case "trailing": .trailing
        default: throw FixtureError.bad("scene", "unknown horizontal alignment \(w)")
        }
    }

    public static func alignment(_ w: String) throws -> Alignment {
        switch w {
        case "center": .center
        case "leading": .leading
        case "trailing": .trailing
        case "top": .top
        case "bottom": .bottom
        case "topLeading": .topLeading
        case "topTrailing": .topTrailing
        case "bottomLeading": .bottomLeading
        case "bottomTrailing": .bottomTrailing
        default: throw FixtureError.bad("scene", "unknown alignment \(w)")
        }
    }
}

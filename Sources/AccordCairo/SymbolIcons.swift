import AccordLayout
import AccordText
import Foundation

/// `Image(systemName:)` drawn from Google's Material Icons (Debian's
/// fonts-material-design-icons-iconfont): SF Symbol names map to Material icon ligatures. A name
/// without a mapping, or a machine without the font, gets the outlined-letter placeholder.
/// The table is documented in Docs/Fonts.md.
enum SymbolIcons {
    static let fontPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

    /// The icon font's family once registered with the text system (nil if it is missing).
    static let family: String? = {
        guard FileManager.default.fileExists(atPath: fontPath) else { return nil }
        return (try? PangoTextSystem.shared.register(fontFile: fontPath))?.first
    }()

    /// SF Symbol name → Material icon ligature. `.fill`, `.circle`, `.square` variants fall
    /// back to their base name.
    static let table: [String: String] = [
        "photo": "image", "photo.on.rectangle": "photo_library", "camera": "photo_camera", "video": "videocam",
        "chevron.right": "chevron_right", "chevron.left": "chevron_left", "chevron.up": "expand_less",
        "chevron.down": "expand_more", "arrow.right": "arrow_forward", "arrow.left": "arrow_back",
        "arrow.up": "arrow_upward", "arrow.down": "arrow_downward", "arrow.clockwise": "refresh",
        "drop": "water_drop", "leaf": "eco", "sun.max": "wb_sunny", "moon": "dark_mode", "cloud": "cloud",
        "star": "star", "heart": "favorite", "bookmark": "bookmark", "flag": "flag", "bell": "notifications",
        "gear": "settings", "gearshape": "settings", "slider.horizontal.3": "tune", "wrench": "build",
        "person": "person", "person.2": "group", "person.crop.circle": "account_circle",
        "house": "home", "magnifyingglass": "search", "plus": "add", "minus": "remove", "xmark": "close",
        "checkmark": "check", "trash": "delete", "pencil": "edit", "square.and.pencil": "edit_note",
        "square.and.arrow.up": "ios_share", "square.and.arrow.down": "download", "paperplane": "send",
        "envelope": "mail", "phone": "phone", "message": "chat_bubble", "bubble.left": "chat_bubble",
        "calendar": "calendar_today", "clock": "schedule", "alarm": "alarm", "timer": "timer",
        "cart": "shopping_cart", "bag": "shopping_bag", "creditcard": "credit_card", "gift": "card_giftcard",
        "info": "info", "info.circle": "info", "questionmark.circle": "help", "exclamationmark.triangle": "warning",
        "exclamationmark.circle": "error", "lock": "lock", "lock.open": "lock_open", "key": "key",
        "eye": "visibility", "eye.slash": "visibility_off", "link": "link", "paperclip": "attach_file",
        "doc": "description", "doc.text": "article", "folder": "folder", "tray": "inbox", "archivebox": "archive",
        "list.bullet": "format_list_bulleted", "line.3.horizontal": "menu", "ellipsis": "more_horiz",
        "map": "map", "location": "near_me", "mappin": "place", "globe": "public", "wifi": "wifi",
        "play": "play_arrow", "pause": "pause", "stop": "stop", "forward": "fast_forward", "backward": "fast_rewind",
        "speaker.wave.2": "volume_up", "speaker.slash": "volume_off", "mic": "mic", "music.note": "music_note",
        "cup.and.saucer": "local_cafe", "fork.knife": "restaurant", "car": "directions_car", "airplane": "flight",
        "bolt": "bolt", "flame": "local_fire_department", "hand.thumbsup": "thumb_up", "hand.thumbsdown": "thumb_down",
        "square.grid.2x2": "grid_view", "chart.bar": "bar_chart", "printer": "print", "qrcode": "qr_code",
    ]

    static func ligature(for name: String) -> String? {
        var n = name
        while true {
            if let l = table[n] { return l }
            let suffixes = [".fill", ".circle", ".square", ".slash.fill", ".badge.plus"]
            guard let s = suffixes.first(where: { n.hasSuffix($0) }) else { return nil }
            n.removeLast(s.count)
        }
    }

    /// Draws the symbol filling `frame`'s shorter side, centred, in `tint`; false when it cannot.
    static func draw(_ name: String, in frame: CGRect, tint: RGBA, on cr: OpaquePointer) -> Bool {
        guard let lig = ligature(for: name), let family else { return false }
        let side = min(frame.width, frame.height)
        guard side > 0, side.isFinite else { return true }
        let request = TextLayoutRequest(runs: [TextRun(lig, font: ResolvedFont(family: family, size: side))])
        let m = PangoTextSystem.shared.measure(request)
        let box = CGRect(x: frame.midX - m.size.width / 2, y: frame.midY - m.size.height / 2, width: m.size.width, height: m.size.height)
        PangoTextSystem.shared.draw(TextDrawing(request: request, frame: box, color: tint), cairo: cr)
        return true
    }
}

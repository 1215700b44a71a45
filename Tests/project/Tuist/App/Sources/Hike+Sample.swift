import TrailCore

extension Hike {
    static let sample = Hike(name: "Lakeside", kilometres: 12)
}

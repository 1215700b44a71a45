import Foundation

// Predicate format strings and key-based sort descriptors, which Foundation on Linux lacks
// (it has no key-value coding): `NSPredicate(format:)` parses a useful subset of Apple's
// predicate format grammar and evaluates it on managed objects (their `value(forKeyPath:)`);
// `NSSortDescriptor(key:ascending:)` compares objects' values for a key. A format outside the
// subset matches every object and says so once on standard error.
//
// The subset: comparisons `==` `=` `!=` `<>` `<` `<=` `>` `>=`, `CONTAINS` `BEGINSWITH`
// `ENDSWITH` `LIKE` `MATCHES` (with `[c]`, `[d]`, `[cd]`), `IN`, `BETWEEN`; `AND`/`&&`,
// `OR`/`||`, `NOT`/`!`, parentheses; `ANY`/`SOME`/`ALL`/`NONE` over to-many key paths;
// `TRUEPREDICATE`/`FALSEPREDICATE`; constants (numbers, 'strings' and "strings", `YES`/`NO`,
// `TRUE`/`FALSE`, `nil`/`NULL`, `{a, b}`); key paths (`folder.name`, `items.@count`, `SELF`);
// arguments `%@` (any value), `%K` (a key), `%d` `%i` `%ld` `%lld` `%u` `%f` `%lf` (numbers).

extension NSPredicate {
    /// A predicate parsed from a format string with arguments (Apple's predicate format syntax,
    /// the subset listed in CoreData+Predicate.swift). A format outside the subset matches every
    /// object (a warning names it once).
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate parsed from a format string with an array of arguments.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed = PredicateFormat.parse(predicateFormat, arguments: arguments ?? [])
        if parsed == nil { PredicateFormat.warnOnce(predicateFormat) }
        self.init(block: { object, _ in parsed?.evaluate(object) ?? true })
    }
}

extension NSSortDescriptor {
    /// Sorts by the value for `key` (a key path through to-one relationships), ascending or not:
    /// numbers, strings (`compare`), dates; nil first when ascending, as Core Data's SQLite store.
    public convenience init(key: String?, ascending: Bool) {
        self.init(key: key, ascending: ascending, options: [])
    }

    /// Sorts by the value for `key` with a string comparison selector
    /// (`#selector(NSString.localizedCaseInsensitiveCompare(_:))`, `caseInsensitiveCompare`,
    /// `localizedStandardCompare`; others compare as `compare`).
    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        let name = selector.map { "\($0)" }?.lowercased() ?? ""
        var options: String.CompareOptions = []
        if name.contains("caseinsensitive") { options.insert(.caseInsensitive) }
        if name.contains("standard") { options.formUnion([.caseInsensitive, .numeric]) }
        self.init(key: key, ascending: ascending, options: options)
    }

    private convenience init(key: String?, ascending: Bool, options: String.CompareOptions) {
        let key = key ?? "self"
        self.init(keyPath: \NSObject.self, ascending: ascending, comparator: { a, b in
            PredicateFormat.compare(PredicateFormat.value(of: key, in: a), PredicateFormat.value(of: key, in: b), options: options)
        })
    }

    /// Sorts by an optional value at a key path (nil first when ascending).
    public convenience init<Root, Value: Comparable>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending, comparator: { a, b in
            switch (a as? Value, b as? Value) {
            case (nil, nil): return .orderedSame
            case (nil, _): return .orderedAscending
            case (_, nil): return .orderedDescending
            case let (x?, y?): return x < y ? .orderedAscending : (y < x ? .orderedDescending : .orderedSame)
            }
        })
    }

    /// An `NSSortDescriptor` that sorts as a Swift `SortDescriptor` does.
    public convenience init<Compared: NSObject>(_ sortDescriptor: SortDescriptor<Compared>) {
        self.init(keyPath: \NSObject.self, ascending: true, comparator: { a, b in
            guard let x = a as? Compared, let y = b as? Compared else { return .orderedSame }
            return sortDescriptor.compare(x, y)
        })
    }

    /// `objects` sorted by `descriptors` (the first that tells two apart decides; stable).
    static func sorted<T>(_ objects: [T], by descriptors: [NSSortDescriptor]) -> [T] {
        objects.enumerated().sorted { l, r in
            for d in descriptors {
                switch d.compare(l.element, to: r.element) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return l.offset < r.offset
        }.map(\.element)
    }
}

/// A parsed predicate format.
indirect enum PredicateFormat {
    case constant(Bool)
    case not(PredicateFormat)
    case and(PredicateFormat, PredicateFormat)
    case or(PredicateFormat, PredicateFormat)
    case compare(Expression, Operator, Options, Expression, Quantifier)

    enum Expression {
        case keyPath(String)
        case value(Any?)
        case aggregate([Expression])
    }
    enum Operator: String { case eq, ne, lt, le, gt, ge, contains, beginsWith, endsWith, like, matches, isIn, between }
    struct Options { var caseInsensitive = false; var diacriticInsensitive = false }
    enum Quantifier { case none, any, all, noneOf }

    nonisolated(unsafe) private static var warned = Set<String>()
    private static let lock = NSLock()

    static func warnOnce(_ format: String) {
        lock.lock(); defer { lock.unlock() }
        guard warned.insert(format).inserted else { return }
        FileHandle.standardError.write(Data("accord: NSPredicate format not supported, it matches every object: \(format)\n".utf8))
    }

    // MARK: Evaluation

    func evaluate(_ object: Any?) -> Bool {
        switch self {
        case .constant(let b): return b
        case .not(let p): return !p.evaluate(object)
        case .and(let a, let b): return a.evaluate(object) && b.evaluate(object)
        case .or(let a, let b): return a.evaluate(object) || b.evaluate(object)
        case let .compare(lhs, op, options, rhs, quantifier):
            let left = Self.resolve(lhs, object)
            let right = Self.resolve(rhs, object)
            let elements: [Any?]? = quantifier == .none ? nil : Self.elements(left)
            switch quantifier {
            case .none:
                // A to-many key path compared without ANY: true when any element matches.
                if case .keyPath(let k) = lhs, k.contains("."), !k.contains("@"), let list = Self.elements(left), !(left is String) {
                    return list.contains { Self.test($0, op, options, right) }
                }
                return Self.test(left, op, options, right)
            case .any: return (elements ?? [left]).contains { Self.test($0, op, options, right) }
            case .all: return (elements ?? [left]).allSatisfy { Self.test($0, op, options, right) }
            case .noneOf: return !(elements ?? [left]).contains { Self.test($0, op, options, right) }
            }
        }
    }

    static func resolve(_ e: Expression, _ object: Any?) -> Any? {
        switch e {
        case .keyPath(let k): return value(of: k, in: object)
        case .value(let v): return v
        case .aggregate(let list): return list.map { resolve($0, object) as Any }
        }
    }

    /// The elements of a collection value (nil: not a collection).
    static func elements(_ v: Any?) -> [Any?]? {
        switch v {
        case let s as NSSet: return s.allObjects
        case let s as NSOrderedSet: return s.array
        case let a as [Any?]: return a
        case let a as [Any]: return a
        case let s as Set<NSManagedObject>: return Array(s)
        default: return nil
        }
    }

    /// The value at a dotted key path: through relationships (a to-many relationship gives the
    /// values of all its objects), `@count`, `SELF`.
    static func value(of keyPath: String, in object: Any?) -> Any? {
        var current: Any? = object
        for part in keyPath.split(separator: ".").map(String.init) {
            if part.uppercased() == "SELF" { continue }
            if part == "@count" {
                current = elements(current)?.count ?? (current as? String)?.count
                continue
            }
            if let list = elements(current) {
                current = list.map { value(of: part, in: $0) as Any }
                continue
            }
            switch current {
            case let o as NSManagedObject: current = o.value(forKey: part)
            case let d as [String: Any]: current = d[part]
            case let d as NSDictionary: current = d.object(forKey: part)
            default:
                // A Swift value: its stored property of that name (Mirror).
                guard let c = current else { return nil }
                current = Mirror(reflecting: c).children.first { $0.label == part }?.value
            }
        }
        return unwrap(current)
    }

    /// Optional(x) as Any → x; Optional.none → nil.
    static func unwrap(_ v: Any?) -> Any? {
        guard let v else { return nil }
        let m = Mirror(reflecting: v)
        if m.displayStyle == .optional { return m.children.first.map { unwrap($0.value) } ?? nil }
        return v
    }

    static func number(_ v: Any?) -> Double? {
        switch unwrap(v) {
        case let n as NSNumber: return n.doubleValue
        case let n as Int: return Double(n)
        case let n as Int16: return Double(n)
        case let n as Int32: return Double(n)
        case let n as Int64: return Double(n)
        case let n as Int8: return Double(n)
        case let n as UInt: return Double(n)
        case let n as Double: return n
        case let n as Float: return Double(n)
        case let n as CGFloat: return Double(n)
        case let n as Bool: return n ? 1 : 0
        case let n as Decimal: return NSDecimalNumber(decimal: n).doubleValue
        default: return nil
        }
    }

    static func string(_ v: Any?) -> String? {
        switch unwrap(v) {
        case let s as String: return s
        case let s as NSString: return s as String
        case let s as Substring: return String(s)
        case let u as UUID: return u.uuidString
        case let u as URL: return u.absoluteString
        default: return nil
        }
    }

    static func date(_ v: Any?) -> Date? {
        switch unwrap(v) {
        case let d as Date: return d
        case let d as NSDate: return d as Date
        default: return nil
        }
    }

    /// Orders two values: numbers, dates, strings (with compare options); nil first; others by identity (same or ascending).
    static func compare(_ a: Any?, _ b: Any?, options: String.CompareOptions = []) -> ComparisonResult {
        let a = unwrap(a), b = unwrap(b)
        switch (a, b) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: break
        }
        if let x = number(a), let y = number(b) { return x < y ? .orderedAscending : (x > y ? .orderedDescending : .orderedSame) }
        if let x = date(a), let y = date(b) { return x < y ? .orderedAscending : (x > y ? .orderedDescending : .orderedSame) }
        if let x = string(a), let y = string(b) { return x.compare(y, options: options) }
        return .orderedSame
    }

    static func equal(_ a: Any?, _ b: Any?, _ options: Options) -> Bool {
        let a = unwrap(a), b = unwrap(b)
        switch (a, b) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        default: break
        }
        if let x = a as? AnyObject, let y = b as? AnyObject, x is NSManagedObject || y is NSManagedObject { return x === y }
        if let x = a as? NSManagedObjectID, let y = b as? NSManagedObjectID { return x === y }
        if let x = number(a), let y = number(b) { return x == y }
        if let x = date(a), let y = date(b) { return x == y }
        if let x = string(a), let y = string(b) { return fold(x, options) == fold(y, options) }
        if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
        return false
    }

    static func fold(_ s: String, _ options: Options) -> String {
        var o: String.CompareOptions = []
        if options.caseInsensitive { o.insert(.caseInsensitive) }
        if options.diacriticInsensitive { o.insert(.diacriticInsensitive) }
        return o.isEmpty ? s : s.folding(options: o, locale: nil)
    }

    static func test(_ left: Any?, _ op: Operator, _ options: Options, _ right: Any?) -> Bool {
        var compareOptions: String.CompareOptions = []
        if options.caseInsensitive { compareOptions.insert(.caseInsensitive) }
        if options.diacriticInsensitive { compareOptions.insert(.diacriticInsensitive) }
        switch op {
        case .eq: return equal(left, right, options)
        case .ne: return !equal(left, right, options)
        case .lt, .le, .gt, .ge:
            guard unwrap(left) != nil, unwrap(right) != nil else { return false }
            let r = compare(left, right, options: compareOptions)
            switch op {
            case .lt: return r == .orderedAscending
            case .le: return r != .orderedDescending
            case .gt: return r == .orderedDescending
            default: return r != .orderedAscending
            }
        case .contains:
            if let list = elements(left) { return list.contains { equal($0, right, options) } }
            guard let s = string(left), let t = string(right) else { return false }
            return fold(s, options).contains(fold(t, options))
        case .beginsWith:
            guard let s = string(left), let t = string(right) else { return false }
            return fold(s, options).hasPrefix(fold(t, options))
        case .endsWith:
            guard let s = string(left), let t = string(right) else { return false }
            return fold(s, options).hasSuffix(fold(t, options))
        case .like:
            guard let s = string(left), let t = string(right) else { return false }
            var pattern = "^"
            for ch in t {
                if ch == "*" { pattern += ".*" } else if ch == "?" { pattern += "." } else { pattern += NSRegularExpression.escapedPattern(for: String(ch)) }
            }
            return matches(s, pattern + "$", options)
        case .matches:
            guard let s = string(left), let t = string(right) else { return false }
            return matches(s, "^(?:" + t + ")$", options)
        case .isIn:
            if let list = elements(right) { return list.contains { equal(left, $0, options) } }
            if let s = string(left), let t = string(right) { return fold(t, options).contains(fold(s, options)) }
            return false
        case .between:
            guard let bounds = elements(right), bounds.count == 2, unwrap(left) != nil else { return false }
            return compare(left, bounds[0]) != .orderedAscending && compare(left, bounds[1]) != .orderedDescending
        }
    }

    static func matches(_ s: String, _ pattern: String, _ options: Options) -> Bool {
        let subject = options.diacriticInsensitive ? fold(s, Options(caseInsensitive: false, diacriticInsensitive: true)) : s
        guard let re = try? NSRegularExpression(pattern: pattern, options: options.caseInsensitive ? [.caseInsensitive] : []) else { return false }
        return re.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
    }
}

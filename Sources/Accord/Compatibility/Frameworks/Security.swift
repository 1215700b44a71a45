import Foundation

// Security stand-in (`import Security` becomes `import Accord` in a preview): the keychain calls
// apps' keychain helpers make (`SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate`,
// `SecItemDelete` with `kSecClassGenericPassword` queries) over an in-memory keychain kept for the
// preview process — an item saved is found, updated and deleted as the keychain does (a second
// add of the same item answers `errSecDuplicateItem`, a missing one `errSecItemNotFound`) — and
// `SecRandomCopyBytes`. No keys, certificates or access control (Docs/support/uikit-env.md).
// Linux has no Core Foundation types: `CFDictionary` is `[String: Any]`, `CFTypeRef` `AnyObject`.

/// A status code (`OSStatus`).
public typealias OSStatus = Int32
/// Core Foundation's dictionary (here `[String: Any]`, so `query as CFDictionary` compiles).
public typealias CFDictionary = [String: Any]
/// Core Foundation's object reference (here `AnyObject`).
public typealias CFTypeRef = AnyObject

public let errSecSuccess: OSStatus = 0
public let errSecParam: OSStatus = -50
public let errSecAllocate: OSStatus = -108
public let errSecUserCanceled: OSStatus = -128
public let errSecAuthFailed: OSStatus = -25293
public let errSecDuplicateItem: OSStatus = -25299
public let errSecItemNotFound: OSStatus = -25300
public let errSecInteractionNotAllowed: OSStatus = -25308
public let errSecDecode: OSStatus = -26275
public let errSecMissingEntitlement: OSStatus = -34018

public let kSecClass = "class"
public let kSecClassGenericPassword = "genp"
public let kSecClassInternetPassword = "inet"
public let kSecClassKey = "keys"
public let kSecClassCertificate = "cert"
public let kSecClassIdentity = "idnt"
public let kSecAttrAccount = "acct"
public let kSecAttrService = "svce"
public let kSecAttrServer = "srvr"
public let kSecAttrLabel = "labl"
public let kSecAttrGeneric = "gena"
public let kSecAttrAccessGroup = "agrp"
public let kSecAttrApplicationTag = "atag"
public let kSecAttrSynchronizable = "sync"
public let kSecAttrAccessible = "pdmn"
public let kSecAttrAccessibleWhenUnlocked = "ak"
public let kSecAttrAccessibleAfterFirstUnlock = "ck"
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly = "aku"
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly = "cku"
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly = "akpu"
public let kSecValueData = "v_Data"
public let kSecReturnData = "r_Data"
public let kSecReturnAttributes = "r_Attributes"
public let kSecReturnRef = "r_Ref"
public let kSecMatchLimit = "m_Limit"
public let kSecMatchLimitOne = "m_LimitOne"
public let kSecMatchLimitAll = "m_LimitAll"
public let kSecUseDataProtectionKeychain = "nleg"

/// The preview process's keychain: items by class, service, account, server and access group.
final class PreviewKeychain: @unchecked Sendable {
    static let shared = PreviewKeychain()
    private let lock = NSLock()
    private var items: [[String: Any]] = []
    private static let identity = [kSecClass, kSecAttrService, kSecAttrAccount, kSecAttrServer, kSecAttrAccessGroup, kSecAttrApplicationTag]
    private static let controls: Set<String> = [kSecReturnData, kSecReturnAttributes, kSecReturnRef, kSecMatchLimit,
                                                 kSecUseDataProtectionKeychain, kSecValueData]

    private func matches(_ item: [String: Any], _ query: [String: Any]) -> Bool {
        for (key, value) in query where !Self.controls.contains(key) {
            guard let mine = item[key] else { return false }
            if "\(mine)" != "\(value)" { return false }
        }
        return true
    }
    private func key(_ item: [String: Any]) -> String { Self.identity.map { "\(item[$0] ?? "")" }.joined(separator: "\u{1}") }

    func add(_ attributes: [String: Any]) -> OSStatus {
        lock.lock(); defer { lock.unlock() }
        guard attributes[kSecClass] != nil else { return errSecParam }
        if items.contains(where: { key($0) == key(attributes) }) { return errSecDuplicateItem }
        items.append(attributes.filter { $0.key != kSecUseDataProtectionKeychain })
        return errSecSuccess
    }
    func copy(_ query: [String: Any]) -> (OSStatus, AnyObject?) {
        lock.lock(); defer { lock.unlock() }
        let found = items.filter { matches($0, query) }
        guard !found.isEmpty else { return (errSecItemNotFound, nil) }
        let all = "\(query[kSecMatchLimit] ?? kSecMatchLimitOne)" == kSecMatchLimitAll
        let wantsData = (query[kSecReturnData] as? Bool) == true, wantsAttributes = (query[kSecReturnAttributes] as? Bool) == true
        func answer(_ item: [String: Any]) -> Any {
            if wantsAttributes {
                var attributes = item.filter { $0.key != kSecValueData }
                if wantsData { attributes[kSecValueData] = item[kSecValueData] }
                return attributes
            }
            return item[kSecValueData] ?? Data()
        }
        if !wantsData && !wantsAttributes { return (errSecSuccess, nil) }
        return (errSecSuccess, (all ? found.map(answer) as Any : answer(found[0])) as AnyObject)
    }
    func update(_ query: [String: Any], _ changes: [String: Any]) -> OSStatus {
        lock.lock(); defer { lock.unlock() }
        var hit = false
        for i in items.indices where matches(items[i], query) {
            items[i].merge(changes) { _, new in new }
            hit = true
        }
        return hit ? errSecSuccess : errSecItemNotFound
    }
    func delete(_ query: [String: Any]) -> OSStatus {
        lock.lock(); defer { lock.unlock() }
        let before = items.count
        items.removeAll { matches($0, query) }
        return items.count < before ? errSecSuccess : errSecItemNotFound
    }
}

/// Adds an item to the keychain; `errSecDuplicateItem` when the same item (class, service,
/// account, server, access group, tag) is there.
@discardableResult
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    PreviewKeychain.shared.add(attributes)
}

/// Finds items matching `query`: the data (`kSecReturnData`), the attributes
/// (`kSecReturnAttributes`) or, with `kSecMatchLimitAll`, an array of them; `errSecItemNotFound`
/// when none match.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let (status, found) = PreviewKeychain.shared.copy(query)
    result?.pointee = found
    return status
}

/// Changes the items matching `query`.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    PreviewKeychain.shared.update(query, attributesToUpdate)
}

/// Deletes the items matching `query`.
@discardableResult
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    PreviewKeychain.shared.delete(query)
}

/// A message for a status (Security's `SecCopyErrorMessageString`).
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    switch status {
    case errSecSuccess: return "No error."
    case errSecDuplicateItem: return "The specified item already exists in the keychain."
    case errSecItemNotFound: return "The specified item could not be found in the keychain."
    default: return "Security error \(status)."
    }
}

/// A random-number generator (Security's `SecRandomRef`).
public struct SecRandomRef: Sendable {}
/// The default generator.
public let kSecRandomDefault: SecRandomRef? = SecRandomRef()

/// Fills `bytes` with `count` random bytes (Swift's system generator).
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    var generator = SystemRandomNumberGenerator()
    for i in 0..<count { bytes.storeBytes(of: UInt8.random(in: 0...255, using: &generator), toByteOffset: i, as: UInt8.self) }
    return errSecSuccess
}

/// Core Foundation's true (`kCFBooleanTrue`), as a `Bool`.
public let kCFBooleanTrue: Bool! = true
/// Core Foundation's false (`kCFBooleanFalse`), as a `Bool`.
public let kCFBooleanFalse: Bool! = false

import SwiftUI
import Security
import CryptoKit

/// The keychain helper and the Sign in with Apple nonce hash many apps carry.
enum KeychainHelper {
    static func save(_ data: Data, service: String, account: String) {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecValueData as String: data,
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
        ]
        let status = SecItemAdd(query as CFDictionary, nil)
        if status == errSecDuplicateItem {
            let match: [String: Any] = [
                kSecClass as String: kSecClassGenericPassword,
                kSecAttrService as String: service,
                kSecAttrAccount as String: account,
            ]
            SecItemUpdate(match as CFDictionary, [kSecValueData as String: data] as CFDictionary)
        }
    }

    static func read(service: String, account: String) -> Data? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: kCFBooleanTrue!,
            kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        var result: AnyObject?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        return status == errSecSuccess ? result as? Data : nil
    }
}

func randomNonce(length: Int = 32) -> String {
    var bytes = [UInt8](repeating: 0, count: length)
    _ = SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes)
    let charset = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVXYZabcdefghijklmnopqrstuvwxyz-._")
    return String(bytes.map { charset[Int($0) % charset.count] })
}

func sha256(_ input: String) -> String {
    let hashed = SHA256.hash(data: Data(input.utf8))
    return hashed.compactMap { String(format: "%02x", $0) }.joined()
}

struct KeychainAccountView: View {
    @State private var token: String = {
        KeychainHelper.save(Data("demo-token".utf8), service: "com.example.app", account: "session")
        return KeychainHelper.read(service: "com.example.app", account: "session").map { String(decoding: $0, as: UTF8.self) } ?? "none"
    }()

    var body: some View {
        Form {
            Section("Session") {
                LabeledContent("Token", value: token)
                LabeledContent("Nonce", value: "\(randomNonce().count) characters")
            }
            Section("Checksum") {
                Text(sha256("abc").prefix(16) + "…")
                    .font(.system(.body, design: .monospaced))
            }
        }
    }
}

#Preview {
    KeychainAccountView()
}

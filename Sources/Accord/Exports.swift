@_exported import AccordLayout
@_exported import Foundation

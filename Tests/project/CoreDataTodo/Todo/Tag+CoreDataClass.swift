//
//  Tag+CoreDataClass.swift
//  Codegen "Manual/None": written by Editor > Create NSManagedObject Subclass.
//

import Foundation
import CoreData

@objc(Tag)
public class Tag: NSManagedObject {

}

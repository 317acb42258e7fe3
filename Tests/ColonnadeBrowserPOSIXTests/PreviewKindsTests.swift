import ColonnadeBrowser
import ColonnadeBrowserPOSIX
import Foundation
import Testing

/// Rule T1 (a preview as the detail): a folder's preview reads names and the
/// kinds the directory records (`d_type`), not a `stat` per entry; it must list the same names,
/// folders marked the same, in the same order as a full read, for the orders a preview reads that
/// way.
@Suite struct PreviewKindsTests {
  static let orders: [ListingOrder] = [ListingOrder.Key.name, .extension].flatMap { key in
    [false, true].flatMap { reversed in
      [false, true].map { ListingOrder(key: key, reversed: reversed, showsHidden: $0) }
    }
  }

  /// The rows of a listing: name and whether it opens as a folder.
  static func rows(_ listing: DirectoryListing) -> [String] {
    (0..<listing.count).map {
      String(decoding: listing.name(at: $0), as: UTF8.self) + (listing.opensAsDirectory(at: $0) ? "/" : "")
    }
  }

  @Test func aLocalFolderListsAsAFullReadDoes() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("colonnade-kinds-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = FileManager.default
    try files.createDirectory(
      at: root.appendingPathComponent("Beta.d/inner"), withIntermediateDirectories: true)
    try files.createDirectory(
      at: root.appendingPathComponent(".hidden-folder"), withIntermediateDirectories: true)
    for name in ["alpha.txt", "Gamma.swift", "delta", ".profile", "b.tar.gz", "é-accent.md"] {
      try Data(name.utf8).write(to: root.appendingPathComponent(name))
    }
    try files.createSymbolicLink(
      at: root.appendingPathComponent("to-folder"), withDestinationURL: root.appendingPathComponent("Beta.d"))
    try files.createSymbolicLink(
      at: root.appendingPathComponent("to-file.txt"), withDestinationURL: root.appendingPathComponent("delta")
    )
    try files.createSymbolicLink(
      at: root.appendingPathComponent("broken"), withDestinationURL: root.appendingPathComponent("missing"))
    let path = FilePath(root.path)
    let tree = LocalFileTree()
    var recorded = 0
    try tree.visitNames(inDirectory: path) { _, kind in recorded += kind == nil ? 0 : 1 }
    #expect(recorded == 11, "the scratch folder's file system records every entry's kind")
    for order in Self.orders {
      let full = try DirectoryListing.read(path, from: tree, order: order)
      let kinds = try DirectoryListing.read(path, from: tree, order: order, kindsOnly: true)
      #expect(Self.rows(kinds) == Self.rows(full), "\(order)")
    }
    let preview = FilePreview.read(path, from: tree, limits: .standard)
    guard case .success(.folder(let names, let total)) = preview else {
      Issue.record("\(preview)")
      return
    }
    #expect(total == 9)
    #expect(names.prefix(3) == ["Beta.d/", "to-folder/", "alpha.txt"])
  }
}

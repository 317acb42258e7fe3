import ColonnadeLab

/// Writes the lab's files under one folder, creating the folders on the way.
/// A folder holding an earlier run (its ``LabMarker``) is replaced: the files that run listed
/// and this one does not write are removed, and nothing else; a folder holding anything but an
/// earlier run is refused untouched. Nothing outside the folder is written, replaced or
/// removed: a symlink inside it (a subfolder or a file) is refused before anything is written,
/// and never followed (rule B2).
struct LabWriter {
  let files: any FileSystem
  /// The output folder, as given.
  let folder: String

  /// The path of `file` under the folder.
  func path(_ relative: String) -> String {
    folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }

  /// Writes every file in order, stopping at the first that fails, then removes the earlier
  /// run's files this one did not write. Returns how many it removed.
  ///
  /// The marker is written first listing both runs' files, so a run cut short still leaves a
  /// folder the next run can replace; it lists only this run's once the old files are gone.
  @discardableResult
  func write(_ labFiles: [LabFile]) throws(FileError) -> Int {
    let earlier = try earlierRun()
    let paths = labFiles.map(\.path)
    let written = Set(paths)
    let stale = earlier.filter { !written.contains($0) }
    try files.createDirectory(atPath: folder)
    for relative in [LabMarker.fileName] + paths + stale { try files.check(relative, inside: folder) }
    try files.writeText(LabMarker.text(paths: paths + stale), atPath: LabMarker.fileName, inside: folder)
    for file in labFiles {
      try files.writeText(file.contents, atPath: file.path, inside: folder)
    }
    for relative in stale {
      try files.removeFile(atPath: relative, inside: folder)
      // The folders that held it, deepest first, go when they are left empty.
      var parts = relative.split(separator: "/").dropLast()
      while !parts.isEmpty {
        files.removeFolderIfEmpty(atPath: parts.joined(separator: "/"), inside: folder)
        parts = parts.dropLast()
      }
    }
    try files.writeText(LabMarker.text(paths: paths), atPath: LabMarker.fileName, inside: folder)
    return stale.count
  }

  /// The files the earlier run in the folder wrote: none for a missing or empty folder; an
  /// error for a folder holding anything else, or a marker that is not the lab's.
  private func earlierRun() throws(FileError) -> [String] {
    guard let entries = try files.folderEntries(atPath: folder), !entries.isEmpty else { return [] }
    guard entries.contains(LabMarker.fileName) else {
      throw FileError(
        path: folder,
        reason: "it holds files but no \(LabMarker.fileName) marker, so it is not an earlier lab run",
        action: "replace")
    }
    let text = try files.readText(atPath: path(LabMarker.fileName), limit: LabMarker.sizeLimit)
    guard let marker = LabMarker(parsing: text) else {
      throw FileError(
        path: path(LabMarker.fileName), reason: "not a marker 'colonnade lab' wrote", action: "replace")
    }
    return marker.paths
  }
}

import ColonnadeLab

/// Writes the lab's files under one folder, creating each folder once before its first file.
struct LabWriter {
  let files: any FileSystem
  /// The output folder, as given.
  let folder: String

  /// The path of `file` under the folder.
  func path(_ relative: String) -> String {
    folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }

  /// Writes every file in order; stops at the first that fails.
  func write(_ labFiles: [LabFile]) throws(FileError) {
    var created: Set<String> = []
    for file in labFiles {
      let full = path(file.path)
      if let slash = full.lastIndex(of: "/") {
        let parent = String(full[..<slash])
        if !parent.isEmpty, created.insert(parent).inserted {
          try files.createDirectory(atPath: parent)
        }
      }
      try files.writeText(file.contents, atPath: full)
    }
  }
}

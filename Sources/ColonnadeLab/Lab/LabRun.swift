import Colonnade

/// A file the lab produces, at a path relative to the output folder.
public struct LabFile: Hashable, Sendable {
  /// `standard/iphone-16/portrait.svg`, `index.html`.
  public var path: String
  /// The file's text.
  public var contents: String
}

/// One run of the lab (rule B2): the windows of the chosen devices, each resolved with every
/// configuration, and the pictures and gallery that show them. Pure: the command writes the files.
///
/// ```swift
/// let run = LabRun(
///   devices: Array(try DeviceCatalog.embedded().devices.prefix(2)),
///   variants: [LabVariant(name: "standard", configuration: .standard)])
/// run.files.map(\.path)   // ["standard/iphone-se-3/portrait.svg", ..., "index.html"]
/// ```
///
/// Each configuration gets a folder named after it, and each picture sits at
/// `FOLDER/WINDOW-ID.svg`, so the window id `ipad-air-13-m2-m3/landscape/half` is the file
/// `standard/ipad-air-13-m2-m3/landscape/half.svg`.
public struct LabRun: Sendable {
  /// The devices drawn, in catalog order.
  public var devices: [Device]
  /// The sources the devices cite.
  public var sources: [CatalogSource]
  /// Their windows, device by device.
  public var windows: [LabWindow]
  /// The configurations compared (at least one).
  public var variants: [LabVariant]
  /// One folder name per variant: its name made file-safe, numbered when two agree.
  public var folders: [String]
  /// The layout of each window (outer) with each variant (inner).
  public var layouts: [[SplitLayout]]

  /// Resolves every window of `devices` with every variant. O(windows × variants).
  public init(devices: [Device], sources: [CatalogSource] = [], variants: [LabVariant]) {
    self.devices = devices
    self.sources = sources
    self.variants = variants
    windows = devices.flatMap(\.windows)
    folders = Self.folderNames(variants.map(\.name))
    layouts = windows.map { window in variants.map { $0.layout(in: window) } }
  }

  /// The path of `window`'s picture with variant `index`.
  public func picturePath(_ window: LabWindow, variant index: Int) -> String {
    "\(folders[index])/\(window.id).svg"
  }

  /// How many pictures ``files`` holds.
  public var pictureCount: Int { windows.count * variants.count }

  /// Every picture, then `index.html`.
  public var files: [LabFile] {
    var files: [LabFile] = []
    files.reserveCapacity(pictureCount + 1)
    for (windowIndex, window) in windows.enumerated() {
      for (index, variant) in variants.enumerated() {
        let picture = WindowPicture(
          window: window, layout: layouts[windowIndex][index], configurationName: variant.name,
          app: variant.app)
        files.append(LabFile(path: picturePath(window, variant: index), contents: picture.svg))
      }
    }
    files.append(LabFile(path: "index.html", contents: LabGallery(run: self).html))
    return files
  }

  /// File-safe folder names: lowercase letters, digits, `-` and `_`, a `.json` ending dropped,
  /// `-2`, `-3` added to repeats.
  static func folderNames(_ names: [String]) -> [String] {
    var folders: [String] = []
    for name in names {
      var base = name.lowercased()
      if base.hasSuffix(".json") { base.removeLast(5) }
      if let slash = base.lastIndex(of: "/") { base = String(base[base.index(after: slash)...]) }
      var slug = ""
      for character in base {
        let safe = character.isASCII && (character.isLetter || character.isNumber || character == "_")
        if safe {
          slug.append(character)
        } else if !slug.isEmpty, !slug.hasSuffix("-") {
          slug.append("-")
        }
      }
      while slug.hasSuffix("-") { slug.removeLast() }
      if slug.isEmpty { slug = "configuration" }
      var folder = slug
      var number = 2
      while folders.contains(folder) {
        folder = "\(slug)-\(number)"
        number += 1
      }
      folders.append(folder)
    }
    return folders
  }
}

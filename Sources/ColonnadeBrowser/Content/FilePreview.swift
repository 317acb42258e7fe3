import ColonnadeTerminal

/// What the detail column shows for a path: text, a binary file's first bytes, or a folder's names.
///
/// ```swift
/// let preview = FilePreview.read(FilePath("/home/ada/notes.txt"), from: tree, limits: .standard)
/// // .success(.text("hello\n", shownBytes: 6, totalBytes: 6))
/// ```
///
/// Only regular files are read, and only their first ``BrowserLimits/previewBytes`` bytes
/// (rule T6); pipes and devices are never opened. Text is made safe line by line (rule T5).
public enum FilePreview: Hashable, Sendable {
  /// Text, already safe to draw: control characters escaped, invalid UTF-8 as `\xNN`, tabs expanded.
  case text(String, shownBytes: Int, totalBytes: UInt64)
  /// A binary file's first bytes, for a hex dump.
  case binary(prefix: [UInt8], totalBytes: UInt64)
  /// A folder: its entries' safe names, folders marked with a trailing `/`, and how many there are.
  case folder(names: [String], total: Int)

  /// Reads the preview of `path`; the error is a ``PaneProblem`` to show in its place.
  public static func read(
    _ path: FilePath, from tree: any FileTree, limits: BrowserLimits, order: ListingOrder = ListingOrder()
  ) -> Result<FilePreview, PaneProblem> {
    let name = path.displayName
    let own = Result(catching: { () throws(FileTreeError) in try tree.linkStatus(of: path) })
    if case .success(let own) = own, own.kind == .symbolicLink {
      let target = (try? tree.linkTarget(of: path)).map { SafeText.decoding($0) } ?? "?"
      do {
        _ = try tree.status(of: path)
      } catch .symbolicLinkLoop {
        return .failure(
          PaneProblem(
            title: "Symbolic link loop",
            detail: "“\(name)” points to “\(target)”, which leads back to itself. Nothing to show."))
      } catch .notFound {
        return .failure(
          PaneProblem(
            title: "Broken symbolic link", detail: "“\(name)” points to “\(target)”, which does not exist."))
      } catch {
        return .failure(PaneProblem(title: "Cannot follow link", detail: "“\(name)”: \(error)."))
      }
    }
    // What the path leads to: itself unless it is a link (one `lstat` for most paths).
    let status: FileStatus
    do {
      if case .success(let own) = own, own.kind != .symbolicLink {
        status = own
      } else {
        status = try tree.status(of: path)
      }
    } catch {
      return .failure(PaneProblem.unreadable(name, error))
    }
    switch status.kind {
    case .directory:
      return folder(path, from: tree, limits: limits, order: order)
    case .regular:
      do {
        let bytes = try tree.readPrefix(of: path, limit: limits.previewBytes)
        // A read that stops short of the limit reached the end: the file is what was read, whatever
        // `stat` says (sysfs and procfs files report a page, 4 KiB, and hold a few bytes).
        let total =
          bytes.count < limits.previewBytes ? UInt64(bytes.count) : max(status.size, UInt64(bytes.count))
        return .success(classify(bytes, totalBytes: total, limits: limits))
      } catch {
        return .failure(PaneProblem.unreadable(name, error))
      }
    default:
      let kind = FileFacts.kindName(status.kind)
      return .failure(
        PaneProblem(
          title: "Not previewed",
          detail: "“\(name)” is a \(kind); reading it could block or never end, so it is not opened."))
    }
  }

  static func folder(
    _ path: FilePath, from tree: any FileTree, limits: BrowserLimits, order: ListingOrder
  ) -> Result<FilePreview, PaneProblem> {
    do {
      // Names and which are folders are all a preview shows: no `stat` per entry where the
      // directory records kinds, unless the order needs sizes or times.
      let kindsOnly = order.key == .name || order.key == .extension
      let listing = try DirectoryListing.read(path, from: tree, order: order, kindsOnly: kindsOnly)
      let names = (0..<min(listing.count, limits.folderPreviewNames)).map(listing.previewName(at:))
      return .success(.folder(names: names, total: listing.count))
    } catch {
      return .failure(PaneProblem.unreadable(path.displayName, error))
    }
  }

  /// Text or binary: binary when the prefix holds a NUL byte or more than a tenth of its bytes are
  /// control characters. Bytes that are not UTF-8 (Latin-1 text, say) do not make a file binary:
  /// they show as U+FFFD replacement characters. In UTF-8 a byte below 0x80 is always a whole
  /// character and never part of a longer one, so the controls are counted byte by byte. O(n).
  static func classify(_ bytes: [UInt8], totalBytes: UInt64, limits: BrowserLimits) -> FilePreview {
    var suspicious = 0
    for byte in bytes where byte < 0x20 || byte == 0x7F {
      switch byte {
      case 0x00: return .binary(prefix: Array(bytes.prefix(limits.hexDumpBytes)), totalBytes: totalBytes)
      case 0x09, 0x0A, 0x0C, 0x0D, 0x1B: break
      default: suspicious += 1
      }
    }
    let cut = UInt64(bytes.count) < totalBytes ? completeUTF8Prefix(bytes) : bytes[...]
    if suspicious * 10 > max(cut.count, 1) {
      return .binary(prefix: Array(bytes.prefix(limits.hexDumpBytes)), totalBytes: totalBytes)
    }
    return .text(safeText(cut), shownBytes: cut.count, totalBytes: totalBytes)
  }

  /// The bytes without a UTF-8 sequence cut short at the end (the read stopped inside it). O(1).
  package static func completeUTF8Prefix(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
    var start = bytes.count
    var back = 0
    while start > 0, back < 4 {
      start -= 1
      back += 1
      let byte = bytes[start]
      if byte & 0xC0 == 0x80 { continue }  // A continuation byte: keep looking for the lead.
      let needed =
        switch byte {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
      return needed > back ? bytes[..<start] : bytes[...]
    }
    return bytes[...]
  }

  /// Lines made safe one by one, so line breaks survive and everything else is escaped (rule T5);
  /// bytes that are not UTF-8 become U+FFFD. A line of printable ASCII is already safe and is
  /// copied as it is. O(n).
  static func safeText(_ bytes: ArraySlice<UInt8>) -> String {
    var safe: [UInt8] = []
    safe.reserveCapacity(bytes.count)
    var start = bytes.startIndex
    while true {
      let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
      var line = bytes[start..<end]
      if line.last == 0x0D { line = line.dropLast() }
      if unsafe line.withUnsafeBufferPointer({ unsafe DisplayWidth.isPrintableASCII(utf8: $0) }) {
        safe.append(contentsOf: line)
      } else {
        safe.append(contentsOf: SafeText.escaped(String(decoding: line, as: UTF8.self), tabWidth: 4).utf8)
      }
      guard end < bytes.endIndex else { break }
      safe.append(0x0A)
      start = end + 1
    }
    return String(decoding: safe, as: UTF8.self)
  }

  /// `lines` joined by line feeds, as `joined(separator: "\n")` joins them, appended in place
  /// (the standard library's generic join is 4 KB of code a preview would run). O(n).
  package static func joinedLines(_ lines: [String]) -> String {
    var text = ""
    text.reserveCapacity(lines.reduce(lines.count) { $0 + $1.utf8.count })
    for (index, line) in lines.enumerated() {
      if index > 0 { text.append("\n") }
      text.append(line)
    }
    return text
  }

  /// Hex dump lines of `bytes`, `perLine` bytes each: offset, hex pairs, printable ASCII. O(n).
  public static func hexDump(_ bytes: [UInt8], perLine: Int) -> [String] {
    let digits = Array("0123456789abcdef")
    var lines: [String] = []
    var offset = 0
    while offset < bytes.count {
      let chunk = bytes[offset..<min(offset + perLine, bytes.count)]
      let hex = String(offset, radix: 16)
      var line = String(repeating: "0", count: max(0, 8 - hex.count)) + hex + " "
      for (index, byte) in chunk.enumerated() {
        if index % 8 == 0 { line += " " }
        line += String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]) + " "
      }
      for index in chunk.count..<perLine { line += index % 8 == 0 ? "    " : "   " }
      line += "|"
      for byte in chunk { line.append(byte >= 0x20 && byte < 0x7F ? Character(Unicode.Scalar(byte)) : ".") }
      lines.append(line + "|")
      offset += perLine
    }
    return lines
  }
}

/// A message shown in place of a pane's content: why it cannot be shown (rule T6).
public struct PaneProblem: Error, Hashable, Sendable {
  /// A short headline: "Permission denied".
  public var title: String
  /// One or two sentences saying what happened.
  public var detail: String

  /// Creates a problem.
  public init(title: String, detail: String) {
    self.title = title
    self.detail = detail
  }

  /// The problem for a path that could not be read.
  static func unreadable(_ name: String, _ error: FileTreeError) -> PaneProblem {
    switch error {
    case .permissionDenied:
      PaneProblem(title: "Permission denied", detail: "“\(name)” cannot be read: permission denied.")
    case .symbolicLinkLoop:
      PaneProblem(
        title: "Symbolic link loop", detail: "“\(name)” leads back to itself through symbolic links.")
    case .notFound:
      PaneProblem(title: "Not found", detail: "“\(name)” no longer exists.")
    default:
      PaneProblem(title: "Cannot read", detail: "“\(name)” cannot be read: \(error).")
    }
  }
}

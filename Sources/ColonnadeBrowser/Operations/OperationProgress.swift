/// How far a running operation has come (rule T13): bytes and files done of the total, time
/// spent, and from them the rate and the time left. The executor's thread updates it; the UI loop
/// reads a copy at any time without waiting.
///
/// ```swift
/// let progress = OperationProgress(
///   verb: "copy", bytesDone: 512 << 20, bytesTotal: 1 << 30, filesDone: 40, filesTotal: 80, elapsedSeconds: 4)
/// progress.line   // "copy: 512.0 MiB of 1.0 GiB (50%), 40 of 80 files, 128.0 MiB/s, 4 s left"
/// ```
public struct OperationProgress: Hashable, Sendable {
  /// The operation's verb ("copy", "move", …).
  public var verb: String
  /// Bytes of file content written so far.
  public var bytesDone: UInt64
  /// Bytes of file content to write in all (0 while still counting).
  public var bytesTotal: UInt64
  /// Files, links and folders done so far.
  public var filesDone: Int
  /// Files, links and folders in all (0 while still counting).
  public var filesTotal: Int
  /// Seconds since the operation started.
  public var elapsedSeconds: Double
  /// Whether the sources are still being measured (the totals are not known yet).
  public var isCounting: Bool

  /// Creates a progress reading.
  public init(
    verb: String, bytesDone: UInt64 = 0, bytesTotal: UInt64 = 0, filesDone: Int = 0, filesTotal: Int = 0,
    elapsedSeconds: Double = 0, isCounting: Bool = false
  ) {
    self.verb = verb
    self.bytesDone = bytesDone
    self.bytesTotal = bytesTotal
    self.filesDone = filesDone
    self.filesTotal = filesTotal
    self.elapsedSeconds = elapsedSeconds
    self.isCounting = isCounting
  }

  /// Bytes per second so far; `nil` in the first tenth of a second, when it would mean little.
  public var bytesPerSecond: Double? {
    guard elapsedSeconds >= 0.1 else { return nil }
    return Double(bytesDone) / elapsedSeconds
  }

  /// Seconds left at the rate so far; `nil` while the rate is unknown or zero.
  public var secondsLeft: Double? {
    guard let rate = bytesPerSecond, rate > 0, bytesTotal >= bytesDone else { return nil }
    return Double(bytesTotal - bytesDone) / rate
  }

  /// The fraction of bytes done, 0…1 (of files when there are no bytes to write).
  public var fraction: Double {
    if bytesTotal > 0 { return min(1, Double(bytesDone) / Double(bytesTotal)) }
    return filesTotal > 0 ? min(1, Double(filesDone) / Double(filesTotal)) : 0
  }

  /// One line for the status line.
  public var line: String {
    if isCounting { return "\(verb): counting the files… \(filesTotal) so far" }
    var parts = [
      "\(FileFacts.size(bytesDone)) of \(FileFacts.size(bytesTotal)) (\(Int(fraction * 100))%)",
      "\(filesDone) of \(filesTotal) files",
    ]
    if let rate = bytesPerSecond { parts.append(FileFacts.size(UInt64(rate)) + "/s") }
    if let left = secondsLeft { parts.append(Self.duration(left) + " left") }
    return "\(verb): " + parts.joined(separator: ", ")
  }

  /// Seconds as "4 s", "2 min 5 s" or "1 h 3 min".
  static func duration(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded(.up))
    if whole < 60 { return "\(whole) s" }
    if whole < 3600 { return "\(whole / 60) min \(whole % 60) s" }
    return "\(whole / 3600) h \(whole % 3600 / 60) min"
  }
}

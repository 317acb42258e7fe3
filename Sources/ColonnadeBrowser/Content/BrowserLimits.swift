/// How much the browser reads at most, so a huge file or folder never stalls it (rule T6).
///
/// ```swift
/// var limits = BrowserLimits.standard
/// limits.previewBytes = 4_096   // preview only the first 4 KiB
/// ```
public struct BrowserLimits: Hashable, Sendable {
  /// The most bytes a preview reads from the start of a file.
  public var previewBytes: Int
  /// The most names a folder preview shows.
  public var folderPreviewNames: Int
  /// The most bytes a binary file's hex dump shows.
  public var hexDumpBytes: Int

  /// Creates limits.
  public init(previewBytes: Int, folderPreviewNames: Int, hexDumpBytes: Int) {
    self.previewBytes = previewBytes
    self.folderPreviewNames = folderPreviewNames
    self.hexDumpBytes = hexDumpBytes
  }

  /// 64 KiB of preview, 500 names in a folder preview, 256 bytes of hex. A listing always holds
  /// every entry (in bounded memory per entry), so it has no limit.
  public static let standard = BrowserLimits(previewBytes: 65_536, folderPreviewNames: 500, hexDumpBytes: 256)

  /// The longest `/` filter, in UTF-8 bytes: more than any name shows (255 bytes, each shown as
  /// at most four characters), so a longer one could match nothing. Keys past it are ignored, and
  /// a pasted megabyte costs its keys, not keys × its length.
  public static let filterBytes = 1_024
  /// The longest command typed after `:`, in UTF-8 bytes: a path past `PATH_MAX`, or a shell
  /// command line. Keys past it are ignored, and said so.
  public static let commandBytes = 8_192
}

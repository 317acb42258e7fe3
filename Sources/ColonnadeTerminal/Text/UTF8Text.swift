/// UTF-8 decoding shared by files, standard input, scripts and the browser's saved state.
package enum UTF8Text {
  /// The text of `bytes` without a leading byte-order mark, or `nil` when they are not UTF-8.
  package static func decode(_ bytes: ArraySlice<UInt8>) -> String? {
    validated(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes)
  }

  /// The text of `bytes`, or `nil` when they are not UTF-8: what `String(validating:as:)` gives,
  /// which needs macOS 15 / iOS 18. O(n).
  package static func validated(_ bytes: ArraySlice<UInt8>) -> String? {
    let invalid = transcode(
      bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
    return invalid ? nil : String(decoding: bytes, as: UTF8.self)
  }
}

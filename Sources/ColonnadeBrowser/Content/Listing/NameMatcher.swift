import ColonnadeTerminal

/// Case-insensitive matching of a filter against names (rule: `/` finds as you type).
struct NameMatcher {
  let needle: [UInt8]
  let text: String
  let isASCII: Bool

  init(_ filter: String) {
    text = filter.lowercased()
    needle = Array(text.utf8)
    isASCII = needle.allSatisfy { $0 < 0x80 }
  }

  var isEmpty: Bool { needle.isEmpty }

  /// Whether `name` contains the filter, ignoring case. O(name × filter).
  func matches(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    if isASCII, name.allSatisfy({ $0 < 0x80 }) { return range(in: name) != nil }
    return SafeText.decoding(Array(name)).lowercased().contains(text)
  }

  /// Where an ASCII needle first occurs in `name`, ignoring ASCII case.
  func range(in name: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    guard needle.count <= name.count else { return nil }
    outer: for start in 0...(name.count - needle.count) {
      for offset in 0..<needle.count where DirectoryListing.fold(name[start + offset]) != needle[offset] {
        continue outer
      }
      return start..<(start + needle.count)
    }
    return nil
  }
}

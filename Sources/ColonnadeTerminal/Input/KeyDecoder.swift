/// A streaming decoder from terminal input bytes to keys.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed(Array("\u{1B}[A\u{1B}[B".utf8))  // [.up, .down]
/// decoder.feed([0x1B])                          // []: maybe the start of a sequence
/// decoder.flush()                               // [.escape]: the read timed out
/// ```
///
/// Feed bytes as they arrive; bytes of an incomplete sequence (a split
/// escape sequence, a split UTF-8 character) wait for the next feed. Call
/// ``flush()`` when a read times out with ``hasPendingInput`` true: a lone ESC
/// becomes ``Key/escape``. Recognized: CSI and SS3 arrows, Home/End in
/// every common form, PageUp/PageDown, Insert, Delete, F1 to F12, Shift-Tab, Enter (CR, LF),
/// Tab, Backspace (DEL, BS), Ctrl chords, and printable UTF-8. Unknown
/// escape sequences and invalid bytes are skipped; a sequence longer than
/// ``maximumSequenceLength`` (or a malformed mouse report) is dropped, the rest of it up to its
/// final byte too, so the decoder never waits forever, never holds more than that many bytes, and
/// never reads a sequence's parameters as keys. An unknown CSI sequence with no
/// private marker (`?`, `<`, `=`, `>`) ending in a lowercase letter drops all
/// but the letter, which is read as a key: no terminal sends one unasked, so it
/// is a key typed after garbage cut short (`q` after a megabyte of bad escape
/// sequences still quits).
///
/// Complexity: O(n) in the bytes fed; O(1) memory beyond the pending bytes.
public struct KeyDecoder: Sendable {
  /// The most bytes one escape sequence may span before it is discarded as garbage.
  public static let maximumSequenceLength = 32

  /// Bytes received but not yet decoded: the start of an incomplete sequence.
  public private(set) var pending: [UInt8] = []
  /// Whether the rest of a sequence too long or malformed to read is being dropped, up to its
  /// final byte: its parameters are garbage, never keys (`;` or a digit would be commands).
  private var discardsSequence = false

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes of an incomplete sequence are waiting for more input or a ``flush()``.
  public var hasPendingInput: Bool { !pending.isEmpty }

  /// Decodes `bytes` (after any pending ones) and returns the complete keys. O(n).
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    return decodePending()
  }

  /// ``feed(_:)`` for bytes read into a buffer: the copy is one `memcpy`, not a generic loop.
  public mutating func feed(_ bytes: ArraySlice<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    return decodePending()
  }

  /// Decodes the pending bytes, keeping an incomplete sequence at their end. O(n).
  private mutating func decodePending() -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      if discardsSequence {
        let byte = pending[index]
        // Parameters and intermediates go; a final byte ends the sequence and goes too, but for a
        // lowercase letter, which stays a key as after any garbage cut short.
        if (0x20...0x3F).contains(byte) {
          index += 1
          continue
        }
        discardsSequence = false
        if (0x40...0x7E).contains(byte), !(0x61...0x7A).contains(byte) {
          index += 1
          continue
        }
      }
      switch step(at: index) {
      case .key(let key, let length):
        keys.append(key)
        index += length
      case .skip(let length):
        index += length
      case .discard(let length):
        index += length
        discardsSequence = true
      case .incomplete:
        pending.removeFirst(index)
        return keys
      }
    }
    pending.removeAll(keepingCapacity: true)
    return keys
  }

  /// Resolves pending bytes after a read timed out: a lone ESC becomes ``Key/escape``.
  ///
  /// ESC followed by `[` or `O` and nothing else is read as Esc then that
  /// character (the user typed them quickly); a longer unfinished sequence or
  /// a split UTF-8 character is dropped.
  public mutating func flush() -> [Key] {
    // A pause ends whatever sequence was being dropped.
    discardsSequence = false
    defer { pending.removeAll() }
    guard pending.first == 0x1B else { return [] }
    switch pending.count {
    case 1: return [.escape]
    case 2: return [.escape, .character(Character(Unicode.Scalar(pending[1])))]
    default: return []
    }
  }

  /// The outcome of decoding at one position.
  enum Step {
    case key(Key, length: Int)
    case skip(length: Int)
    /// Skip, and drop what follows up to the sequence's final byte.
    case discard(length: Int)
    case incomplete
  }

  /// Decodes one key (or skips one unit of garbage) starting at `index`.
  func step(at index: Int) -> Step {
    let byte = pending[index]
    switch byte {
    case 0x1B: return escapeSequence(at: index)
    case 0x0D, 0x0A: return .key(.enter, length: 1)
    case 0x09: return .key(.tab, length: 1)
    case 0x7F, 0x08: return .key(.backspace, length: 1)
    case 0x00: return .key(.control("@"), length: 1)
    case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(byte + 0x60))), length: 1)
    case 0x1C...0x1F: return .key(.control(Character(Unicode.Scalar(byte + 0x40))), length: 1)
    case 0x20...0x7E: return .key(.character(Character(Unicode.Scalar(byte))), length: 1)
    default: return utf8Character(at: index)
    }
  }

  /// Decodes a multi-byte UTF-8 character, waiting when it is cut short.
  func utf8Character(at index: Int) -> Step {
    let lead = pending[index]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .skip(length: 1)
    }
    let available = pending.count - index
    for offset in 1..<min(length, available) where pending[index + offset] & 0xC0 != 0x80 {
      return .skip(length: 1)  // A non-continuation byte arrived early.
    }
    guard available >= length else { return .incomplete }
    let bytes = Array(pending[index..<(index + length)])
    guard let (scalar, _) = SafeText.decodeScalar(bytes, at: 0) else { return .skip(length: 1) }
    guard SafeText.escape(scalar) == nil else { return .skip(length: length) }  // C1 controls.
    return .key(.character(Character(scalar)), length: length)
  }
}

extension KeyDecoder {
  /// Decodes what follows an ESC: a CSI or SS3 sequence, or a lone Esc.
  func escapeSequence(at index: Int) -> Step {
    guard index + 1 < pending.count else { return .incomplete }
    switch pending[index + 1] {
    case UInt8(ascii: "["): return controlSequence(at: index)
    case UInt8(ascii: "O"): return singleShift(at: index)
    default: return .key(.escape, length: 1)  // Esc, then whatever follows on its own.
    }
  }

  /// Decodes `ESC O x` (SS3), sent for arrows, Home and End in application cursor mode.
  func singleShift(at index: Int) -> Step {
    guard index + 2 < pending.count else { return .incomplete }
    let final = pending[index + 2]
    guard (0x40...0x7E).contains(final) else {
      return .key(.escape, length: 1)  // Not SS3 after all: Esc, then "O".
    }
    guard let key = Self.finalKey(final) else { return .skip(length: 3) }
    return .key(key, length: 3)
  }

  /// Decodes `ESC [ parameters intermediates final` (CSI), skipping unknown or malformed ones.
  func controlSequence(at index: Int) -> Step {
    if index + 2 < pending.count, pending[index + 2] == UInt8(ascii: "<") { return mouseSequence(at: index) }
    var end = index + 2
    var firstParameter: Int?
    var number = 0
    var sawDigit = false
    var sawSeparator = false
    while end < pending.count {
      let byte = pending[end]
      switch byte {
      case 0x30...0x39:
        if !sawSeparator {
          number = min(number * 10 + Int(byte - 0x30), 9_999)
          sawDigit = true
        }
      case 0x3A...0x3F:
        if !sawSeparator, sawDigit { firstParameter = number }
        sawSeparator = true
      case 0x20...0x2F:
        break  // Intermediate bytes: no key we decode uses them.
      case 0x40...0x7E:
        if !sawSeparator, sawDigit { firstParameter = number }
        let length = end - index + 1
        guard let key = Self.csiKey(final: byte, parameter: firstParameter) else {
          // Nothing a terminal sends unasked ends in a lowercase letter without a private marker
          // (replies to queries start with `?`; mouse reports, with `<`, are read above): it is a
          // key typed after garbage cut short (`ESC [ 1 ; 2`, then `q`), so the garbage goes and
          // the letter stays a key.
          let marked = (0x3C...0x3F).contains(pending[index + 2])
          if !marked, (0x61...0x7A).contains(byte) { return .skip(length: length - 1) }
          return .skip(length: length)
        }
        return .key(key, length: length)
      default:
        // A control byte or non-ASCII inside the sequence: drop what came before it.
        return .skip(length: end - index)
      }
      end += 1
      if end - index >= Self.maximumSequenceLength { return .discard(length: end - index) }
    }
    return .incomplete
  }

  /// Decodes an SGR mouse report `ESC [ < b ; x ; y M` (press, drag, wheel) or `… m` (release).
  func mouseSequence(at index: Int) -> Step {
    var numbers: [Int] = [0]
    var end = index + 3
    while end < pending.count {
      let byte = pending[end]
      switch byte {
      case 0x30...0x39:
        numbers[numbers.count - 1] = min(numbers[numbers.count - 1] * 10 + Int(byte - 0x30), 99_999)
      case UInt8(ascii: ";"):
        guard numbers.count < 3 else { return .discard(length: end - index + 1) }
        numbers.append(0)
      case UInt8(ascii: "M"), UInt8(ascii: "m"):
        let length = end - index + 1
        guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return .skip(length: length) }
        let point = CellPoint(x: numbers[1] - 1, y: numbers[2] - 1)
        let button = numbers[0]
        let kind: MouseEvent.Kind
        if byte == UInt8(ascii: "m") {
          kind = .release
        } else if button & 64 != 0 {
          kind = button & 1 == 0 ? .wheelUp : .wheelDown
        } else if button & 32 != 0 {
          kind = .drag
        } else {
          kind = .press(button & 3)
        }
        return .key(.mouse(MouseEvent(kind, at: point)), length: length)
      default:
        return .skip(length: end - index)
      }
      end += 1
      if end - index >= Self.maximumSequenceLength { return .discard(length: end - index) }
    }
    return .incomplete
  }

  /// The key for a CSI sequence, or `nil` for one this decoder does not know.
  static func csiKey(final: UInt8, parameter: Int?) -> Key? {
    if final == UInt8(ascii: "~") {
      switch parameter ?? 0 {
      case 1, 7: return .home
      case 4, 8: return .end
      case 2: return .insert
      case 3: return .delete
      case 5: return .pageUp
      case 6: return .pageDown
      case let number where (11...15).contains(number): return .function(number - 10)
      case let number where (17...21).contains(number): return .function(number - 11)
      case 23, 24: return .function((parameter ?? 23) - 12)
      default: return nil
      }
    }
    if final == UInt8(ascii: "Z") { return .backTab }
    return finalKey(final)
  }

  /// The key named by the final byte of a CSI or SS3 sequence: arrows, Home, End, F1 to F4.
  static func finalKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "P"): return .function(1)
    case UInt8(ascii: "Q"): return .function(2)
    case UInt8(ascii: "R"): return .function(3)
    case UInt8(ascii: "S"): return .function(4)
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    default: return nil
    }
  }
}

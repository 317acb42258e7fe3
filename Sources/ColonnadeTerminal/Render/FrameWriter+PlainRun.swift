extension Cell {
  /// Whether a cell's bytes are, as two little-endian words, its `first` and `second` scalars,
  /// then its columns in the low byte of the second word above its style: what
  /// ``FrameWriter/plainChangedRun(in:over:from:upTo:columnsAndStyle:)`` reads.
  package static let wordsAreFields =
    comparesAsBytes && UInt32(1).littleEndian == 1 && MemoryLayout<Cell>.offset(of: \Cell.first) == 0
    && MemoryLayout<Cell>.offset(of: \Cell.second) == 4 && MemoryLayout<Cell>.offset(of: \Cell.columns) == 8

  /// The cell's second word: its columns, then its style (see ``wordsAreFields``).
  var columnsAndStyle: UInt64 {
    unsafe withUnsafeBytes(of: self) { unsafe $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self) }
  }
}

extension FrameWriter {
  /// The column from `start` up to `end` where cells stop being what ``writeRun(from:in:row:base:baseRow:end:drawnLike:)``
  /// writes as changed without further checks: an ASCII character (a space only before another
  /// character), one column wide, stored in the style whose ``Cell/columnsAndStyle`` is
  /// `columnsAndStyle` (one checked to draw as the current style, so its spaces do too), where
  /// the old row holds another character. Cells must be laid out as ``Cell/wordsAreFields``
  /// says. Two words a cell. O(run).
  static func plainChangedRun(
    in row: ArraySlice<Cell>, over old: ArraySlice<Cell>, from start: Int, upTo end: Int,
    columnsAndStyle: UInt64
  ) -> Int {
    let stop = min(end, row.count, old.count)
    guard start >= 0, start < stop else { return start }
    // Reads only columns below `stop`, inside both slices (checked above); the bytes are plain data.
    return unsafe row.withUnsafeBufferPointer { new in
      unsafe old.withUnsafeBufferPointer { old in
        guard let newStart = new.baseAddress, let oldStart = old.baseAddress else { return start }
        let new = unsafe UnsafeRawPointer(newStart)
        let old = unsafe UnsafeRawPointer(oldStart)
        var column = start
        while column < stop {
          let offset = column &* 16
          // `first` and `second` as one word: below 0x80 exactly when one ASCII scalar.
          let character = unsafe new.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          guard character < 0x80,
            unsafe new.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self) == columnsAndStyle,
            unsafe old.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != character
              || old.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self) & 0xFF != 1
          else { break }
          // A space only between words: a run of blanks is the caller's to erase or repeat.
          if character == 0x20 {
            guard column &+ 1 < stop,
              unsafe new.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self) != 0x20
            else { break }
          }
          column &+= 1
        }
        return column
      }
    }
  }

  /// Appends the characters of `row`'s columns in `range`, each one ASCII scalar, a byte each.
  mutating func appendASCII(of row: ArraySlice<Cell>, columns range: Range<Int>) {
    guard !range.isEmpty else { return }
    let cells = row[(row.startIndex + range.lowerBound)..<(row.startIndex + range.upperBound)]
    // Gathered on the stack, then appended at once: appending a byte at a time checks the
    // array's uniqueness and capacity for each.
    unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: cells.count) { bytes in
      for (index, cell) in cells.enumerated() { unsafe bytes[index] = UInt8(truncatingIfNeeded: cell.first) }
      unsafe output.append(contentsOf: bytes)
    }
  }
}

extension Cell {
  /// Whether a cell is 16 bytes with no padding, so two cells are equal exactly when their bytes
  /// are (every field is an integer, a `Bool` or a `UInt8`-backed enum, each with one form per value).
  package static let comparesAsBytes = MemoryLayout<Cell>.size == 16 && MemoryLayout<Cell>.stride == 16

  /// The first column in `start..<end` of `row` (columns counted from its first cell) whose cell
  /// is not stored exactly as `cell`, or `end`: a run of repeats found as two words a cell. O(run).
  package static func endOfRepeats(
    of cell: Cell, in row: ArraySlice<Cell>, from start: Int, upTo end: Int
  ) -> Int {
    let stop = min(end, row.count)
    guard start >= 0, start < stop else { return max(start, stop) }
    guard comparesAsBytes else {
      var column = start
      while column < stop, row[row.startIndex + column] == cell { column += 1 }
      return column
    }
    let (low, high) = unsafe withUnsafeBytes(of: cell) { bytes in
      unsafe (bytes.loadUnaligned(as: UInt64.self), bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    }
    // Reads only columns below `stop`, inside the slice (checked above); the bytes are plain data.
    return unsafe row.withUnsafeBufferPointer { cells in
      guard let base = cells.baseAddress else { return start }
      let bytes = unsafe UnsafeRawPointer(base)
      var column = start
      while column < stop {
        let offset = column &* 16
        guard unsafe bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == low,
          unsafe bytes.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self) == high
        else { break }
        column &+= 1
      }
      return column
    }
  }
}

extension CellGrid {
  /// Whether row `y` of this grid equals row `otherY` of `other` (of the same width), compared
  /// 8 bytes at a time. O(width), usually far less when they differ.
  package func row(_ y: Int, equals otherY: Int, of other: CellGrid) -> Bool {
    guard y >= 0, y < height, otherY >= 0, otherY < other.height, other.width == width else {
      return false
    }
    return firstDifference(inRow: y, from: 0, comparedWith: otherY, of: other) == width
  }

  /// The first column in `x..<end` (`end`: the width when `nil`) where row `y` differs from row
  /// `otherY` of `other` (same width, both rows inside their grids), or `end` when none does.
  /// O(columns scanned).
  package func firstDifference(
    inRow y: Int, from x: Int, comparedWith otherY: Int, of other: CellGrid, upTo end: Int? = nil
  ) -> Int {
    let stop = min(width, end ?? width)
    guard x >= 0, x < stop, y >= 0, y < height, otherY >= 0, otherY < other.height, other.width == width
    else { return stop }
    guard Cell.comparesAsBytes else {
      var column = x
      while column < stop, cells[y * width + column] == other.cells[otherY * width + column] { column += 1 }
      return column
    }
    // Reads only inside both rows (checked above); the bytes are plain data.
    return unsafe cells.withUnsafeBufferPointer { mine in
      unsafe other.cells.withUnsafeBufferPointer { theirs in
        guard let mineStart = mine.baseAddress, let theirsStart = theirs.baseAddress else { return stop }
        let a = unsafe UnsafeRawPointer(mineStart + y * width)
        let b = unsafe UnsafeRawPointer(theirsStart + otherY * width)
        // Wrapping arithmetic: `column < stop <= width` keeps every offset inside the row.
        var column = x
        // Eight cells (sixteen words) at a time while they are equal, then cell by cell.
        while column &+ 8 <= stop {
          let offset = column &* 16
          var difference: UInt64 = 0
          for word in 0..<16 {
            let at = offset &+ word &* 8
            difference |=
              unsafe a.loadUnaligned(fromByteOffset: at, as: UInt64.self)
              ^ b.loadUnaligned(fromByteOffset: at, as: UInt64.self)
          }
          if difference != 0 { break }
          column &+= 8
        }
        while column < stop {
          let offset = column &* 16
          let same =
            unsafe a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            && a.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
              == b.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
          if !same { return column }
          column &+= 1
        }
        return stop
      }
    }
  }
}

// Where CoreGraphics exists (iOS, Mac Catalyst, macOS), Colonnade's points convert to and from its
// geometry: `CGRect(layout.columns[0].frame)`, `Size(view.bounds.size)`. Elsewhere (Linux, wasm)
// this file compiles to nothing, and the module keeps to the standard library.
#if canImport(CoreGraphics)
  import Colonnade
  import CoreGraphics

  extension CGRect {
    /// A Colonnade rectangle, in points.
    public init(_ rect: Rect) {
      self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
  }

  extension CGSize {
    /// A Colonnade size, in points.
    public init(_ size: Size) {
      self.init(width: size.width, height: size.height)
    }
  }

  extension Rect {
    /// A CoreGraphics rectangle, in points.
    public init(_ rect: CGRect) {
      self.init(
        x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
  }

  extension Size {
    /// A CoreGraphics size, in points.
    public init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }
#endif

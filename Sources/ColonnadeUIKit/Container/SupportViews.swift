#if os(iOS)
  import Colonnade
  import ColonnadeScene
  // The iOS 16 SDK declares UIKit's constants, such as `UIAccessibilityTraits.button`, as mutable
  // globals that Swift 6 checks as shared state; later SDKs do not.
  @preconcurrency import UIKit

  /// The dimming over a column beneath floating or displacing columns; a tap on it dismisses them
  /// (rule D4).
  final class DimmingView: UIView {
    var onTap: (() -> Void)?

    init() {
      super.init(frame: .zero)
      backgroundColor = UIColor.black.withAlphaComponent(0.2)
      isHidden = true
      isAccessibilityElement = true
      accessibilityLabel = localized("Dismiss")
      accessibilityTraits = .button
      addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    @objc private func tapped() { onTap?() }
  }

  /// A divider between two panes: drawn as a hairline, touched over 11 points, dragged to resize
  /// the column the scene names (rule L4).
  final class DividerView: UIView {
    /// How wide a finger's target is, in points.
    static let touchWidth: CGFloat = 11

    private let line = UIView()
    private var divider: SceneDivider?
    private var onDrag: ((Column, Double) -> Void)?

    init() {
      super.init(frame: .zero)
      line.backgroundColor = .separator
      addSubview(line)
      addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(dragged(_:))))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    func place(_ divider: SceneDivider, onDrag: @escaping (Column, Double) -> Void) {
      self.divider = divider
      self.onDrag = onDrag
      let frame = CGRect(divider.frame)
      let vertical = frame.height > frame.width
      self.frame = vertical ? frame.insetBy(dx: -(Self.touchWidth - frame.width) / 2, dy: 0) : frame
      line.frame = CGRect(x: frame.minX - self.frame.minX, y: 0, width: frame.width, height: frame.height)
      isUserInteractionEnabled = divider.resizes != nil
    }

    @objc private func dragged(_ gesture: UIPanGestureRecognizer) {
      guard let divider, let column = divider.resizes, let container = superview else { return }
      let x = Double(gesture.location(in: container).x)
      if let width = divider.width(draggedTo: x) { onDrag?(column, width) }
    }
  }
#endif

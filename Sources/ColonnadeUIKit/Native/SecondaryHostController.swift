#if os(iOS)
  import ColonnadeScene
  import UIKit

  /// Native mode's secondary column when the app has an inspector, which UIKit before iOS 26 has
  /// no column for: the detail's navigation controller, and the inspector's beside it or floating
  /// over its trailing edge as the engine decides (rules L4, L8, L11). A hidden inspector leaves
  /// the hierarchy, so its content hears `viewWillDisappear`.
  final class SecondaryHostController: UIViewController {
    let secondary: UINavigationController
    let inspector: UINavigationController
    private var inspectorLayout = NativeInspector.hidden
    private let divider = UIView()

    init(secondary: UINavigationController, inspector: UINavigationController) {
      self.secondary = secondary
      self.inspector = inspector
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      addChild(secondary)
      view.addSubview(secondary.view)
      secondary.didMove(toParent: self)
      divider.backgroundColor = .separator
      view.addSubview(divider)
    }

    /// Shows the inspector as `layout` says; `.sheet` is the split view's to present.
    func place(inspector layout: NativeInspector) {
      inspectorLayout = layout
      let shown: Bool =
        switch layout {
        case .tiled, .floating: true
        case .hidden, .sheet: false
        }
      if shown, inspector.parent !== self, inspector.presentingViewController == nil {
        addChild(inspector)
        view.addSubview(inspector.view)
        inspector.didMove(toParent: self)
      } else if !shown, inspector.parent === self {
        inspector.willMove(toParent: nil)
        inspector.view.removeFromSuperview()
        inspector.removeFromParent()
      }
      view.setNeedsLayout()
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let bounds = view.bounds
      let leftToRight = view.effectiveUserInterfaceLayoutDirection == .leftToRight
      divider.isHidden = true
      switch inspectorLayout {
      case .tiled(let width, let dividerWidth):
        let inspectorWidth = min(CGFloat(width), bounds.width)
        let gap = CGFloat(dividerWidth)
        let detailWidth = max(0, bounds.width - inspectorWidth - gap)
        secondary.view.frame = CGRect(
          x: leftToRight ? 0 : inspectorWidth + gap, y: 0, width: detailWidth, height: bounds.height)
        inspector.view.frame = CGRect(
          x: leftToRight ? detailWidth + gap : 0, y: 0, width: inspectorWidth, height: bounds.height)
        divider.frame = CGRect(
          x: leftToRight ? detailWidth : inspectorWidth, y: 0, width: gap, height: bounds.height)
        divider.isHidden = gap <= 0
      case .floating(let width):
        secondary.view.frame = bounds
        let inspectorWidth = min(CGFloat(width), bounds.width)
        inspector.view.frame = CGRect(
          x: leftToRight ? bounds.width - inspectorWidth : 0, y: 0, width: inspectorWidth,
          height: bounds.height)
        inspector.view.layer.shadowOpacity = 0.2
        inspector.view.layer.shadowRadius = 10
      case .hidden, .sheet:
        secondary.view.frame = bounds
      }
      view.bringSubviewToFront(divider)
      if inspector.parent === self { view.bringSubviewToFront(inspector.view) }
    }
  }
#endif

import Colonnade
import ColonnadeCoding
import ColonnadeUIKit
import UIKit

/// Seed 002 in UIKit, Shutterbug: a list of photos and a photo. On an iPhone it starts on the list
/// (no `collapseSecondary` delegate needed), a chosen photo is pushed, and on an iPad it replaces
/// the one shown beside the list.
typealias PhotoSplit = ColonnadeSplitViewController<PhotoRoute, Photo>

extension SceneDelegate {
  var split: PhotoSplit? { window?.rootViewController as? PhotoSplit }

  func makeRoot(restoring activity: NSUserActivity?) -> UIViewController {
    do {
      let split = try PhotoSplit(navigation: PhotoRoute.navigation, load: Photo.load) { [weak self] pane in
        switch pane.entry.route {
        case .list:
          return ListViewController(title: "Photos", rows: PhotoRoute.titles) { row in
            _ = try? self?.split?.send(.itemSelected(.photo(PhotoRoute.titles[row]), in: .secondary))
          }
        case .photo(let title):
          return PhotoViewController(title: title)
        }
      }
      if let activity { try? split.restoreSession(from: activity, routes: .descriptions) }
      return split
    } catch {
      return UIViewController()  // The configuration is the app's own: it does not fail.
    }
  }

  func open(_ url: URL) { try? split?.open(url) }

  func restorationActivity() -> NSUserActivity? {
    split?.stateRestorationActivity(type: "org.colonnade.shutterbug.session", routes: .descriptions)
  }
}

/// A photo, shown once its pane's data arrives.
final class PhotoViewController: UIViewController, ColonnadeDataReceiving {
  private let imageView = UIImageView()

  init(title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    imageView.contentMode = .scaleAspectFit
    imageView.frame = view.bounds
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(imageView)
  }

  func paneDataDidChange(_ data: Photo?, failure: String?) {
    imageView.image = data.flatMap { UIImage(systemName: $0.symbol) }
  }
}

import Colonnade
import ColonnadeUIKit
import UIKit

/// Seed 002 in UIKit, Shutterbug: a list of photos and a photo. On an iPhone it starts on the list
/// (no `collapseSecondary` delegate needed), a chosen photo is pushed, and on an iPad it replaces
/// the one shown beside the list.
typealias ThisApp = Shutterbug

enum Shutterbug: SplitApp {
  static let activityType = "org.colonnade.shutterbug.session"

  static func makeSplit(
    send: @escaping (CoordinatorAction<PhotoRoute>) -> Void
  ) throws -> ColonnadeSplitViewController<PhotoRoute, Photo> {
    try ColonnadeSplitViewController(navigation: PhotoRoute.navigation, load: Photo.load) { pane in
      switch pane.entry.route {
      case .list:
        return ListViewController(title: "Photos", rows: PhotoRoute.titles) { row in
          send(.itemSelected(.photo(PhotoRoute.titles[row]), in: .secondary))
        }
      case .photo(let title):
        let controller = PhotoViewController()
        controller.title = title
        return controller
      }
    }
  }
}

/// A photo, shown once its pane's data arrives.
final class PhotoViewController: UIViewController, ColonnadeDataReceiving {
  private let imageView = UIImageView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    imageView.contentMode = .scaleAspectFit
    imageView.frame = view.bounds
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(imageView)
  }

  func paneDataDidChange(_ data: Photo?, failure: String?) {
    title = data?.title
    imageView.image = data.flatMap { UIImage(systemName: $0.symbol) }
  }
}

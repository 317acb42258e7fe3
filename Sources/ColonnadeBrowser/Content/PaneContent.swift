/// What one pane holds once its data has loaded (rules R1–R5 decide when that happens).
public enum PaneContent: Hashable, Sendable {
  /// The sidebar's places.
  case places
  /// A folder's entries.
  case listing(DirectoryListing)
  /// A file, folder or binary preview.
  case preview(FilePreview)
  /// The About page.
  case about
  /// Why the pane's content cannot be shown (rule T6).
  case problem(PaneProblem)

  /// Reads the content of `route` through `tree`; `succeeded` is false when it could not be read.
  ///
  /// This is the only place the browser reads the file system, and it only reads (rule T6).
  public static func load(
    _ route: BrowserRoute, from tree: any FileTree, limits: BrowserLimits,
    order: ListingOrder = ListingOrder()
  ) -> (content: PaneContent, succeeded: Bool) {
    switch route {
    case .sidebar:
      return (.places, true)
    case .about:
      return (.about, true)
    case .place, .directory:
      guard let path = route.listedDirectory else { return (.places, true) }
      do {
        return (.listing(try DirectoryListing.read(path, from: tree, order: order)), true)
      } catch {
        return (.problem(PaneProblem.unreadable(path.displayName, error)), false)
      }
    case .file(let path):
      switch FilePreview.read(path, from: tree, limits: limits, order: order) {
      case .success(let preview): return (.preview(preview), true)
      case .failure(let problem): return (.problem(problem), false)
      }
    }
  }
}

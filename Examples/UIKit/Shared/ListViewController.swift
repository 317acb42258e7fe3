import UIKit

/// A plain list: a row per title, and a tap calls `onSelect` with the row's index. The example
/// apps use it for every sidebar and list column.
final class ListViewController: UITableViewController {
  private let rows: [String]
  private let onSelect: (Int) -> Void

  init(title: String, rows: [String], onSelect: @escaping (Int) -> Void) {
    self.rows = rows
    self.onSelect = onSelect
    super.init(style: .insetGrouped)
    self.title = title
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = rows[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    onSelect(indexPath.row)
  }
}

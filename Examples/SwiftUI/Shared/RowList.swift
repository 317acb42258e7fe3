import SwiftUI

/// A plain list: a row per title, and a tap calls `onSelect` with the row's index. The example
/// apps use it for every sidebar and list column.
@MainActor struct RowList: View {
  let title: String
  let rows: [String]
  let onSelect: (Int) -> Void

  var body: some View {
    List(rows.indices, id: \.self) { index in
      Button(rows[index]) { onSelect(index) }
    }
    .navigationTitle(title)
  }
}

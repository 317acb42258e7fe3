import Colonnade
import SwiftUI

/// A detail screen: a title, the text its pane's data holds, an optional button, and — as seed
/// 003's debug view — a tint for its lifecycle state: created grey, visible blue, active green,
/// hidden red (rule P1).
@MainActor struct DetailView: View {
  let title: String
  let text: String?
  var failure: String? = nil
  var button: (title: String, action: () -> Void)? = nil
  var lifecycle: PaneState? = nil

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text(failure.map { "Could not load: \($0)" } ?? text ?? "Loading…")
      if let button { Button(button.title, action: button.action).buttonStyle(.borderedProminent) }
      Spacer()
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(tint)
    .navigationTitle(title)
  }

  private var tint: Color {
    switch lifecycle {
    case nil: .clear
    case .created?: Color.gray.opacity(0.15)
    case .visible?: Color.blue.opacity(0.15)
    case .active?: Color.green.opacity(0.15)
    case .hidden?, .destroyed?: Color.red.opacity(0.15)
    }
  }
}

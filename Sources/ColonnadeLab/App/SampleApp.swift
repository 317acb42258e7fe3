import Colonnade

/// The app a picture shows: the seeds' Animals app (a sidebar with Animals and Profile, a list
/// of animals, an animal's detail) by default, or the routes a `simulate` script left.
///
/// ```swift
/// let app = SampleApp.animals
/// app.title(of: .secondary)        // "Cat"
/// app.backTitle(of: .secondary)    // "Animals": where the back button goes
/// ```
public struct SampleApp: Hashable, Sendable {
  /// The routes on each column's stack, bottom first; an empty stack takes the sample's title.
  public var stacks: ColumnMap<[String]>
  /// The sidebar's rows.
  public var destinations: [String]
  /// The sidebar row selected, if any.
  public var selection: String?

  /// Creates an app from a script's end state.
  public init(stacks: ColumnMap<[String]>, destinations: [String], selection: String?) {
    self.stacks = stacks
    self.destinations = destinations
    self.selection = selection
  }

  /// Animals selected in the sidebar, with Cat open: seed 001's app.
  public static let animals = SampleApp(
    stacks: ColumnMap(
      primary: [], supplementary: ["Animals"], secondary: ["Cat"], inspector: [], compact: []),
    destinations: ["Animals", "Profile"], selection: "Animals")

  /// The animals the list shows.
  static let animalRows = ["Cat", "Dog", "Fox", "Owl", "Rabbit", "Horse", "Otter", "Zebra", "Koala", "Heron"]

  /// The navigation bar's title of `column`: the route on top of its stack, else the sample's.
  func title(of column: Column) -> String {
    if let top = stacks[column].last { return top }
    switch column {
    case .primary: return "Browse"
    case .supplementary: return selection ?? "Animals"
    case .secondary: return "Detail"
    case .inspector: return "Info"
    case .compact: return "Tabs"
    }
  }

  /// Where `column`'s back button goes: the entry under its top, else the column before it
  /// (the list for the detail, the sidebar for the list).
  func backTitle(of column: Column) -> String {
    let stack = stacks[column]
    if stack.count > 1 { return stack[stack.count - 2] }
    switch column {
    case .secondary, .inspector:
      return stacks.supplementary.isEmpty ? title(of: .primary) : title(of: .supplementary)
    case .supplementary, .primary: return title(of: .primary)
    case .compact: return title(of: .compact)
    }
  }

  /// The rows `column` lists and which is selected; none for the detail.
  func rows(of column: Column) -> (rows: [String], selected: String?) {
    switch column {
    case .primary: return (destinations.isEmpty ? ["Animals", "Profile"] : destinations, selection)
    case .supplementary: return (Self.animalRows, stacks.secondary.first)
    case .secondary: return ([], nil)
    case .inspector: return (["Kind", "Habitat", "Diet", "Lifespan"], nil)
    // UIKit's compact column, most often a tab bar's tabs (rule L14).
    case .compact: return (destinations.isEmpty ? ["Animals", "Profile"] : destinations, selection)
    }
  }
}

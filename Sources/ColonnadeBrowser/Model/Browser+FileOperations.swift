extension Browser {
  /// The folder a copy or move puts files in (rule T10): the folder the detail column previews
  /// when it shows one beside the list (the other visible column), else the folder the list shows.
  ///
  /// ```swift
  /// if let target = browser.operationTarget {
  ///   var draft = try OperationPlanner.draft(.copy(sources, into: target), in: tree)
  /// }
  /// ```
  public var operationTarget: FilePath? {
    if state.layout[.secondary] != nil, state.layout[.supplementary] != nil, !state.layout.isCollapsed,
      let entry = top(.secondary), case .file(let path) = entry.route,
      case .preview(.folder)? = contents[entry.id]
    {
      return path
    }
    return currentFolder
  }
}

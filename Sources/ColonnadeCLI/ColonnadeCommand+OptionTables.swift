import ColonnadeOptions

extension ColonnadeCommand {
  /// The option table of every command of `colonnade` (`Tool.optionTables` has the tools').
  package static var optionTables: [OptionTableSummary] {
    [
      ResolveOptions.table.summary { .init() },
      SimulateCommand.table.summary { .init() },
      LabOptions.table.summary { .init() },
      DevicesCommand.table.summary { .init() },
      DemoOptions.table(keys: "").summary { .init() },
    ]
  }
}

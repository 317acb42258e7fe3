import Colonnade
import ColonnadeCoding

/// `colonnade resolve`: prints the layout for one window (rule X2).
enum ResolveCommand {
  /// What `colonnade resolve --help` prints, from the option table.
  static var help: String { ResolveOptions.table.help }

  static func run(_ arguments: [String], _ invocation: Invocation) -> Outcome {
    if ResolveOptions.table.wantsHelp(arguments) { return Outcome(output: help) }
    do {
      let options = try ResolveOptions(arguments, files: invocation.files)
      let layout = LayoutResolver.resolve(
        environment: options.environment, configuration: options.configuration, navigation: options.navigation
      )
      let explanation =
        options.explain
        ? LayoutResolver.explain(
          environment: options.environment, configuration: options.configuration,
          navigation: options.navigation)
        : nil
      if options.json {
        var json = layout.json
        if let explanation, case .object(var object) = json {
          object.append(
            "explanation", .array(explanation.map { ["rule": .string($0.rule), "text": .string($0.text)] }))
          json = .object(object)
        }
        return Outcome(output: json.serialized(pretty: true) + "\n")
      }
      var text = LayoutText(layout: layout, environment: options.environment).text
      if let explanation {
        text += "\nwhy:\n" + explanation.map { "  \($0.rule)  \($0.text)\n" }.joined()
      }
      return Outcome(output: text)
    } catch {
      return .usage(error)
    }
  }
}

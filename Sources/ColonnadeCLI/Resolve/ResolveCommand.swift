import Colonnade
import ColonnadeCoding

/// `colonnade resolve`: prints the layout for one window (rule X2).
enum ResolveCommand {
  static let help = """
    Usage: colonnade resolve --width W --height H [options]

    Prints the layout Colonnade resolves for one window.

    Window:
      --width W                 window width in points (required)
      --height H                window height in points (required)
      --scale S                 device pixels per point (default 1)
      --size-class C            compact or regular: the size class the platform reports
      --hinge x,y,w,h[,halfOpened|flat][,occluding]
                                a fold or hinge; taller than wide is vertical (repeatable)
      --rtl                     right-to-left layout direction

    Configuration:
      --preset P                standard (UIKit, NavigationSplitView), material (Compose's
                                scaffolds) or duo (dual screens); default standard, unless
                                the config names one
      --config FILE             a JSON configuration file (see the README)
      --style S                 double or triple
      --inspector               show the trailing inspector
      --display-mode MODE       automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary,
                                twoBesideSecondary, twoOverSecondary or twoDisplaceSecondary
      --split-behavior B        automatic, tile, overlay or displace

    Output:
      --format F                text (default) or json
      --explain                 add the chain of decisions behind the layout, each with its
                                rule (JSON: an "explanation" array)
      -h, --help                show this help

    Example:
      colonnade resolve --width 1366 --height 1024 --style triple --format json

    """

  static func run(_ arguments: [String], _ invocation: Invocation) -> Outcome {
    var reader = ArgumentReader(arguments, command: "resolve")
    if reader.wantsHelp { return Outcome(output: help) }
    do {
      let options = try ResolveOptions(&reader, files: invocation.files)
      try reader.finish()
      let layout = LayoutResolver.resolve(
        environment: options.environment, configuration: options.configuration)
      let explanation =
        options.explain
        ? LayoutResolver.explain(environment: options.environment, configuration: options.configuration) : nil
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

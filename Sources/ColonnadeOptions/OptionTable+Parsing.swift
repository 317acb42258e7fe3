extension OptionTable {
  /// Reads `arguments` (after the command's name) into `values`, left to right: `--name value`,
  /// `--name=value`, flags, and the positional argument where the table has one. The first
  /// problem is reported: an unknown option, a missing value, an option given twice, a value its
  /// parser refuses. O(arguments × options).
  package func parse(_ arguments: [String], into values: Values) throws(UsageError) -> Values {
    do {
      return try parseArguments(arguments, into: values)
    } catch {
      throw self.error(error)
    }
  }

  /// The arguments read as ``parse(_:into:)`` does, or `nil` when they ask for help.
  package func parseUnlessHelp(_ arguments: [String], into values: Values) throws(UsageError) -> Values? {
    wantsHelp(arguments) ? nil : try parse(arguments, into: values)
  }

  /// Reads as ``parse(_:into:)`` does, throwing the argument problem itself.
  package func parseArguments(_ arguments: [String], into values: Values) throws(ArgumentError) -> Values {
    var values = values
    var given: Set<String> = []
    var positionalGiven = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-"), argument != "-" else {
        guard let positional, !positionalGiven else { throw .unexpectedArgument(argument) }
        try positional.read(&values, argument)
        positionalGiven = true
        continue
      }
      let name = String(argument.prefix { $0 != "=" })
      let attached = name.count < argument.count ? String(argument.dropFirst(name.count + 1)) : nil
      guard let option = option(named: name) else { throw .unknownOption(argument) }
      if !option.repeatable, given.contains(name) { throw .givenTwice(option: name) }
      given.insert(name)
      var value = ""
      if option.placeholder == nil {
        if let attached { throw .unexpectedValue(option: name, value: attached) }
      } else if let attached {
        value = attached
      } else {
        guard index < arguments.count else { throw .missingValue(option: name) }
        value = arguments[index]
        index += 1
      }
      try option.read(&values, value)
    }
    return values
  }
}

/// What a picker run chooses (`--choose`, `--choose-dir`): the browser then ends by choosing.
public enum Picker: Hashable, Sendable {
  /// Files (`--choose`): Enter, → or `l` on a file chooses the marked files, or that file.
  case files
  /// A folder (`--choose-dir`): `q` chooses the folder shown.
  case folder
}

extension SplitConfiguration {
  /// Phones, tablets and desktops (rule C2): compact < 600, medium < 840, expanded < 1200, large.
  ///
  /// Two columns fit at 600 (240 + 1 + 320), three at 840 (802) and four at 1200 (1043),
  /// so the class boundaries, not the widths, decide the column count (rule C3).
  public static let standard = SplitConfiguration(
    columns: ColumnMap(
      primary: ColumnSpec(minWidth: 240, idealWidth: .fraction(0.3), maxWidth: 360),
      supplementary: ColumnSpec(minWidth: 240, idealWidth: .fraction(0.3), maxWidth: 400),
      secondary: ColumnSpec(minWidth: 320, idealWidth: .fraction(1), maxWidth: .infinity),
      inspector: ColumnSpec(minWidth: 240, idealWidth: .points(300), maxWidth: 360)),
    widthClasses: WidthClass.standardClasses)

  /// Dual-screen phones (rule C2): single < 500, dual < 800, dual with an auxiliary column.
  ///
  /// Two columns fit at 500 (200 + 1 + 280) and three at 800 (682) (rule C3).
  public static let duo = SplitConfiguration(
    columns: ColumnMap(
      primary: ColumnSpec(minWidth: 200, idealWidth: .fraction(0.3), maxWidth: 320),
      supplementary: ColumnSpec(minWidth: 200, idealWidth: .fraction(0.3), maxWidth: 360),
      secondary: ColumnSpec(minWidth: 280, idealWidth: .fraction(1), maxWidth: .infinity),
      inspector: ColumnSpec(minWidth: 200, idealWidth: .points(260), maxWidth: 320)),
    widthClasses: WidthClass.duoClasses)
}

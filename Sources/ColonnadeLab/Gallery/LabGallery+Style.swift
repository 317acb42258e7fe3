extension LabGallery {
  /// The page's CSS: system fonts, a sticky table header, cards that wrap, and the same colours
  /// as the pictures (``Palette``).
  static let style = """
    :root { color-scheme: light; --ink: #0f172a; --muted: #475569; --line: #e2e8f0; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif;
      color: var(--ink); background: #f8fafc; }
    header, main { max-width: 1800px; margin: 0 auto; padding: 0 24px; }
    header { padding-top: 24px; }
    h1 { margin: 0 0 4px; font-size: 28px; }
    h2 { margin: 32px 0 4px; font-size: 21px; }
    a { color: #1d4ed8; }
    .lede { max-width: 70em; margin: 4px 0 12px; }
    .legend { display: flex; flex-wrap: wrap; gap: 6px 20px; padding: 0; margin: 0 0 8px; list-style: none;
      color: var(--muted); }
    .swatch { display: inline-block; width: 14px; height: 14px; margin-right: 6px; vertical-align: -2px;
      border: 2px solid; border-radius: 3px; }
    .swatch.tiled, .chip.tiled { background: #dbe8fc; border-color: #2563eb; color: #1e3a8a; }
    .swatch.overlay, .chip.overlay { background: #fde68a; border-color: #b45309; color: #713f12; }
    .swatch.displaced, .chip.displaced { background: #e4d4fd; border-color: #7c3aed; color: #4c1d95; }
    .swatch.sheet, .chip.sheet { background: #d1fae5; border-color: #047857; color: #064e3b; }
    .swatch.hinge { border-color: #1f2937;
      background: repeating-linear-gradient(45deg, #facc15 0 4px, #1f2937 4px 8px); }
    nav p { margin: 0 0 8px; color: var(--muted); }
    table { border-collapse: collapse; width: 100%; background: #fff; font-size: 13.5px; }
    th, td { padding: 4px 8px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
    th { position: sticky; top: 0; background: #e2e8f0; z-index: 1; }
    tr.first td { border-top: 1px solid #cbd5e1; }
    tr.differs td:first-child { box-shadow: inset 4px 0 #dc2626; }
    td.number { white-space: nowrap; font-variant-numeric: tabular-nums; }
    td.collapsed { background: #e2e8f0; font-weight: 600; }
    .ne { color: #dc2626; font-weight: 700; }
    .chip { display: inline-block; margin: 1px 2px; padding: 0 6px; border: 1.5px solid; border-radius: 10px;
      white-space: nowrap; font-variant-numeric: tabular-nums; }
    .device .facts, .device .notes { margin: 0 0 6px; color: var(--muted); max-width: 90em; }
    .device .notes { font-size: 13px; }
    .cards { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    .card { margin: 0; padding: 10px; background: #fff; border: 1px solid var(--line); border-radius: 10px; }
    .card.differs { border-color: #dc2626; }
    .card figcaption { font-weight: 600; margin-bottom: 2px; }
    .hinge-text { margin: 0; color: var(--muted); font-size: 13px; }
    .pictures { display: flex; gap: 12px; align-items: flex-end; }
    .picture p { margin: 2px 0; font-size: 13px; }
    .picture .configuration { font-weight: 600; color: #1d4ed8; }
    .picture img { display: block; max-width: 100%; height: auto; }
    .sources { font-size: 13px; color: var(--muted); }
    """
}

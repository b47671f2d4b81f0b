extension SVGRenderer {
  /// The stylesheet of every picture (class names start with `sw-` so they do not
  /// clash when pictures are inlined in a page). Colours are iOS system colours:
  /// views gray, scroll views and viewports blue, insets yellow, errors red,
  /// warnings orange (Sources/ScrollworkRender/ScrollworkRender.docc/Rendering.md).
  static let stylesheet = """
    .sw-svg { font-family: 'Inter-Regular', 'Inter', sans-serif; }
    .sw-canvas { fill: #ffffff; }
    .sw-title { font-size: 16px; fill: #000000; }
    .sw-heading { font-size: 11px; fill: #3c3c43; }
    .sw-screen { fill: #ffffff; stroke: #000000; stroke-width: 1; }
    .sw-box { fill: none; stroke: #8e8e93; stroke-width: 1; }
    .sw-scroll > .sw-box { stroke: #007aff; stroke-width: 1.5; }
    .sw-textview > .sw-box { stroke: #af52de; }
    .sw-hidden { opacity: 0.35; }
    .sw-hidden > .sw-box { stroke-dasharray: 4 3; }
    .sw-caption { font-size: 8px; fill: #636366; stroke: #ffffff; stroke-width: 2px; stroke-opacity: 0.8; paint-order: stroke; }
    .sw-text text { white-space: pre; font-kerning: none; font-variant-ligatures: none; font-feature-settings: "kern" 0, "liga" 0, "calt" 0; }
    .sw-flag { fill: #ff3b30; fill-opacity: 0.15; stroke: #ff3b30; stroke-width: 2; }
    .sw-flag.sw-warning { fill: #ff9500; stroke: #ff9500; }
    .sw-flag-dot { fill: #ff3b30; }
    .sw-flag-dot.sw-warning { fill: #ff9500; }
    .sw-content { fill: #f2f2f7; stroke: #007aff; stroke-width: 1; }
    .sw-inset { fill: #ffcc00; fill-opacity: 0.25; stroke: none; }
    .sw-page { stroke: #007aff; stroke-width: 1; stroke-dasharray: 2 4; }
    .sw-viewport { fill: none; stroke: #007aff; stroke-width: 2; stroke-dasharray: 8 4; }
    .sw-viewport-label { font-size: 9px; fill: #007aff; }
    .sw-issue-head { font-size: 11px; font-weight: bold; }
    .sw-issue-head.sw-error { fill: #ff3b30; }
    .sw-issue-head.sw-warning { fill: #c93400; }
    .sw-issue-text { font-size: 10px; fill: #1c1c1e; white-space: pre; }
    """
}

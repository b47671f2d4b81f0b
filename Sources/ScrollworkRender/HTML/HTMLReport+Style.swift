extension HTMLReport {
  /// The page's own CSS (the pictures' rules come from ``SVGRenderer/stylesheet``).
  /// Live screens: white device with a black frame, views outlined gray by an inset
  /// shadow (so outlines never change a box's size), scroll views blue, views named
  /// by issues outlined red or orange (an outline, so even a zero-height view shows).
  static let pageStylesheet = """
    body { margin: 0; padding: 16px 24px; font-family: 'Inter-Regular', 'Inter', sans-serif; color: #1c1c1e; background: #f2f2f7; }
    h1 { font-size: 22px; margin: 0 0 12px; }
    h2 { font-size: 17px; margin: 24px 0 8px; }
    .sw-toc ol { margin: 0; padding-left: 20px; }
    .sw-screens { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
    .sw-card { margin: 0; padding: 12px; background: #ffffff; border: 1px solid #d1d1d6; border-radius: 8px; max-width: 100%; }
    .sw-card figcaption { font-size: 13px; margin-bottom: 8px; }
    .sw-device { position: relative; overflow: hidden; background: #ffffff; outline: 1px solid #000000; }
    .sw-v { position: absolute; box-sizing: border-box; box-shadow: inset 0 0 0 1px rgba(142, 142, 147, 0.6); }
    .sw-sv { overflow: auto; box-shadow: inset 0 0 0 1px #007aff; overscroll-behavior: contain; scrollbar-width: none; }
    .sw-sv::-webkit-scrollbar { display: none; }
    .sw-sizer { position: relative; overflow: hidden; }
    .sw-layer { position: absolute; }
    .sw-page-snap { position: absolute; scroll-snap-align: start; scroll-snap-stop: always; pointer-events: none; }
    .sw-sv:has(> .sw-sizer > .sw-page-snap) { scroll-snap-type: both mandatory; }
    .sw-hide { visibility: hidden; }
    .sw-flag-error { outline: 2px solid #ff3b30; z-index: 1; }
    .sw-flag-warning { outline: 2px solid #ff9500; z-index: 1; }
    .sw-label-text { position: absolute; left: 0; top: 0; overflow: visible; }
    .sw-no-issues { font-size: 13px; color: #248a3d; }
    .sw-issue-list { font-size: 13px; padding-left: 18px; max-width: 640px; }
    .sw-issue-list li { margin-bottom: 8px; }
    .sw-issue-list .sw-error .sw-severity { color: #ff3b30; font-weight: bold; }
    .sw-issue-list .sw-warning .sw-severity { color: #c93400; font-weight: bold; }
    .sw-explanation { margin: 4px 0; }
    .sw-issue-list pre { font-size: 11px; white-space: pre-wrap; background: #f2f2f7; padding: 6px; margin: 4px 0; }
    .sw-picture summary { font-size: 13px; cursor: pointer; margin-top: 8px; }
    .sw-picture svg { display: block; max-width: none; }
    """
}

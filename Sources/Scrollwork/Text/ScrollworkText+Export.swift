// Fonts and text layout (Font, FontFace, FontMetrics, ContentSizeCategory, TextLayout,
// LineBreaker, ...) live in the ScrollworkText target, below this one: it needs no views.
// Scrollwork re-exports it, so `import Scrollwork` gives the fonts too, as `import UIKit`
// gives `UIFont`; code that needs only text measurement can `import ScrollworkText` alone.
@_exported import ScrollworkText

// Placeholder: the renderer is being written.
import Scrollwork

// Placeholder: the importer is being written.
import Scrollwork

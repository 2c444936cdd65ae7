// The UIKit stand-in (see CONTRIBUTING.md) lands with the presenter and window issue.

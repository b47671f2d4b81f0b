import Foundation

/// What a ``SearchBar`` tells its delegate: UIKit's `UISearchBarDelegate`. Every
/// method is optional, as in UIKit (the extension does nothing).
public protocol SearchBarDelegate: AnyObject {
  /// The text changed by typing.
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
  /// The search button was tapped.
  func searchBarSearchButtonClicked(_ searchBar: SearchBar)
  /// The cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
  public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
  public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
}

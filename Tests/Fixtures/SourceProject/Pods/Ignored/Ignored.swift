import UIKit
@IBDesignable class IgnoredView: UIView { @IBInspectable var never: Int = 0 }

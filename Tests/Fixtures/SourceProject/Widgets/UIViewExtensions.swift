import UIKit

// The seed demo's extension: every view gets Border Width and Border Color.
extension UIView {
    @IBInspectable var borderWidth: CGFloat {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }

    @IBInspectable var borderColor: UIColor? {
        get { layer.borderColor.map(UIColor.init) }
        set { layer.borderColor = newValue?.cgColor }
    }
}

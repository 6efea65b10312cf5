import UIKit
class Broken: UIView {
    @IBInspectable var width: CGFloat = 
    func (

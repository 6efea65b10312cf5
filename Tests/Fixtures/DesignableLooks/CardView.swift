import UIKit

/// Setters of the kinds designables use: straight onto the layer, through a helper, with a
/// ternary over the bounds, a guard, a colour with alpha; and setters that do more than that.
@IBDesignable
class CardView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet {
            layer.cornerRadius = cornerRadius
            layer.masksToBounds = false
        }
    }
    @IBInspectable var shadowOpacity: Float = 0 {
        didSet { updateShadow() }
    }
    @IBInspectable var shadowColor: UIColor? = UIColor.black {
        didSet { updateShadow() }
    }
    @IBInspectable var shadowBlur: CGFloat = 4 {
        didSet { updateShadow() }
    }
    @IBInspectable var isRound: Bool = false {
        didSet { layer.cornerRadius = isRound ? bounds.height / 2 : cornerRadius }
    }
    @IBInspectable var outline: UIColor? {
        didSet {
            guard let outline = outline else { return }
            layer.borderColor = outline.cgColor
            layer.borderWidth = 2
        }
    }
    @IBInspectable var dimmed: Bool = false {
        didSet { alpha = dimmed ? 0.5 : 1 }
    }
    @IBInspectable var fill: UIColor = .white {
        didSet { backgroundColor = fill.withAlphaComponent(0.5) }
    }
    @IBInspectable var starCount: Int = 5 {
        didSet { setNeedsDisplay() }
    }
    @IBInspectable var pulse: Bool = false {
        didSet {
            UIView.animate(withDuration: 0.3) { self.alpha = 0.2 }
        }
    }
    @IBInspectable var caption: String = ""
    @IBInspectable var accent: UIColor? {
        didSet { tintColor = accent }
    }

    private func updateShadow() {
        layer.shadowColor = shadowColor?.cgColor
        layer.shadowOpacity = shadowOpacity
        layer.shadowRadius = shadowBlur
        layer.shadowOffset = CGSize(width: 0, height: 3)
    }
}

/// A computed inspectable whose setter names its value.
extension UIView {
    @IBInspectable var ringWidth: CGFloat {
        get { layer.borderWidth }
        set(width) { layer.borderWidth = width }
    }
}

import UIKit

/// A protocol whose extension does the work, as IBAnimatable's designables do.
public protocol CornerDesignable: AnyObject {
    var cornerRadius: CGFloat { get set }
}

public extension CornerDesignable where Self: UIView {
    func configureCornerRadius() {
        layer.cornerRadius = cornerRadius
    }
}

@IBDesignable
open class RoundedView: UIView, CornerDesignable {
    @IBInspectable open var cornerRadius: CGFloat = 8 {
        didSet { configureCornerRadius() }
    }

    @IBInspectable public var shadowOffset: CGSize = CGSize(width: 0, height: 2)
    @IBInspectable var fillColor: UIColor = .red
    @IBInspectable var badge: UIImage?
    @IBInspectable var title: String = "Hello"
    @IBInspectable var isOn: Bool = false
    @IBInspectable var spacing = 4.5
    @IBInspectable var font: UIFont = .systemFont(ofSize: 12)   // not a type Interface Builder inspects
    @IBInspectable var inset: CGFloat

    override init(frame: CGRect) {
        inset = 12
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        self.inset = 12
        super.init(coder: coder)
    }

    override open var intrinsicContentSize: CGSize {
        return CGSize(width: 110, height: 28)
    }

    override open func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
    }
}

/// A subclass overrides an inherited inspectable without the attribute: it still shows.
final class PillView: RoundedView {
    override var cornerRadius: CGFloat {
        didSet { layer.cornerRadius = bounds.height / 2 }
    }
}

/// An inspectable on an object that is not a view.
@objc(NumberFormatterObject)
class FormatterObject: NSObject {
    @IBInspectable var digits: Int = 2
}

import UIKit

/// Loads its content from BadgeCard.xib as the nib's File's Owner.
class BadgeCard: UIView {
    @IBOutlet var contentView: UIView!

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        Bundle.main.loadNibNamed("BadgeCard", owner: self, options: nil)
        addSubview(contentView)
        contentView.frame = bounds
    }
}

/// A layout whose top-level view has the class, loaded by the class's name (SwiftMessages'
/// pattern).
class MessageCard: UIView {
    static func make() -> MessageCard {
        UINib(nibName: String(describing: self), bundle: nil).instantiate(withOwner: nil).first as! MessageCard
    }
}

/// A view whose XIB holds another of itself.
class LoopView: UIView {}

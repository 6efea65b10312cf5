import UIKit

class ViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet var rows: [UIView]!
    @IBOutlet weak var neverConnected: UIButton?

    @IBAction func signIn(_ sender: Any) {}
    @IBAction func cancel() {}
    @IBAction func tapped(sender: UIButton) {}
    @IBAction func changed(_ sender: UISlider, forEvent event: UIEvent) {}
}

struct NotAClass {
    @IBInspectable var ignored: Int = 0
}

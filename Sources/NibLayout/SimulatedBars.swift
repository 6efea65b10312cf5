import NibModel
import XMLTree

/// The bars Interface Builder draws over storyboard scenes when their bars are "Inferred". A
/// navigation bar: over a navigation controller's root, over every controller a show or push
/// segue leads to from one of those, and, in Xcode 26 on a notched phone, over any controller
/// with a navigation item; a controller's own simulated top bar metrics win. A tab bar: under a tab bar
/// controller's tabs and whatever they show.
struct SimulatedBars {
    /// The controllers drawn under a navigation bar, by id.
    let underNavigationBar: Set<String>
    /// The controllers drawn above a tab bar controller's bar: its tabs, and what they show.
    let aboveTabBar: Set<String>

    init(document: NibDocument) {
        var controllers: [String: XMLElement] = [:]
        for scene in document.scenes {
            for object in scene.objects where object.className.hasSuffix("Controller") { controllers[object.id] = object.element }
        }
        var pushes: [String: [String]] = [:]   // controller → the controllers its segues show
        var reached: [String] = []
        var tabs: [String] = []
        for (id, element) in controllers {
            for segue in Self.segues(in: element) {
                guard let destination = segue[attribute: "destination"] else { continue }
                switch segue[attribute: "kind"] {
                case "relationship" where segue[attribute: "relationship"] == "rootViewController":
                    if element.name == "navigationController", element[attribute: "navigationBarHidden"] != "YES" { reached.append(destination) }
                    pushes[id, default: []].append(destination)
                case "relationship" where segue[attribute: "relationship"] == "viewControllers":
                    if element.name == "tabBarController" { tabs.append(destination) }
                    pushes[id, default: []].append(destination)
                case "show", "push":
                    pushes[id, default: []].append(destination)
                default:
                    break
                }
            }
        }
        // Xcode 26 also draws one over a controller that has a navigation item, on notched phones
        // (an iPhone 8 scene keeps only its status bar).
        if document.usesIOS26Controls, let id = document.device?.id, Device.named(id)?.isNotchedPhone == true {
            reached += controllers.filter { $0.value.childElements.contains { $0.name == "navigationItem" } }.map(\.key)
        }
        var under: Set<String> = []
        while let id = reached.popLast() {
            guard !under.contains(id), controllers[id] != nil else { continue }
            under.insert(id)
            reached += pushes[id] ?? []
        }
        // Simulated metrics set by hand: a bar, or none.
        for (id, element) in controllers {
            guard let metrics = element.childElements.first(where: { $0[attribute: "key"] == "simulatedTopBarMetrics" }) else { continue }
            if metrics.name == "simulatedNavigationBarMetrics" { under.insert(id) } else { under.remove(id) }
        }
        underNavigationBar = under
        // Above the tab bar: the tabs, a navigation controller's root in a tab, what they show.
        var above: Set<String> = []
        while let id = tabs.popLast() {
            guard !above.contains(id), let element = controllers[id] else { continue }
            above.insert(id)
            if element.name != "tabBarController" { tabs += pushes[id] ?? [] }
        }
        aboveTabBar = above
    }

    private static func segues(in element: XMLElement) -> [XMLElement] {
        element.childElements.flatMap { $0.name == "segue" ? [$0] : segues(in: $0) }
    }
}

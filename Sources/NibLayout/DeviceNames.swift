extension Device {
    /// Pixels per point: 3 on the Plus, X-class and Pro phones, 2 elsewhere.
    public var pixelScale: Double {
        Self.threeTimes.contains(id) ? 3 : 2
    }

    /// The phones with three pixels to the point (made once: every frame asks).
    private static let threeTimes: Set = ["retina5_5", "retina5_9", "retina6_0", "retina6_3", "retina6_5", "retina6_7", "retina6_9", "retina6_12", "retina6_72"]

    /// The name Interface Builder's "View as" menu gives the device.
    public var displayName: String {
        let names = [
            "retina3_5": "iPhone 4s", "retina4_0": "iPhone SE (1st generation)", "retina4_7": "iPhone 8",
            "retina5_5": "iPhone 8 Plus", "retina5_9": "iPhone 11 Pro", "retina6_1": "iPhone 11",
            "retina6_5": "iPhone 11 Pro Max", "retina6_12": "iPhone 14 Pro", "retina6_72": "iPhone 14 Pro Max",
            "retina6_0": "iPhone 14", "retina6_7": "iPhone 14 Plus", "retina6_3": "iPhone 16 Pro", "retina6_9": "iPhone 16 Pro Max",
            "ipad9_7": "iPad (9.7-inch)", "ipad10_2": "iPad (10.2-inch)", "ipad10_5": "iPad Pro (10.5-inch)",
            "ipad10_9rounded": "iPad Air (10.9-inch)", "ipad11": "iPad Pro (11-inch)",
            "ipad12_9": "iPad Pro (12.9-inch)", "ipad12_9rounded": "iPad Pro (12.9-inch, rounded corners)",
        ]
        return names[id] ?? "\(Int(width))×\(Int(height))"
    }
}

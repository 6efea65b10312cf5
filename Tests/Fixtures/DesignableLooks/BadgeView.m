#import "BadgeView.h"

@implementation BadgeView

- (void)setRadius:(CGFloat)newRadius {
    _radius = newRadius;
    self.layer.cornerRadius = newRadius;
}

- (void)setRingColor:(UIColor *)ringColor {
    _ringColor = ringColor;
    [self.layer setBorderWidth:1.5f];
    self.layer.borderColor = ringColor.CGColor;
    [self refreshShadow];
}

- (void)setClips:(BOOL)clips {
    _clips = clips;
    self.clipsToBounds = clips;
}

- (void)refreshShadow {
    if (self.ringColor) {
        self.layer.shadowOpacity = 0.25f;
        self.layer.shadowColor = [UIColor colorWithRed:0.0 green:0.0 blue:1.0 alpha:1.0].CGColor;
    } else {
        self.layer.shadowOpacity = 0;
    }
}

@end

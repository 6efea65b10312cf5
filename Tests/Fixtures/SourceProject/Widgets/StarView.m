#import "StarView.h"

@interface StarView ()
@property (nonatomic) IBInspectable CGFloat starBorderWidth;
@end

@implementation StarView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) { [self _customInit]; }
    return self;
}

- (void)_customInit {
    _maximumValue = 5;
    _spacing = 5.f;
    self.continuous = YES;
    _starBorderWidth = 1.0f;
}

- (CGSize)intrinsicContentSize {
    return CGSizeMake(120, 24);
}

- (IBAction)reset:(id)sender {
}

- (IBAction)select:(id)sender forEvent:(UIEvent *)event {
}

@end

import { render, screen } from '@testing-library/react';
import { ClashBadge } from './ClashBadge';

const reasons = ['Same day as “Gift guide”', 'Another promotion within 7 days: “Black Friday early access”'];

describe('ClashBadge', () => {
  it('writes the reasons out beside the badge on the weekly board', () => {
    render(<ClashBadge reasons={reasons} />);
    expect(screen.getByTestId('clash-badge')).toHaveTextContent(reasons.join(''));
    expect(screen.getByText('Conflict').closest('[title]')).toBeNull();
  });

  it("keeps a month card small: the reasons on the badge's hover and for screen readers", () => {
    render(<ClashBadge reasons={reasons} compact />);
    expect(screen.getByText('Conflict').closest('[title]')).toHaveAttribute('title', reasons.join('\n'));
    // still in the page for screen readers, clipped out of sight
    // a 1 px box (a bare `1` in MUI's sx would be 100%: the window's width) inside the positioned badge
    expect(screen.getByText(reasons[0])).toHaveStyle({ position: 'absolute', overflow: 'hidden', width: '1px', height: '1px' });
    expect(screen.getByTestId('clash-badge')).toHaveStyle({ position: 'relative' });
  });
});

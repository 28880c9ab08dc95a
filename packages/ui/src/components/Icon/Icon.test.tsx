import { render, screen } from '@testing-library/react';
import { Icon, IconSprite, iconNames } from './index';

describe('Icon', () => {
  it('is decorative without a label and named with one', () => {
    const { container } = render(<><Icon name="close" /><Icon name="info" label="Information" /></>);
    expect(container.querySelector('[data-icon="close"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'Information' })).toBeInTheDocument();
  });
  it('sprite defines a symbol per icon', () => {
    const { container } = render(<IconSprite />);
    expect(container.querySelectorAll('symbol')).toHaveLength(iconNames.length);
    expect(container.querySelector('#ui-icon-heart')).not.toBeNull();
  });
});

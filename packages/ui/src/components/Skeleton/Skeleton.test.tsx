import { render } from '@testing-library/react';
import { Skeleton } from './index';

describe('Skeleton', () => {
  it('is hidden from assistive technology and sized by props', () => {
    const { container } = render(<Skeleton width={120} aspectRatio={1.3} />);
    const el = container.querySelector('[data-skeleton]') as HTMLElement;
    expect(el).toHaveAttribute('aria-hidden', 'true');
    expect(el.style.width).toBe('120px');
    expect(el.style.aspectRatio).toMatch(/^1.3( \/ 1)?$/);
  });
});

import { render, screen, within } from '@testing-library/react';
import { SnapRow } from './index';

describe('SnapRow', () => {
  it('puts each child in a list item of a named list, and skips the empty ones', () => {
    const hidden = false;
    render(
      <SnapRow aria-label="Offers">
        <article key="a">First</article>
        {hidden && <article key="b">Second</article>}
        {null}
        <article key="c">Third</article>
      </SnapRow>,
    );
    const items = within(screen.getByRole('list', { name: 'Offers' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['First', 'Third']);
  });

  it('passes the item widths to its styles and keeps the caller’s own', () => {
    render(<SnapRow aria-label="Offers" minItemWidth="200px" narrowItemWidth="70%" style={{ marginBlock: 8 }}><span>one</span></SnapRow>);
    const list = screen.getByRole('list', { name: 'Offers' });
    const declared = [...list.style].filter((name) => name.startsWith('--')).map((name) => list.style.getPropertyValue(name));
    expect(declared.sort()).toEqual(['200px', '70%']);
    expect(list.style.marginBlock).toBe('8px');
  });
});

import { act, render, screen, within } from '@testing-library/react';
import { SnapScroller } from './index';
import { needsOwnTabStop } from './tab-stop';

/** A row whose content is wider than its box (jsdom lays nothing out). */
function overflowing(row: HTMLElement, overflows = true) {
  Object.defineProperty(row, 'scrollWidth', { configurable: true, value: overflows ? 900 : 300 });
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: 300 });
  return row;
}

describe('SnapScroller', () => {
  it('puts each child in a list item of a named list, skips the empty ones and passes the item width on', () => {
    const hidden = false;
    render(
      <SnapScroller aria-label="Categories" itemWidth="140px" itemClassName="extra" style={{ marginBlock: 8 }}>
        <a key="a" href="#a">First</a>
        {hidden && <a key="b" href="#b">Second</a>}
        {null}
        <a key="c" href="#c">Third</a>
      </SnapScroller>,
    );
    const list = screen.getByRole('list', { name: 'Categories' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['First', 'Third']);
    expect(items.every((li) => li.classList.contains('extra'))).toBe(true);
    const declared = [...list.style].filter((name) => name.startsWith('--')).map((name) => list.style.getPropertyValue(name));
    expect(declared).toEqual(['140px']);
    expect(list.style.marginBlock).toBe('8px');
  });

  it('is no tab stop of its own when its items take focus (tabbing to one scrolls the row)', () => {
    render(<SnapScroller aria-label="Categories"><a href="#a">First</a></SnapScroller>);
    expect(screen.getByRole('list').hasAttribute('tabindex')).toBe(false);
  });

  describe('needsOwnTabStop', () => {
    const row = (html: string) => {
      const ul = document.createElement('ul');
      ul.innerHTML = html;
      return ul;
    };
    it('only for a row that overflows with nothing focusable inside', () => {
      expect(needsOwnTabStop(overflowing(row('<li><img alt="a"></li><li>text</li>')))).toBe(true);
      expect(needsOwnTabStop(overflowing(row('<li><img alt="a"></li>'), false))).toBe(false);
      expect(needsOwnTabStop(overflowing(row('<li><a href="/x">x</a></li>')))).toBe(false);
      expect(needsOwnTabStop(overflowing(row('<li><button>x</button></li>')))).toBe(false);
      expect(needsOwnTabStop(overflowing(row('<li><div tabindex="0">x</div></li>')))).toBe(false);
    });
    it('counts what cannot take focus as nothing: a disabled button, a link without an address, tabindex -1', () => {
      expect(needsOwnTabStop(overflowing(row('<li><button disabled>x</button><a>y</a><div tabindex="-1">z</div></li>')))).toBe(true);
    });
  });

  it('becomes a tab stop while it overflows with nothing focusable, and stops being one when it fits again', () => {
    const observers: Array<() => void> = [];
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: () => void) {}
      observe() { observers.push(this.callback); }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      const { unmount } = render(<SnapScroller aria-label="Pictures"><img alt="One" src="data:," /><img alt="Two" src="data:," /></SnapScroller>);
      const list = screen.getByRole('list', { name: 'Pictures' });
      expect(list.hasAttribute('tabindex')).toBe(false);
      overflowing(list);
      act(() => observers.at(-1)!());
      expect(list.getAttribute('tabindex')).toBe('0');
      overflowing(list, false);
      act(() => observers.at(-1)!());
      expect(list.hasAttribute('tabindex')).toBe(false);
      unmount();
    } finally {
      globalThis.ResizeObserver = original;
    }
  });
});

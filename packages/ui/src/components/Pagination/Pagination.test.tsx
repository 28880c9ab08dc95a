import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMore, Pagination, pageWindow } from './index';

describe('pageWindow', () => {
  it('shows neighbours and gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageWindow(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageWindow(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('Pagination', () => {
  it('marks the current page and navigates', async () => {
    const onChange = vi.fn();
    render(<Pagination page={1} totalPages={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });
});

describe('LoadMore', () => {
  it('shows progress and hides the button at the end', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<LoadMore shown={24} total={60} onLoadMore={onLoadMore} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Shown 24 of 60');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(<LoadMore shown={60} total={60} onLoadMore={onLoadMore} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

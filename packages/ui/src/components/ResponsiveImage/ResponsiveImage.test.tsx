import { fireEvent, render, screen } from '@testing-library/react';
import { buildSrcSet, queryLoader, ResponsiveImage } from './index';

describe('ResponsiveImage', () => {
  it('builds webp 1x/2x urls at quality 95 by default', () => {
    render(<ResponsiveImage sources={['/games/a.png']} alt="Book of Dead" width={200} />);
    const img = screen.getByRole('img', { name: 'Book of Dead' });
    expect(img).toHaveAttribute('src', '/games/a.png?w=200&q=95&fm=webp');
    expect(img).toHaveAttribute('srcset', '/games/a.png?w=200&q=95&fm=webp 1x, /games/a.png?w=400&q=95&fm=webp 2x');
    expect(img.parentElement!.style.aspectRatio).toMatch(/1 \/ 1.3/);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('fills its frame by default, and shows the whole image when asked to contain it', () => {
    const { rerender } = render(<ResponsiveImage sources={['/games/a.png']} alt="" width={200} ratio={0.75} />);
    const covering = document.querySelector('img')!.className;
    rerender(<ResponsiveImage sources={['/games/a.png']} alt="" width={200} ratio={0.75} fit="contain" />);
    const img = document.querySelector('img')!;
    expect(img.className).not.toBe(covering);
    expect(img.parentElement!.style.aspectRatio).toMatch(/1 \/ 0.75/);
  });

  it('asks for the largest paint first: eager, at high priority', () => {
    render(<ResponsiveImage sources={['/games/a.png']} alt="" width={640} loading="eager" fetchPriority="high" />);
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('falls back through sources and reports failure once', () => {
    const onFailure = vi.fn();
    render(<ResponsiveImage sources={['/a.png', '/b.png']} alt="Game" onFailure={onFailure} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', expect.stringContaining('/b.png'));
    fireEvent.error(screen.getByRole('img'));
    expect(onFailure).toHaveBeenCalledWith(['/a.png', '/b.png']);
    expect(screen.getByRole('img', { name: 'Game' }).tagName).toBe('SPAN');
  });

  it('loader keeps existing queries and data urls', () => {
    expect(queryLoader({ src: '/x.jpg?v=2', width: 10, quality: 80, format: 'avif' })).toBe('/x.jpg?v=2&w=10&q=80&fm=avif');
    expect(buildSrcSet('data:image/png;base64,AA', 10, queryLoader, 95, 'webp', [1, 2])).toBe('data:image/png;base64,AA 1x, data:image/png;base64,AA 2x');
  });
});

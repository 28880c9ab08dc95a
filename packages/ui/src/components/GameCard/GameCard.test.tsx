import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge } from '../Badge/Badge';
import { UiScopeContext } from '../../provider/ui-context';
import { GameCard, GameCardSkeleton } from './index';

describe('GameCard', () => {
  it('links the title and toggles favourite from the keyboard', async () => {
    const onFavouriteChange = vi.fn();
    render(
      <GameCard title="Book of Dead" subtitle="Play'n GO" image={['/a.png']} href="/game/book-of-dead"
        badges={<Badge tone="danger">Hot</Badge>} isFavourite={false} onFavouriteChange={onFavouriteChange} favouriteLabel="Favori" />,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Book of Dead');
    expect(screen.getByRole('link', { name: 'Book of Dead' })).toHaveAttribute('href', '/game/book-of-dead');
    expect(screen.getByText('Hot')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    const fav = screen.getByRole('button', { name: 'Favori' });
    expect(fav).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    expect(onFavouriteChange).toHaveBeenCalledWith(true);
  });

  it('renders the horizontal layout without a favourite when not given', () => {
    const onPress = vi.fn();
    const { container } = render(<GameCard title="Aviator" image={['/b.png']} layout="horizontal" onPress={onPress} />);
    expect(container.querySelector('[data-layout="horizontal"]')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('navigates inside the app on a plain click of its title, and leaves a modified click to the browser', async () => {
    const navigate = vi.fn();
    const onPress = vi.fn();
    render(
      <UiScopeContext.Provider value={{ locale: 'en-US', navigate, useHref: (href) => `/ru${href}` }}>
        <GameCard title="Book of Dead" image={['/a.png']} href="/game/book-of-dead" onPress={onPress} />
      </UiScopeContext.Provider>,
    );
    const link = screen.getByRole('link', { name: 'Book of Dead' });
    expect(link).toHaveAttribute('href', '/ru/game/book-of-dead');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/game/book-of-dead', undefined);
    expect(onPress).toHaveBeenCalledOnce();
    const opened = vi.fn((event: MouseEvent) => event.preventDefault());
    document.addEventListener('click', opened);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener('click', opened);
    expect(navigate).toHaveBeenCalledOnce();
    expect(opened).toHaveBeenCalledOnce();
  });

  it('has a skeleton hidden from assistive technology, with nothing to focus, in the box of a card of its layout', () => {
    const card = render(<GameCard title="Aviator" image={['/b.png']} layout="horizontal" href="/game/aviator" />).container.querySelector('article')!;
    const { container } = render(<GameCardSkeleton layout="horizontal" />);
    const skeleton = container.querySelector('[data-skeleton]')!;
    expect(skeleton).toHaveAttribute('aria-hidden');
    expect(skeleton.querySelector('a, button, [tabindex]')).toBeNull();
    // the card's own classes (padding, gap, layout): a skeleton stands where the card will, at its size
    for (const name of card.classList) expect(skeleton.classList).toContain(name);
  });
});

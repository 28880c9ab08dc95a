import { GAME_ART_RATIO } from '@casino/domain/games';
import { steppedImageWidth } from '@casino/domain/media';
import { gamePagePath } from '@casino/domain/routing';
import type { GameSummary } from '@casino/domain/ports';
import { GameCard } from '@casino/ui/game-card';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useService } from '../../../shared/di/react.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { FavouritesStore } from './favourites.store.ts';
import { ipxLoader } from './image-loader.ts';

// the whole art, at its own shape: a tile never cuts a game's title off its picture
const loader = ipxLoader(GAME_ART_RATIO, 'inside');

export interface GameTileProps {
  readonly game: GameSummary;
  readonly layout?: 'vertical' | 'horizontal';
  readonly onLike: (sysname: string) => void;
  /** Card width in CSS pixels, for the image's 1x/2x addresses (asked of the proxy in steps: `steppedImageWidth`). */
  readonly width?: number;
  readonly headingLevel?: 2 | 3 | 4;
}

/** A game card linking to its game page, with the favourite toggle (guests see it too: it asks them to sign in). */
export const GameTile = observer(function GameTile({ game, layout = 'vertical', onLike, width = 200, headingLevel = 3 }: GameTileProps) {
  const favourites = useService(FavouritesStore);
  const locale = useService(LocaleStore);
  const { t } = useLingui();
  const liked = favourites.has(game.sysname);
  return (
    <GameCard
      title={game.name}
      subtitle={game.providerName}
      image={game.image ? [game.image] : []}
      imageProps={{ loader, ratio: GAME_ART_RATIO, fit: 'contain', width: layout === 'horizontal' ? 88 : steppedImageWidth(width) }}
      layout={layout}
      href={locale.localize(gamePagePath(game.sysname))}
      isFavourite={liked}
      onFavouriteChange={() => onLike(game.sysname)}
      favouriteLabel={t`Favourite: ${game.name}`}
      headingLevel={headingLevel}
    />
  );
});

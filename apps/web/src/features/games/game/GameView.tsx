import { Button } from '@casino/ui/button';
import { Icon } from '@casino/ui/icon';
import { Link } from '@casino/ui/link';
import { ResponsiveImage } from '@casino/ui/responsive-image';
import { Spinner } from '@casino/ui/spinner';
import { Stage, StageArea, StageBar } from '@casino/ui/stage';
import { SystemPage } from '@casino/ui/system-page';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type Ref } from 'react';
import { useService } from '../../../shared/di/react.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { useAfterHydration } from '../../../shared/di/preload.tsx';
import type { GamePageViewModel } from './game-page.vm.ts';
import { useFullScreen } from './use-full-screen.ts';
import { FavouritesStore } from '../shared/favourites.store.ts';
import { useLike } from '../shared/use-like.ts';
import { ipxLoader } from '../shared/image-loader.ts';
import * as styles from './game.css.ts';

/** The stage is 16:9: the game's art is cropped to it while the game starts. */
const STAGE_RATIO = 9 / 16;
const posterLoader = ipxLoader(STAGE_RATIO);

const insideMessagingApp = () => typeof (globalThis as { Telegram?: { WebApp?: { initData?: unknown } } }).Telegram?.WebApp?.initData === 'string';

/** `frameRef` gets the game's frame: the page reads window messages from its window only. */
export const GameView = observer(function GameView({ vm, setDemo, frameRef }: { vm: GamePageViewModel; setDemo: (demo: boolean) => void; frameRef?: Ref<HTMLIFrameElement> }) {
  const { t } = useLingui();
  const locale = useService(LocaleStore);
  const favourites = useService(FavouritesStore);
  const like = useLike();
  const stage = useRef<HTMLDivElement>(null);
  const full = useFullScreen(stage);
  const hall = locale.localize('/gamehall');
  const src = vm.frameSrc;
  const attempt = vm.attempt;
  // A page the server rendered shows the game's art and the spinner; the frame comes once the page has hydrated, when
  // the page can hear the game say it is ready (a frame in the served HTML could say so before anyone listens).
  const hydrated = useAfterHydration();
  // each address (and each retry) gets its own wait for the game's word that it started
  useEffect(() => {
    if (src && hydrated) vm.frameStarted();
  }, [vm, src, attempt, hydrated]);

  if (vm.status === 'loading') return <Spinner label={t`Loading the game`} />;
  if (vm.status === 'notFound' || vm.status === 'failed' || !vm.game) {
    return (
      <SystemPage
        icon="warning"
        header={vm.status === 'notFound' ? <Trans>Game not found</Trans> : <Trans>The game could not be loaded</Trans>}
        actionLabel={t`Back to the games hall`}
        href={hall}
      />
    );
  }
  const game = vm.game;
  return (
    // a game mode on a phone, upright or turned: the page covers the header, footer and navigation as a slim bar over
    // the game, and the document under it does not scroll, so the game's own buttons are on the first screen
    <Stage aria-labelledby="game-title">
      <StageBar>
        <h1 id="game-title" className={styles.title}>{game.name}</h1>
        <div className={styles.actions}>
          {vm.canSwitchMode && (
            <Button variant="secondary" onPress={() => setDemo(vm.launch !== 'demo')}>
              {vm.launch === 'demo' ? <Trans>Play for real</Trans> : <Trans>Play the demo</Trans>}
            </Button>
          )}
          {src && vm.fullScreenAvailable(insideMessagingApp()) && (
            <Button variant="secondary" onPress={full.enter}><Trans>Full screen</Trans></Button>
          )}
          {/* on a phone the page covers the header: what a player reaches for there comes along */}
          <span className={styles.gameModeOnly}>
            {vm.balance && (
              <>
                <span className={styles.balance}><Trans>Balance: {vm.balance}</Trans></span>
                <Link href={locale.localize('/cashier/deposit')}><Trans>Deposit</Trans></Link>
              </>
            )}
            {/* a native toggle, as on the game cards: it says whether it is pressed */}
            <button type="button" className={styles.favourite} aria-pressed={favourites.has(game.sysname)} aria-label={t`Favourite: ${game.name}`} onClick={() => like(game.sysname)}>
              <Icon name="heart" size={20} />
            </button>
          </span>
          <Link href={hall}><Trans>All games</Trans></Link>
        </div>
      </StageBar>
      <StageArea ref={stage} covering={full.fallback} data-full-screen={full.active || undefined}>
        {full.fallback && (
          <Button className={styles.exitFull} variant="secondary" size="sm" onPress={full.exit}><Trans>Exit full screen</Trans></Button>
        )}
        {src && hydrated && vm.frame !== 'failed' && (
          <iframe
            key={`${src}#${vm.attempt}`}
            ref={frameRef}
            className={styles.frame}
            src={src}
            title={vm.launch === 'demo' ? t`${game.name} (demo)` : game.name}
            allow="fullscreen; autoplay"
            inert={vm.paused}
          />
        )}
        {src && vm.paused && (
          <div className={styles.overlay}><p><Trans>The game is paused until you answer the reality check.</Trans></p></div>
        )}
        {src && vm.frame === 'loading' && (
          <div className={styles.overlay} aria-live="polite">
            {/* the game's art, dimmed, while its frame starts: the page shows the game at once, not a blank stage */}
            {game.image && <ResponsiveImage className={styles.poster} sources={[game.image]} alt="" width={640} ratio={STAGE_RATIO} loader={posterLoader} loading="eager" fetchPriority="high" />}
            <Spinner label={t`Starting the game`} />
          </div>
        )}
        {vm.frame === 'failed' && (
          <div className={styles.overlay} role="alert">
            <p><Trans>The game did not start.</Trans></p>
            <div className={styles.actions}>
              <Button onPress={vm.retryFrame}><Trans>Try again</Trans></Button>
              <Link href={hall}><Trans>Back to the games hall</Trans></Link>
            </div>
          </div>
        )}
        {!src && <div className={styles.overlay}><p><Trans>Register to play this game.</Trans></p></div>}
      </StageArea>
    </Stage>
  );
});

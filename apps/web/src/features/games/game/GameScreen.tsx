import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useService } from '../../../shared/di/react.tsx';
import { usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { GamePageViewModel } from './game-page.vm.ts';
import { GameView } from './GameView.tsx';
import { useDemoModePopup } from './DemoModePopup.tsx';
import { useScreenSeo } from '../../seo/index.ts';

export * from '../wiring.ts';

/** `/game/{sysname}` (`?mode=demo` asks for demo play). */
export const Screen = observer(function GameScreen() {
  const { sysname = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const wantsDemo = new URLSearchParams(location.search).get('mode') === 'demo';
  // the production server renders a game's page for a guest (server/rendered-pages.ts): the game is read then
  const vm = usePreloadedViewModel(GamePageViewModel, `game:${sysname}:${wantsDemo ? 'demo' : 'default'}`, (game) => game.open(sysname, wantsDemo));
  const session = useService(SessionStore);

  // a guest on a game without demo play: `#real` opens registration (and leaves for the home page if closed)
  const launch = vm.launch;
  useEffect(() => {
    if (launch === 'register' && location.hash !== '#real') navigate({ search: location.search, hash: '#real' }, { replace: true });
  }, [launch, location.hash, location.search, navigate]);

  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = { origin: event.origin, data: event.data, source: event.source };
      if (vm.receive(message, window.location.origin, frame.current?.contentWindow) === 'refreshBalance') void session.refreshBalance();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [vm, session]);

  useDemoModePopup(vm.launch === 'demo' && !session.authenticated, vm.game?.sysname);
  useScreenSeo(vm.game ? { entityTitle: vm.game.name, entityImage: vm.game.image } : vm.status === 'notFound' ? { notFound: true } : undefined);

  return <GameView vm={vm} frameRef={frame} setDemo={(demo) => navigate({ search: demo ? '?mode=demo' : '' }, { replace: true })} />;
});

import type { BalanceRefreshViewModel } from './balance-refresh.vm.ts';

/** The page events balance refresh follows: every click (before the page handles it) and the tab's visibility. */
export function attachBalanceRefresh(vm: BalanceRefreshViewModel, win: Window = window): () => void {
  const onClick = () => vm.onClick();
  const onVisibility = () => vm.setHidden(win.document.visibilityState === 'hidden');
  win.addEventListener('click', onClick, { capture: true, passive: true });
  win.document.addEventListener('visibilitychange', onVisibility);
  onVisibility();
  vm.start();
  return () => {
    win.removeEventListener('click', onClick, { capture: true });
    win.document.removeEventListener('visibilitychange', onVisibility);
    vm.dispose();
  };
}

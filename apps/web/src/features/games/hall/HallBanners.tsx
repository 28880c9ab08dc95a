import { Component, Suspense, type ReactNode } from 'react';
import { useChunk } from '../../../shared/di/react.tsx';
import { bannerStripChunk } from '../../bonuses/index.ts';

/** The games hall's banner position in the content system. */
export const HALL_BANNER_POSITION = 'gamehall_top';

class QuietBoundary extends Component<{ children: ReactNode; onFailed?: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[casino] the games hall banners could not load', error);
    this.props.onFailed?.();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Strip({ onSettled }: { onSettled?: () => void }) {
  const { BannerStrip } = useChunk(bannerStripChunk);
  return <BannerStrip position={HALL_BANNER_POSITION} onSettled={onSettled} />;
}

/**
 * The banners above the games hall, from the bonuses feature's banner strip (a lazy chunk). Banners are extras: while
 * they load, when `banners.get` fails or when their chunk cannot load, the hall shows without them. `onSettled` says
 * when the strip knows what it shows (banners, none, or a failure of the call or of the chunk).
 */
export function HallBanners({ onSettled }: { onSettled?: () => void }) {
  return (
    <QuietBoundary onFailed={onSettled}>
      <Suspense fallback={null}>
        <Strip onSettled={onSettled} />
      </Suspense>
    </QuietBoundary>
  );
}

import { Component, Suspense, type ReactNode } from 'react';
import { useChunk } from '../../../shared/di/react.tsx';
import { bannerStripChunk } from '../../bonuses/index.ts';

/** The games hall's banner position in the content system. */
export const HALL_BANNER_POSITION = 'gamehall_top';

class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[casino] the games hall banners could not load', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Strip() {
  const { BannerStrip } = useChunk(bannerStripChunk);
  return <BannerStrip position={HALL_BANNER_POSITION} />;
}

/**
 * The banners above the games hall, from the bonuses feature's banner strip (a lazy chunk). Banners are extras: while
 * they load, when `banners.get` fails or when their chunk cannot load, the hall shows without them.
 */
export function HallBanners() {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <Strip />
      </Suspense>
    </QuietBoundary>
  );
}

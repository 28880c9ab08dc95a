import { Component, Suspense, type ReactNode } from 'react';
import { useChunk } from '../../../shared/di/react.tsx';
import { loadHomeWidgets } from '../../tournaments/index.ts';

/**
 * Places on the home page that the tournaments feature fills (jackpots, tournaments, winners), from one lazy chunk
 * that loads after the games rows. A slot whose chunk fails to load shows nothing: the rest of the page stays.
 */
export interface HomeSlotProps {
  /** The locale prefixer, for links the slot renders. */
  readonly localize: (path: string) => string;
}

class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[casino] a home widget could not load', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Slot({ children }: { children: ReactNode }) {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </QuietBoundary>
  );
}

function JackpotTicker() {
  const { JackpotTickerWidget } = useChunk(loadHomeWidgets);
  return <JackpotTickerWidget />;
}

function TournamentsTeaser() {
  const { TournamentsTeaser: Teaser } = useChunk(loadHomeWidgets);
  return <Teaser />;
}

function WinnersStrip() {
  const { WinnersStrip: Strip } = useChunk(loadHomeWidgets);
  return <Strip />;
}

/** A ticker of the running jackpots' amounts. */
export function JackpotTickerSlot(_props: HomeSlotProps) {
  return (
    <Slot>
      <JackpotTicker />
    </Slot>
  );
}

/** A teaser of running and upcoming tournaments. */
export function TournamentsTeaserSlot(_props: HomeSlotProps) {
  return (
    <Slot>
      <TournamentsTeaser />
    </Slot>
  );
}

/** A strip of recent big wins. */
export function WinnersStripSlot(_props: HomeSlotProps) {
  return (
    <Slot>
      <WinnersStrip />
    </Slot>
  );
}

import type { TournamentSummary } from '@casino/domain/ports';

export type CountdownKind = 'startsIn' | 'endsIn' | 'ended';

/** What a tournament's clock counts to: its start while upcoming, its end while running, nothing once finished. */
export function countdownOf(t: Pick<TournamentSummary, 'status' | 'startsAt' | 'endsAt'>, now: number): { readonly kind: CountdownKind; readonly seconds: number } {
  if (t.status === 'finished') return { kind: 'ended', seconds: 0 };
  const target = t.status === 'future' ? t.startsAt : t.endsAt;
  return { kind: t.status === 'future' ? 'startsIn' : 'endsIn', seconds: Math.max(0, Math.round((target - now) / 1000)) };
}

/** Days are split off so a week-long tournament reads "6 d 23:59:59" rather than "167:59:59". */
export function splitDays(totalSeconds: number): { readonly days: number; readonly rest: number } {
  const s = Math.max(0, Math.floor(totalSeconds));
  return { days: Math.floor(s / 86_400), rest: s % 86_400 };
}

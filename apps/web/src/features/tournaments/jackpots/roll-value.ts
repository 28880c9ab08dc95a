/** The value between `from` and `to` at progress `p` (0–1), eased out and rounded to cents. */
export function rollValue(from: number, to: number, p: number): number {
  const eased = 1 - (1 - Math.min(1, Math.max(0, p))) ** 3;
  return Math.round((from + (to - from) * eased) * 100) / 100;
}

/** Page numbers to show around `page` (1-based) with `'gap'` for skipped runs: 1 … 4 5 6 … 20. */
export function pageWindow(page: number, total: number, siblings = 1): Array<number | 'gap'> {
  if (total <= 0) return [];
  const start = Math.max(2, page - siblings);
  const end = Math.min(total - 1, page + siblings);
  const out: Array<number | 'gap'> = [1];
  if (start > 2) out.push(start === 3 ? 2 : 'gap');
  for (let p = start; p <= end; p++) out.push(p);
  if (end < total - 1) out.push(end === total - 2 ? total - 1 : 'gap');
  if (total > 1) out.push(total);
  return out;
}

import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize.ts';

/**
 * Renders server or content HTML only after sanitising it (the one place the app sets inner HTML). Its direction
 * comes from its own text (`dir="auto"`): an English text on an Arabic page reads left to right with its full stop at
 * the end, not at the start.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dir="auto" data-cms-html="" dangerouslySetInnerHTML={{ __html: clean }} />;
}

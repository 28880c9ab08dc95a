import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize.ts';

/** Renders server or content HTML only after sanitising it (the one place the app sets inner HTML). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} data-cms-html="" dangerouslySetInnerHTML={{ __html: clean }} />;
}

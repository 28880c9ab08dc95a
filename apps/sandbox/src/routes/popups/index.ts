import type { Schema } from '@casino/sdk';
import type { HandlerMap } from '../../core/types.ts';
import { FieldErrors } from '../account/validate.ts';

interface PopupRow {
  id: number;
  sysname: string;
  audience: 'all' | 'guest' | 'player';
  priority: number;
  texts: Record<string, { title: string; content: string; buttons: string[] }>;
  image: { desktop: string; mobile: string } | null;
  buttons: Array<Omit<Schema<'CampaignPopupButton'>, 'label'>>;
  starts_at: Date | null;
  ends_at: Date | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function present(row: PopupRow, locale: string): Schema<'CampaignPopup'> {
  const texts = row.texts[locale] ?? row.texts.en!;
  return {
    id: row.id,
    sysname: row.sysname,
    title: texts.title,
    content: texts.content,
    image: row.image,
    buttons: row.buttons.map((b, i) => ({ label: texts.buttons[i] ?? '', action: b.action, url: b.url, ...(b.variant ? { variant: b.variant } : {}) })),
    audience: row.audience,
    priority: row.priority,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
  };
}

/** Campaign popups (x-assumed): active ones for the caller's audience, or one by sysname for the preview. */
export const handlers: HandlerMap = {
  'popups.get': async (ctx) => {
    if (ctx.params.sysname) {
      const row = await ctx.db.maybeOne<PopupRow>('SELECT * FROM campaign_popups WHERE sysname = $1', [ctx.params.sysname]);
      if (!row) new FieldErrors().add('sysname', 'not_found', 'Unknown popup').throwIfAny();
      return [present(row!, ctx.locale)];
    }
    const rows = await ctx.db.query<PopupRow>(
      `SELECT * FROM campaign_popups WHERE is_active AND audience IN ('all', $1)
         AND (starts_at IS NULL OR starts_at <= $2) AND (ends_at IS NULL OR ends_at > $2)
       ORDER BY priority DESC, id`,
      [ctx.session.uid ? 'player' : 'guest', ctx.now()],
    );
    return rows.map((row) => present(row, ctx.locale));
  },
};

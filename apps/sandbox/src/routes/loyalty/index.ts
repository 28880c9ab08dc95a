import type { Schema } from '@casino/sdk';
import type { BaseCtx, HandlerMap } from '../../core/types.ts';
import { fieldError } from '../_money/errors.ts';
import { isoRequired } from '../_money/money.ts';
import { callerLocale, inLocale } from '../i18n/locales.ts';
import { getCharacters, getInfo, setCharacter } from './info.ts';
import { buyProduct, getProducts } from './shop.ts';
import { PROGRAMS, QUESTS } from './texts.ts';

interface ProgramRow {
  id: number;
  sysname: string;
  name: string;
  description: string;
  image: string;
  is_active: boolean;
}

async function withQuests(ctx: BaseCtx, programs: ProgramRow[]): Promise<Schema<'LoyaltyProgram'>[]> {
  const quests = await ctx.db.query<{ id: number; program_id: number; sysname: string; name: string; description: string; image: string; reward_points: string; target: string; progress: string | null; completed_at: Date | null; sort: number }>(
    `SELECT q.*, p.progress::text, p.completed_at FROM loyalty_quests q
     LEFT JOIN loyalty_quest_progress p ON p.quest_id = q.id AND p.uid = $2
     WHERE q.program_id = ANY($1) ORDER BY q.sort, q.id`,
    [programs.map((p) => p.id), ctx.session.uid ?? 0],
  );
  const locale = callerLocale(ctx);
  return programs.map((program) => {
    const own = quests.filter((q) => q.program_id === program.id);
    // A quest unlocks when the one before it is completed (guests see the first one active).
    const statuses = own.map((q) => (q.completed_at ? 'completed' : 'active'));
    return {
      ...program,
      ...inLocale({ name: program.name, description: program.description }, PROGRAMS[program.sysname], locale),
      quests: own.map((q, i) => ({
        id: q.id,
        sysname: q.sysname,
        ...inLocale({ name: q.name, description: q.description }, QUESTS[q.sysname], locale),
        image: q.image,
        reward_points: Number(q.reward_points),
        progress: Number(q.progress ?? 0),
        target: Number(q.target),
        status: statuses[i] === 'completed' ? 'completed' : i > 0 && statuses[i - 1] !== 'completed' ? 'locked' : 'active',
      })),
    };
  });
}

/** loyalty.*. */
export const handlers: HandlerMap = {
  'loyalty.getinfo': getInfo,
  'loyalty.getcharacters': getCharacters,
  'loyalty.setcharacter': setCharacter,
  'loyalty.getproducts': getProducts,
  'loyalty.buyproduct': buyProduct,
  async 'loyalty.getnotifications'(ctx) {
    const uid = ctx.requireUser();
    type Notice = Schema<'LoyaltyNotification'>;
    const rows = await ctx.db.query<Pick<Notice, 'id' | 'trigger' | 'type' | 'title' | 'message' | 'image'> & { amount: string | null; amount_type: Notice['amountType']; created_at: Date }>(
      'UPDATE loyalty_notifications SET delivered_at = $2 WHERE uid = $1 AND delivered_at IS NULL RETURNING *',
      [uid, ctx.now()],
    );
    return rows
      .sort((a, b) => a.id - b.id)
      .map((n) => ({ id: n.id, trigger: n.trigger, type: n.type, title: n.title, message: n.message, amount: n.amount == null ? null : Number(n.amount), amountType: n.amount_type, image: n.image, created_at: isoRequired(n.created_at) }));
  },
  async 'loyalty.getPrograms'(ctx) {
    return withQuests(ctx, await ctx.db.query<ProgramRow>('SELECT id, sysname, name, description, image, is_active FROM loyalty_programs ORDER BY id'));
  },
  async 'loyalty.getProgram'(ctx) {
    const row = await ctx.db.maybeOne<ProgramRow>('SELECT id, sysname, name, description, image, is_active FROM loyalty_programs WHERE sysname = $1', [ctx.params.sysname]);
    const [program] = row ? await withQuests(ctx, [row]) : [];
    if (!program) throw fieldError('sysname', 'not_found', 'Programme not found');
    return program;
  },
};

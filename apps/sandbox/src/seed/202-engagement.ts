import type { SandboxConfig } from '../config.ts';
import type { Db } from '../db/db.ts';

// Jackpots, winners, tournaments with leaderboards, the loyalty catalogue, banners and chat providers.
const NAMES = ['Alexander', 'Maria', 'Lucas', 'Sofia', 'Mateo', 'Olga', 'Noah', 'Emma', 'Ivan', 'Ana', 'Liam', 'Chloe', 'Pedro', 'Elena', 'Hugo', 'Julia', 'Oscar', 'Nina', 'Diego', 'Lena'];
const day = 86_400_000;

const JACKPOTS: Array<[string, string, string | null, Array<[string, number]>]> = [
  ['grand-fortune', 'Grand Fortune', 'aurora-gaming', [['mini', 120], ['minor', 1450], ['major', 25000], ['grand', 1250000]]],
  ['daily-drop', 'Daily Drop', null, [['hourly', 350], ['daily', 8200]]],
  ['dragon-hoard', 'Dragon Hoard', 'dragonforge', [['bronze', 500], ['silver', 5000], ['gold', 75000]]],
  ['lucky-pot', 'Lucky Pot', null, [['small', 900], ['big', 19000]]],
];

type Tournament = [sysname: string, name: string, startDays: number, endDays: number, prizeEur: number, gameFilter: string, bots: number, resetOnCashout: boolean, tags: string[]];
const TOURNAMENTS: Tournament[] = [
  ['spring-slot-race', 'Spring slot race', -3, 4, 10000, `'slot' = ANY(types) AND provider_id IN (1, 2, 3)`, 120, false, ['slots', 'weekly']],
  ['live-weekend', 'Live weekend', -1, 2, 5000, `'live' = ANY(types)`, 60, true, ['live']],
  ['summer-mega-cup', 'Summer mega cup', 5, 12, 25000, `'megaways' = ANY(categories)`, 0, false, ['slots', 'mega']],
  ['crash-masters', 'Crash masters', 2, 4, 2000, `'fast' = ANY(types)`, 0, false, ['fast']],
  ['winter-classic', 'Winter classic', -30, -23, 15000, `'classic' = ANY(categories)`, 200, false, ['slots']],
  ['megaways-marathon', 'Megaways marathon', -14, -7, 8000, `'megaways' = ANY(categories)`, 90, false, ['slots', 'mega']],
];

const prizes = (total: number) => [
  { place_from: 1, place_to: 1, prize: total * 0.4 },
  { place_from: 2, place_to: 2, prize: total * 0.2 },
  { place_from: 3, place_to: 3, prize: total * 0.1 },
  { place_from: 4, place_to: 10, prize: (total * 0.2) / 7 },
  { place_from: 11, place_to: 30, prize: (total * 0.1) / 20 },
].map((p) => ({ ...p, prize: Math.round(p.prize * 100) / 100 }));

export async function seed(db: Db, _config: SandboxConfig): Promise<void> {
  for (const [i, [sysname, name, provider, levels]] of JACKPOTS.entries()) {
    await db.query(
      `INSERT INTO jackpots (sysname, name, image_url, provider, levels, description, games)
       VALUES ($1, $2, $3, $4, $5, $6, ARRAY(SELECT sysname FROM games WHERE 'jackpot' = ANY(categories) ORDER BY id OFFSET $7 LIMIT 20))`,
      [sysname, name, `/static/jackpots/${sysname}.svg`, provider, JSON.stringify(levels.map(([n, a]) => ({ name: n, amount_eur: a }))), `${name}: a progressive jackpot across ${levels.length} levels.`, i * 8],
    );
  }
  await db.query(
    `INSERT INTO winners (jackpot_id, name, amount_minor, currency, game_id, won_at)
     SELECT CASE WHEN i % 8 = 0 THEN (i / 8) % 4 + 1 END,
            left(n, 2) || '***' || right(n, 1),
            (CASE WHEN i % 8 = 0 THEN 150000 ELSE 5000 END + (i * 7919) % 90000) * (ARRAY[1, 1, 5, 98])[i % 4 + 1],
            (ARRAY['EUR', 'USD', 'BRL', 'RUB'])[i % 4 + 1],
            (SELECT id FROM games WHERE 'slot' = ANY(types) ORDER BY id OFFSET (i * 37) % 1000 LIMIT 1),
            now() - (i * 7 || ' hours')::interval
     FROM generate_series(0, 89) AS i, LATERAL (SELECT ($1::text[])[i % 20 + 1] AS n) names`,
    [NAMES],
  );

  const now = Date.now();
  for (const [sysname, name, start, end, prizeEur, filter, bots, reset, tags] of TOURNAMENTS) {
    const t = await db.one<{ id: number }>(
      `INSERT INTO tournaments (sysname, started_at, finished_at, total_prize_minor, prizes, points_rule, reset_on_cashout, provider, image_url, tags, min_bet_minor, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [sysname, new Date(now + start * day), new Date(now + end * day), prizeEur * 100, JSON.stringify(prizes(prizeEur)), reset ? 'total_win' : 'total_bet', reset,
       null, `/static/tournaments/${sysname}.svg`, tags, 20,
       JSON.stringify({ name, title: `${name}: €${prizeEur.toLocaleString('en')} prize pool`, text: `Play the tournament games and climb the leaderboard of ${name}.`, rules: 'Every €1 bet gives 1 point. Minimum bet €0.20.', img_288_192: `/static/tournaments/${sysname}-288x192.svg` })],
    );
    await db.exec(`INSERT INTO tournament_games (tournament_id, game_id) SELECT ${t.id}, id FROM games WHERE ${filter} ORDER BY popularity DESC LIMIT 60`);
    if (bots) {
      await db.query(
        `INSERT INTO tournament_participants (tournament_id, uid, name, points, joined_at)
         SELECT $1, NULL, left(n, 2) || '***' || right(n, 1) || i, (($2 - i) * 37.5 + (i * 13) % 50)::numeric, $3
         FROM generate_series(1, $2) AS i, LATERAL (SELECT ($4::text[])[i % 20 + 1] AS n) names`,
        [t.id, bots, new Date(now + start * day), NAMES],
      );
    }
  }
  await seedLoyalty(db);
  await seedBannersAndChat(db);
}

async function seedLoyalty(db: Db): Promise<void> {
  await db.exec(`
    INSERT INTO loyalty_levels (sysname, name, image, points_from, perks) VALUES
      ('bronze', 'Bronze', '/static/loyalty/bronze.svg', 0, '{"Weekly reload"}'),
      ('silver', 'Silver', '/static/loyalty/silver.svg', 500, '{"Weekly reload","5% cashback"}'),
      ('gold', 'Gold', '/static/loyalty/gold.svg', 2000, '{"Weekly reload","7% cashback","Faster withdrawals"}'),
      ('platinum', 'Platinum', '/static/loyalty/platinum.svg', 5000, '{"10% cashback","Personal manager"}'),
      ('diamond', 'Diamond', '/static/loyalty/diamond.svg', 15000, '{"12% cashback","Personal manager","Birthday gift"}'),
      ('legend', 'Legend', '/static/loyalty/legend.svg', 50000, '{"15% cashback","VIP events"}');
    INSERT INTO loyalty_characters (sysname, name, image, description, sort) VALUES
      ('knight', 'Knight', '/static/characters/knight.svg', 'Steady and brave: bonus points on table games.', 1),
      ('wizard', 'Wizard', '/static/characters/wizard.svg', 'Master of spins: bonus points on slots.', 2),
      ('pirate', 'Pirate', '/static/characters/pirate.svg', 'Treasure hunter: bonus points on jackpots.', 3),
      ('ninja', 'Ninja', '/static/characters/ninja.svg', 'Quick and sharp: bonus points on fast games.', 4),
      ('queen', 'Queen', '/static/characters/queen.svg', 'Rules the live tables: bonus points on live casino.', 5),
      ('robot', 'Robot', '/static/characters/robot.svg', 'Calculated play: bonus points on betting.', 6);
    INSERT INTO loyalty_products (sysname, name, description, image, price, type, reward_eur, is_available) VALUES
      ('bonus-5', '€5 bonus', 'A €5 casino bonus (wager 10x).', '/static/shop/bonus-5.svg', 300, 'bonus', 5, true),
      ('bonus-10', '€10 bonus', 'A €10 casino bonus (wager 10x).', '/static/shop/bonus-10.svg', 550, 'bonus', 10, true),
      ('bonus-25', '€25 bonus', 'A €25 casino bonus (wager 10x).', '/static/shop/bonus-25.svg', 1300, 'bonus', 25, true),
      ('bonus-100', '€100 bonus', 'A €100 casino bonus (wager 10x).', '/static/shop/bonus-100.svg', 5000, 'bonus', 100, true),
      ('spins-20', '20 free spins', 'Twenty spins on a popular slot.', '/static/shop/spins-20.svg', 400, 'freespins', NULL, true),
      ('cap', 'Branded cap', 'A cap with the casino logo, shipped to you.', '/static/shop/cap.svg', 2500, 'merch', NULL, true),
      ('hoodie', 'Branded hoodie', 'Out of stock until next month.', '/static/shop/hoodie.svg', 6000, 'merch', NULL, false);
    INSERT INTO loyalty_programs (sysname, name, description, image) VALUES
      ('welcome-path', 'Welcome path', 'First steps that earn coins.', '/static/loyalty/welcome-path.svg'),
      ('slot-explorer', 'Slot explorer', 'Discover providers and collect coins.', '/static/loyalty/slot-explorer.svg');
    INSERT INTO loyalty_quests (program_id, sysname, name, description, image, reward_points, target, sort) VALUES
      (1, 'fill-profile', 'Fill in your profile', 'Complete every profile field.', '/static/quests/fill-profile.svg', 100, 1, 1),
      (1, 'confirm-email', 'Confirm your e-mail', 'Confirm the e-mail address of your account.', '/static/quests/confirm-email.svg', 50, 1, 2),
      (1, 'first-deposit', 'Make a first deposit', 'Deposit any amount.', '/static/quests/first-deposit.svg', 200, 1, 3),
      (1, 'play-10', 'Play 10 rounds', 'Play ten rounds of any game.', '/static/quests/play-10.svg', 100, 10, 4),
      (2, 'three-providers', 'Try three providers', 'Play games from three different providers.', '/static/quests/three-providers.svg', 150, 3, 1),
      (2, 'megaways-50', 'Megaways fan', 'Play 50 rounds of Megaways games.', '/static/quests/megaways-50.svg', 250, 50, 2),
      (2, 'big-win', 'Big win', 'Win 50 times your bet in one round.', '/static/quests/big-win.svg', 500, 1, 3);
  `);
}

async function seedBannersAndChat(db: Db): Promise<void> {
  const images = (s: string) => JSON.stringify({ desktop: `/static/banners/${s}.svg`, tablet: `/static/banners/${s}-tablet.svg`, mobile: `/static/banners/${s}-mobile.svg` });
  const banners: Array<[string, string, string, string, string | null, string | null, string | null]> = [
    ['welcome', 'main_slider', 'Welcome bonus 100%', 'Up to €200 and 50 free spins on your first deposit.', 'Get bonus', '/cashier/deposit', null],
    ['spring-race', 'main_slider', 'Spring slot race', 'A €10,000 prize pool. Join now.', 'Join', '/tournaments', null],
    ['grand-fortune', 'main_slider', 'Grand Fortune jackpot', 'Over €1,000,000 waiting to drop.', 'Play', '/jackpots', null],
    ['loyalty', 'main_slider', 'Loyalty shop', 'Spend your coins on bonuses and spins.', 'Open shop', '/loyalty/shop', null],
    ['new-games', 'gamehall_top', 'New this week', 'Fresh releases from 30+ providers.', 'Browse', '/gamehall?category=slots', null],
    ['live', 'gamehall_top', 'Live casino', 'Real dealers around the clock.', 'Play live', '/gamehall?category=live-casino', null],
    ['support', 'sidebar', 'We are here 24/7', 'Chat with support any time.', 'Open chat', '/support', null],
    ['crypto', 'cashier', 'Deposit with crypto', 'USDT deposits credited in minutes.', null, null, null],
    ['black-friday', 'main_slider', 'Black Friday', 'This promotion has ended.', 'See offers', '/offers', 'past'],
  ];
  for (const [i, [sysname, position, title, text, button, link, finished]] of banners.entries()) {
    await db.query(
      `INSERT INTO banners (sysname, position, sort, texts, images, started_at, finished_at) VALUES ($1, $2, $3, $4, $5, now() - interval '30 days', $6)`,
      [sysname, position, i, JSON.stringify({ title, text, button_text: button, link }), images(sysname), finished ? new Date(Date.now() - 5 * day) : new Date(Date.now() + 60 * day)],
    );
  }
  await db.query(
    `INSERT INTO support_chat_providers (provider, config, is_active) VALUES
     ('freshChat', $1, true), ('liveChat', $2, false), ('jivoSite', $3, false), ('live_tex', $4, false), ('verbox', $5, false), ('betunlim', $6, false), ('comm100', '{}', false)`,
    [
      // every provider points at its offline stand-in (src/vendors/); the real vendor is one address away
      JSON.stringify({ id: null, src: '/static/vendors/freshchat/widget.js', widget_id: 'sandbox-freshchat-token', license: null, lang: null, open_live_chat: false }),
      JSON.stringify({ id: null, src: '/static/vendors/livechat/tracking.js', widget_id: null, license: '10000001', lang: null, open_live_chat: false }),
      JSON.stringify({ id: 'sandbox-jivo', src: '/static/vendors/jivosite/widget.js', widget_id: 'sandbox-jivo', license: null, lang: null, open_live_chat: false }),
      JSON.stringify({ id: '123456', src: '/static/vendors/livetex/client.js', widget_id: null, license: null, lang: null, open_live_chat: false }),
      JSON.stringify({ id: 'sandbox-verbox', src: '/static/vendors/verbox/support.js', widget_id: null, license: null, lang: null, open_live_chat: false }),
      JSON.stringify({ id: 'sandbox-betunlim', src: '/static/vendors/betunlim/embed.js', widget_id: 'sandbox-betunlim', license: null, lang: null, open_live_chat: false }),
    ],
  );
}

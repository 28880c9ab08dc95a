import type { SandboxConfig } from '../config.ts';
import type { Db } from '../db/db.ts';

// Games hall catalogue: 32 providers, 14 categories and 2,100 games built by one INSERT ... SELECT generate_series.
export const PROVIDERS = [
  'Aurora Gaming', 'Bluefin Studios', 'Copperfox', 'Dragonforge', 'Emberlight', 'Fable Works', 'Goldleaf', 'Harbor Play',
  'Ironclad Games', 'Jadewave', 'Kitehawk', 'Lunar Tide', 'Maplestone', 'Northwind', 'Orchid Spin', 'Pixelreef',
  'Quartz Live', 'Redcliff', 'Silverback', 'Thunderpeak', 'Umbra Studio', 'Velvet Reels', 'Wildmoor', 'Xenon Play',
  'Yellowstone Gaming', 'Zephyr Games', 'Amberline', 'Bright Harbor', 'Crystal Cove', 'Driftwood Live', 'Echo Valley', 'Firefly Fast',
];

export const CATEGORIES: Array<[sysname: string, name: string]> = [
  ['slots', 'Slots'], ['megaways', 'Megaways'], ['fruits', 'Fruit slots'], ['bonus-buy', 'Bonus buy'], ['jackpot', 'Jackpot games'],
  ['classic', 'Classic'], ['live-casino', 'Live casino'], ['roulette', 'Roulette'], ['blackjack', 'Blackjack'], ['baccarat', 'Baccarat'],
  ['game-shows', 'Game shows'], ['table-games', 'Table games'], ['fast-games', 'Fast games'], ['crash', 'Crash'],
];

const ADJECTIVES = [
  'Golden', 'Wild', 'Lucky', 'Mystic', 'Royal', 'Fire', 'Frozen', 'Dragon', 'Cosmic', 'Jungle', 'Pirate', 'Viking', 'Sweet', 'Ancient',
  'Neon', 'Thunder', 'Diamond', 'Crystal', 'Savage', 'Magic', 'Silver', 'Crazy', 'Big', 'Hot', 'Super', 'Mega', 'Shadow', 'Sunny',
  'Midnight', 'Electric', 'Emerald', 'Ruby', 'Sapphire', 'Ocean', 'Desert', 'Samurai', 'Aztec', 'Pharaoh', 'Candy', 'Rocket',
];
const NOUNS = [
  'Fortune', 'Treasure', 'Riches', 'Gems', 'Fruits', 'Sevens', 'Bells', 'Wolf', 'Tiger', 'Phoenix', 'Empire', 'Temple', 'Quest',
  'Legends', 'Kingdom', 'Safari', 'Heist', 'Bonanza', 'Spins', 'Reels', 'Coins', 'Jewels', 'Stars', 'Moon', 'Sun', 'Storm', 'Gold',
  'Island', 'Voyage', 'Dynasty', 'Saga', 'Rush', 'Blast', 'Hunter', 'Party', 'Carnival', 'Express', 'Mine', 'Castle', 'Garden',
  'Wizard', 'Knight', 'Queen', 'King', 'Mummy', 'Ninja', 'Cowboy', 'Fishing', 'Farm', 'Circus', 'Galaxy', 'Volcano', 'Panda',
  'Buffalo', 'Eagle', 'Lion', 'Unicorn', 'Dice', 'Wheel', 'Cash',
];

export const GAME_COUNT = 2100;

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export async function seed(db: Db, _config: SandboxConfig): Promise<void> {
  const providerRows = PROVIDERS.map((name, i) => [slug(name), name, `/static/providers/${slug(name)}.svg`, i % 5 === 4 ? '4:3' : '16:9', !/Live/.test(name)]);
  await db.query(
    `INSERT INTO game_providers (sysname, name, logo, aspect_ratio, has_demo)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[])`,
    [0, 1, 2, 3, 4].map((c) => providerRows.map((r) => r[c])),
  );
  await db.query(
    `INSERT INTO game_categories (sysname, name, icon, sort) SELECT s, n, '/static/categories/' || s || '.svg', o::int * 10
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS c(s, n, o)`,
    [CATEGORIES.map((c) => c[0]), CATEGORIES.map((c) => c[1])],
  );
  // Game i: name from the word lists (unique below 40 × 60), kind by i % 10 (0 live, 1 fast, else slot), extra
  // categories and tags by other residues, provider by a stride so each provider gets a mix.
  await db.query(
    `WITH src AS (
       SELECT i, $1::text[] AS adj, $2::text[] AS noun, CASE WHEN i % 10 = 0 THEN 'live' WHEN i % 10 = 1 THEN 'fast' ELSE 'slot' END AS kind
       FROM generate_series(0, $3::int - 1) AS i
     ), named AS (
       SELECT i, kind, adj[i % 40 + 1] || ' ' || noun[(i / 40) % 60 + 1] AS name FROM src
     )
     INSERT INTO games (sysname, name, provider_id, image_url, types, categories, tags, has_demo, rtp, popularity, description, created_at)
     SELECT
       lower(replace(name, ' ', '-')),
       name,
       (i * 7) % 32 + 1,
       '/static/games/' || lower(replace(name, ' ', '-')) || '.svg',
       CASE kind WHEN 'live' THEN ARRAY['casino', 'live'] WHEN 'fast' THEN ARRAY['fast'] ELSE ARRAY['casino', 'slot'] END,
       CASE kind
         WHEN 'live' THEN ARRAY['live-casino', (ARRAY['roulette', 'blackjack', 'baccarat', 'game-shows'])[(i / 10) % 4 + 1]]
                          || CASE WHEN (i / 10) % 4 < 3 THEN ARRAY['table-games'] ELSE ARRAY[]::text[] END
         WHEN 'fast' THEN ARRAY['fast-games'] || CASE WHEN i % 20 = 1 THEN ARRAY['crash'] ELSE ARRAY[]::text[] END
         ELSE ARRAY['slots']
           || CASE WHEN i % 13 = 0 THEN ARRAY['megaways'] ELSE ARRAY[]::text[] END
           || CASE WHEN i % 11 = 0 THEN ARRAY['fruits'] ELSE ARRAY[]::text[] END
           || CASE WHEN i % 9 = 0 THEN ARRAY['bonus-buy'] ELSE ARRAY[]::text[] END
           || CASE WHEN i % 17 = 0 THEN ARRAY['jackpot'] ELSE ARRAY[]::text[] END
           || CASE WHEN i % 8 = 0 THEN ARRAY['classic'] ELSE ARRAY[]::text[] END
       END,
       CASE WHEN i % 15 = 0 THEN ARRAY['new'] ELSE ARRAY[]::text[] END
         || CASE WHEN i % 12 = 0 THEN ARRAY['hot'] ELSE ARRAY[]::text[] END
         || CASE WHEN (i * 7919) % 10000 > 8500 THEN ARRAY['popular'] ELSE ARRAY[]::text[] END
         || CASE WHEN i % 50 = 0 THEN ARRAY['exclusive'] ELSE ARRAY[]::text[] END
         || CASE WHEN kind = 'slot' AND i % 17 = 0 THEN ARRAY['jackpot'] ELSE ARRAY[]::text[] END,
       kind <> 'live' AND i % 20 <> 3,
       CASE WHEN kind = 'live' THEN NULL ELSE 94 + (i % 40) / 10.0 END,
       (i * 7919) % 10000,
       CASE WHEN i % 25 = 0 THEN jsonb_build_object('name', name || ' Deluxe', 'img_288_192', '/static/games/' || lower(replace(name, ' ', '-')) || '-deluxe.svg', 'text', 'The deluxe edition of ' || name || '.') END,
       now() - ((i % 365) || ' days')::interval - ((i % 24) || ' hours')::interval
     FROM named`,
    [ADJECTIVES, NOUNS, GAME_COUNT],
  );
}

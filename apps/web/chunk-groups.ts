import { resolve } from 'node:path';

/**
 * The modules main.tsx imports dynamically at every start, beside the first calls: the features' start-up, the page
 * frame and the table of screens (harness/lib/sizes.ts measures the same set).
 */
export const STARTUP_MODULES = ['src/app/di/feature-modules.ts', 'src/app/layouts/shell.ts', 'src/app/router/screens.ts'] as const;

/** The chunk of everything the entry imports statically; its stylesheet is the initial CSS. */
export const INITIAL_CHUNK = 'index';

/**
 * Lazy modules nearly every first visit loads right after the start: the home page with its tournaments and jackpots
 * widgets, the session's watchers, the dialog host and the campaign popup a new visitor is greeted with. Each gets
 * one chunk with everything it needs on top of the chunks before it.
 */
const FIRST_VISIT_MODULES = {
  home: 'src/features/games/home/HomeScreen.tsx',
  dialogs: '../../packages/ui/src/dialogs/DialogHost.tsx',
  'home-widgets': 'src/features/tournaments/home/HomeWidgets.tsx',
  'session-watchers': 'src/features/session/SessionWatchers.tsx',
  'campaign-popup': 'src/features/campaign-popups/render-campaign-popup.tsx',
} as const;

/** The group a module (relative to apps/web) is the root of, if any: its chunk is named after the group. */
export function groupOf(module: string): string | undefined {
  if ((STARTUP_MODULES as readonly string[]).includes(module)) return 'startup';
  return Object.entries(FIRST_VISIT_MODULES).find(([, root]) => root === module)?.[0];
}

interface ChunkGroup {
  readonly name: string;
  readonly tags?: ['$initial'];
  readonly test?: (id: string) => boolean;
}

/**
 * How the production build groups modules into chunks (rolldown's `codeSplitting.groups`; a group takes the modules
 * its test matches and, recursively, what they import that no earlier group took).
 *
 * Left to itself the bundler makes one chunk per distinct set of importers: the start-up alone came as 31 files,
 * many under 1 KB. Each is a request, and each is a `<link>` that Vite's preload helper appends while the page
 * starts: about 4 ms of main thread per link on a mid-range phone, inside the task that then hydrates the page. So
 * - everything the entry imports statically is one chunk (`index`),
 * - everything the start-up modules import on top of it is one more (`startup`),
 * - and the lazy parts of a first visit each come as one chunk too (a screen that shares a component with the home
 *   page imports it from the home chunk, a few KB it may not use, against a dozen requests and links),
 * - and the bonuses area's shared parts (`features/bonuses/common`: styles, formats, the failure messages, the
 *   load-failed state) are one chunk: the bundler made four of under 300 bytes each, fetched by every bonuses,
 *   cashback, offers and promotions screen, and their per-file overhead put the bonuses screen over its 60 KB budget.
 * Other screens and dialogs keep the bundler's own splitting, so they load only what they use.
 */
export function chunkGroups(root: string): ChunkGroup[] {
  const startup = new Set<string>(STARTUP_MODULES.map((module) => resolve(root, module)));
  return [
    { name: INITIAL_CHUNK, tags: ['$initial'] },
    { name: 'startup', test: (id) => startup.has(id) },
    ...Object.entries(FIRST_VISIT_MODULES).map(([name, module]) => ({ name, test: (id: string) => id === resolve(root, module) })),
    { name: 'bonuses-common', test: (id) => id.startsWith(resolve(root, 'src/features/bonuses/common') + '/') },
  ];
}


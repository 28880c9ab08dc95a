import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

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

/**
 * The app's helpers that screens of every area show (load states, dates, server error texts, content links,
 * skeletons, images, cards, countdowns): every route screen but the icons page loads some of them, so they come
 * with the start-up modules, in their chunk, beside the first calls. As a chunk of their own (7 KB) they were one
 * more file for every screen, and before that, left to the first-visit groups, they sat in the home page's chunk,
 * and every cashier, profile and bonuses screen loaded the home page and its widgets for a 500-byte helper. The
 * one-time-code countdown is left out: only the sign-in and security screens use it. So are the forms' parts
 * (`src/shared/forms`: field messages, the validation catalog, the form notice), used only by the dialog's, the
 * profile's and the cashier's forms, and the HTML sanitiser with DOMPurify (content pages, promotions, popups),
 * which has a chunk of its own.
 */
const SHARED_FOLDERS = [
  'src/shared',
  // the design system's plain parts that screens of every area show (no react-aria behind them), and the theme
  ...['theme', ...['Skeleton', 'ResponsiveImage', 'Countdown', 'Card', 'Badge', 'SystemPage'].map((name) => `components/${name}`)].map((folder) => `../../packages/ui/src/${folder}`),
  // the bonuses area's shared parts (styles, formats, the failure messages, the load-failed state: 600 bytes), and
  // the system page's frame (400 bytes), which every screen shows when its data cannot load
  'src/features/bonuses/common',
  '../../packages/domain/src/media',
  // the paths of game and other pages, the bonus rules and the ports' tokens (a few hundred bytes): left to the
  // home page's group, the bonuses and loyalty screens loaded the whole home page for a link or a constant
  ...['routing', 'bonuses', 'ports'].map((folder) => `../../packages/domain/src/${folder}`),
];
const NOT_SHARED = ['src/shared/view-model/resend-countdown.ts', 'src/shared/view-model/NewCodeCountdown.tsx'];
const SAFE_HTML = 'src/shared/safe-html';
const NOT_SHARED_FOLDERS = ['src/shared/forms', SAFE_HTML];

/**
 * The react-aria parts under every field, radio, switch and checkbox (a field's state, its description text, the
 * visually hidden input, the focus walker, localized strings, the keyboard's modifier check; about 5 KB): the
 * start-up takes them too. Left to the dialog host's group, whose modules import them as well, each form screen
 * loaded the whole dialog chunk (17 KB) for them: 10 to 17 KB more than it used, on every cashier and profile page.
 */
export const ARIA_BASE_MODULES = [
  'react-stately/dist/private/utils/useControlledState.mjs',
  ...['Text', 'Heading'].map((name) => `react-aria-components/dist/private/${name}.mjs`),
  ...['visually-hidden/VisuallyHidden', 'focus/FocusScope', 'i18n/useLocalizedStringFormatter', 'utils/keyboard'].map((name) => `react-aria/dist/private/${name}.mjs`),
];
const isAriaBase = (id: string) => ARIA_BASE_MODULES.some((module) => id.endsWith(`/node_modules/${module}`));

/** The script a prerendered page with a campaign popup runs before the app (vite.config.ts's second entry). */
const SERVED_POPUP_FOLDER = 'src/features/campaign-popups/served';

const under = (root: string, folder: string) => (id: string) => id.startsWith(resolve(root, folder) + '/');

interface ChunkGroup {
  readonly name: string;
  readonly tags?: ['$initial'];
  readonly test?: (id: string) => boolean;
}

/**
 * How the production build groups modules into chunks (rolldown's `codeSplitting.groups`; a group takes the modules
 * its test matches and, recursively, what they import that no earlier group took, so the order matters).
 *
 * Left to itself the bundler makes one chunk per distinct set of importers: the start-up alone came as 31 files,
 * many under 1 KB. Each is a request, and each is a `<link>` that Vite's preload helper appends while the page
 * starts: about 4 ms of main thread per link on a mid-range phone, inside the task that then hydrates the page. So
 * - everything the entry imports statically is one chunk (`index`),
 * - everything the start-up modules import on top of it is one more (`startup`), with the shared helpers and the
 *   react-aria parts under every field (above), so that no screen takes them into a chunk of its own,
 * - the HTML sanitiser comes next,
 * - and the lazy parts of a first visit each come as one chunk too (a screen that shares a component with the home
 *   page imports it from the home chunk, a few KB it may not use, against a dozen requests and links).
 * The bonuses area's shared parts (`features/bonuses/common`) were a group of their own: the bundler had made four
 * files of under 300 bytes each. They now sit with the shared helpers, as the system page's frame does.
 * Other screens and dialogs keep the bundler's own splitting, so they load only what they use. (Tried and measured
 * worse: a group per signed-in area, which made each screen load the union of its siblings' imports, groups for
 * the design system's fields and selects, which made screens with one text field load every select's code, a group
 * for the domain's validation rules and one for the cashier's shared parts, whose chunks took in what their modules
 * import and so reached bonuses, responsible gaming and bet history (+5 to +11 KB each), and a last group over every
 * library module with `entriesAware` and a merge threshold, which merged small chunks into neighbours other screens
 * load. Each cut the chunk counts of the cashier screens by a few, none to six.)
 */
export function chunkGroups(root: string): ChunkGroup[] {
  const startup = new Set<string>(STARTUP_MODULES.map((module) => resolve(root, module)));
  const notShared = new Set(NOT_SHARED.map((module) => resolve(root, module)));
  const notSharedFolders = NOT_SHARED_FOLDERS.map((folder) => under(root, folder));
  return [
    // the served popup's script is an entry of its own that must stand alone (server/prerender/served-popup-script.ts)
    { name: INITIAL_CHUNK, tags: ['$initial'], test: (id) => !under(root, SERVED_POPUP_FOLDER)(id) },
    {
      name: 'startup',
      test: (id) => startup.has(id) || isAriaBase(id) || (SHARED_FOLDERS.some((folder) => under(root, folder)(id)) && !notShared.has(id) && !notSharedFolders.some((inside) => inside(id))),
    },
    { name: 'safe-html', test: under(root, SAFE_HTML) },
    ...Object.entries(FIRST_VISIT_MODULES).map(([name, module]) => ({ name, test: (id: string) => id === resolve(root, module) })),
  ];
}

/**
 * The group a module (relative to apps/web) is the root of, if any: its chunk is named after the group. A shared
 * helper is no screen's root, so only the start-up modules and the first visit's are named.
 */
export function groupOf(module: string): string | undefined {
  if ((STARTUP_MODULES as readonly string[]).includes(module)) return 'startup';
  return Object.entries(FIRST_VISIT_MODULES).find(([, root]) => root === module)?.[0];
}

/** The names of the groups above: their chunks keep the shape given here (the chunk plan merges only the others). */
export function groupNames(): string[] {
  return chunkGroups('/').map((group) => group.name);
}

/**
 * Screen name → module (relative to `root`, apps/web), read from the lazy imports of the screens each feature
 * declares in its `src/features/<name>/feature.ts` (the app's table of screens is made of them).
 */
export function routeScreens(root: string): Map<string, string> {
  const features = resolve(root, 'src/features');
  const screens = new Map<string, string>();
  for (const folder of readdirSync(features)) {
    const file = resolve(features, folder, 'feature.ts');
    if (!existsSync(file)) continue;
    for (const [, name, spec] of readFileSync(file, 'utf8').matchAll(/['"]?([\w-]+)['"]?:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g))
      if (/Screen\.tsx$/.test(spec!)) screens.set(name!, relative(root, resolve(dirname(file), spec!)));
  }
  if (!screens.size) throw new Error('no lazy screen imports found in src/features/*/feature.ts');
  return screens;
}

/** The profile's panels, by the address that shows each (ProfileScreen.tsx's PANELS). */
const PROFILE_PANELS: Readonly<Record<string, string>> = {
  '/profile/settings': 'src/features/profile/settings/SettingsPanel.tsx',
  '/profile/security': 'src/features/profile/security/SecurityPanel.tsx',
  '/profile/notification': 'src/features/profile/notifications/NotificationsPanel.tsx',
};
const DEPOSIT_PARTS = ['src/features/bonuses/deposit-offers/deposit-offers.chunk.ts', 'src/features/responsible-gaming/limit-prompt/LimitPrompt.tsx'];
/** The campaign popups' service (asked at every navigation) and their renderer (the popup's call is asked with the first calls). */
const POPUP_PARTS = ['src/features/campaign-popups/campaign-popups.chunk.ts', FIRST_VISIT_MODULES['campaign-popup']];
/**
 * The routes where no campaign popup opens: a game, the deposit form, the embedded forms (the domain's
 * `shouldOpenCampaignPopup`, which this config cannot import: the domain's imports have no file extensions, which
 * Vite's coming native config loader refuses; chunk-groups.test.ts fails when the two differ).
 */
const NO_POPUP = /^\/(?:game\/|cashier\/deposit(?:\/|$)|forms(?:\/|$))/;

/**
 * The lazy parts of a route's screen that its first render loads after it (path as in the route table): the
 * profile's panel for the address, the deposit form's offers and limit prompt (slots other features fill, preloaded
 * beside the form). What the player sees at that address is the screen and these: the bench counts them together.
 */
export function screenParts(path: string): string[] {
  return [...(PROFILE_PANELS[path] ? [PROFILE_PANELS[path]] : []), ...(path.startsWith('/cashier/deposit') ? DEPOSIT_PARTS : [])];
}

/**
 * What a player waits for at each address, as absolute module paths: every route screen alone, and with its parts
 * (`screenParts`) at each address that has some. The chunk plan keeps each within the budgets the bench checks.
 */
export function screenViews(root: string, routes: readonly { readonly path: string; readonly screen: string }[]): string[][] {
  const screens = routeScreens(root);
  const views = new Map<string, string[]>();
  for (const module of screens.values()) views.set(module, [module]);
  for (const { path, screen } of routes) {
    const module = screens.get(screen);
    const parts = screenParts(path);
    if (module && parts.length) views.set([module, ...parts].join(' '), [module, ...parts]);
  }
  return [...views.values()].map((view) => view.map((module) => resolve(root, module)));
}

/**
 * The lazy parts a route's first render loads after its screen: the screen's own parts (above) and the campaign
 * popups wherever one may open. The production server hints them with the screen (server/route-preloads.ts); a
 * module the build does not have fails the build.
 */
export function routeParts(path: string): string[] {
  return [...screenParts(path), ...(NO_POPUP.test(path) ? [] : POPUP_PARTS)];
}

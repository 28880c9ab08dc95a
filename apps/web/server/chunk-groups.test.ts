import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shouldOpenCampaignPopup } from '@casino/domain/policies';
import { ARIA_BASE_MODULES, chunkGroups, groupOf, INITIAL_CHUNK, routeParts, screenParts, screenViews, STARTUP_MODULES } from '../chunk-groups.ts';
import { ROUTES } from '../src/shared/routing/route-table.ts';

/** How the build groups modules into chunks (chunk-groups.ts). */
const root = resolve('/repo/apps/web');
const groups = chunkGroups(root);
const named = (name: string) => groups.find((group) => group.name === name)!;

describe('chunk groups', () => {
  it('puts the entry’s static imports in the initial chunk, first; the served popup’s script, an entry too, stays out', () => {
    expect(groups[0]).toMatchObject({ name: INITIAL_CHUNK, tags: ['$initial'] });
    expect(groups[0]!.test!(resolve(root, 'src/main.tsx'))).toBe(true);
    expect(groups[0]!.test!(resolve(root, 'src/features/campaign-popups/served/reveal-served-popup.ts'))).toBe(false);
  });

  it('roots the start-up chunk at the start-up modules', () => {
    for (const module of STARTUP_MODULES) expect(named('startup').test!(resolve(root, module)), module).toBe(true);
    expect(named('startup').test!(resolve(root, 'src/app/layouts/RootLayout.tsx'))).toBe(false);
    expect(named('startup').test!(resolve(root, 'src/features/games/home/HomeScreen.tsx'))).toBe(false);
  });

  it('gives the lazy parts of a first visit a chunk each, and names the group of a module', () => {
    expect(named('home').test!(resolve(root, 'src/features/games/home/HomeScreen.tsx'))).toBe(true);
    expect(named('dialogs').test!(resolve(root, '../../packages/ui/src/dialogs/DialogHost.tsx'))).toBe(true);
    expect(named('home-widgets').test!(resolve(root, 'src/features/tournaments/home/HomeWidgets.tsx'))).toBe(true);
    expect(named('home').test!(resolve(root, 'src/features/games/hall/HallScreen.tsx'))).toBe(false);
    expect(groupOf('src/app/layouts/shell.ts')).toBe('startup');
    expect(groupOf('src/features/games/home/HomeScreen.tsx')).toBe('home');
    expect(groupOf('src/features/games/hall/HallScreen.tsx')).toBeUndefined();
  });
});


describe('shared helpers and route parts', () => {
  it('puts the app’s shared helpers, the design system’s plain parts and the fields’ react-aria base in the start-up chunk, and the sanitiser apart', () => {
    const order = groups.map((group) => group.name);
    expect(order.indexOf('safe-html')).toBeLessThan(order.indexOf('home'));
    const startup = named('startup').test!;
    expect(startup(resolve(root, 'src/shared/view-model/loads.ts'))).toBe(true);
    expect(startup(resolve(root, '../../packages/ui/src/components/Skeleton/Skeleton.tsx'))).toBe(true);
    // a link to a game page must not bring the home page's chunk along
    expect(startup(resolve(root, '../../packages/domain/src/routing/game-path.ts'))).toBe(true);
    // a text field must not bring the dialog host's chunk along
    expect(startup('/repo/node_modules/.pnpm/react-stately@3.51.0/node_modules/react-stately/dist/private/utils/useControlledState.mjs')).toBe(true);
    expect(startup('/repo/node_modules/.pnpm/react-aria@3.53.1/node_modules/react-aria/dist/private/focus/FocusScope.mjs')).toBe(true);
    expect(startup('/repo/node_modules/.pnpm/react-aria-components@1.22.1/node_modules/react-aria-components/dist/private/Modal.mjs')).toBe(false);
    // react-aria's file layout is private: a rename in an update would put these parts back in the dialog host's chunk
    const store = resolve(import.meta.dirname, '../../../node_modules/.pnpm');
    const installed = readdirSync(store);
    for (const module of ARIA_BASE_MODULES) {
      const pkg = module.split('/')[0]!;
      expect(installed.some((folder) => folder.startsWith(`${pkg}@`) && existsSync(join(store, folder, 'node_modules', module))), module).toBe(true);
    }
    expect(named('safe-html').test!(resolve(root, 'src/shared/safe-html/SafeHtml.tsx'))).toBe(true);
    expect(startup(resolve(root, 'src/shared/safe-html/SafeHtml.tsx'))).toBe(false);
    // only the sign-in and security screens count down to a new code
    expect(startup(resolve(root, 'src/shared/view-model/NewCodeCountdown.tsx'))).toBe(false);
    // only the forms of the dialog, the profile and the cashier use the forms' parts
    expect(startup(resolve(root, 'src/shared/forms/FormNotice.tsx'))).toBe(false);
    expect(startup(resolve(root, 'src/features/cashier/deposit/DepositScreen.tsx'))).toBe(false);
  });

  it("hints the campaign popup's parts on exactly the routes where the domain lets a popup open", () => {
    const popup = 'src/features/campaign-popups/campaign-popups.chunk.ts';
    for (const { path } of ROUTES) expect(routeParts(path).includes(popup), path).toBe(shouldOpenCampaignPopup(path.replace(/:\w+/g, 'x')));
    expect(routeParts('/cashier/deposit')).not.toContain(popup);
  });

  it("hints the profile's panel for its address and the deposit form's slots", () => {
    expect(routeParts('/profile/settings')).toContain('src/features/profile/settings/SettingsPanel.tsx');
    // the screen's own parts (what the bench counts with the screen) are the route's parts without the popups
    expect(screenParts('/profile/settings')).toEqual(['src/features/profile/settings/SettingsPanel.tsx']);
    expect(screenParts('/cashier/deposit')).toEqual(routeParts('/cashier/deposit'));
    expect(screenParts('/gamehall')).toEqual([]);
    expect(routeParts('/gamehall')).not.toEqual([]);
    expect(routeParts('/profile/security')).not.toContain('src/features/profile/settings/SettingsPanel.tsx');
    expect(routeParts('/cashier/deposit/:sysname')).toContain('src/features/bonuses/deposit-offers/deposit-offers.chunk.ts');
  });

  it('plans for each screen alone and with the parts its first render loads at each address', () => {
    const web = resolve(import.meta.dirname, '..');
    const views = screenViews(web, ROUTES).map((view) => view.map((module) => module.slice(web.length + 1)));
    expect(views).toContainEqual(['src/features/profile/ProfileScreen.tsx']);
    expect(views).toContainEqual(['src/features/profile/ProfileScreen.tsx', 'src/features/profile/settings/SettingsPanel.tsx']);
    expect(views).toContainEqual(['src/features/cashier/deposit/DepositScreen.tsx', ...screenParts('/cashier/deposit')]);
    // the deposit form's two addresses show the same parts: one view
    expect(views.filter((view) => view.length > 1 && view[0]!.endsWith('DepositScreen.tsx'))).toHaveLength(1);
  });
});

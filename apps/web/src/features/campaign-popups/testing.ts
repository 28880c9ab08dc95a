import type { TestFakes } from '../../test/fixture.ts';
import { createTestApp } from '../../test/fixture.ts';
import { bindModules } from '../../shared/di/lazy-chunk.ts';
import { Dialogs } from '../../shared/services/overlays.ts';
import type { SlotContents } from '../../shared/slots/slot.ts';
import { modules } from './campaign-popups.chunk.ts';
import { CampaignPopupService } from './campaign-popups.service.ts';
import { CampaignPopupViewSlot } from './slots.ts';

/** A route change's location for the service (`afterNavigation`). */
export const at = (path: string, hash = '', query: Record<string, string[]> = {}) => ({ path, hash, query });

/**
 * The popup service of a test app, for its tests. `before`: what the page finds when it loads (the fixture's
 * `before`); `renderer`: what loading the popup's renderer does instead of importing its chunk.
 */
export function setup(before?: (fakes: TestFakes) => void, renderer?: SlotContents<typeof CampaignPopupViewSlot>) {
  // no start-up: its campaign-popups job would read the popups ahead of each test's own route changes
  const app = createTestApp({ before, startup: false });
  bindModules(app.container, modules);
  if (renderer) app.container.rebindSync(CampaignPopupViewSlot).toConstantValue(renderer);
  const service = app.container.get(CampaignPopupService);
  const dialogs = app.container.get<Dialogs>(Dialogs);
  return { ...app, service, dialogs };
}

/** Holds the popups' call until the returned `release` is called (what happens while the answer is on its way). */
export function holdPopups(fakes: TestFakes): () => void {
  let release: () => void = () => undefined;
  const popups = fakes.campaigns.popups;
  fakes.campaigns.get = async () => {
    await new Promise<void>((resolve) => (release = resolve));
    return popups;
  };
  return () => release();
}

import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import type { SlotContents } from '../../shared/slots/slot.ts';
import type { CampaignPopupViewSlot as ViewSlot } from './slots.ts';

describe('the campaign popups chunk', () => {
  it('loads the dialog host with the popup renderer, so the popup does not wait for it once it opens', async () => {
    // fresh copies: another test file in this process may have loaded the dialog host already
    vi.resetModules();
    const { loadedDialogHost } = await import('@casino/ui/dialogs/preload');
    const { modules } = await import('./campaign-popups.chunk.ts');
    const { CampaignPopupViewSlot } = await import('./slots.ts');
    const container = new Container();
    container.load(...modules.map((module) => module()));
    const loadRenderer = container.get<SlotContents<typeof ViewSlot>>(CampaignPopupViewSlot);
    expect(loadedDialogHost()).toBeUndefined();
    const render = await loadRenderer();
    expect(render).toBeTypeOf('function');
    expect(loadedDialogHost()).toBeTypeOf('function');
  });
});

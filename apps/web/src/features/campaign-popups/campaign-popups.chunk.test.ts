import { loadedDialogHost } from '@casino/ui/dialogs/preload';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { SlotContents } from '../../shared/slots/slot.ts';
import { modules } from './campaign-popups.chunk.ts';
import { CampaignPopupViewSlot } from './slots.ts';

describe('the campaign popups chunk', () => {
  it('loads the dialog host with the popup renderer, so the popup does not wait for it once it opens', async () => {
    const container = new Container();
    container.load(...modules.map((module) => module()));
    const loadRenderer = container.get<SlotContents<typeof CampaignPopupViewSlot>>(CampaignPopupViewSlot);
    expect(loadedDialogHost()).toBeUndefined();
    const render = await loadRenderer();
    expect(render).toBeTypeOf('function');
    expect(loadedDialogHost()).toBeTypeOf('function');
  });
});

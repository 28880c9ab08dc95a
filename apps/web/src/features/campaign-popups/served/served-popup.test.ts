// @vitest-environment jsdom
import { campaignPopup } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { popupToServe, removeServedPopups, shownServedPopup } from './served-popup.ts';

describe('the served popup', () => {
  it("is the popup of highest priority a guest may be offered on the page, and none where campaigns never open", () => {
    const popups = [
      campaignPopup({ sysname: 'low', priority: 1 }),
      campaignPopup({ sysname: 'players', priority: 9, audience: 'player' }),
      campaignPopup({ sysname: 'guests', priority: 5, audience: 'guest' }),
    ];
    expect(popupToServe(popups, '/gamehall')?.sysname).toBe('guests');
    expect(popupToServe([popups[0]!], '/')?.sysname).toBe('low');
    expect(popupToServe([popups[1]!], '/')).toBeUndefined();
    for (const path of ['/game/fire-wizard', '/cashier/deposit', '/forms/sign_up']) expect(popupToServe(popups, path), path).toBeUndefined();
  });

  it('is found on screen once its script has shown it, and leaves the page with every other served popup', () => {
    document.body.innerHTML = '<div data-static-dialog="hidden-one" hidden></div><div data-static-dialog="welcome"></div>';
    const shown = shownServedPopup(document);
    expect(shown?.sysname).toBe('welcome');
    removeServedPopups(shown?.element, document);
    expect(document.body.innerHTML).toBe('<div data-static-dialog="welcome"></div>');
    removeServedPopups(undefined, document);
    expect(shownServedPopup(document)).toBeUndefined();
  });
});

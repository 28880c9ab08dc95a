// @vitest-environment jsdom
import { campaignPopup } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { popupToServe, removeServedPopups, shownServedPopup } from './served-popup.ts';

describe('the served popup', () => {
  it('is the popup of highest priority a guest may be offered on the page, and none where campaigns never open', () => {
    const popups = [
      campaignPopup({ sysname: 'low', priority: 1 }),
      campaignPopup({ sysname: 'players', priority: 9, audience: 'player' }),
      campaignPopup({ sysname: 'guests', priority: 5, audience: 'guest' }),
    ];
    const guest = { authenticated: false };
    expect(popupToServe(popups, '/gamehall', guest)?.sysname).toBe('guests');
    expect(popupToServe([popups[0]!], '/', guest)?.sysname).toBe('low');
    expect(popupToServe([popups[1]!], '/', guest)).toBeUndefined();
    for (const path of ['/game/fire-wizard', '/cashier/deposit', '/forms/sign_up']) expect(popupToServe(popups, path, guest), path).toBeUndefined();
  });

  it("is the player's own on a page rendered for them", () => {
    const popups = [campaignPopup({ sysname: 'guests', priority: 9, audience: 'guest' }), campaignPopup({ sysname: 'players', priority: 5, audience: 'player' })];
    expect(popupToServe(popups, '/profile/bonuses', { authenticated: true })?.sysname).toBe('players');
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

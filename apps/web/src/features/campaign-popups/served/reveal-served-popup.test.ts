// @vitest-environment jsdom
import { campaignPopup } from '@casino/adapters/testing';
import { isPauseActive, parsePromotionPause } from '@casino/domain/marketing';
import { StaticDialog } from '@casino/ui/dialogs/static';
import { STATIC_DIALOG_ATTRIBUTE } from '@casino/ui/dialogs/static-attributes';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DEPOSITED_BY_KEY, PROMOTION_PAUSE_KEY } from '../../../shared/stores/promotion.store.ts';
import { BALANCES_KEY } from '../../../shared/stores/session.store.ts';
import { SEEN_CAMPAIGN_POPUPS_KEY } from '../campaign-popups.service.ts';
import { pauseHolds, revealServedPopup, revealWhenParsed, SERVED_POPUP_ATTRIBUTE } from './reveal-served-popup.ts';
import { pressedServedButton, servedButtonData, servedPopupData } from './served-popup.ts';
import { renderCampaignPopup } from '../render-campaign-popup.tsx';

const NOW = Date.UTC(2026, 11, 5);

/** A page as the prerender writes it: the app's root, then the served popup (hidden), for guests unless told. */
function page(theme: 'dark' | 'light' = 'dark', popup = campaignPopup({ sysname: 'welcome', audience: 'guest' })): HTMLElement {
  document.body.innerHTML = `<div id="root"><button>Play</button></div>${renderToString(
    createElement(StaticDialog, { id: popup.sysname, title: 'Welcome', closeLabel: 'Close', theme, dir: 'ltr', lang: 'en', data: servedPopupData(popup), children: renderCampaignPopup(popup, () => undefined, servedButtonData) }),
  )}`;
  return document.querySelector(`[${SERVED_POPUP_ATTRIBUTE}]`)!;
}

const reveal = () => revealServedPopup(document, localStorage, NOW);

afterEach(() => {
  localStorage.clear();
  document.cookie = 'theme=; max-age=0';
  window.location.hash = '';
});

describe('the served popup script', () => {
  it('shows the popup to a guest who has not seen it, marks it seen as the app does, and moves focus into it', () => {
    localStorage.setItem(SEEN_CAMPAIGN_POPUPS_KEY, JSON.stringify(['older']));
    const popup = page();
    reveal();
    expect(popup.hidden).toBe(false);
    expect(JSON.parse(localStorage.getItem(SEEN_CAMPAIGN_POPUPS_KEY)!)).toEqual(['older', 'welcome']);
    expect(document.activeElement).toBe(popup.querySelector('[role="dialog"]'));
  });

  it('asks for the picture of the popup it shows at once; one it leaves out is never loaded (its image is lazy)', () => {
    const popup = page('dark', campaignPopup({ sysname: 'welcome', audience: 'guest', image: { mobile: '/m.webp', desktop: '/d.webp' } }));
    reveal();
    expect(popup.querySelector('img')?.loading).toBe('eager');
  });

  it.each([
    ['it was seen in this browser', () => localStorage.setItem(SEEN_CAMPAIGN_POPUPS_KEY, JSON.stringify(['welcome']))],
    ['promotion is paused (a break)', () => localStorage.setItem(PROMOTION_PAUSE_KEY, JSON.stringify({ reason: 'timeout', until: NOW + 1 }))],
    ['a player is signed in (a guests’ popup)', () => localStorage.setItem(BALANCES_KEY, JSON.stringify({ real: 1 }))],
    ['the visitor chose the other theme', () => (document.cookie = 'theme=light')],
    ['the address previews another popup', () => (window.location.hash = '#popup-preview')],
  ])('leaves the popup out of the page when %s', (_, given) => {
    const popup = page();
    given();
    reveal();
    expect(popup.isConnected).toBe(false);
  });

  it("shows a player's popup on their page, and a deposit campaign unless they deposited in this session", () => {
    localStorage.setItem(BALANCES_KEY, JSON.stringify({ real: 1 }));
    const deposit = { label: 'Deposit', action: 'deposit', url: null } as const;
    const boost = page('dark', campaignPopup({ sysname: 'boost', audience: 'player', buttons: [deposit] }));
    reveal();
    expect(boost.hidden).toBe(false);
    localStorage.setItem(DEPOSITED_BY_KEY, '7');
    const again = page('dark', campaignPopup({ sysname: 'boost-2', audience: 'player', buttons: [deposit] }));
    reveal();
    expect(again.isConnected).toBe(false);
    const news = page('dark', campaignPopup({ sysname: 'news', audience: 'all' }));
    reveal();
    expect(news.hidden).toBe(false);
  });

  it('shows it when a pause is over, and in the theme the visitor chose', () => {
    localStorage.setItem(PROMOTION_PAUSE_KEY, JSON.stringify({ reason: 'timeout', until: NOW - 1 }));
    document.cookie = 'theme=light';
    const popup = page('light');
    reveal();
    expect(popup.hidden).toBe(false);
  });

  it('closes on its close button, on Escape and on a press outside the box, not on a press inside it', () => {
    const close = (popup: HTMLElement) => popup.querySelector<HTMLElement>('[data-static-dialog-close]')!.click();
    const escape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    const outside = (popup: HTMLElement) => (popup.firstElementChild as HTMLElement).click();
    for (const press of [close, escape, outside]) {
      localStorage.clear();
      const popup = page();
      reveal();
      popup.querySelector('p')!.click();
      expect(popup.isConnected).toBe(true);
      press(popup);
      expect(popup.isConnected).toBe(false);
    }
  });

  it("holds a press on a campaign button for the app, which reads which button it was; a campaign's close button closes", () => {
    const signUp = { label: 'Sign up', action: 'register', url: null } as const;
    const deposit = { label: 'Deposit', action: 'deposit', url: null } as const;
    const later = { label: 'Not now', action: 'close', url: null } as const;
    const campaign = campaignPopup({ sysname: 'welcome', audience: 'guest', buttons: [signUp, deposit, later] });
    const button = (popup: HTMLElement, name: string) => [...popup.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!;
    const popup = page('dark', campaign);
    reveal();
    const served = { sysname: 'welcome', element: popup };
    expect(pressedServedButton(served, campaign)).toBeUndefined();
    button(popup, 'Deposit').click();
    button(popup, 'Sign up').click();
    // the last press counts, and only its button shows as waiting; the popup stays until the app acts
    expect(popup.isConnected).toBe(true);
    expect(pressedServedButton(served, campaign)).toEqual(signUp);
    expect([...popup.querySelectorAll('[data-pending]')].map((pending) => pending.textContent)).toEqual(['Sign up']);
    // the campaign changed since the page was built: its first button no longer signs up, so the press is not done
    expect(pressedServedButton(served, { ...campaign, buttons: [deposit, signUp] })).toBeUndefined();
    button(popup, 'Not now').click();
    expect(popup.isConnected).toBe(false);
    expect(pressedServedButton(served, campaign)).toBeUndefined();
  });

  it('waits for the page to be parsed: the popup comes after the app root, and the script may arrive first', () => {
    const popup = page();
    let state: DocumentReadyState = 'loading';
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
    revealWhenParsed(document);
    expect(popup.hidden).toBe(true);
    state = 'interactive';
    document.dispatchEvent(new Event('readystatechange'));
    expect(popup.hidden).toBe(false);
    Reflect.deleteProperty(document, 'readyState');
  });

  it("reads what the app writes: the same attribute, keys and pause rule (it repeats them, importing nothing)", () => {
    expect(SERVED_POPUP_ATTRIBUTE).toBe(STATIC_DIALOG_ATTRIBUTE);
    for (const value of [undefined, null, 'x', {}, { reason: 'timeout', until: null }, { reason: 'timeout', until: NOW + 1 }, { reason: 'limitReached', until: NOW - 1 }, { reason: 'timeout', until: 'soon' }]) {
      expect(pauseHolds(value, NOW), JSON.stringify(value)).toBe(isPauseActive(parsePromotionPause(value), NOW));
    }
    // the keys: a popup the app marked seen, a pause it stored, a player it signed in: each keeps this script's out
    const deposit = campaignPopup({ sysname: 'welcome', audience: 'guest', buttons: [{ label: 'Deposit', action: 'deposit', url: null }] });
    for (const [key, value] of [[SEEN_CAMPAIGN_POPUPS_KEY, ['welcome']], [PROMOTION_PAUSE_KEY, { reason: 'exclusion', until: null }], [BALANCES_KEY, {}], [DEPOSITED_BY_KEY, 7]] as const) {
      localStorage.clear();
      localStorage.setItem(key, JSON.stringify(value));
      const popup = page('dark', deposit);
      reveal();
      expect(popup.isConnected, key).toBe(false);
    }
  });
});

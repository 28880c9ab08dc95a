import { describe, expect, it } from 'vitest';
import { checkNavigation, isSameOrigin, safeRedirectPath } from './navigation';
import {
  authPopupShowsBreadcrumb, gamehallCategoryRedirect, isEmbeddedFormRoute, opensRegistrationForRealPlay,
  parseGamehallQuery, popupFromQuery, popupPreviewSysname, withoutPopupQuery,
} from './popups';

const origin = 'https://casino.example';

describe('checkNavigation', () => {
  it('internal paths pass', () => {
    expect(checkNavigation('/offers', { origin })).toEqual({ ok: true, value: { url: '/offers', external: false } });
    expect(checkNavigation('https://casino.example/a?b=1#c', { origin })).toEqual({ ok: true, value: { url: '/a?b=1#c', external: false } });
  });
  it('external needs the flag', () => {
    expect(checkNavigation('https://other.example/', { origin })).toEqual({ ok: false, error: 'external-not-allowed' });
    expect(checkNavigation('//other.example/x', { origin })).toEqual({ ok: false, error: 'external-not-allowed' });
    expect(checkNavigation('https://other.example/', { origin, external: true })).toEqual({ ok: true, value: { url: 'https://other.example/', external: true } });
    expect(checkNavigation('HTTPS://Other.Example:443/a/../b', { origin, external: true })).toEqual({ ok: true, value: { url: 'https://other.example/b', external: true } });
  });
  it('only http(s) leaves: not even mailto: or tel: through a content link', () => {
    expect(checkNavigation('mailto:help@casino.example', { origin, external: true })).toEqual({ ok: false, error: 'dangerous-protocol' });
    expect(checkNavigation('tel:+4420', { origin, external: true })).toEqual({ ok: false, error: 'dangerous-protocol' });
  });
  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd'])('rejects %s', (url) => {
    expect(checkNavigation(url, { origin, external: true })).toEqual({ ok: false, error: 'dangerous-protocol' });
  });
  it('an unparsable origin makes absolute targets external', () => {
    expect(checkNavigation('https://a.example', { origin: 'not a url' }).ok).toBe(false);
  });
});

describe('same-origin redirect and back URLs', () => {
  it('accepts root-relative and same-origin absolute', () => {
    expect(isSameOrigin('/cashier/deposit', origin)).toBe(true);
    expect(isSameOrigin('https://casino.example/x', origin)).toBe(true);
  });
  it('rejects others', () => {
    expect(isSameOrigin('//evil.example', origin)).toBe(false);
    expect(isSameOrigin('/\\evil.example', origin)).toBe(false);
    expect(isSameOrigin('https://evil.example', origin)).toBe(false);
    expect(isSameOrigin('javascript:alert(1)', origin)).toBe(false);
    expect(isSameOrigin('http://casino.example', origin)).toBe(false);
    expect(isSameOrigin('offers', origin)).toBe(false);
    expect(isSameOrigin('', origin)).toBe(false);
    expect(isSameOrigin('/a\nb', origin)).toBe(false);
    expect(isSameOrigin('https://[bad', origin)).toBe(false);
  });
  it('safe redirect path', () => {
    expect(safeRedirectPath('https://casino.example/a?b=1', origin)).toBe('/a?b=1');
    expect(safeRedirectPath('/x#y', origin)).toBe('/x#y');
    expect(safeRedirectPath('https://evil.example', origin)).toBe('/');
    expect(safeRedirectPath(null, origin, '/home')).toBe('/home');
  });
});

describe('popups by query and hash', () => {
  it('opens for guests only, not on embedded forms', () => {
    expect(popupFromQuery({ show_popup_reg: '1' }, false)).toEqual({ mode: 'registration', preventClose: false });
    expect(popupFromQuery({ show_popup_auth: '1', prevent_close: '1' }, false)).toEqual({ mode: 'authorization', preventClose: true });
    expect(popupFromQuery({ show_popup_reg: '1' }, true)).toBeUndefined();
    expect(popupFromQuery({ show_popup_reg: '1' }, false, 'forms-sign_up___de')).toBeUndefined();
    expect(popupFromQuery({}, false)).toBeUndefined();
    expect(isEmbeddedFormRoute('forms-sign_in')).toBe(true);
    expect(isEmbeddedFormRoute(undefined)).toBe(false);
  });
  it('removes the popup keys', () => {
    expect(withoutPopupQuery({ show_popup_reg: '1', prevent_close: '1', a: 'b' })).toEqual({ a: 'b' });
  });
  it('preview, #real, breadcrumb', () => {
    expect(popupPreviewSysname('#popup-preview', { popup: 'summer' })).toBe('summer');
    expect(popupPreviewSysname('#other', { popup: 'summer' })).toBeUndefined();
    expect(opensRegistrationForRealPlay('#real', false)).toBe(true);
    expect(opensRegistrationForRealPlay('#real', true)).toBe(false);
    expect(authPopupShowsBreadcrumb('twofa')).toBe(true);
    expect(authPopupShowsBreadcrumb('registration')).toBe(false);
  });
  it('gamehall query and category guard', () => {
    expect(parseGamehallQuery({ category: 'slots', providers: 'a, b,,c' })).toEqual({ category: 'slots', providers: ['a', 'b', 'c'] });
    expect(parseGamehallQuery({})).toEqual({ providers: [] });
    expect(gamehallCategoryRedirect('slots', ['slots'])).toBeUndefined();
    expect(gamehallCategoryRedirect('gone', ['slots'])).toBe('/gamehall');
  });
});

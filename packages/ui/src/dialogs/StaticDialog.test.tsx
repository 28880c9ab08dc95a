import { renderToString } from 'react-dom/server';
import { themeClass } from '../theme/themes.css';
import { StaticDialog } from './StaticDialog';
import { STATIC_DIALOG_ATTRIBUTE, STATIC_DIALOG_CLOSE_ATTRIBUTE } from './static-attributes';

function drawn(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as HTMLElement;
}

describe('StaticDialog', () => {
  it('is markup a server can draw: hidden until a script shows it, in the page theme and direction', () => {
    const root = drawn(renderToString(<StaticDialog id="welcome" title="مرحبا" closeLabel="إغلاق" theme="light" dir="rtl" lang="ar" data={{ 'data-audience': 'guest' }}><p>offer</p></StaticDialog>));
    expect(root.hidden).toBe(true);
    expect(root.getAttribute(STATIC_DIALOG_ATTRIBUTE)).toBe('welcome');
    expect([root.className, root.dataset.theme]).toEqual([themeClass.light, 'light']);
    expect([root.dir, root.lang, root.dataset.audience]).toEqual(['rtl', 'ar', 'guest']);
  });

  it('is a labelled modal dialog that takes focus, with a named close button a script can find', () => {
    const root = drawn(renderToString(<StaticDialog id="welcome" title="Welcome" closeLabel="Close" theme="dark" dir="ltr" lang="en"><p>offer</p></StaticDialog>));
    const dialog = root.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(root.querySelector(`#${dialog.getAttribute('aria-labelledby')}`)?.textContent).toBe('Welcome');
    expect(dialog.getAttribute('tabindex')).toBe('-1');
    expect(dialog.textContent).toContain('offer');
    const close = root.querySelector(`[${STATIC_DIALOG_CLOSE_ATTRIBUTE}]`)!;
    expect([close.tagName, close.getAttribute('aria-label')]).toEqual(['BUTTON', 'Close']);
    // its icon is drawn before the page's sprite has come
    const icon = close.querySelector('use')!.getAttribute('href')!;
    expect(root.querySelector(`${icon} path`)).not.toBeNull();
  });
});

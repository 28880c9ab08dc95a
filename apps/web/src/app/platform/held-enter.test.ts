// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { installHeldEnterGuard } from './held-enter.ts';

describe('installHeldEnterGuard', () => {
  let uninstall = () => undefined as void;
  afterEach(() => {
    uninstall();
    document.body.innerHTML = '';
  });

  const press = (target: Element, repeat: boolean) => {
    const event = new KeyboardEvent('keydown', { key: 'Enter', repeat, bubbles: true, cancelable: true });
    target.dispatchEvent(event);
    return event;
  };

  it('lets the first Enter through and drops the auto-repeated ones in fields and on buttons', () => {
    uninstall = installHeldEnterGuard(document);
    document.body.innerHTML = '<form><input name="amount"><button>Save</button></form>';
    const heard: boolean[] = [];
    document.querySelector('form')!.addEventListener('keydown', (e) => heard.push((e as KeyboardEvent).repeat));
    for (const element of [document.querySelector('input')!, document.querySelector('button')!]) {
      expect(press(element, false).defaultPrevented).toBe(false);
      expect(press(element, true).defaultPrevented).toBe(true);
    }
    expect(heard).toEqual([false, false]);
  });

  it('leaves a held Enter alone in a text area and other keys everywhere', () => {
    uninstall = installHeldEnterGuard(document);
    document.body.innerHTML = '<textarea></textarea><input>';
    expect(press(document.querySelector('textarea')!, true).defaultPrevented).toBe(false);
    const space = new KeyboardEvent('keydown', { key: ' ', repeat: true, bubbles: true, cancelable: true });
    document.querySelector('input')!.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(false);
  });
});

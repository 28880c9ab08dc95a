/**
 * Compile-time checks of the handler typing (`pnpm typecheck` runs them; there is nothing to execute): each
 * `@ts-expect-error` below must stay an error, so a change that loosened HandlerMap back to "anything goes" fails tsc.
 */
import { RawResponse, type HandlerMap } from '../../src/core/types.ts';

export const wellTyped: HandlerMap = {
  'storage.set': async (ctx) => (ctx.params.key.length + ctx.params.value.length >= 0 ? 1 : 1),
  'i18n.messages': async (ctx) => ({ [ctx.params.locale]: 'path parameters are typed too' }),
  'oauth.init': async () => new RawResponse(200, '<html></html>'),
};

export const wrongAnswers: HandlerMap = {
  // @ts-expect-error a mutation answers the literal 1, not any number
  'storage.set': async () => 2,
  // @ts-expect-error the balance wallets are Money objects
  'account.getBalance': async () => ({ balance_main: 1, balance_bonus: 0, balance_betting_bonus: 0, balance_fun: 0 }),
  // @ts-expect-error an operation answered with JSON cannot return a raw page
  'metadata.get': async () => new RawResponse(200, 'not json'),
};

export const wrongParams: HandlerMap = {
  'storage.set': async (ctx) => {
    // @ts-expect-error storage.set has no `keys` parameter
    void ctx.params.keys;
    return 1;
  },
};

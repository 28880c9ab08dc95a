/**
 * The betting section (`/betting`, `/bets/*`): a third-party sportsbook in a frame. Everything of it is the lazy
 * screen chunk `SportsbookScreen.tsx`; nothing is bound at start-up.
 */
export {};

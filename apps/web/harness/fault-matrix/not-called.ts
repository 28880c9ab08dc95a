/** Operations of the contract the app never calls, each with the reason. The matrix fails if a page calls one. */
export const NOT_CALLED: Readonly<Record<string, string>> = {
  'storage.getKeys': 'the app reads its server-side keys by name (storage.get); listing them is for other clients',
  'storage.get':
    'what the app keeps for a player (the promo code, the last cashback seen, the balances) lives in the browser\'s local storage; the server storage is offered to other front ends through ServerStoragePort and the SDK',
  'storage.set': 'as storage.get: nothing the app keeps is stored on the server',
  'metadata.get': 'the backend\'s build and clock are for operations tools; the app needs only the general info (metadata.getgeneralinfo)',
  'content.pages':
    'the list of content pages is read by the production server for the sitemap and prerendering (apps/web/server, whose tests cover its failure); in the browser a page is opened by its slug (content.page)',
};

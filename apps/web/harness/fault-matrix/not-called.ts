/** Operations of the contract the app never calls, each with the reason. The matrix fails if a page calls one. */
export const NOT_CALLED: Readonly<Record<string, string>> = {
  'storage.getKeys': 'the app reads its server-side keys by name (storage.get); listing them is for other clients',
};

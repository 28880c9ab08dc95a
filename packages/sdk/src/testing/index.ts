/** Test helpers for code that builds a client with `createApiClient({ fetch })`: a recording fake fetch and canned answers. */
export { fakeFetch, jsonResponse, failingFetch, hangingFetch, type SeenRequest, type FakeAnswer } from './fake-fetch.ts';

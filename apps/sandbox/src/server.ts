// Being written by the core engineer (see apps/sandbox/CONTRIBUTING.md). Area engineers: do not edit.
export {};

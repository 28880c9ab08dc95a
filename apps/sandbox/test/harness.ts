// Being written by the core engineer (see apps/sandbox/CONTRIBUTING.md). Do not edit.

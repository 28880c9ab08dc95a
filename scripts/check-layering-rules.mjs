#!/usr/bin/env node
// Proves the dependency rules bite: builds a throw-away tree with one breach per rule and expects
// dependency-cruiser to report each of them (a rule that never fires would silently pass the real check).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const breaches = {
  'packages/domain/src/breach.ts': ["import { call } from '@casino/sdk';", 'domain-is-pure'],
  'packages/domain/src/breach-react.ts': ["import type { FC } from 'react';", 'domain-no-framework-types'],
  'packages/ui/src/breach.ts': ["import { validatePassword } from '@casino/domain';", 'ui-knows-no-casino'],
  // ui may import the domain's media constants file and nothing else of the domain, resolved or not.
  'packages/ui/src/breach-subpath.ts': ["import { ipxUrl } from '@casino/domain/media';", 'ui-knows-no-casino'],
  'packages/ui/src/breach-sibling.ts': ["import { ipxUrl } from '../../domain/src/media/ipx';", 'ui-knows-no-casino'],
  'packages/domain/src/media/constants.ts': ["import { ipxUrl } from './ipx';", 'ui-domain-leaf-stays-a-leaf'],
  'packages/adapters/src/breach.ts': ["import { App } from '@casino/web';", 'packages-never-import-apps'],
  'apps/web/src/features/x/View.tsx': ["import { createApiClient } from '@casino/sdk';", 'views-never-fetch'],
  'apps/web/src/features/x/x.vm.ts': ["import { call } from '@casino/sdk';", 'only-adapters-use-sdk'],
  'apps/sandbox/src/breach.ts': ["import { call } from '@casino/sdk';", 'sandbox-takes-only-types-from-sdk'],
  'apps/web/src/features/x/uses-app.ts': ["import { root } from '../../app/root.ts';", 'features-never-import-app'],
  'apps/web/src/shared/uses-feature.ts': ["import { inside } from '../features/y/inside.ts';", 'shared-never-imports-features'],
  'apps/web/src/features/x/reaches-in.ts': ["import { inside } from '../y/inside.ts';", 'features-meet-through-index-or-slots'],
  // a slot's declaration beside a feature's other files is still that feature's inside
  'apps/web/src/features/x/reaches-slot-neighbour.ts': ["import { inside } from '../y/home/slots.ts';", 'features-meet-through-index-or-slots'],
  'apps/web/src/features/y/slots.ts': ["import { inside } from './inside.ts';", 'slots-hold-only-types-and-tokens'],
  'apps/web/src/shared/slots/kernel-slots.ts': ["import { dialogs } from '../services/dialogs.ts';", 'slots-hold-only-types-and-tokens'],
  'apps/web/src/app/reaches-in.ts': ["import { inside } from '../features/y/inside.ts';", 'app-meets-features-through-index'],
  'apps/web/src/shared/cycle-a.ts': ["import { b } from './cycle-b.ts';", 'no-circular-in-web'],
};
/** Files the breaches import (allowed themselves). */
const support = {
  'apps/web/src/app/root.ts': 'export const root = 1;',
  'apps/web/src/features/y/inside.ts': 'export const inside = 1;',
  'apps/web/src/features/y/index.ts': "export { inside } from './inside.ts';",
  'apps/web/src/features/x/through-index.ts': "import { inside } from '../y/index.ts';\nexport const ok = inside;",
  'apps/web/src/features/x/through-slots.ts': "import { YSlot } from '../y/slots.ts';\nexport const ok = YSlot;",
  'apps/web/src/features/y/home/slots.ts': 'export const inside = 1;',
  'apps/web/src/shared/services/dialogs.ts': 'export const dialogs = 1;',
  'apps/web/src/shared/slots/slot.ts': 'export const defineSlot = (name) => Symbol(name);',
  // a slots.ts may import types from anywhere and the slot helper itself
  'apps/web/src/features/z/part.ts': 'export interface Part { readonly name: string }',
  'apps/web/src/features/z/slots.ts': "import type { Part } from './part.ts';\nimport { defineSlot } from '../../shared/slots/slot.ts';\nexport const ZSlot = defineSlot<Part>('z');",
  'apps/web/src/shared/cycle-b.ts': "import { used } from './cycle-a.ts';\nexport const b = used;",
};
// Imports that must stay allowed: the narrowed ui rule still lets the media constants leaf through.
const allowed = {
  'packages/ui/src/theme/allowed.ts': "import { MEDIA_BREAKPOINTS } from '../../../domain/src/media/constants';",
  'packages/domain/src/media/ipx.ts': '',
};
const dir = mkdtempSync(join(tmpdir(), 'layering-'));
try {
  for (const [file, line] of [...Object.entries(breaches).map(([f, [l]]) => [f, l]), ...Object.entries(allowed)]) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), `${line}\nexport const used = 1;\n`);
  }
  for (const [file, text] of Object.entries(support)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), `${text}\n`);
  }
  copyFileSync(join(root, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
  copyFileSync(join(root, 'tsconfig.base.json'), join(dir, 'tsconfig.base.json'));
  let output = '';
  try {
    execFileSync(join(root, 'node_modules/.bin/depcruise'), ['packages', 'apps', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    output = `${error.stdout}${error.stderr}`;
  }
  const missed = Object.entries(breaches).filter(([file, [, rule]]) => !output.split('\n').some((l) => l.includes(rule) && l.includes(file)));
  const wrongly = Object.keys(allowed).filter((file) => output.split('\n').some((l) => l.includes(`${file} →`)));
  if (wrongly.length) {
    console.error('allowed imports reported as breaches:\n' + wrongly.map((f) => `  ${f}`).join('\n'));
    process.exit(1);
  }
  if (missed.length) {
    console.error('dependency rules that did not fire:\n' + missed.map(([f, [, r]]) => `  ${r} on ${f}`).join('\n'));
    process.exit(1);
  }
  const falseAlarms = output.split('\n').filter((l) => /through-(index|slots)\.ts|features\/z\/slots\.ts/.test(l));
  if (falseAlarms.length) {
    console.error('an import through a feature\'s index.ts or slots.ts, or a slots.ts importing types and the helper, was reported:\n' + falseAlarms.join('\n'));
    process.exit(1);
  }
  console.log(`all ${Object.keys(breaches).length} layering breaches were caught`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

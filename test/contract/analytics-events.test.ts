// SPEC 7.3's analytics events: every one whose flow exists in the storefront is fired under its SPEC name, and
// the ones that are not are listed below with the reason. A flow fires an event by passing its name (a
// constant holding the exact SPEC string) to track(); the flows' own tests check when and with what payload.
// This test fails when a fired event disappears, when a name drifts from SPEC's wording, or when a flow for a
// listed event is built (then move it out of the list).
import fs from 'node:fs';
import path from 'node:path';
import { SPEC_EVENTS, STEP_13_EVENTS } from '../../src/features/analytics/spec-events';

const SRC = path.join(__dirname, '../../src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const code = sources(SRC)
  .filter((file) => !file.endsWith(path.join('analytics', 'spec-events.ts')))
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');
const ALL = Object.values(SPEC_EVENTS).flat() as string[];
/** Events added after SPEC 7.3 (issue 28), in SPEC's style. */
const ADDED = Object.values(STEP_13_EVENTS).flat() as string[];
const named = (name: string) => code.includes(`'${name}'`) || code.includes(`"${name}"`);

/** SPEC 7.3's events with no flow in the storefront to fire them, and why. */
const NOT_FIRED: Record<string, string> = {
  'institute code verified':
    'no page verifies an institute code: SPEC 4 says only that the flow exists as an analytics event and ' +
    "shows none of its rules (the backend's verifyInstituteCode has no storefront caller)",
  'student plan purchase':
    'no flow buys a plan: SPEC 1 names institute plans, but no route, page or operation purchases one',
  'employee plan purchase':
    'no flow buys a plan: SPEC 1 names institute plans, but no route, page or operation purchases one',
};

/** Every event name the code defines: the features' *_EVENTS objects, *_EVENT constants and track('…') calls. */
function definedEventNames(): string[] {
  const names: string[] = [];
  for (const [, body] of code.matchAll(/export const \w*EVENTS\b[^=]*=\s*\{([^}]*)\}/g))
    for (const [, name] of body!.matchAll(/:\s*'([^']+)'/g)) names.push(name!);
  for (const [, name] of code.matchAll(/export const \w*_EVENT\s*=\s*'([^']+)'/g)) names.push(name!);
  for (const [, name] of code.matchAll(/\btrack\(\s*'([^']+)'/g)) names.push(name!);
  return names;
}

test('SPEC 7.3 lists these events', () => {
  expect(ALL).toHaveLength(31);
  expect(new Set(ALL).size).toBe(ALL.length);
  for (const name of Object.keys(NOT_FIRED)) expect(ALL).toContain(name);
});

test('every event whose flow exists is fired under its SPEC name; the rest are listed with a reason', () => {
  const fired = ALL.filter(named);
  expect(ALL.filter((name) => !fired.includes(name))).toEqual(Object.keys(NOT_FIRED));
});

test('every event name the storefront defines is one of SPEC 7.3 (or added since), spelled as it is listed', () => {
  const defined = definedEventNames();
  // The scan finds the features' event constants (a broken pattern would find none and prove nothing).
  expect(defined).toEqual(expect.arrayContaining(['add_to_cart', 'wishlist add', 'banner click', 'login']));
  expect(defined.filter((name) => !ALL.includes(name) && !ADDED.includes(name))).toEqual([]);
});

test('every event added after SPEC 7.3 is fired, under a name of its own', () => {
  expect(ADDED.filter((name) => !named(name))).toEqual([]);
  expect(ADDED.filter((name) => ALL.includes(name))).toEqual([]);
});

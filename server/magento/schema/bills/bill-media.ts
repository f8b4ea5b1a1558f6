// Icons for biller categories and logos for billers (media paths bills/*.svg): drawn on demand, a coloured
// tile with the name's initials, so the section looks complete without shipping image files.
import { registerMediaSource } from '../../http/media';
import type { Db } from '../../db/connection';

const COLOURS = ['#1a73e8', '#e8710a', '#188038', '#d93025', '#9334e6', '#12b5cb', '#b06000', '#3c4043'];

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function initials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, '')
    .split(/[\s-]+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w));
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

function tile(name: string): Buffer {
  let hash = 0;
  for (const c of name) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const colour = COLOURS[hash % COLOURS.length];
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escape(name)}">
<rect width="64" height="64" rx="14" fill="${colour}"/>
<text x="32" y="41" font-family="Arial,Helvetica,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${escape(initials(name))}</text></svg>`);
}

function nameFor(db: Db, mediaPath: string): string | undefined {
  const category = /^bills\/([a-z0-9-]+)\.svg$/.exec(mediaPath);
  if (category)
    return (
      db.prepare('SELECT name FROM biller_categories WHERE icon = ?').get(mediaPath) as
        { name: string } | undefined
    )?.name;
  if (/^bills\/billers\/[a-z0-9]+\.svg$/.test(mediaPath))
    return (
      db.prepare('SELECT name FROM billers WHERE logo = ?').get(mediaPath) as { name: string } | undefined
    )?.name;
  return undefined;
}

let registered = false;

export function registerBillMedia(): void {
  if (registered) return;
  registered = true;
  registerMediaSource(async (mediaPath, db) => {
    if (!db || !mediaPath.startsWith('bills/')) return null;
    const name = nameFor(db, mediaPath);
    return name ? tile(name) : null;
  });
}

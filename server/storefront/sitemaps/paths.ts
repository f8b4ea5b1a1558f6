// Where the storefront's server answers for crawlers. Each has a file extension, so the service worker leaves
// them to the network (sw/navigation.ts) and they are never a page of the app.
export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
/** The shards: /sitemaps/{section}-{n}.xml, n from 1. */
export const SHARD_FOLDER = '/sitemaps/';

export const SECTIONS = ['products', 'categories', 'pages'] as const;
export type Section = (typeof SECTIONS)[number];

export const shardPath = (section: Section, n: number) => `${SHARD_FOLDER}${section}-${n}.xml`;

const SHARD = /^\/sitemaps\/(products|categories|pages)-([1-9]\d{0,6})\.xml$/;

/** The shard a path names, or null. */
export function shardOf(pathname: string): { section: Section; n: number } | null {
  const match = SHARD.exec(pathname);
  return match ? { section: match[1] as Section, n: Number(match[2]) } : null;
}

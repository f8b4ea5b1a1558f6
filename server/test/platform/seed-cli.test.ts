import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CATALOGUE_DIR, seedDatabase } from '../../magento/seed';
import { parseSeedArgs, seedCommand, SeedCliError } from '../../magento/seed/cli';
import { openDatabase } from '../../magento/db/connection';
import { migrate } from '../../magento/db/migrate';
import { findStoreByCode } from '../../magento/db/repositories/stores';
import { makeTempDir, removeTempDirs } from '../temp-dir';

afterAll(removeTempDirs);

function copyCatalogue(): string {
  const dir = makeTempDir('catalogue-');
  for (const file of fs.readdirSync(DEFAULT_CATALOGUE_DIR))
    fs.copyFileSync(path.join(DEFAULT_CATALOGUE_DIR, file), path.join(dir, file));
  return dir;
}

function storeName(dataDir: string, code: string): string | undefined {
  const db = openDatabase(path.join(dataDir, 'shop.sqlite'));
  try {
    return findStoreByCode(db, code)?.name;
  } finally {
    db.close();
  }
}

describe('npm run seed', () => {
  it('parses --from and --data-dir (also as --flag=value), with DATA_DIR as the default', () => {
    expect(parseSeedArgs([], { DATA_DIR: '/tmp/shop-data' })).toEqual({
      from: DEFAULT_CATALOGUE_DIR,
      dataDir: '/tmp/shop-data',
    });
    expect(parseSeedArgs(['--from', '/a', '--data-dir=/b'], {})).toEqual({ from: '/a', dataDir: '/b' });
    expect(() => parseSeedArgs(['--form', '/a'], {})).toThrow('Unknown option "--form"');
    expect(() => parseSeedArgs(['--from'], {})).toThrow('--from needs a folder');
  });

  it('rebuilds the database from a copied catalogue folder', () => {
    const from = copyCatalogue();
    const stores = JSON.parse(fs.readFileSync(path.join(from, 'stores.json'), 'utf8'));
    stores.stores.find((s: { code: string }) => s.code === 'infosys').name = 'Infosys Campus Store';
    fs.writeFileSync(path.join(from, 'stores.json'), JSON.stringify(stores));
    const dataDir = makeTempDir();

    const counts = seedCommand({ from, dataDir });
    expect(counts).toMatchObject({ stores: 41, cms_pages: 7, cms_blocks: 4 });
    expect(counts.categories).toBeGreaterThanOrEqual(16);
    expect(storeName(dataDir, 'infosys')).toBe('Infosys Campus Store');

    seedCommand({ from: DEFAULT_CATALOGUE_DIR, dataDir });
    expect(storeName(dataDir, 'infosys')).toBe('Infosys Employee Store');
  });

  it('reports a missing folder or a broken file clearly and keeps the existing database', () => {
    const dataDir = makeTempDir();
    seedCommand({ from: DEFAULT_CATALOGUE_DIR, dataDir });
    expect(() => seedCommand({ from: path.join(dataDir, 'nope'), dataDir })).toThrow(
      new SeedCliError(`Catalogue folder not found: ${path.join(dataDir, 'nope')}`),
    );
    const broken = copyCatalogue();
    fs.writeFileSync(path.join(broken, 'categories.json'), '{ "id": 2, ');
    expect(() => seedCommand({ from: broken, dataDir })).toThrow(
      /Cannot read catalogue file .*categories\.json/,
    );
    expect(storeName(dataDir, 'default')).toBe('Zepp Shop');
    expect(fs.readdirSync(dataDir).filter((f) => f.includes('building'))).toEqual([]);
  });
});

describe('the seed', () => {
  function dump(): string {
    const db = openDatabase(':memory:');
    migrate(db);
    seedDatabase(db);
    const tables = ['stores', 'store_config', 'categories', 'url_rewrites', 'cms_pages', 'cms_blocks'];
    const rows = tables.map((t) => db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all());
    db.close();
    return JSON.stringify(rows);
  }

  it('is deterministic', () => {
    expect(dump()).toBe(dump());
  });
});

// Magento's directory regions (India's states and union territories).
import type { Db } from '../connection';
import { prepared } from './statements';

export interface RegionRow {
  region_id: number;
  country_id: string;
  code: string;
  name: string;
}

export function listRegions(db: Db, countryId: string): RegionRow[] {
  return prepared(db, 'SELECT * FROM directory_regions WHERE country_id = ? ORDER BY name').all(
    countryId,
  ) as RegionRow[];
}

export function listRegionCountries(db: Db): string[] {
  const rows = prepared(db, 'SELECT DISTINCT country_id FROM directory_regions ORDER BY country_id').all();
  return (rows as { country_id: string }[]).map((r) => r.country_id);
}

export function findRegionById(db: Db, regionId: number): RegionRow | undefined {
  return prepared(db, 'SELECT * FROM directory_regions WHERE region_id = ?').get(regionId) as
    RegionRow | undefined;
}

export function findRegionByCode(db: Db, countryId: string, code: string): RegionRow | undefined {
  return prepared(db, 'SELECT * FROM directory_regions WHERE country_id = ? AND code = ? COLLATE NOCASE').get(
    countryId,
    code,
  ) as RegionRow | undefined;
}

export function findRegionByName(db: Db, countryId: string, name: string): RegionRow | undefined {
  return prepared(db, 'SELECT * FROM directory_regions WHERE country_id = ? AND name = ? COLLATE NOCASE').get(
    countryId,
    name,
  ) as RegionRow | undefined;
}

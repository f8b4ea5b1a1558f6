// Reference data of the customer domain: pincodes (getCityByPincode), institute codes (student and employee
// plans), and the bills and recharge catalogue (biller categories, billers, recharge plans).
import type { Db } from '../db/connection';
import { findRegionByCode } from '../db/repositories/regions';
import { insertPincode } from '../db/repositories/pincodes';
import { insertInstituteCode, type InstituteCodeRow } from '../db/repositories/otp';
import {
  insertBiller,
  insertBillerCategory,
  insertRechargePlan,
  type BillerRow,
  type RechargePlanRow,
} from '../db/repositories/bills';
import { readCatalogueFile } from './catalogue-file';

interface PincodeFile {
  /** region code -> city -> pincodes */
  regions: Record<string, Record<string, string[]>>;
}

interface BillerFile {
  categories: { segment: string; name: string; icon: string | null }[];
  billers: (Omit<BillerRow, 'params' | 'fetch_supported'> & {
    fetch_supported: boolean;
    params: unknown[];
  })[];
  recharge_plans: RechargePlanRow[];
}

export function seedPincodes(db: Db, dir: string): void {
  const { regions } = readCatalogueFile<PincodeFile>(dir, 'pincodes.json');
  for (const [code, cities] of Object.entries(regions)) {
    const region = findRegionByCode(db, 'IN', code);
    if (!region) throw new Error(`pincodes.json: unknown region code ${code}`);
    for (const [city, pincodes] of Object.entries(cities)) {
      for (const pincode of pincodes) insertPincode(db, pincode, city, region.region_id);
    }
  }
}

export function seedInstitutes(db: Db, dir: string): void {
  const { institutes } = readCatalogueFile<{ institutes: Omit<InstituteCodeRow, 'is_active'>[] }>(
    dir,
    'institutes.json',
  );
  for (const institute of institutes) insertInstituteCode(db, institute);
}

export function seedBillers(db: Db, dir: string): void {
  const file = readCatalogueFile<BillerFile>(dir, 'billers.json');
  file.categories.forEach((c, position) => insertBillerCategory(db, { ...c, position }));
  for (const biller of file.billers) {
    insertBiller(db, {
      ...biller,
      logo: biller.logo ?? null,
      fetch_supported: biller.fetch_supported ? 1 : 0,
      params: JSON.stringify(biller.params),
    });
  }
  for (const plan of file.recharge_plans) insertRechargePlan(db, plan);
}

export function seedCustomerReference(db: Db, dir: string): void {
  seedPincodes(db, dir);
  seedInstitutes(db, dir);
  seedBillers(db, dir);
}

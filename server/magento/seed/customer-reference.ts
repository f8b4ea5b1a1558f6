// Reference data of the customer domain: pincodes (getCityByPincode), institute codes (student and employee
// plans), and the bills and recharge catalogue (biller categories, billers, recharge plans).
import crypto from 'node:crypto';
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
import type { CatalogueSource } from './catalogue-file';

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

export function seedPincodes(db: Db, source: CatalogueSource): void {
  const { regions } = source.read<PincodeFile>('pincodes.json');
  for (const [code, cities] of Object.entries(regions)) {
    const region = findRegionByCode(db, 'IN', code);
    if (!region) throw new Error(`pincodes.json: unknown region code ${code}`);
    for (const [city, pincodes] of Object.entries(cities)) {
      for (const pincode of pincodes) insertPincode(db, pincode, city, region.region_id);
    }
  }
}

type SeedInstitute = Omit<InstituteCodeRow, 'is_active' | 'code'> & { code?: string; prefix?: string };
/** Crockford's base32 (no I, L, O, U): read aloud or copied by hand without mistakes. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * An institute code nobody can guess: the institute's prefix and 10 random characters (50 bits), made when the
 * shop is seeded, so no two shops share one and none is printed in the repository. The operator hands them to
 * institutes (SELECT code, institute_name FROM institute_codes).
 */
export const newInstituteCode = (prefix: string) =>
  `${prefix}-${Array.from({ length: 10 }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]).join('')}`;

export function seedInstitutes(db: Db, source: CatalogueSource): void {
  const { institutes } = source.read<{ institutes: SeedInstitute[] }>('institutes.json');
  for (const { prefix, code, ...institute } of institutes)
    insertInstituteCode(db, { ...institute, code: code ?? newInstituteCode(prefix ?? 'INST') });
}

export function seedBillers(db: Db, source: CatalogueSource): void {
  const file = source.read<BillerFile>('billers.json');
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

export function seedCustomerReference(db: Db, source: CatalogueSource): void {
  seedPincodes(db, source);
  seedInstitutes(db, source);
  seedBillers(db, source);
}

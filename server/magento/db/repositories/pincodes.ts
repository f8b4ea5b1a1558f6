// Indian pincodes (postal index numbers) and the city and state they belong to.
import type { Db } from '../connection';
import { prepared } from './statements';

export interface PincodeRow {
  pincode: string;
  city: string;
  region_id: number;
  region: string;
  region_code: string;
}

export function findPincode(db: Db, pincode: string): PincodeRow | undefined {
  return prepared(
    db,
    `SELECT p.pincode, p.city, p.region_id, r.name AS region, r.code AS region_code
         FROM pincodes p JOIN directory_regions r ON r.region_id = p.region_id WHERE p.pincode = ?`,
  ).get(pincode) as PincodeRow | undefined;
}

export function insertPincode(db: Db, pincode: string, city: string, regionId: number): void {
  prepared(db, 'INSERT OR REPLACE INTO pincodes (pincode, city, region_id) VALUES (?, ?, ?)').run(
    pincode,
    city,
    regionId,
  );
}

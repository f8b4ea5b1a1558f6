// The shop's offline shipping methods (Magento's flatrate/freeshipping-style carriers).
import type { Db } from '../connection';
import { prepared } from './statements';

export interface ShippingCarrierRow {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: number;
  free_threshold: number | null;
  delivery_days: number;
  position: number;
  is_active: number;
}

export function listActiveCarriers(db: Db): ShippingCarrierRow[] {
  return prepared(
    db,
    'SELECT * FROM shipping_carriers WHERE is_active = 1 ORDER BY position, carrier_code, method_code',
  ).all() as ShippingCarrierRow[];
}

export function insertCarrier(db: Db, row: ShippingCarrierRow): void {
  prepared(
    db,
    `INSERT INTO shipping_carriers (carrier_code, method_code, carrier_title, method_title, amount, free_threshold,
       delivery_days, position, is_active)
     VALUES (@carrier_code, @method_code, @carrier_title, @method_title, @amount, @free_threshold, @delivery_days,
       @position, @is_active)`,
  ).run(row);
}

// Shared by the specification writers (catalog-specs-*.ts): a model's facts and small helpers for its values.
import type { Rng } from './catalog-generate-product';

export type Specs = Record<string, string>;
export interface Model {
  brand: string;
  name: string;
  mrp: number;
  spec: string;
  rng: Rng;
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
/** The value of the first price tier the MRP is below (the last value above every tier). */
export function tier<T>(mrp: number, bounds: readonly number[], values: readonly T[]): T {
  const index = bounds.findIndex((bound) => mrp < bound);
  return values[index === -1 ? values.length - 1 : index]!;
}
export const gb = (spec: string, pattern: RegExp) =>
  spec.match(pattern)?.[1]?.replace(/(\d)(GB|TB)/, '$1 $2');
export const year = (n: number) => (n === 1 ? '1 year' : `${n} years`);

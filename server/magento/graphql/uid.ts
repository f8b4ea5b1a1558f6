// Magento's uids are the base64 of the entity id (e.g. category 3 -> 'Mw==').
import { inputError } from '../errors';

export const encodeUid = (id: number | string): string => Buffer.from(String(id)).toString('base64');

/** The numeric id inside a uid, or Magento's input error for anything that is not one. */
export function decodeUid(uid: string): number {
  const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(uid) ? Buffer.from(uid, 'base64').toString('utf8') : '';
  if (!/^[1-9]\d{0,9}$/.test(decoded) || encodeUid(decoded) !== uid)
    throw inputError(`Value of uid "${uid}" is incorrect.`);
  return Number(decoded);
}

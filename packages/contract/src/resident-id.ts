/**
 * Mainland resident ID numbers (GB 11643): 17 digits and a check character (0–9 or X) computed with
 * ISO 7064 MOD 11-2; digits 7–14 are the birth date. Zod-free: the web's address form checks as it types.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export const RESIDENT_ID_PATTERN = /^\d{17}[\dX]$/;

/** The check character of the first 17 digits. */
export function residentIdCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK[sum % 11];
}

/** Upper-cases a trailing x and drops spaces, as members type it. */
export const normalizeResidentId = (raw: string): string => raw.replaceAll(' ', '').toUpperCase();

/** 18 characters, a real birth date, and the right check character. */
export function isValidResidentId(raw: string): boolean {
  const id = normalizeResidentId(raw);
  if (!RESIDENT_ID_PATTERN.test(id)) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return false;
  }
  return residentIdCheckChar(id.slice(0, 17)) === id[17];
}

/** The only form an ID number is ever shown in: the first 3 and last 4 characters. */
export const maskResidentId = (id: string): string => `${id.slice(0, 3)}${'*'.repeat(Math.max(0, id.length - 7))}${id.slice(-4)}`;

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isPostgresUrl } from '../../db/database';

/** The file beside an SQLite database that keeps the ID-number key generated on its first start. */
export const ID_NUMBER_KEY_FILE = 'id-number.key';

export interface IdNumberKey {
  /** 64 hex characters. */
  key: string;
  /** Where it came from: the environment, the file beside the SQLite database, or this process only (`:memory:`). */
  source: 'env' | 'file' | 'memory';
  /** The key file, when the key lives in one. */
  file?: string;
  /** True when this start generated the key (and wrote the file). */
  created: boolean;
}

/** Boot refused: on PostgreSQL the key must come from the environment (decision 060). */
export class IdNumberKeyError extends Error {}

const HEX_KEY = /^[0-9a-fA-F]{64}$/;

/**
 * The key that encrypts resident ID numbers (decisions 031, 060). `ID_NUMBER_KEY` when set. Otherwise, on
 * the embedded SQLite database, the key kept in `id-number.key` beside the database file — generated
 * (32 random bytes, mode 0600) on the first start, read on every later one, so the duty-paid line works
 * out of the box and stored ID numbers still decrypt after a restart. An in-memory database gets a key for
 * this process, which lives exactly as long as its data. On PostgreSQL several instances share the data and
 * must share the key, which no local file can give them: the boot stops, naming the variable.
 */
export function resolveIdNumberKey(options: { databaseUrl: string; configured?: string }): IdNumberKey {
  if (options.configured) return { key: options.configured, source: 'env', created: false };
  if (isPostgresUrl(options.databaseUrl))
    throw new IdNumberKeyError(
      'ID_NUMBER_KEY: required with PostgreSQL — 64 hex characters (e.g. `openssl rand -hex 32`), the same for every instance and kept with your backups; it encrypts the ID numbers members save for the duty-paid line (decision 060)',
    );
  if (options.databaseUrl === ':memory:') return { key: randomBytes(32).toString('hex'), source: 'memory', created: true };
  const file = path.join(path.dirname(path.resolve(options.databaseUrl.replace(/^file:/, ''))), ID_NUMBER_KEY_FILE);
  const existing = readKeyFile(file);
  if (existing !== null) return { key: existing, source: 'file', file, created: false };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32).toString('hex');
  try {
    // `wx`: never overwrite a key another process wrote a moment ago; read that one instead.
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const raced = readKeyFile(file);
    if (raced === null) throw error;
    return { key: raced, source: 'file', file, created: false };
  }
  return { key, source: 'file', file, created: true };
}

function readKeyFile(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const key = text.trim();
  if (!HEX_KEY.test(key))
    throw new IdNumberKeyError(
      `${file}: not an ID-number key (64 hex characters); restore it from your backup or set ID_NUMBER_KEY`,
    );
  return key;
}

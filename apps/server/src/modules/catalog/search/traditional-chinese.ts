/**
 * Traditional → simplified Chinese for the characters of shopping words (手錶 → 手表, 相機 → 相机), applied to a
 * search word before the dictionary is asked (decision 074). Pairs "traditional simplified". Many traditional
 * characters are also Japanese (機, 時, 鏡), so the result is used only when it is a known Chinese word and the
 * word as typed is not a Japanese word the dictionary knows (遊戯王 stays 遊戯王).
 */
const PAIRS = [
  '錶表 鐘钟 機机 鏡镜 頭头 筆笔 鋼钢 畫画 書书 冊册 裝装 褲裤 襯衬 錢钱 鑰钥 環环 鏈链 項项 飾饰 寶宝 鑽钻',
  '銀银 遊游 戲戏 幣币 樂乐 電电 腦脑 視视 聽听 貝贝 殼壳 軟软 體体 盤盘 車车 輪轮 漁渔 釣钓 魚鱼 線线 餌饵',
  '網网 帶带 傘伞 籃篮 運运 動动 襪袜 圍围 領领 條条 紙纸 貼贴 絨绒 麗丽 顏颜 膚肤 妝妆 護护 霧雾 潔洁 鍋锅',
  '壺壶 盞盏 廚厨 門门 個个 這这 對对 雙双 組组 樣样 號号 碼码 價价 舊旧 長长 開开 關关 無无 為为 時时 間间',
  '計计 國国 內内 產产 絲丝 綢绸 針针 織织 縫缝 紡纺 綠绿 紅红 藍蓝 黃黄 銅铜 鐵铁 鋁铝 級级 認认 證证 鑑鉴',
  '賞赏 場场 蘋苹 華华 愛爱 馬马 爾尔 蘭兰 納纳 維维 達达 鳥鸟 龍龙 鳳凤 劍剑 槍枪 彈弹 戰战 艦舰 隊队 飛飞',
  '夾夹 鉛铅 墨墨 檯台 燈灯 櫃柜 錄录 聲声 響响 彩彩 鑲镶 滌涤 罐罐 雜杂 誌志 漫漫 說说 輕轻 繪绘 圖图 錄录',
  '鏈链 鎖锁 鑲镶 寫写 攝摄 像像 膠胶 捲卷 單单 眼眼 數数 碼码 變变 廣广 遠远 焦焦 調调 諧谐 器器 廳厅 鋒锋',
  '鍵键 鋸锯 鑽钻 錘锤 鉗钳 螺螺 絲丝 擰拧 衛卫 滑滑 雪雪 沖冲 浪浪 瑜瑜 啞哑 鈴铃 貨货 賣卖 買买 舊旧 壞坏',
  '裡里 髮发 頸颈 鏽锈 韓韩 歐欧 價价 發发 顆颗 纖纤 綿绵 氈毡 紳绅 團团 鬥斗 獸兽 騎骑 偵侦 劇剧 彎弯 麥麦',
  '歲岁 魯鲁 鮮鲜 鯨鲸 蝦虾 蠟蜡 燭烛 爐炉 盜盗 補补 襪袜 鞦秋 韆千 傢家 俱具 暈晕 墊垫 箏筝 簫箫 鋼钢 琴琴',
] as const;

const TO_SIMPLIFIED = new Map<string, string>();
for (const line of PAIRS)
  for (const pair of line.split(' ')) {
    const [traditional, simplified] = [...pair];
    if (traditional && simplified && traditional !== simplified) TO_SIMPLIFIED.set(traditional, simplified);
  }

/** The word with its traditional characters in their simplified forms (others unchanged). */
export function toSimplifiedChinese(word: string): string {
  let out = '';
  for (const ch of word) out += TO_SIMPLIFIED.get(ch) ?? ch;
  return out;
}

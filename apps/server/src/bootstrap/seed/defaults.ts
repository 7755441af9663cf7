/** Storefront content seeded once; operators edit it afterwards (the console issue). */

export interface SeedMenuItem {
  name: string;
  url: string;
  icon: string | null;
  children?: SeedMenuItem[];
}

export const DEFAULT_MENU: SeedMenuItem[] = [
  { name: '首页', url: '/', icon: 'pi pi-home' },
  {
    name: '分类搜索',
    url: '/categories',
    icon: 'pi pi-th-large',
    children: [
      { name: '手表', url: '/search?keyword=手表', icon: 'pi pi-clock' },
      { name: '包包', url: '/search?keyword=包', icon: 'pi pi-shopping-bag' },
      { name: '相机', url: '/search?keyword=相机', icon: 'pi pi-camera' },
      { name: '手办模型', url: '/search?keyword=フィギュア', icon: 'pi pi-star' },
      { name: '全部分类', url: '/categories', icon: 'pi pi-list' },
    ],
  },
  { name: '品牌搜索', url: '/brands', icon: 'pi pi-tags' },
  {
    name: '新手指南',
    url: '/guide?id=1',
    icon: 'pi pi-book',
    children: [
      { name: '订单流程', url: '/guide?id=1', icon: 'pi pi-sitemap' },
      { name: '费用标准', url: '/guide?id=2', icon: 'pi pi-wallet' },
      { name: '购买须知', url: '/guide?id=3', icon: 'pi pi-info-circle' },
    ],
  },
  { name: '个人中心', url: '/users/', icon: 'pi pi-user' },
];

export const DEFAULT_BANNERS = [
  { img: '/static/banners/banner-1.svg', jumpUrl: '/guide?id=1' },
  { img: '/static/banners/banner-2.svg', jumpUrl: '/guide?id=2' },
  { img: '/static/banners/banner-3.svg', jumpUrl: '/users/charge' },
];

export const DEFAULT_HOT_KEYWORDS = [
  'バッグ',
  '钱包',
  '路易威登',
  '手表',
  '相机',
  'ポケモンカード',
  '香奈儿',
  'ロレックス',
  '任天堂',
  '高达',
  '爱马仕',
  'レンズ',
  '古驰',
  '游戏机',
  '手办',
  'セイコー',
  '耳机',
  '普拉达',
  '茶具',
  '和服',
];

export const DEFAULT_HELP_PAGES = [
  {
    id: 1,
    title: '订单流程',
    html: `<h2>订单流程</h2>
<ol>
<li><strong>搜索商品</strong>：用中文或日文关键词、分类、品牌或商品编号查找日本雅虎拍卖的商品。</li>
<li><strong>提交订单</strong>：竞拍商品填写最高出价（可选择结束前 N 分钟狙击出价），一口价商品直接下单；可勾选验货服务并填写备注。</li>
<li><strong>支付</strong>：从日元余额中冻结商品金额与服务费；余额不足时请先通过微信或支付宝充值。</li>
<li><strong>代拍 / 代购</strong>：系统按您的最高出价自动竞拍；一口价商品立即购买。得标后按成交价结算，多冻结的金额立即退回余额。</li>
<li><strong>卖家发货</strong>：日本卖家将商品寄到我们在日本的仓库，我们录入快递单号。</li>
<li><strong>到仓验货</strong>：如选择验货，仓库拍照后请在订单详情确认；72 小时未确认视为确认。</li>
<li><strong>入库</strong>：商品入库保管，可申请国际发货。</li>
</ol>`,
  },
  {
    id: 2,
    title: '费用标准',
    html: `<h2>费用标准</h2>
<p>所有费用以日元计，从账户余额扣除；人民币金额按充值渠道的实时汇率估算。</p>
<table>
<thead><tr><th>项目</th><th>收费</th><th>说明</th></tr></thead>
<tbody>
<tr><td>代购服务费</td><td>{{serviceFee}} / 单</td><td>支付订单时与商品金额一并冻结</td></tr>
<tr><td>验货费</td><td>{{inspectionFee}} / 单</td><td>仅在选择验货服务时收取</td></tr>
<tr><td>日本国内运费</td><td>按实际收取</td><td>卖家不包邮时，商品到仓后按实际运费扣除</td></tr>
</tbody>
</table>`,
  },
  {
    id: 3,
    title: '购买须知',
    html: `<h2>购买须知</h2>
<ul>
<li>竞拍一经出价无法撤回；付款后、出价前可以取消订单并全额退款。</li>
<li>未付款订单在拍卖结束时自动取消。</li>
<li>违禁品、仿冒品及各国海关禁止进口的商品不予代购。</li>
<li>二手商品的成色以卖家描述为准，建议选择验货服务。</li>
<li>可在卖家页面查看风险提示；拉黑的卖家商品不会出现在您的搜索结果中。</li>
</ul>`,
  },
];

export const DEMO_MEMBER = { account: 'demo', password: 'demo12345', name: '演示会员' };
/** The first operator. Its password is generated at seed unless SEED_OPERATOR_PASSWORD names one (decision 063). */
export const DEMO_OPERATOR = { account: 'admin', name: '运营管理员' };
/**
 * The operator password the test suites and e2e runs seed explicitly (SEED_OPERATOR_PASSWORD), and the one
 * earlier releases seeded for everyone: a store that still has it, without naming it, gets a generated one.
 */
export const PUBLISHED_OPERATOR_PASSWORD = 'admin12345';

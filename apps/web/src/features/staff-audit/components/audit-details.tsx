import { formatYen, ORDER_STATUS_LABELS, type OrderStatusCode } from '@daigou/contract';
import { formatDateTime } from '../../../lib/format-date';

/** What each detail of an audit record means, in Chinese (the stored key is shown small beside it). */
const LABELS: Record<string, string> = {
  orderId: '订单',
  parcelId: '包裹',
  userId: '会员',
  account: '账号',
  reason: '原因',
  note: '说明',
  from: '原状态',
  to: '新状态',
  status: '状态',
  before: '修改前',
  after: '修改后',
  previous: '原值',
  value: '新值',
  amount: '金额',
  balanceAfter: '调整后余额',
  refunded: '退款',
  finalPrice: '成交价',
  held: '冻结金额',
  heldForItem: '冻结商品金额',
  maxBid: '最高出价',
  bidAmount: '出价',
  currentPrice: '当前价',
  price: '价格',
  shippingFee: '日本国内运费',
  shortfall: '余额不足',
  overQuote: '超出报价',
  chargeableG: '计费重量',
  weightG: '重量',
  lengthCm: '长',
  widthCm: '宽',
  heightCm: '高',
  carrier: '物流公司',
  trackingNo: '运单号',
  kind: '类型',
  key: '图片',
  bytes: '大小',
  width: '宽（像素）',
  height: '高（像素）',
  read: '已读条数',
  title: '标题',
  content: '内容',
  requestId: '请求编号',
  searchPage: '会员搜索结果页',
  home_url: '店铺首页地址',
  wechat_work: '企业微信客服链接',
  WechatRate: '微信支付汇率',
  AliRate: '支付宝汇率',
  serviceFee: '服务费',
  inspectionFee: '验货费',
  photoId: '照片',
  ids: '编号',
  outcome: '结果',
  extraDays: '延长天数',
};

/** Image kinds and other coded values members of staff should read as words. */
const KIND_LABELS: Record<string, string> = {
  banner: '轮播图',
  inspection: '验货照片',
  parcel: '包裹照片',
};

const YEN_KEYS = new Set([
  'amount',
  'balanceAfter',
  'refunded',
  'finalPrice',
  'held',
  'heldForItem',
  'maxBid',
  'bidAmount',
  'currentPrice',
  'price',
  'shippingFee',
  'shortfall',
  'overQuote',
  'serviceFee',
  'inspectionFee',
]);
const STATUS_KEYS = new Set(['from', 'to', 'status']);
const TIME_KEYS = /(At|_at)$/;

function valueText(key: string, value: unknown, targetType: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') {
    if (YEN_KEYS.has(key)) return formatYen(value);
    if (STATUS_KEYS.has(key) && targetType === 'order') return ORDER_STATUS_LABELS[value as OrderStatusCode] ?? String(value);
    if (key === 'weightG' || key === 'chargeableG') return `${value.toLocaleString('zh-CN')} g`;
    if (key.endsWith('Cm')) return `${value} cm`;
    if (key === 'bytes') return `${Math.round(value / 1024).toLocaleString('zh-CN')} KB`;
    if (TIME_KEYS.test(key)) return formatDateTime(value);
    return value.toLocaleString('zh-CN');
  }
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string') return key === 'kind' ? (KIND_LABELS[value] ?? value) : value;
  if (Array.isArray(value)) return value.map((v) => valueText(key, v, targetType)).join('、');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${LABELS[k] ?? k} ${valueText(k, v, targetType)}`)
      .join('，');
  }
  return String(value);
}

/** An audit record's details as a list of labelled values (money in yen, statuses by name), never raw JSON. */
export function AuditDetails({ details, targetType }: { details: Record<string, unknown>; targetType: string }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return <span className="admin-hint">—</span>;
  return (
    <dl className="admin-detail-list" data-testid="audit-details">
      {entries.map(([key, value]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>
            {LABELS[key] ?? key}
            {LABELS[key] && <span className="admin-key">{key}</span>}
          </dt>
          <dd>{valueText(key, value, targetType)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What an audit record is about, in Chinese: 订单 12, 包裹 3 … */
export const TARGET_LABELS: Record<string, string> = {
  order: '订单',
  parcel: '包裹',
  member: '会员',
  user: '会员',
  banner: '轮播图',
  help: '帮助页',
  image: '图片',
  item: '商品',
  keyword: '热门搜索',
  login_lock: '登录锁定',
  mail: '邮件',
  menu: '导航菜单',
  payment_alert: '支付告警',
  reconciliation: '对账',
  settings: '系统配置',
  shipping: '运费',
  withdrawal: '提现',
};

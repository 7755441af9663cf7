import {
  type AdminParcelDetail,
  adminParcelDetailSchema,
  adminParcelPackBodySchema,
  adminParcelPriceSchema,
  adminParcelReasonBodySchema,
  adminParcelShipBodySchema,
  PARCEL_STATUS_LABELS,
  ParcelStatus,
  type ParcelStatusName,
} from '@daigou/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asReceived, asSent } from '../../../testing/contract-fixture';
import { type ApiCall, fakeApi, refusal } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import { ParcelDeskActions } from './parcel-desk-actions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type ParcelPatch = Partial<AdminParcelDetail['parcel']>;

/** An EMS parcel (¥3,400 shipping + ¥550 storage) in a named status, as the console reads it. */
function staffParcel(
  status: ParcelStatusName,
  patch: ParcelPatch = {},
  storagePaid = { fee: 550, kept: 550 },
): AdminParcelDetail {
  const now = Date.now();
  const code = ParcelStatus[status];
  const paid = [ParcelStatus.paid, ParcelStatus.shipped, ParcelStatus.problem].includes(code as 4 | 5 | 21);
  return asSent(adminParcelDetailSchema, {
    parcel: {
      parcelId: 9,
      status: code,
      statusLabel: PARCEL_STATUS_LABELS[code],
      problemFrom: null,
      method: 'ems',
      methodName: 'EMS 国际快递',
      address: {
        recipient: '张三',
        mobile: '13800138000',
        province: '广东省',
        city: '东莞市',
        district: '东城街道',
        street: '东城大道 1 号',
        postcode: null,
        idNumberMasked: null,
      },
      consolidate: false,
      removeBoxes: false,
      protection: false,
      insurance: false,
      items: [
        {
          orderId: 4,
          orderNo: 'DG20261126-4KQ2MX',
          titleZh: '宝可梦卡',
          title: 'ポケモンカード',
          image: null,
          weightG: 700,
          description: '卡片',
          declaredValue: 3000,
          storageDays: 71,
          storageFee: 550,
        },
      ],
      declaredTotal: 3000,
      quoteTotal: 3950,
      weightG: status === 'requested' ? null : 1000,
      lengthCm: status === 'requested' ? null : 30,
      widthCm: status === 'requested' ? null : 20,
      heightCm: status === 'requested' ? null : 10,
      chargeableG: status === 'requested' ? null : 1000,
      shippingFee: status === 'requested' ? null : 3400,
      consolidationFee: 0,
      protectionFee: 0,
      insuranceFee: 0,
      storageFee: 550,
      total: status === 'requested' ? null : 3950,
      refunded: 0,
      paidAmount: paid ? 3950 : 0,
      needsPriceConfirm: false,
      carrier: code >= ParcelStatus.shipped ? 'EMS' : null,
      trackingNo: code >= ParcelStatus.shipped ? 'EJ200000001JP' : null,
      staffNote: status === 'problem' ? '包裹被退回日本' : null,
      remark: '',
      actions: [],
      createdAt: now,
      packedAt: status === 'requested' ? null : now,
      paidAt: paid ? now : null,
      shippedAt: code >= ParcelStatus.shipped ? now : null,
      receivedAt: null,
      userId: 7,
      account: 'demo',
      ...patch,
    },
    itemPhotos: {},
    itemBoxes: {},
    photos: [],
    timeline: [],
    money: [],
    volumetricDivisor: null,
    maxWeightG: 30000,
    storagePaid,
  });
}

/** The answer of a desk move: the parcel as it is afterwards. */
const parcelAfter = (status: ParcelStatusName) => (_call: ApiCall) => staffParcel(status);

const headings = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

async function answer(button: '确定' | '取消' = '确定'): Promise<string> {
  const dialog = await screen.findByRole('dialog');
  const question = dialog.textContent ?? '';
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  return question;
}

/** The rate card's answer for a measured box (a packed parcel asks it at once, with its measures). */
const quote = (total: number) =>
  asSent(adminParcelPriceSchema, {
    chargeableG: 1000,
    shippingFee: total - 550,
    total,
    quoteTotal: 3950,
    overQuote: false,
    unavailable: null,
  });

function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.input(input, { target: { value } });
  fireEvent.blur(input);
}

describe('ParcelDeskActions: the parcel desk', () => {
  it.each([
    ['requested', ['打包称重（待打包 → 待付款）', '取消发货申请（付款前）']],
    ['packed', ['重新称重（待付款，会员尚未付款）', '取消发货申请（付款前）']],
    ['paid', ['发货（待发货 → 已发货）', '转为问题包裹（扣关、退回、破损）']],
    ['shipped', ['转为问题包裹（扣关、退回、破损）']],
    ['problem', ['处理问题包裹']],
  ] as Array<[ParcelStatusName, string[]]>)('a parcel %s shows staff only its own moves', (status, expected) => {
    fakeApi({ 'GET /api/admin/parcel/price': () => quote(3950) });
    renderWithApp(
      <ParcelDeskActions detail={staffParcel(status, status === 'problem' ? { problemFrom: ParcelStatus.shipped } : {})} />,
    );
    expect(headings()).toEqual(expected);
  });

  it.each(['received', 'closed', 'cancelled'] as ParcelStatusName[])('a parcel %s offers staff nothing to do', (status) => {
    const api = fakeApi({});
    renderWithApp(<ParcelDeskActions detail={staffParcel(status)} />);
    expect(headings()).toEqual([]);
    expect(screen.getByText('该包裹当前没有需要客服处理的操作。')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('packing asks the price for the measured box, shows it, and saves the measures once confirmed', async () => {
    const price = asSent(adminParcelPriceSchema, {
      chargeableG: 1200,
      shippingFee: 3900,
      total: 4450,
      quoteTotal: 3950,
      overQuote: false,
      unavailable: null,
    });
    const api = fakeApi({
      'GET /api/admin/parcel/price': () => price,
      'POST /api/admin/parcel/pack': parcelAfter('packed'),
    });
    const { toasts } = renderWithApp(<ParcelDeskActions detail={staffParcel('requested')} />);
    const save = screen.getByRole('button', { name: '保存称重并计价' });
    expect(screen.getByTestId('pack-preview').textContent).toContain('填写重量和三边尺寸后显示最终价格');
    expect(save).toHaveProperty('disabled', true);
    type('重量（克）', '1200');
    type('长（厘米）', '40');
    type('宽（厘米）', '30');
    type('高（厘米）', '20');
    await waitFor(() => expect(screen.getByTestId('pack-total').textContent).toBe('4,450 日元'));
    const [asked] = api.callsTo('GET /api/admin/parcel/price').slice(-1);
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({
      parcelId: '9',
      weightG: '1200',
      lengthCm: '40',
      widthCm: '30',
      heightCm: '20',
    });
    fireEvent.click(save);
    expect(await answer()).toContain('确认包裹 P9 按 1,200 g、40×30×20 cm 计价 4,450 日元？');
    await waitFor(() => expect(toasts.map((t) => t.summary)).toEqual(['已打包计价，等待会员付款']));
    const [pack] = api.callsTo('POST /api/admin/parcel/pack');
    expect(asReceived(adminParcelPackBodySchema, pack?.json)).toEqual({
      parcelId: 9,
      weightG: 1200,
      lengthCm: 40,
      widthCm: 30,
      heightCm: 20,
    });
  });

  it('a box the method cannot carry says why and cannot be saved', async () => {
    const api = fakeApi({
      'GET /api/admin/parcel/price': () =>
        asSent(adminParcelPriceSchema, {
          chargeableG: 32000,
          shippingFee: null,
          total: null,
          quoteTotal: 3950,
          overQuote: false,
          unavailable: '超过该方式的重量上限 30,000 g',
        }),
    });
    renderWithApp(<ParcelDeskActions detail={staffParcel('requested')} />);
    type('重量（克）', '32000');
    type('长（厘米）', '60');
    type('宽（厘米）', '50');
    type('高（厘米）', '40');
    expect(await screen.findByText('不能按此方式寄送：超过该方式的重量上限 30,000 g')).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存称重并计价' })).toHaveProperty('disabled', true);
    expect(api.callsTo('POST /api/admin/parcel/pack')).toEqual([]);
  });

  it('shipping needs the carrier and a tracking number; a refusal shows the server’s Chinese message', async () => {
    const api = fakeApi({ 'POST /api/admin/parcel/ship': () => refusal('包裹状态已变化，请刷新后重试') });
    const { toasts } = renderWithApp(<ParcelDeskActions detail={staffParcel('paid')} />);
    const ship = screen.getByRole('button', { name: '登记发货' });
    fireEvent.change(screen.getByLabelText('承运商'), { target: { value: ' 日本邮政 ' } });
    fireEvent.change(screen.getByLabelText('国际运单号'), { target: { value: 'EJ1' } });
    expect(ship).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('国际运单号'), { target: { value: 'EJ123456789JP' } });
    fireEvent.click(ship);
    expect(await answer()).toContain('确认包裹 P9 已发出（日本邮政 EJ123456789JP）？');
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ severity: 'error', detail: '包裹状态已变化，请刷新后重试' });
    const [call] = api.callsTo('POST /api/admin/parcel/ship');
    expect(asReceived(adminParcelShipBodySchema, call?.json)).toEqual({
      parcelId: 9,
      carrier: '日本邮政',
      trackingNo: 'EJ123456789JP',
    });
  });

  it('cancelling a parcel is guarded: dismissed it sends nothing, confirmed it sends the reason', async () => {
    const api = fakeApi({
      'GET /api/admin/parcel/price': () => quote(3950),
      'POST /api/admin/parcel/cancel': parcelAfter('cancelled'),
    });
    const { toasts } = renderWithApp(<ParcelDeskActions detail={staffParcel('packed')} />);
    fireEvent.change(screen.getByLabelText('取消原因'), { target: { value: '会员要求合并到下个包裹' } });
    fireEvent.click(screen.getByRole('button', { name: '取消包裹' }));
    expect(await answer('取消')).toContain('确认取消包裹 P9？商品退回仓库继续保管。');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/admin/parcel/cancel')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '取消包裹' }));
    await answer();
    await waitFor(() => expect(toasts.map((t) => t.summary)).toEqual(['已取消']));
    const [call] = api.callsTo('POST /api/admin/parcel/cancel');
    expect(asReceived(adminParcelReasonBodySchema, call?.json)).toEqual({ parcelId: 9, reason: '会员要求合并到下个包裹' });
  });
});

describe('ParcelDeskActions: resolving a problem parcel (decision 057)', () => {
  const problemParcel = (storagePaid = { fee: 550, kept: 550 }) =>
    staffParcel('problem', { problemFrom: ParcelStatus.shipped }, storagePaid);

  it('shows staff the storage the member paid, and what stays paid with the refund typed when items return', async () => {
    fakeApi({});
    renderWithApp(<ParcelDeskActions detail={problemParcel()} />);
    const note = screen.getByTestId('storage-paid');
    expect(note.textContent).toContain('会员随本包裹已付仓储费 550 日元');
    expect(note.textContent).toContain('已付的仓储天数不再重复收取');
    fireEvent.click(screen.getByLabelText('关闭时商品退回仓库'));
    expect(note.textContent).toContain('按本次退款计为已付 550 日元');
    const refund = screen.getByLabelText('退款金额');
    fireEvent.change(refund, { target: { value: '3800' } });
    fireEvent.blur(refund);
    expect(screen.getByTestId('storage-paid').textContent).toContain('按本次退款计为已付 150 日元');
    fireEvent.change(screen.getByLabelText('处理说明'), { target: { value: '退回日本，退运费' } });
    fireEvent.click(screen.getByRole('button', { name: '关闭包裹' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/商品回仓后计为已付仓储费 150 日元/)).toBeTruthy();
  });

  it('says so when the parcel took no storage fee, and what part was already given back', () => {
    fakeApi({});
    renderWithApp(<ParcelDeskActions detail={problemParcel({ fee: 0, kept: 0 })} />);
    expect(screen.getByTestId('storage-paid').textContent).toBe('本包裹未收取仓储费。');
    cleanup();
    renderWithApp(<ParcelDeskActions detail={problemParcel({ fee: 550, kept: 150 })} />);
    expect(screen.getByTestId('storage-paid').textContent).toContain('（其中 400 日元 已退还）');
  });
});

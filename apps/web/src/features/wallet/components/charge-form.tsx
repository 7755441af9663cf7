import {
  formatPrice,
  formatYen,
  type Rate,
  RECHARGE_CHANNEL_LABELS,
  RECHARGE_CHANNELS,
  RECHARGE_MAX_YEN,
  RECHARGE_MIN_YEN,
  type Recharge,
  type RechargeChannel,
} from '@daigou/contract';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { confirm } from '../../../lib/confirm';
import { useCreateRecharge } from '../api/create-recharge';
import { yenForYuan, yuanCost } from './amount-conversion';
import { payDevice } from './pay-device';

type AmountUnit = 'yen' | 'yuan';

const UNIT_OPTIONS = [
  { label: '按日元', value: 'yen' },
  { label: '按人民币', value: 'yuan' },
];
const QUICK_YEN = [5_000, 10_000, 30_000, 50_000, 100_000];
const CHANNEL_ICONS: Record<RechargeChannel, string> = { wechat: 'pi-comments', alipay: 'pi-wallet' };

const rateOf = (rate: Rate | undefined, channel: RechargeChannel) =>
  rate ? (channel === 'wechat' ? rate.WechatRate : rate.AliRate) : undefined;

/** Channel (with both rates), amount in yen or yuan converted both ways, then a confirmed top-up. */
export function ChargeForm({
  rate,
  initialYen,
  onCreated,
}: {
  rate: Rate | undefined;
  initialYen?: number;
  onCreated: (recharge: Recharge) => void;
}) {
  const [channel, setChannel] = useState<RechargeChannel>('wechat');
  const [unit, setUnit] = useState<AmountUnit>('yen');
  const [value, setValue] = useState<number | null>(initialYen ?? 10_000);
  const create = useCreateRecharge();

  const channelRate = rateOf(rate, channel);
  const yen = value === null ? 0 : unit === 'yen' ? value : channelRate ? yenForYuan(value, channelRate) : 0;
  const price = channelRate ? yuanCost(yen, channelRate) : null;
  const problem =
    value === null || yen <= 0
      ? '请输入充值金额'
      : yen < RECHARGE_MIN_YEN
        ? `充值金额至少 ${formatYen(RECHARGE_MIN_YEN)}`
        : yen > RECHARGE_MAX_YEN
          ? `单笔充值不超过 ${formatYen(RECHARGE_MAX_YEN)}`
          : null;

  const switchUnit = (next: AmountUnit) => {
    if (!next || next === unit) return;
    // Keep the same money when switching: yen → its yuan price, yuan → the yen it buys.
    if (value !== null && channelRate) setValue(next === 'yuan' ? yuanCost(value, channelRate) : yenForYuan(value, channelRate));
    setUnit(next);
  };

  const submit = async () => {
    if (problem || price === null) return;
    const accepted = await confirm({
      header: '确认充值',
      message: `通过${RECHARGE_CHANNEL_LABELS[channel]}支付 ${formatPrice(price)} 元，充值 ${formatYen(yen)} 到账户余额？`,
      acceptLabel: '去支付',
    });
    if (!accepted) return;
    create.mutate({ channel, amount: yen, device: payDevice() }, { onSuccess: onCreated });
  };

  return (
    <form
      className="charge-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="charge-form__channels">
        <legend>支付方式</legend>
        {RECHARGE_CHANNELS.map((c) => {
          const r = rateOf(rate, c);
          return (
            <label key={c} className={`channel-card${channel === c ? ' is-selected' : ''}`} data-testid={`channel-${c}`}>
              <input type="radio" name="channel" value={c} checked={channel === c} onChange={() => setChannel(c)} />
              <i className={`pi ${CHANNEL_ICONS[c]} channel-card__icon channel-card__icon--${c}`} aria-hidden="true" />
              <span className="channel-card__name">{RECHARGE_CHANNEL_LABELS[c]}</span>
              <span className="channel-card__rate muted">{r ? `汇率 1 日元 = ${r} 元` : '汇率加载中'}</span>
            </label>
          );
        })}
      </fieldset>

      <div className="charge-form__amount">
        <div className="charge-form__amount-head">
          <span className="charge-form__label">充值金额</span>
          <SelectButton
            value={unit}
            options={UNIT_OPTIONS}
            onChange={(e) => switchUnit(e.value)}
            allowEmpty={false}
            aria-label="金额单位"
          />
        </div>
        <div className="charge-form__input">
          <InputNumber
            inputId="charge-amount"
            value={value}
            onValueChange={(e) => setValue(e.value ?? null)}
            mode="decimal"
            locale="zh-CN"
            minFractionDigits={0}
            maxFractionDigits={unit === 'yuan' ? 2 : 0}
            min={0}
            suffix={unit === 'yen' ? ' 日元' : ' 元'}
            placeholder={unit === 'yen' ? '输入日元金额' : '输入人民币金额'}
            aria-label={unit === 'yen' ? '充值金额（日元）' : '充值金额（人民币）'}
          />
        </div>
        {unit === 'yen' && (
          <div className="charge-form__quick">
            {QUICK_YEN.map((q) => (
              <button
                key={q}
                type="button"
                className={`quick-chip${value === q ? ' is-selected' : ''}`}
                onClick={() => setValue(q)}
              >
                {formatYen(q)}
              </button>
            ))}
          </div>
        )}
      </div>

      <dl className="charge-form__summary" data-testid="charge-summary">
        <div>
          <dt>到账金额</dt>
          <dd className="price">{formatYen(yen)}</dd>
        </div>
        <div>
          <dt>需支付（{RECHARGE_CHANNEL_LABELS[channel]}）</dt>
          <dd className="price">{price === null ? '—' : `${formatPrice(price)} 元`}</dd>
        </div>
        {rate && (
          <div className="muted charge-form__compare">
            <dt>两种渠道对比</dt>
            <dd>
              微信支付 {formatPrice(yuanCost(yen, rate.WechatRate))} 元 · 支付宝 {formatPrice(yuanCost(yen, rate.AliRate))} 元
            </dd>
          </div>
        )}
      </dl>
      {problem && value !== null && <p className="form-error">{problem}</p>}
      <p className="muted charge-form__note">
        按所选渠道汇率折算人民币，向上取整到分；单笔 {formatYen(RECHARGE_MIN_YEN)} 至 {formatYen(RECHARGE_MAX_YEN)}
        ，支付后余额即时到账。
      </p>
      <Button
        type="submit"
        label="立即充值"
        icon="pi pi-wallet"
        disabled={problem !== null || price === null}
        loading={create.isPending}
      />
    </form>
  );
}

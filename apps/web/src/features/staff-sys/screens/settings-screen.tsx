import {
  type AdminSettings,
  adminFeesBodySchema,
  adminRatesBodySchema,
  adminSiteBodySchema,
  FEE_MAX,
  formatYen,
  formatYuan,
  RATE_MAX,
  RATE_MIN,
  SEARCH_PAGE_LABELS,
  yenToYuan,
} from '@daigou/contract';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { PageHeader } from '../../../components/console/page-header';
import { useAction } from '../../../components/console/use-action';
import { ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { useSettings } from '../api/get-settings';
import { useUpdateFees } from '../api/update-fees';
import { useUpdateRates } from '../api/update-rates';
import { useUpdateSite } from '../api/update-site';

/** The first rule a value breaks, in Chinese, or null. */
function firstIssue(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? '请检查输入');
}

function RatesForm({ settings }: { settings: AdminSettings }) {
  // Plain text fields: a rate has up to six decimals, typed as the operator reads it.
  const [wechatText, setWechatText] = useState(String(settings.rates.WechatRate));
  const [aliText, setAliText] = useState(String(settings.rates.AliRate));
  const update = useUpdateRates();
  const { busy, run } = useAction();
  const wechat = Number(wechatText);
  const ali = Number(aliText);
  const issue =
    wechatText.trim() === '' || aliText.trim() === ''
      ? '请填写两个汇率'
      : firstIssue(adminRatesBodySchema.safeParse({ WechatRate: wechat, AliRate: ali }));
  return (
    <section className="admin-card" data-testid="rates-form">
      <h2>汇率（每 1 日元合多少人民币）</h2>
      <div className="admin-form">
        <label htmlFor="wechat-rate">微信支付汇率</label>
        <InputText id="wechat-rate" inputMode="decimal" value={wechatText} onChange={(e) => setWechatText(e.target.value)} />
        <label htmlFor="ali-rate">支付宝汇率</label>
        <InputText id="ali-rate" inputMode="decimal" value={aliText} onChange={(e) => setAliText(e.target.value)} />
        <span />
        <span className={issue ? 'admin-bad' : 'admin-hint'}>
          {issue ??
            `合理范围 ${RATE_MIN}–${RATE_MAX}；例：${formatYen(10_000)} 按微信汇率约合 ${formatYuan(yenToYuan(10_000, wechat))}`}
        </span>
        <div className="admin-form__actions">
          <Button
            label="保存汇率"
            icon="pi pi-save"
            loading={busy}
            disabled={issue !== null}
            onClick={() =>
              run(() => update.mutateAsync({ WechatRate: wechat, AliRate: ali }), {
                ask: { message: `将汇率改为 微信 ${wechat}、支付宝 ${ali}？会员立即看到新汇率，新的充值按新汇率计价。` },
                done: '汇率已更新',
              })
            }
          />
        </div>
      </div>
    </section>
  );
}

function FeesForm({ settings }: { settings: AdminSettings }) {
  const [service, setService] = useState<number | null>(settings.fees.serviceFee);
  const [inspection, setInspection] = useState<number | null>(settings.fees.inspectionFee);
  const update = useUpdateFees();
  const { busy, run } = useAction();
  const issue = firstIssue(adminFeesBodySchema.safeParse({ serviceFee: service, inspectionFee: inspection }));
  return (
    <section className="admin-card" data-testid="fees-form">
      <h2>费用（日元 / 单）</h2>
      <div className="admin-form">
        <label htmlFor="service-fee">服务费</label>
        <InputNumber
          inputId="service-fee"
          value={service}
          onValueChange={(e) => setService(e.value ?? null)}
          min={0}
          max={FEE_MAX}
          suffix=" 日元"
        />
        <label htmlFor="inspection-fee">验货费</label>
        <InputNumber
          inputId="inspection-fee"
          value={inspection}
          onValueChange={(e) => setInspection(e.value ?? null)}
          min={0}
          max={FEE_MAX}
          suffix=" 日元"
        />
        <span />
        <span className={issue ? 'admin-bad' : 'admin-hint'}>{issue ?? '只影响新订单；已下单的订单按下单时的费用。'}</span>
        <div className="admin-form__actions">
          <Button
            label="保存费用"
            icon="pi pi-save"
            loading={busy}
            disabled={issue !== null}
            onClick={() =>
              run(() => update.mutateAsync({ serviceFee: service as number, inspectionFee: inspection as number }), {
                ask: { message: `将服务费改为 ${formatYen(service)}、验货费改为 ${formatYen(inspection)}？` },
                done: '费用已更新',
              })
            }
          />
        </div>
      </div>
    </section>
  );
}

const SEARCH_PAGE_OPTIONS = Object.entries(SEARCH_PAGE_LABELS).map(([value, label]) => ({ value, label }));

function SiteForm({ settings }: { settings: AdminSettings }) {
  const [site, setSite] = useState(settings.site);
  const update = useUpdateSite();
  const { busy, run } = useAction();
  const parsed = adminSiteBodySchema.safeParse(site);
  const issue = firstIssue(parsed);
  return (
    <section className="admin-card" data-testid="site-form">
      <h2>系统配置</h2>
      <div className="admin-form">
        <label htmlFor="search-page">
          会员搜索结果页<span className="admin-key">searchPage</span>
        </label>
        <Dropdown
          inputId="search-page"
          value={site.searchPage}
          options={SEARCH_PAGE_OPTIONS}
          onChange={(e) => setSite({ ...site, searchPage: e.value })}
        />
        <label htmlFor="home-url">
          店铺首页地址<span className="admin-key">home_url</span>
        </label>
        <InputText id="home-url" value={site.home_url} onChange={(e) => setSite({ ...site, home_url: e.target.value })} />
        <label htmlFor="wechat-work">
          企业微信客服链接<span className="admin-key">wechat_work</span>
        </label>
        <InputText
          id="wechat-work"
          value={site.wechat_work}
          onChange={(e) => setSite({ ...site, wechat_work: e.target.value })}
        />
        <span />
        <span className={issue ? 'admin-bad' : 'admin-hint'}>{issue ?? '保存后店铺立即生效。'}</span>
        <div className="admin-form__actions">
          <Button
            label="保存配置"
            icon="pi pi-save"
            loading={busy}
            disabled={issue !== null}
            onClick={() =>
              parsed.success &&
              run(() => update.mutateAsync(parsed.data), {
                ask: { message: '保存系统配置？店铺立即生效。' },
                done: '系统配置已更新',
              })
            }
          />
        </div>
      </div>
    </section>
  );
}

/** 汇率与费用: rates, fees and the system config; the storefront shows changes at once. */
export default function SettingsScreen() {
  const settings = useSettings();
  if (settings.isPending) return <LoadingBlock />;
  if (settings.isError) return <ErrorState message={errorMessage(settings.error)} onRetry={() => settings.refetch()} />;
  return (
    <div data-testid="admin-settings">
      <PageHeader title="汇率、费用与系统配置" />
      <RatesForm key={`r${settings.dataUpdatedAt}`} settings={settings.data} />
      <FeesForm key={`f${settings.dataUpdatedAt}`} settings={settings.data} />
      <SiteForm key={`s${settings.dataUpdatedAt}`} settings={settings.data} />
    </div>
  );
}

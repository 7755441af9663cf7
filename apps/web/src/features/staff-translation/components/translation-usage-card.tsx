import { Link } from 'react-router';
import { ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { useTranslationUsage } from '../api/get-translation-usage';

/** The providers' names as staff know them (decision 076). */
const PROVIDER_NAMES: Record<string, string> = { deepl: 'DeepL', chat: '大模型（OpenAI 兼容接口）' };

const percent = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)}%` : '—');

/**
 * 翻译用量: today's (UTC) characters sent to the translation provider against the day's budget, provider calls,
 * the share of texts answered from the shared cache, fallbacks to the keyword gloss, and hand corrections.
 */
export function TranslationUsageCard() {
  const usage = useTranslationUsage();
  if (usage.isPending) return <LoadingBlock height={120} />;
  if (usage.isError) return <ErrorState message={errorMessage(usage.error)} onRetry={() => usage.refetch()} />;
  const u = usage.data;
  const over = u.provider !== null && u.characters >= u.dailyCharBudget;
  return (
    <section className="admin-card" data-testid="translation-usage">
      <h2>翻译用量（{u.day}，UTC）</h2>
      <p className="admin-hint">
        {u.provider
          ? `机器翻译：${PROVIDER_NAMES[u.provider] ?? u.provider}。每段文字只翻译一次，结果由所有会员和实例共用；预算用完、服务出错或译文未通过检查（数字、型号、品牌缺失，夹带说明）时显示关键词译文。`
          : '未配置机器翻译（DEEPL_AUTH_KEY，或 TRANSLATION_API_URL / KEY / MODEL）：会员看到的是关键词译文。'}
      </p>
      <div className="admin-stats">
        <div className={`admin-stat${over ? ' admin-stat--alert' : ''}`} data-testid="usage-characters">
          <div className="admin-stat__value">{u.characters.toLocaleString('zh-CN')}</div>
          <div className="admin-stat__label">
            今日字符 / 预算 {u.dailyCharBudget.toLocaleString('zh-CN')}（{percent(u.characters, u.dailyCharBudget)}）
          </div>
        </div>
        <div className="admin-stat" data-testid="usage-hit-rate">
          <div className="admin-stat__value">{u.cacheHitRate === null ? '—' : `${(100 * u.cacheHitRate).toFixed(1)}%`}</div>
          <div className="admin-stat__label">缓存命中率（命中 {u.cacheHits.toLocaleString('zh-CN')} 次）</div>
        </div>
        <div className="admin-stat">
          <div className="admin-stat__value">{u.requests.toLocaleString('zh-CN')}</div>
          <div className="admin-stat__label">翻译请求</div>
        </div>
        <div className={`admin-stat${u.fallbacks > 0 ? ' admin-stat--alert' : ''}`}>
          <div className="admin-stat__value">{u.fallbacks.toLocaleString('zh-CN')}</div>
          <div className="admin-stat__label">改用关键词译文</div>
        </div>
        <Link to="/admin/translations" className="admin-stat" data-testid="usage-corrections">
          <div className="admin-stat__value">{u.corrections}</div>
          <div className="admin-stat__label">人工译文</div>
        </Link>
      </div>
    </section>
  );
}

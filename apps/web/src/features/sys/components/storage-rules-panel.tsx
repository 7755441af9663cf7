import { formatYen } from '@daigou/contract';
import { useSysConfig } from '../api/get-sys-config';

/** The warehouse storage rules from the system config, on the fee-standard page (/guide?id=2). */
export function StorageRulesPanel() {
  const config = useSysConfig();
  if (!config.data) return null;
  const { freeDays, dailyFee, maxDays } = config.data.storage;
  return (
    <section className="help-page" aria-labelledby="storage-rules-title" data-testid="storage-rules">
      <h2 id="storage-rules-title">仓储费用</h2>
      <div className="help-page__body">
        <table>
          <thead>
            <tr>
              <th>项目</th>
              <th>标准</th>
              <th>说明</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>免费保管</td>
              <td>{freeDays} 天</td>
              <td>从商品到仓当天算起；申请国际发货后停止计时（取消申请则继续计时）</td>
            </tr>
            <tr>
              <td>仓储费</td>
              <td>{formatYen(dailyFee)} / 件 / 天</td>
              <td>超出免费期后按件按天计算，申请发货时计入包裹费用一并支付</td>
            </tr>
            <tr>
              <td>最长保管</td>
              <td>{maxDays} 天</td>
              <td>免费期结束前 7 天、1 天和最长保管期到期前 7 天、1 天发站内消息提醒；超期商品由客服联系您处理，不会擅自处置</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { addLocale, PrimeReactProvider } from 'primereact/api';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

addLocale('zh-CN', {
  accept: '确定',
  reject: '取消',
  choose: '选择',
  upload: '上传',
  cancel: '取消',
  clear: '清除',
  apply: '应用',
  emptyMessage: '暂无数据',
  emptyFilterMessage: '没有匹配的结果',
  dayNames: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  dayNamesShort: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  dayNamesMin: ['日', '一', '二', '三', '四', '五', '六'],
  monthNames: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
  monthNamesShort: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
  today: '今天',
  weekHeader: '周',
  firstDayOfWeek: 1,
});

/** Light theme only; PrimeReact in Chinese. */
const primeConfig = {
  ripple: false,
  locale: 'zh-CN',
};

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <PrimeReactProvider value={primeConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </PrimeReactProvider>
  );
}

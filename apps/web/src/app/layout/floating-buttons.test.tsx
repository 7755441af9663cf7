import type { SysConfig } from '@daigou/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FloatingButtons } from './floating-buttons';

const config = (site: Partial<SysConfig>): SysConfig => ({
  searchPage: 'official',
  home_url: '/#/',
  wechat_work: 'https://work.weixin.qq.com/kfid/x',
  fees: { serviceFee: 300, inspectionFee: 200 },
  storage: { freeDays: 60, dailyFee: 50, maxDays: 180 },
  ...site,
});

afterEach(cleanup);

describe('FloatingButtons', () => {
  it('follows safe stored links', () => {
    render(<FloatingButtons config={config({ home_url: '/#/guide?id=1' })} />);
    expect(screen.getByLabelText('返回首页').getAttribute('href')).toBe('/#/guide?id=1');
    expect(screen.getByLabelText('联系客服').getAttribute('href')).toBe('https://work.weixin.qq.com/kfid/x');
  });

  it.each(['//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)'])(
    'sends home to /#/ instead of a bad stored home_url %j',
    (home_url) => {
      render(<FloatingButtons config={config({ home_url, wechat_work: 'javascript:alert(1)' })} />);
      expect(screen.getByLabelText('返回首页').getAttribute('href')).toBe('/#/');
      expect(screen.queryByLabelText('联系客服')).toBeNull();
    },
  );
});

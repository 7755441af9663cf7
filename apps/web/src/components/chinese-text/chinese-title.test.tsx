import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChineseKindTag, ChineseTitle } from './reading-switch';

afterEach(cleanup);

describe('a title in Chinese', () => {
  it('sets a gloss’s unknown words (「…」) apart, in Japanese', () => {
    const { container } = render(<ChineseTitle text="微单 · 「ほげほげ」 · 二手" kind="gloss" />);
    expect(container.textContent).toBe('微单 · 「ほげほげ」 · 二手');
    const unknown = container.querySelectorAll('.zh-unknown');
    expect([...unknown].map((u) => [u.textContent, u.getAttribute('lang')])).toEqual([['「ほげほげ」', 'ja']]);
  });

  it('leaves a machine or operator translation as it is, quotes and all', () => {
    const { container } = render(<ChineseTitle text="「限定」手表" kind="full" />);
    expect(container.textContent).toBe('「限定」手表');
    expect(container.querySelector('.zh-unknown')).toBeNull();
  });

  it('the gloss tag says what the marks mean', () => {
    const { container } = render(<ChineseKindTag kind="gloss" />);
    expect(container.querySelector('[data-testid="zh-kind"]')?.getAttribute('title')).toContain('「」');
  });
});

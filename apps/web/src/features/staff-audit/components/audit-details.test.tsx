import '../../../app/prime-setup';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditDetails } from './audit-details';

afterEach(cleanup);

describe('the audit log reads in Chinese', () => {
  it('audit details are labelled values — yen, statuses by name, a packing photo as 包裹照片 — not JSON', () => {
    const { container } = render(
      <AuditDetails
        targetType="order"
        details={{ finalPrice: 702, held: 1202, from: 3, to: 4, kind: 'parcel', before: { weightG: null } }}
      />,
    );
    const list = within(container.querySelector('dl') as HTMLElement);
    const text = container.textContent ?? '';
    expect(list.getByText('成交价')).toBeTruthy();
    expect(text).toContain('702 日元');
    expect(text).toContain('已付款');
    expect(text).toContain('已购买');
    expect(text).toContain('包裹照片');
    expect(text).toContain('修改前');
    expect(text).not.toContain('{');
  });
});

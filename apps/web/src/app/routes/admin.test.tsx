import type { UserInfo } from '@daigou/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { loginFlag } from '../../lib/login-flag';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render-with-app';
import { Component as AdminRoute } from './admin';

const operator = (mustChangePassword: boolean): UserInfo => ({
  CustomAccount: 'admin',
  CustomerName: '运营管理员',
  HeadImg: null,
  balance: 0,
  phone: null,
  email: null,
  emailVerified: false,
  pendingEmail: null,
  defaultRemark: null,
  role: 'operator',
  mustChangePassword,
});

afterEach(() => {
  vi.unstubAllGlobals();
  loginFlag.clear();
});

/** Issue 25.6, decision 063: the password generated at first start is changed before the console opens. */
it('an operator with the generated password sees only the password form, and the console once it is changed', async () => {
  loginFlag.save();
  let changed = false;
  const api = fakeApi({
    'GET /api/user/balance': () => operator(!changed),
    'POST /api/user/changePassword': () => {
      changed = true;
      return null;
    },
  });
  renderWithApp(<AdminRoute />, { path: '/admin' });
  await screen.findByText('请先修改初始密码');
  fireEvent.change(screen.getByLabelText('初始密码（启动时显示）'), { target: { value: 'k7pq-x2mz-4tzr-8abc' } });
  fireEvent.change(screen.getByLabelText('新密码（至少 8 位，含字母和数字）'), { target: { value: 'chosen123' } });
  fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'chosen123' } });
  fireEvent.click(screen.getByRole('button', { name: '修改密码' }));

  // The console opens (its lazy chunk loaded and rendered before the test ends, so nothing renders after teardown).
  await screen.findByTestId('admin-console');
  expect(screen.queryByTestId('admin-first-password')).toBeNull();
  expect(api.callsTo('POST /api/user/changePassword')[0]?.form?.get('oldPassword')).toBe('k7pq-x2mz-4tzr-8abc');
  // User info asked again after the change; no console call before it.
  expect(api.callsTo('GET /api/user/balance')).toHaveLength(2);
  const firstConsoleCall = api.calls.findIndex((c) => c.path.startsWith('/api/admin'));
  const change = api.calls.findIndex((c) => c.path === '/api/user/changePassword');
  expect(firstConsoleCall === -1 || firstConsoleCall > change).toBe(true);
});

import '../../../app/prime-setup';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

afterEach(cleanup);

describe('account fields on a phone keyboard', () => {
  it('the e-mail field is an e-mail field; account names are not capitalised or corrected', () => {
    renderWithApp(<RegisterForm redirect="/" onRegistered={() => {}} />);
    const email = screen.getByLabelText('邮箱（选填）');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('inputmode')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    const account = screen.getByLabelText('账号');
    expect(account.getAttribute('autocapitalize')).toBe('none');
    expect(account.getAttribute('autocomplete')).toBe('username');
    cleanup();
    renderWithApp(<LoginForm redirect="/" onLoggedIn={() => {}} />);
    expect(screen.getByLabelText('账号').getAttribute('autocapitalize')).toBe('none');
    expect(screen.getByLabelText('显示密码').getAttribute('role')).toBe('switch');
  });
});

import { InputText, type InputTextProps } from 'primereact/inputtext';
import { Password, type PasswordProps } from 'primereact/password';

// The account forms' inputs (login, register, forgot, reset, profile, password): each kind of field behaves the
// same on a phone keyboard and in the browser's autofill wherever it stands. A caller's props come last and win.

/** An account name (or 账号或邮箱): filled as the username, never capitalised, corrected or spell-checked. */
export function AccountInput(props: InputTextProps) {
  return <InputText autoComplete="username" autoCapitalize="none" autoCorrect="off" spellCheck={false} {...props} />;
}

/** An e-mail address: the phone's e-mail keyboard, filled as the e-mail, never capitalised or spell-checked. */
export function EmailInput(props: InputTextProps) {
  return <InputText type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** A password with its 显示密码 switch and no strength meter (the server's rules say what is wrong). */
export function PasswordInput(props: PasswordProps) {
  return <Password feedback={false} toggleMask {...props} />;
}

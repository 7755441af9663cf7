/**
 * What a phone's keyboard may do in a field that holds an identifier, spread on the input
 * (`<InputText {...accountKeyboard} />`): an account name or an email address is typed as it is, never
 * capitalised, corrected or marked as misspelt, and the browser offers the member's saved one.
 */
export const accountKeyboard = {
  autoComplete: 'username',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;

/** An email address: the email keyboard (with @), and the member's saved address offered. */
export const emailKeyboard = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

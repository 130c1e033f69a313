/** Marks an input of the password form, so that what was typed before the script started can be found. */
export const SIGN_IN_FIELD_ATTRIBUTE = 'data-sign-in-field';

/**
 * What the user already typed into the pre-rendered form of login.html before the script took it over
 * (a slow phone shows the form a second or more before it is interactive). Read once, while React takes
 * the markup over, which would otherwise reset the inputs to the empty state it rendered at build time.
 */
export function typedBeforeStart(field: string): string {
  if (typeof document === 'undefined') return '';
  const input = document.querySelector<HTMLInputElement>(`input[${SIGN_IN_FIELD_ATTRIBUTE}="${field}"]`);
  return input?.value ?? '';
}

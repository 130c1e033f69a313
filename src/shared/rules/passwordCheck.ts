/** Spec §4 "Password check": the stored result of checking an account's credential against its host. */
export const PasswordCheck = {
  correct: 0,
  wrong: 1,
  unknown: 2,
  abnormal: 3,
  noKey: 4,
} as const;

export type PasswordCheckValue = (typeof PasswordCheck)[keyof typeof PasswordCheck];

import { LICENCE_TYPES, type LicenceType } from '../../../shared/rules/cofferRules';

/**
 * The label key of a licence type: the server's own catalogue names them (msg.licenceTypeView …), so the
 * console says 查看 / 使用 / 查看密码 / 管理 exactly as the server's messages do.
 */
export function licenceTypeKey(type: LicenceType): string {
  return `msg.licenceType${type.charAt(0).toUpperCase()}${type.slice(1)}`;
}

export function isLicenceType(value: string): value is LicenceType {
  return (LICENCE_TYPES as readonly string[]).includes(value);
}

/** A licence type's tag colour: the stronger the right, the warmer. */
export const LICENCE_TYPE_COLOURS: Readonly<Record<LicenceType, 'informative' | 'brand' | 'warning' | 'danger'>> = {
  view: 'informative',
  use: 'brand',
  reveal: 'warning',
  manage: 'danger',
};

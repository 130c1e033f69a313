import { ResponseCode } from '../../../shared/codes';
import { isApiError } from '../../data/errors';
import type { PersonOption } from './api';

/** A chosen user or user group: its id and the text shown for it. */
export interface PersonChoice {
  id: number;
  name: string;
}

type Translate = (key: string, params?: Record<string, string>) => string;

/** Spec §2 user cell: a user as "nickname (user name)" (the name alone when they are the same), a group by name. */
export function personChoiceOf(person: PersonOption, t: Translate): PersonChoice {
  const name =
    person.nickName && person.nickName !== person.name
      ? t('coffer.common.userCell', { nickName: person.nickName, userName: person.name })
      : person.name;
  return { id: person.id, name };
}

/** The pickers refused the caller (403): they keep no safe, and asking again will not change it. */
export const isPickerRefusal = (error: unknown) => isApiError(error) && error.code === ResponseCode.forbidden;

/**
 * What a picker says when its people could not be read: the pickers are for those who keep safes, so a 403 says
 * who may pick (instead of the generic 没有权限); anything else in the data layer's words.
 */
export function pickerProblem(error: unknown, t: Translate): string {
  if (isPickerRefusal(error)) return t('coffer.picker.notKeeper');
  return t('coffer.picker.loadFailed', { reason: isApiError(error) ? error.msg : String(error) });
}

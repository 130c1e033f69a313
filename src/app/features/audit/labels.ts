import type { TFunction } from 'i18next';
import type { OperationLog } from '../../../shared/api';

/** A module's name in the reader's language; a tag without a translation shows as it is. */
export const moduleLabel = (t: TFunction, tag: string): string => t(`audit.module.${tag}`, { defaultValue: tag });

export const kindLabel = (t: TFunction, kind: OperationLog['businessType']): string => t(`audit.kind.${kind}`);

export const outcomeLabel = (t: TFunction, status: number): string => t(`audit.outcome.${status === 1 ? '1' : '2'}`);

export const operatorLabel = (t: TFunction, row: OperationLog): string => row.operName || t('audit.anonymous');

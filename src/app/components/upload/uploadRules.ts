import { DOCUMENT_TYPES, IMAGE_TYPES, UPLOAD_MAX_FILES, UPLOAD_MAX_MB } from '../../../shared/api/files';
import { msgRef } from '../../../shared/rules/validation';

/** What one upload widget accepts (spec §5 File upload; §9 Upload defaults), configurable per use. */
export interface UploadLimits {
  /** Extensions without the dot; empty admits any (the server still checks the content). */
  types: readonly string[];
  /** Each file must be smaller than this many MB. */
  fileSizeMb: number;
  /** Files the widget holds at most, uploaded and uploading together. */
  limit: number;
}

export const FILE_UPLOAD_LIMITS: UploadLimits = {
  types: DOCUMENT_TYPES,
  fileSizeMb: UPLOAD_MAX_MB,
  limit: UPLOAD_MAX_FILES,
};
export const IMAGE_UPLOAD_LIMITS: UploadLimits = {
  types: IMAGE_TYPES,
  fileSizeMb: UPLOAD_MAX_MB,
  limit: UPLOAD_MAX_FILES,
};

/** A chosen file as far as the checks look at it (a File is one). */
export interface ChosenFile {
  name: string;
  size: number;
}

export interface ChoiceCheck<F extends ChosenFile> {
  /** The files to send, in the order chosen. */
  accepted: F[];
  /** Message references (src/shared/messages) of what was refused, each once. */
  refusals: string[];
}

/** The extension of a file name in lower case, '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Office types whose entry also admits the x format (doc → docx), as the server's list does. */
const OFFICE_TYPE = /^(doc|xls|ppt)$/i;

const extensionsOf = (type: string): string[] =>
  OFFICE_TYPE.test(type) ? [type.toLowerCase(), `${type.toLowerCase()}x`] : [type.toLowerCase()];

/** Whether the name has one of the types (any name when there are none). */
export function hasAllowedType(name: string, types: readonly string[]): boolean {
  if (types.length === 0) return true;
  const extension = extensionOf(name);
  return types.some((type) => extensionsOf(type).includes(extension));
}

/** The types as the messages show them: doc/xls/ppt/txt/pdf. */
export const typesText = (types: readonly string[]): string => types.join('/');

/**
 * Checks a choice before anything is sent: more files than the widget may still hold refuses the whole choice
 * (上传文件数量不能超过 N 个!); otherwise each file of a wrong type (文件格式不正确, 请上传…格式文件!) or not under the
 * size limit (上传文件大小不能超过 N MB!) is left out and the others go.
 */
export function checkChosenFiles<F extends ChosenFile>(
  files: readonly F[],
  heldCount: number,
  limits: UploadLimits,
): ChoiceCheck<F> {
  if (files.length === 0) return { accepted: [], refusals: [] };
  if (heldCount + files.length > limits.limit) {
    return { accepted: [], refusals: [msgRef('uploadTooManyFiles', { max: limits.limit })] };
  }
  const accepted: F[] = [];
  const refusals = new Set<string>();
  for (const file of files) {
    if (!hasAllowedType(file.name, limits.types)) {
      refusals.add(msgRef('uploadTypeRefused', { types: typesText(limits.types) }));
    } else if (file.size / 1024 / 1024 >= limits.fileSizeMb) {
      refusals.add(msgRef('uploadTooLarge', { max: limits.fileSizeMb }));
    } else {
      accepted.push(file);
    }
  }
  return { accepted, refusals: [...refusals] };
}

/** The `accept` attribute of the file chooser: the types as extensions (".doc,.docx,…"). */
export function acceptOf(types: readonly string[]): string | undefined {
  if (types.length === 0) return undefined;
  return types.flatMap((type) => extensionsOf(type).map((extension) => `.${extension}`)).join(',');
}

import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../data/errors';
import { renderText } from '../../data/renderText';
import { tMsg } from '../../i18n';
import { notify } from '../../notify';
import { type UploadKind, uploadStoredFile } from './api';
import { useStoredFileInfo } from './queries';
import { namesToLookUp, type ShownEntry, showEntry } from './shownEntry';
import { SUCCESS_DELAY_MS, storedEntry, storedNamesOf, uploadEntries } from './uploadEntries';
import { uploadFailureText } from './uploadFailure';
import { checkChosenFiles, type UploadLimits } from './uploadRules';

export interface UseUploadsOptions {
  /** The stored names the widget holds (its field's value). */
  value: readonly string[];
  onChange: (fileNames: string[]) => void;
  limits: UploadLimits;
  kind: UploadKind;
}

export interface Uploads {
  entries: ShownEntry[];
  /** Checks a choice (§5) and sends what passes, each with its progress. */
  choose: (files: readonly File[]) => void;
  /** Takes an entry off the list; one still uploading is cancelled. */
  remove: (id: string) => void;
  /** The last thing to say about the uploads, for a polite live region. */
  announcement: string;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);
const splitKey = (key: string) => (key ? key.split('\n') : []);

const initialEntries = (value: readonly string[]) => [...new Set(value)].map(storedEntry);

/**
 * The state of one upload widget (spec §4 Upload, §5 File upload): its entries (given stored names, uploads
 * running), the checks of a choice, progress, success 200 ms after an upload finished, removal of a failed one with
 * its message, and the value — the stored names of what succeeded — handed to onChange.
 */
export function useUploads({ value, onChange, limits, kind }: UseUploadsOptions): Uploads {
  const { t } = useTranslation();
  const [entries, dispatch] = useReducer(uploadEntries, value, initialEntries);
  const [announcement, setAnnouncement] = useState('');
  const running = useRef(new Map<string, AbortController>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);
  const batchSucceeded = useRef(0);

  // Values this widget handed out that its field has not given back yet. Two uploads ending close together hand
  // out [a] then [a, b]; the field gives them back one render apart, and [a] coming back is no change from outside.
  const echoes = useRef(new Set<string>());

  // Stored names given from outside (a reset, a form opened again) replace those the entries hold.
  const valueKey = value.join('\n');
  const takeValue = useEffectEvent((key: string) => {
    if (echoes.current.delete(key)) return;
    echoes.current.clear();
    const names = splitKey(key);
    if (!sameList(storedNamesOf(entries), names)) dispatch({ type: 'synced', fileNames: names });
  });
  useEffect(() => takeValue(valueKey), [valueKey]);

  // What succeeded goes out as the value, once per change.
  const storedKey = storedNamesOf(entries).join('\n');
  const publish = useEffectEvent((key: string) => {
    if (key === valueKey) return;
    echoes.current.add(key);
    onChange(splitKey(key));
  });
  useEffect(() => publish(storedKey), [storedKey]);

  useEffect(() => {
    const uploads = running.current;
    const pending = timers.current;
    return () => {
      for (const controller of uploads.values()) controller.abort();
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const info = useStoredFileInfo(namesToLookUp(entries));

  const settleBatch = () => {
    if (running.current.size > 0 || batchSucceeded.current === 0) return;
    batchSucceeded.current = 0;
    notify.success(t('msg.uploadSuccess'));
  };

  const start = (file: File) => {
    nextId.current += 1;
    const id = `upload-${nextId.current}`;
    const controller = new AbortController();
    running.current.set(id, controller);
    dispatch({ type: 'added', id, originalName: file.name, size: file.size });
    setAnnouncement(t('upload.uploading', { name: file.name }));
    const onProgress = (progress: number) => dispatch({ type: 'progressed', id, progress });
    uploadStoredFile(file, kind, onProgress, controller.signal).then(
      (stored) => {
        dispatch({ type: 'finished', id, ...stored });
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          // Removed while it finished: it stays removed.
          if (!running.current.delete(id)) return;
          batchSucceeded.current += 1;
          dispatch({ type: 'settled', id });
          setAnnouncement(t('upload.uploaded', { name: stored.originalName }));
          settleBatch();
        }, SUCCESS_DELAY_MS);
        timers.current.add(timer);
      },
      (error: unknown) => {
        running.current.delete(id);
        dispatch({ type: 'failed', id });
        if (!isApiError(error)) console.error('upload failed', error);
        const text = uploadFailureText(isApiError(error) ? error : null);
        if (text) {
          const message = renderText(text);
          notify.error(message);
          setAnnouncement(t('upload.failed', { name: file.name, message }));
        }
        settleBatch();
      },
    );
  };

  const choose = (files: readonly File[]) => {
    const check = checkChosenFiles(files, entries.length, limits);
    const refusals = check.refusals.map(tMsg);
    for (const refusal of refusals) notify.error(refusal);
    if (refusals.length > 0) setAnnouncement(refusals.join(' '));
    for (const file of check.accepted) start(file);
  };

  const shown = entries.map((entry) => showEntry(entry, info));

  const remove = (id: string) => {
    const entry = shown.find((candidate) => candidate.id === id);
    if (!entry) return;
    running.current.get(id)?.abort();
    running.current.delete(id);
    dispatch({ type: 'removed', id });
    setAnnouncement(t('upload.removed', { name: entry.name }));
    settleBatch();
  };

  return { entries: shown, choose, remove, announcement };
}

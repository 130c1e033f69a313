import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import { IMPORT_EXTENSIONS, IMPORT_MAX_MB, IMPORT_MAX_ROWS, type ImportReport } from '../../../shared/api';
import { ResponseCode } from '../../../shared/codes';
import { ApiError } from '../../data/errors';
import { tMsg } from '../../i18n';
import { notify } from '../../notify';
import { useHasPermission } from '../../session';
import { FileDropZone } from './components/FileDropZone';
import { ImportReportTable } from './components/ImportReportTable';
import { downloadTemplate, fileToBase64, uploadImport } from './importApi';
import { importChoiceProblem } from './importChoice';
import { ensureImportTexts } from './importTexts';
import { ASSET_LIST_PATH } from './paths';

ensureImportTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1048576).toFixed(1)} MB`;

type Busy = 'validate' | 'import' | null;

/**
 * /assets-import (spec §2): download a template, choose one file, check it (a dry run listing every bad
 * row by row and column), then import. The server imports all rows or none.
 */
export function AssetImportPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canImport = useHasPermission([Permission.assetAdd]);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [imported, setImported] = useState<number | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  const handleFiles = (files: File[]) => {
    setReport(null);
    setImported(null);
    const found = importChoiceProblem(files);
    setProblem(found === null ? null : tMsg(found));
    setFile(found ? null : (files[0] ?? null));
  };

  const send = async (dryRun: boolean): Promise<ImportReport | null> => {
    if (!file) return null;
    try {
      return await uploadImport(file.name, await fileToBase64(file), dryRun);
    } catch (error) {
      if (error instanceof ApiError && error.code === ResponseCode.importRejected) {
        // Rows went wrong since the check (a name taken meanwhile): show the fresh report.
        return uploadImport(file.name, await fileToBase64(file), true).catch(() => null);
      }
      setProblem(error instanceof ApiError ? error.msg : t('assetImport.uploadFailed'));
      notify.error(t('assetImport.uploadFailed'));
      return null;
    }
  };

  const handleValidate = async () => {
    setBusy('validate');
    setImported(null);
    setReport(await send(true));
    setBusy(null);
  };

  const handleImport = async () => {
    setBusy('import');
    const result = await send(false);
    setBusy(null);
    setReport(result);
    if (result && !result.dryRun && result.errors.length === 0) {
      setImported(result.imported);
      notify.success(tMsg('uploadSuccess'));
      await queryClient.invalidateQueries();
    }
  };

  const badRows = report ? new Set(report.errors.map((error) => error.row)).size : 0;
  const isReady = report !== null && report.errors.length === 0 && imported === null;

  return (
    <section className={styles.root} aria-label={t('assetImport.title')}>
      <div className={styles.bar}>
        <Title3 as="h1">{t('assetImport.title')}</Title3>
        <Button appearance="subtle" onClick={() => navigate(ASSET_LIST_PATH)}>
          {t('assetImport.back')}
        </Button>
      </div>

      <div className={styles.step}>
        <Subtitle2 as="h2">{t('assetImport.templateTitle')}</Subtitle2>
        <Text>{t('assetImport.templateHint')}</Text>
        <div className={styles.bar}>
          <Button icon={<ArrowDownloadRegular />} onClick={() => void downloadTemplate('xlsx').catch(() => undefined)}>
            {t('assetImport.templateXlsx')}
          </Button>
          <Button icon={<ArrowDownloadRegular />} onClick={() => void downloadTemplate('csv').catch(() => undefined)}>
            {t('assetImport.templateCsv')}
          </Button>
        </div>
      </div>

      <div className={styles.step}>
        <Subtitle2 as="h2">{t('assetImport.fileTitle')}</Subtitle2>
        <FileDropZone accept={IMPORT_EXTENSIONS.join(',')} onFiles={handleFiles} />
        <Text size={200}>{t('assetImport.limits', { mb: IMPORT_MAX_MB, rows: IMPORT_MAX_ROWS })}</Text>
        {file && <Text>{t('assetImport.chosen', { name: file.name, size: sizeText(file.size) })}</Text>}
        {problem && (
          <MessageBar intent="error">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        )}
      </div>

      <div className={styles.step}>
        <Subtitle2 as="h2">{t('assetImport.checkTitle')}</Subtitle2>
        <div className={styles.bar}>
          <Button disabled={!file || busy !== null} onClick={() => void handleValidate()}>
            {t('assetImport.validate')}
          </Button>
          {canImport && (
            <Button appearance="primary" disabled={!isReady || busy !== null} onClick={() => void handleImport()}>
              {t('assetImport.import')}
            </Button>
          )}
          {busy && <Spinner size="tiny" label={t('assetImport.uploading')} />}
        </div>
        {report && report.errors.length > 0 && (
          <>
            <MessageBar intent="error">
              <MessageBarBody>
                {t('assetImport.hasErrors', { rows: badRows, count: report.errors.length })}
              </MessageBarBody>
            </MessageBar>
            <ImportReportTable errors={report.errors} />
          </>
        )}
        {isReady && (
          <MessageBar intent="success">
            <MessageBarBody>{t('assetImport.allGood', { total: report.total })}</MessageBarBody>
          </MessageBar>
        )}
        {imported !== null && (
          <MessageBar intent="success">
            <MessageBarBody>{t('assetImport.imported', { count: imported })}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </section>
  );
}

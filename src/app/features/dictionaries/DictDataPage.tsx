import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowLeftRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import type { DictData, Dictionary } from '../../../shared/api/dictionaries';
import { DIGITS_ONLY } from '../../../shared/rules/validation';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { notify } from '../../notify';
import { useHasPermission } from '../../session';
import { DictDataFormDialog } from './components/DictDataFormDialog';
import { DictDataList } from './components/DictDataList';
import { ensureDictTexts } from './i18n';
import { useDictType } from './queries';
import { inLanguage } from './texts';

ensureDictTexts();

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** /system/dict-data/index/:dictId (spec §2) [system:dict:list]: the entries of one dictionary type. */
export function DictDataPage() {
  const { dictId } = useParams();
  // Spec §2: dictId is digits only; anything else is not a page.
  if (!dictId || !DIGITS_ONLY.test(dictId) || dictId.length > 9) return <Navigate to="/404" replace />;
  return <DictDataOf dictId={Number(dictId)} />;
}

type Editing = { entry: DictData | null } | null;

function DictDataOf({ dictId }: { dictId: number }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const canEdit = useHasPermission([Permission.dictEdit]);
  const dictionary = useDictType(dictId);
  const [editing, setEditing] = useState<Editing>(null);
  if (dictionary.isPending) return <LoadingSpinner />;
  if (dictionary.isError) return <Text>{t('dict.data.notFound')}</Text>;
  const type: Dictionary = dictionary.data;
  const header = (
    <div className={styles.header}>
      <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => navigate('/system/dict')}>
        {t('dict.data.back')}
      </Button>
      {canEdit && (
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({ entry: null })}>
          {t('dict.common.add')}
        </Button>
      )}
    </div>
  );
  return (
    <>
      <DictDataList
        title={t('dict.data.title', { name: inLanguage(i18n.language, type.dictName, type.dictNameEn) })}
        dictType={type.dictType}
        actions={header}
        canEdit={canEdit}
        onEdit={(entry) => setEditing({ entry })}
      />
      {editing && (
        <DictDataFormDialog
          dictType={type.dictType}
          entry={editing.entry}
          onClose={(isSaved) => {
            if (isSaved) notify.success(t(editing.entry ? 'dict.common.saved' : 'dict.common.added'));
            setEditing(null);
          }}
        />
      )}
    </>
  );
}

import { Field, makeStyles, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useDatabaseList } from '../queries';

const useStyles = makeStyles({
  // A definite width: a horizontal field's label and control columns are shares of it (with the field sized by its
  // content, Chromium 156 let the select overflow onto the toolbar's buttons).
  field: { width: '280px', flexShrink: 0 },
  control: { minWidth: 0 },
  select: { minWidth: 0, maxWidth: '100%' },
});

interface Props {
  sessionId: number;
  /** The database the session is in; null: none chosen yet (MySQL opened without one). */
  database: string | null;
  isDisabled: boolean;
  onChoose(database: string): void;
}

/** The databases the session's account can see; choosing one moves the session there (MySQL USE, PostgreSQL logs in again). */
export function DatabasePicker({ sessionId, database, isDisabled, onChoose }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  const list = useDatabaseList(sessionId);
  const names = list.data?.databases ?? [];
  const options = database && !names.includes(database) ? [database, ...names] : names;
  return (
    <Field className={styles.field} label={t('terminal.sql.database')} orientation="horizontal" size="small">
      <Select
        className={styles.control}
        select={{ className: styles.select }}
        size="small"
        value={database ?? ''}
        disabled={isDisabled || list.isLoading}
        data-testid="sql-database"
        onChange={(_event, data) => {
          if (data.value && data.value !== database) onChoose(data.value);
        }}
      >
        {database === null && <option value="">{t('terminal.sql.noDatabase')}</option>}
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

import { makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from '../../../../shared/api/policies';
import { SearchPicker } from '../../../components/SearchPicker';
import { type ChosenTargets, TARGET_KINDS, type TargetKind } from '../taskForm';
import { useTargetChoices } from '../useTargetChoices';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * What a task works on: accounts, assets, tags, asset types and departments, one kind per tab, each searched and
 * ticked; every account matching any chosen entry is a target.
 */
export function TargetFields({
  targets,
  onChange,
  error,
}: {
  targets: ChosenTargets;
  onChange: (targets: ChosenTargets) => void;
  error?: string | undefined;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [kind, setKind] = useState<TargetKind>('assets');
  const [keywords, setKeywords] = useState<Record<TargetKind, string>>({
    accounts: '',
    assets: '',
    tags: '',
    platforms: '',
    depts: '',
  });
  const options = useTargetChoices(kind, keywords[kind]);
  const kindLabel = t(`tasks.targets.${kind}`);
  const tabLabel = (each: TargetKind) =>
    targets[each].length > 0 ? `${t(`tasks.targets.${each}`)} (${targets[each].length})` : t(`tasks.targets.${each}`);

  return (
    <div className={styles.root}>
      <Text className={styles.hint}>{t('tasks.targets.hint')}</Text>
      <TabList selectedValue={kind} onTabSelect={(_, data) => setKind(data.value as TargetKind)}>
        {TARGET_KINDS.map((each) => (
          <Tab key={each} value={each}>
            {tabLabel(each)}
          </Tab>
        ))}
      </TabList>
      <SearchPicker<NamedRef>
        label={kindLabel}
        hint={options.length === 0 ? t('tasks.targets.noOptions') : ''}
        searchLabel={t('tasks.targets.search', { kind: kindLabel })}
        keyword={keywords[kind]}
        onKeywordChange={(keyword) => setKeywords((previous) => ({ ...previous, [kind]: keyword }))}
        options={options}
        chosen={targets[kind]}
        onChange={(chosen) => onChange({ ...targets, [kind]: chosen })}
        keyOf={(entry) => String(entry.id)}
        labelOf={(entry) => entry.name}
        chosenText={t('tasks.targets.chosen', { count: targets[kind].length })}
        removeLabel={(name) => t('tasks.targets.removeOf', { name })}
        error={error}
      />
    </div>
  );
}

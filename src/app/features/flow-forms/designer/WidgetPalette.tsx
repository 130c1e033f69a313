import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { BASIC_KINDS, LAYOUT_KINDS, type WidgetKind } from '../../../../shared/forms';
import { PaletteItem } from './PaletteItem';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
    gap: tokens.spacingVerticalXS,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The left palette (spec §2): the basic fields and the layout. */
export function WidgetPalette({ onAdd }: { onAdd: (kind: WidgetKind) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const group = (title: string, kinds: readonly WidgetKind[]) => (
    <>
      <Subtitle2 as="h3">{title}</Subtitle2>
      <ul className={styles.list} aria-label={title}>
        {kinds.map((kind) => (
          <PaletteItem key={kind} kind={kind} onAdd={onAdd} />
        ))}
      </ul>
    </>
  );
  return (
    <nav className={styles.root} aria-label={t('flowForms.designer.palette')}>
      {group(t('flowForms.designer.basicFields'), BASIC_KINDS)}
      {group(t('flowForms.designer.layoutFields'), LAYOUT_KINDS)}
      <Text size={200} className={styles.hint}>
        {t('flowForms.designer.paletteHint')}
      </Text>
    </nav>
  );
}

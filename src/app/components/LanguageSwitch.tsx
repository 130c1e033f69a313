import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, type Language, loadLanguage, setLanguage } from '../i18n/index';
import { useHydrated } from './useHydrated';

const LABEL_KEYS: Record<Language, string> = { 'zh-CN': 'language.zhCN', en: 'language.en' };

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalXS, border: 'none', margin: 0, padding: 0 },
});

/**
 * zh-CN / English switch of the sign-in and set-up pages; the choice is kept in localStorage (spec §1).
 * Plain buttons rather than a dropdown keep the positioning library out of the /login bundle.
 */
export function LanguageSwitch() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const lang = LANGUAGES.find((candidate) => candidate === i18n.language) ?? currentLanguage();
  return (
    <fieldset className={styles.root} aria-label={t('language.label')}>
      {LANGUAGES.map((option) => (
        <Button
          key={option}
          size="small"
          appearance={option === lang ? 'primary' : 'subtle'}
          aria-pressed={option === lang}
          disabled={!hydrated}
          lang={option}
          // Each language's texts are their own chunk: pointing at the button fetches them ahead of the click.
          onPointerEnter={() => void loadLanguage(option).catch(() => undefined)}
          onFocus={() => void loadLanguage(option).catch(() => undefined)}
          onClick={() => void setLanguage(option)}
        >
          {t(LABEL_KEYS[option])}
        </Button>
      ))}
    </fieldset>
  );
}

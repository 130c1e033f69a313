import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, type Language, setLanguage } from '../i18n';

const LABEL_KEYS: Record<Language, string> = { 'zh-CN': 'language.zhCN', en: 'language.en' };

export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Menu
      checkedValues={{ language: [current] }}
      onCheckedValueChange={(_, data) => {
        const next = data.checkedItems[0];
        if (next && (LANGUAGES as readonly string[]).includes(next)) setLanguage(next as Language);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={t('layout.navbar.language')} relationship="label">
          <Button appearance="subtle" icon={<LocalLanguageRegular />} />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LANGUAGES.map((lang) => (
            <MenuItemRadio key={lang} name="language" value={lang}>
              {t(LABEL_KEYS[lang])}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

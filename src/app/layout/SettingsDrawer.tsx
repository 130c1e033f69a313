import {
  Button,
  ColorSwatch,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  makeStyles,
  OverlayDrawer,
  Radio,
  RadioGroup,
  SwatchPicker,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  type Appearance,
  changeAppearance,
  resetAppearance,
  saveAppearance,
  useAppearance,
} from '../display/appearance';
import { type LayoutSetting, PREDEFINED_THEME_COLORS } from '../display/layoutSetting';
import {
  changeLayoutSetting,
  resetLayoutSetting,
  saveLayoutSetting,
  useLayoutSetting,
} from '../display/layoutSettingStore';
import { notify } from '../notify';
import { setSettingsOpen, useSettingsOpen } from './appState';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  section: { marginBlockStart: tokens.spacingVerticalM },
  footer: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type Flag = 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle';
const FLAGS: readonly Flag[] = ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'];

/** Layout settings (spec §2, §3): changes apply at once; save keeps them, reset returns to the defaults. */
export function SettingsDrawer() {
  const styles = useStyles();
  const { t } = useTranslation();
  const isOpen = useSettingsOpen();
  const setting = useLayoutSetting();
  const appearance = useAppearance();

  const handleSave = () => {
    saveLayoutSetting();
    saveAppearance();
    notify.success(t('layout.settings.saved'));
    setSettingsOpen(false);
  };

  return (
    <OverlayDrawer position="end" open={isOpen} onOpenChange={(_, data) => setSettingsOpen(data.open)}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={t('layout.settings.close')}
              icon={<DismissRegular />}
              onClick={() => setSettingsOpen(false)}
            />
          }
        >
          {t('layout.settings.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <Text weight="semibold">{t('layout.settings.themeStyle')}</Text>
        <Field label={t('layout.settings.appearance')}>
          <RadioGroup
            layout="horizontal"
            value={appearance}
            onChange={(_, data) => changeAppearance(data.value as Appearance)}
          >
            <Radio value="light" label={t('layout.settings.appearanceLight')} />
            <Radio value="dark" label={t('layout.settings.appearanceDark')} />
            <Radio value="system" label={t('layout.settings.appearanceSystem')} />
          </RadioGroup>
        </Field>
        <Field label={t('layout.settings.sideTheme')}>
          <RadioGroup
            layout="horizontal"
            value={setting.sideTheme}
            onChange={(_, data) => changeLayoutSetting({ sideTheme: data.value as LayoutSetting['sideTheme'] })}
          >
            <Radio value="theme-dark" label={t('layout.settings.sideDark')} />
            <Radio value="theme-light" label={t('layout.settings.sideLight')} />
          </RadioGroup>
        </Field>
        <Field label={t('layout.settings.themeColor')}>
          <SwatchPicker
            aria-label={t('layout.settings.themeColor')}
            selectedValue={setting.theme}
            onSelectionChange={(_, data) => changeLayoutSetting({ theme: data.selectedValue })}
          >
            {PREDEFINED_THEME_COLORS.map((color) => (
              <ColorSwatch key={color} color={color} value={color} aria-label={color} />
            ))}
          </SwatchPicker>
        </Field>
        <Text weight="semibold" className={styles.section}>
          {t('layout.settings.layoutSection')}
        </Text>
        {FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={t(`layout.settings.${flag}`)}
            checked={setting[flag]}
            onChange={(_, data) => changeLayoutSetting({ [flag]: data.checked })}
          />
        ))}
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        <Button appearance="primary" onClick={handleSave}>
          {t('layout.settings.save')}
        </Button>
        <Button
          onClick={() => {
            resetLayoutSetting();
            resetAppearance();
          }}
        >
          {t('layout.settings.reset')}
        </Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}

import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Coffer } from '../../../../shared/api/coffers';
import { applyActionOf, type CofferAction, canExport, canOpenAccounts, MANAGE_MENU_ACTIONS } from '../cofferActions';

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalXXS, alignItems: 'center', flexWrap: 'wrap' },
});

/** A safe row's buttons; what they do is the page's (useCofferActions). */
export function CofferRowActions({
  coffer,
  onAction,
}: {
  coffer: Coffer;
  onAction: (action: CofferAction, coffer: Coffer) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const name = coffer.cofferName;
  const apply = applyActionOf(coffer);
  const button = (action: CofferAction, labelKey: string) => (
    <Button
      size="small"
      appearance="transparent"
      aria-label={`${t(labelKey)} ${name}`}
      data-testid={`coffer-action-${action}`}
      onClick={() => onAction(action, coffer)}
    >
      {t(labelKey)}
    </Button>
  );
  return (
    <span className={styles.root}>
      {canOpenAccounts(coffer) && button('accounts', 'coffer.action.accounts')}
      {button(apply.action, apply.labelKey)}
      {coffer.canManage && button('edit', 'coffer.action.edit')}
      {coffer.canManage && button('licences', 'coffer.action.licences')}
      {canExport(coffer) && button('export', 'coffer.action.export')}
      {coffer.canManage && (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button
              size="small"
              appearance="transparent"
              icon={<MoreHorizontalRegular />}
              aria-label={t('coffer.action.moreOf', { name })}
              title={t('coffer.action.more')}
              data-testid="coffer-action-more"
            />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {MANAGE_MENU_ACTIONS.map((action) => (
                <MenuItem key={action} data-testid={`coffer-action-${action}`} onClick={() => onAction(action, coffer)}>
                  {t(`coffer.action.${action}`)}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
    </span>
  );
}

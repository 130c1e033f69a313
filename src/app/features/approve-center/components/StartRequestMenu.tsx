import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { applyPath } from '../paths';
import { applicableFlowsQuery } from '../queries';

/** 发起申请: the flows the caller may apply on, each opening the form page in apply mode. */
export function StartRequestMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flows = useQuery(applicableFlowsQuery());
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="primary" icon={<AddRegular />}>
          {t('approveCenter.apply')}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={t('approveCenter.applyMenu')}>
          {flows.isPending && <MenuItem disabled>{t('approveCenter.flowsLoading')}</MenuItem>}
          {flows.isError && <MenuItem disabled>{t('approveCenter.flowsFailed')}</MenuItem>}
          {flows.data?.length === 0 && <MenuItem disabled>{t('approveCenter.noFlows')}</MenuItem>}
          {flows.data?.map((flow) => (
            <MenuItem
              key={flow.modelKey}
              secondaryContent={flow.description || undefined}
              onClick={() => navigate(applyPath(flow.modelKey))}
            >
              {flow.name}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

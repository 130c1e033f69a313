import { Card, Divider, MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/queries';
import { UsbKeyBindSection } from '../usb-key';
import { BoundKeyList } from './components/BoundKeyList';
import { SecurityKeyBindSection } from './components/SecurityKeyBindSection';
import { addKeyTexts } from './i18n';
import { useRefreshKeys } from './queries';

addKeyTexts();

const useStyles = makeStyles({
  card: { maxWidth: '960px', padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
});

/**
 * /user-bind-usb-key-form (spec §2). The signed-in user binds keys for themselves: a key proves
 * itself to the browser it is plugged into, so binding happens in the owner's own browser. An
 * administrator with system:user:edit who opens it with ?userId= sees and removes that user's keys
 * (the server checks the permission) and is told to let the user bind.
 */
export function BindKeyPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { session } = useSession();
  const [search] = useSearchParams();
  const refresh = useRefreshKeys();
  const requested = Number(search.get('userId'));
  const otherUserId = Number.isInteger(requested) && requested > 0 && requested !== session?.userId ? requested : null;

  return (
    <Card className={styles.card}>
      <Text as="h1" size={500} weight="semibold">
        {t('keys.bind.title')}
      </Text>
      {otherUserId === null ? (
        <>
          <SecurityKeyBindSection onBound={() => void refresh()} />
          <Divider />
          <Suspense fallback={null}>
            <UsbKeyBindSection userName={session?.userName ?? ''} onBound={() => void refresh()} />
          </Suspense>
          <Divider />
        </>
      ) : (
        <MessageBar intent="info">
          <MessageBarBody>{t('keys.bind.otherUser')}</MessageBarBody>
        </MessageBar>
      )}
      <BoundKeyList userId={otherUserId} />
    </Card>
  );
}

import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatermarkConfig } from '../../../shared/api/watermark';
import { watermarkLines } from '../../../shared/rules/watermarkRules';
import { useSession } from '../../session';
import { overlayLook } from './overlayLook';

const useStyles = makeStyles({
  box: {
    position: 'relative',
    height: '180px',
    overflow: 'hidden',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** The form's values drawn as the console will draw them (shown even while the watermark is off). */
export function WatermarkPreview({ config }: { config: WatermarkConfig }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { session } = useSession();
  const layer = useRef<HTMLDivElement>(null);
  const user = session
    ? { userName: session.userName, nickName: session.nickName, phonenumber: session.phonenumber, email: session.email }
    : null;
  const now = new Date();
  const style = overlayLook(config, user, now, false).style;
  useEffect(() => {
    layer.current?.setAttribute('style', style);
  }, [style]);
  return (
    <div
      className={styles.box}
      role="img"
      aria-label={t('watermark.previewLabel', { text: watermarkLines(config, user, now).join(' / ') })}
    >
      <div ref={layer} />
    </div>
  );
}

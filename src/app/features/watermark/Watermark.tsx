import { type RefObject, useEffect, useRef, useState } from 'react';
import type { WatermarkUser } from '../../../shared/rules/watermarkRules';
import { useWorkerInterval } from '../../hub';
import { useSession } from '../../session';
import { overlayLook } from './overlayLook';
import { useWatermarkSettings } from './queries';
import { type GuardedOverlay, guardOverlay } from './tamperGuard';

/**
 * The page watermark over `container` (spec §2, §9; docs/watermark.md) while the administrator has it on: the
 * configured text, the time to the second and the chosen fields of the signed-in user, guarded against removal
 * and restyling. The time is redrawn each second on the hub's worker timer, which background tabs do not throttle.
 * `fixed`: over the viewport (the bare terminal page) instead of the container's box.
 */
export function Watermark({ container, fixed = false }: { container: RefObject<HTMLElement | null>; fixed?: boolean }) {
  const settings = useWatermarkSettings();
  const { session } = useSession();
  const [now, setNow] = useState(() => new Date());
  const overlay = useRef<GuardedOverlay | null>(null);
  const config = settings.data;
  const isOpen = config?.isOpen === true;
  useWorkerInterval(() => setNow(new Date()), 1000, isOpen);

  const user: WatermarkUser | null = session
    ? { userName: session.userName, nickName: session.nickName, phonenumber: session.phonenumber, email: session.email }
    : null;
  const look = config && isOpen ? overlayLook(config, user, now, fixed) : null;
  const style = look?.style ?? null;

  useEffect(() => {
    const host = container.current;
    if (!host || style === null) return;
    if (!overlay.current) overlay.current = guardOverlay(host, { style });
    else overlay.current.show({ style });
  }, [container, style]);

  useEffect(() => {
    if (style !== null) return;
    overlay.current?.dispose();
    overlay.current = null;
  }, [style]);

  useEffect(
    () => () => {
      overlay.current?.dispose();
      overlay.current = null;
    },
    [],
  );
  return null;
}

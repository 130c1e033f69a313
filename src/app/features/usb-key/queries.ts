import { queryOptions, useQuery } from '@tanstack/react-query';
import { USB_KEY, UsbKeyError } from './driver';
import { createDriver } from './driverClient';

export type KeyPresence = { state: 'connected'; devices: string[] } | { state: 'none' } | { state: 'noDriver' };

export const usbKeyKeys = {
  all: () => ['usbKey'] as const,
  presence: () => [...usbKeyKeys.all(), 'presence'] as const,
};

async function presence(): Promise<KeyPresence> {
  try {
    const devices = await createDriver().listDevices();
    return devices.length > 0 ? { state: 'connected', devices } : { state: 'none' };
  } catch (error) {
    if (error instanceof UsbKeyError) return { state: 'noDriver' };
    throw error;
  }
}

/** Spec §3 USB key connection (connected, no device, driver not installed), polled every 2 s while waiting. */
export const keyPresenceQuery = () =>
  queryOptions({
    queryKey: usbKeyKeys.presence(),
    queryFn: presence,
    refetchInterval: USB_KEY.waitPollMs,
    gcTime: 0,
    retry: false,
  });
export const useKeyPresence = () => useQuery(keyPresenceQuery());

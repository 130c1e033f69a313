/**
 * The key-device service's default origin and driver version, as USB_KEY in features/usb-key/driver/protocol.ts has
 * them (tests/unit/help/usbKeyService.test.ts keeps the two in step). A copy rather than an export of that feature's
 * door: the door loads with /login, which the driver's constants would make heavier for every user.
 */
export const USB_KEY_SERVICE = { origin: 'http://127.0.0.1:8090', driverVersion: '3.3.0_S' } as const;

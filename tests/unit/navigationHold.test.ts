import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the navigation module: the hold is for good once set (the page is leaving). */
async function freshNavigation() {
  vi.resetModules();
  return import('../../src/app/navigation/navigation');
}

describe('navigation held for a sign-out', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('lets only the whole page load through once held', async () => {
    const location = { replace: vi.fn(), reload: vi.fn(), assign: vi.fn(), pathname: '/user/edit' };
    vi.stubGlobal('window', { location });
    const navigation = await freshNavigation();
    const navigate = vi.fn();
    navigation.registerNavigator(navigate);

    navigation.navigateTo('/assets-my');
    expect(navigate).toHaveBeenCalledTimes(1);

    navigation.holdNavigation();
    navigation.navigateTo('/login', { replace: true });
    navigation.reloadPage();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(location.reload).not.toHaveBeenCalled();

    navigation.loadPage('/login');
    expect(location.replace).toHaveBeenCalledWith('/login');
  });
});

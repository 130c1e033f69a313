import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from '../../src/app/navigation/paths';
import { decideGuard, type GuardInput } from '../../src/app/router/decideGuard';

const base: GuardInput = { pathname: '/assets-my', search: '', initialized: true, hasToken: true, sessionLoaded: true };
const guard = (input: Partial<GuardInput>) => decideGuard({ ...base, ...input });

describe('decideGuard — spec §2 and §4', () => {
  it('sends every route to /init until the system is initialised', () => {
    expect(guard({ initialized: false, pathname: '/login' })).toEqual({ type: 'redirect', to: '/init' });
    expect(guard({ initialized: false, pathname: '/404', hasToken: false })).toEqual({ type: 'redirect', to: '/init' });
    expect(guard({ initialized: false, pathname: '/init' })).toEqual({ type: 'allow' });
  });

  it('leaves /init once initialised', () => {
    expect(guard({ pathname: '/init', hasToken: false })).toEqual({ type: 'redirect', to: '/login' });
    expect(guard({ pathname: '/init' })).toEqual({ type: 'redirect', to: '/assets-my' });
  });

  it('acts as initialised when the status is unknown', () => {
    expect(guard({ initialized: null, pathname: '/login', hasToken: false })).toEqual({ type: 'allow' });
  });

  it('without a token sends private routes to /login keeping the target', () => {
    expect(guard({ hasToken: false, pathname: '/user-manage-list', search: '?a=1' })).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fuser-manage-list%3Fa%3D1',
    });
    expect(guard({ hasToken: false, pathname: '/' })).toEqual({ type: 'redirect', to: '/login' });
  });

  it.each(['/login', '/terminal', '/share-rdp', '/404', '/503', '/redirect/assets-my', '/explain'])(
    'lets %s through without a token',
    (pathname) => {
      expect(guard({ hasToken: false, pathname })).toEqual({ type: 'allow' });
    },
  );

  it('sends a signed-in user at / or /login to /assets-my', () => {
    expect(guard({ pathname: '/' })).toEqual({ type: 'redirect', to: '/assets-my' });
    expect(guard({ pathname: '/login' })).toEqual({ type: 'redirect', to: '/assets-my' });
  });

  it('loads user info and menu when signed in without roles', () => {
    expect(guard({ sessionLoaded: false })).toEqual({ type: 'load' });
  });

  it('refreshes user info in the background on later navigations', () => {
    expect(guard({})).toEqual({ type: 'refresh' });
  });

  it('accepts only same-site redirect targets', () => {
    expect(safeRedirectTarget('/user-manage-list?x=1')).toBe('/user-manage-list?x=1');
    expect(safeRedirectTarget('//evil.example')).toBe('/assets-my');
    expect(safeRedirectTarget('https://evil.example')).toBe('/assets-my');
    expect(safeRedirectTarget(null)).toBe('/assets-my');
    expect(safeRedirectTarget('/login')).toBe('/assets-my');
  });
});

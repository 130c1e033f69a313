import { describe, expect, it } from 'vitest';
import {
  addView,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeView,
  pathAfterClose,
  type TagView,
  tagActions,
} from '../../../src/app/layout/tagsView';

const tag = (path: string, affix = false): TagView => ({ path, fullPath: path, title: path, affix, noCache: false });
const paths = (views: TagView[]) => views.map((view) => view.path);
const views = [tag('/home', true), tag('/a'), tag('/b'), tag('/c'), tag('/d')];

describe('tags view operations', () => {
  it('opens a tag once and updates its query on revisit', () => {
    const once = addView(views, tag('/e'));
    expect(paths(once)).toEqual(['/home', '/a', '/b', '/c', '/d', '/e']);
    const again = addView(once, { ...tag('/a'), fullPath: '/a?id=3' });
    expect(paths(again)).toEqual(paths(once));
    expect(again[1]?.fullPath).toBe('/a?id=3');
  });

  it('closes one tag but never an affix tag', () => {
    expect(paths(closeView(views, '/b'))).toEqual(['/home', '/a', '/c', '/d']);
    expect(paths(closeView(views, '/home'))).toEqual(paths(views));
  });

  it('closes left, right, others and all, keeping affix tags', () => {
    expect(paths(closeLeft(views, '/c'))).toEqual(['/home', '/c', '/d']);
    expect(paths(closeRight(views, '/b'))).toEqual(['/home', '/a', '/b']);
    expect(paths(closeOthers(views, '/c'))).toEqual(['/home', '/c']);
    expect(paths(closeAll(views))).toEqual(['/home']);
  });

  it('leaves the list alone for an unknown tag', () => {
    expect(paths(closeLeft(views, '/x'))).toEqual(paths(views));
    expect(paths(closeRight(views, '/x'))).toEqual(paths(views));
  });
});

describe('where to go after closing', () => {
  it('stays when the current tag is still open', () => {
    expect(pathAfterClose(views, closeView(views, '/b'), '/c', '/home')).toBeNull();
  });

  it('goes to the previous tab when the current one closes', () => {
    expect(pathAfterClose(views, closeView(views, '/c'), '/c', '/home')).toBe('/b');
  });

  it('goes to the first remaining tab when none is left of it', () => {
    const noAffix = [tag('/a'), tag('/b')];
    expect(pathAfterClose(noAffix, closeView(noAffix, '/a'), '/a', '/first')).toBe('/b');
  });

  it('goes to the first permitted route when no tab is left', () => {
    const noAffix = [tag('/a'), tag('/b')];
    expect(pathAfterClose(noAffix, closeAll(noAffix), '/b', '/first')).toBe('/first');
  });

  it('goes to a surviving tab to the left after close others', () => {
    expect(pathAfterClose(views, closeLeft(views, '/c'), '/b', '/first')).toBe('/home');
  });
});

describe('context menu actions', () => {
  it('disables what does not apply', () => {
    expect(tagActions(views, '/home')).toMatchObject({ canClose: false, canCloseLeft: false, canCloseRight: true });
    expect(tagActions(views, '/a')).toMatchObject({ canClose: true, canCloseLeft: false, canCloseOthers: true });
    expect(tagActions(views, '/d')).toMatchObject({ canCloseRight: false, canCloseLeft: true });
    expect(tagActions([tag('/home', true)], '/home')).toMatchObject({ canCloseAll: false, canCloseOthers: false });
  });
});

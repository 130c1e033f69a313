import { beforeEach, describe, expect, it } from 'vitest';
import type { TagView } from '../../../src/app/layout/tagsView';
import {
  clearTagViews,
  closeTagViews,
  ensureAffixViews,
  getTagViews,
  openTagView,
} from '../../../src/app/layout/tagsViewStore';

const tag = (path: string, affix = false): TagView => ({ path, fullPath: path, title: path, affix, noCache: false });
const paths = () => getTagViews().map((view) => view.path);

describe('tags view store', () => {
  beforeEach(() => clearTagViews());

  it('puts affix tags first, once', () => {
    openTagView(tag('/a'));
    ensureAffixViews([tag('/home', true)]);
    ensureAffixViews([tag('/home', true)]);
    expect(paths()).toEqual(['/home', '/a']);
  });

  it('closes and answers where to go', () => {
    ensureAffixViews([tag('/home', true)]);
    openTagView(tag('/a'));
    openTagView(tag('/b'));
    expect(closeTagViews('self', '/a', '/b', '/first')).toBeNull();
    expect(paths()).toEqual(['/home', '/b']);
    expect(closeTagViews('self', '/b', '/b', '/first')).toBe('/home');
    expect(closeTagViews('all', '/home', '/home', '/first')).toBeNull();
    expect(paths()).toEqual(['/home']);
  });

  it('does not reopen the tag of the page being left when that page renders once more', () => {
    ensureAffixViews([tag('/home', true)]);
    openTagView(tag('/a'));
    openTagView(tag('/b'));
    // The user closed /b while the console was still drawing it (the navigation to it was late).
    expect(closeTagViews('self', '/b', '/b', '/first')).toBe('/a');
    openTagView(tag('/b'));
    expect(paths()).toEqual(['/home', '/a']);
    // Once the console has arrived elsewhere, /b opens its tag again when visited.
    openTagView(tag('/a'));
    openTagView(tag('/b'));
    expect(paths()).toEqual(['/home', '/a', '/b']);
  });

  it('falls back to the first permitted route when nothing is left', () => {
    openTagView(tag('/a'));
    expect(closeTagViews('all', '/a', '/a', '/first')).toBe('/first');
    expect(paths()).toEqual([]);
  });
});

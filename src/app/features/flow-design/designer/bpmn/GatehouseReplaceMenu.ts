import { KEPT_REPLACE_ENTRIES, keepEntries } from '../supportedElements';

type Entries = Record<string, unknown>;
interface PopupMenu {
  registerProvider(
    id: string,
    priority: number,
    provider: {
      getPopupMenuEntries(): (entries: Entries) => Entries;
      getPopupMenuHeaderEntries(): (entries: Entries) => Entries;
    },
  ): void;
}

/** After bpmn-js's replace menu provider (priority 1000), so its entries are there to be filtered. */
const AFTER_BPMN_JS = 500;

/**
 * The "change element" menu: only changes into supported elements, and no header toggles (loops,
 * multi-instance, non-interrupting), which the server refuses.
 */
export class GatehouseReplaceMenu {
  static $inject = ['popupMenu'];

  constructor(popupMenu: PopupMenu) {
    popupMenu.registerProvider('bpmn-replace', AFTER_BPMN_JS, this);
  }

  getPopupMenuEntries() {
    return (entries: Entries): Entries => keepEntries(entries, KEPT_REPLACE_ENTRIES);
  }

  getPopupMenuHeaderEntries() {
    return (): Entries => ({});
  }
}

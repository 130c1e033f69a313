import { navigateTo, reloadPage } from '../navigation/navigation';
import { notify } from '../notify';
import { clearSession } from '../session/clear';
import type { Effect } from './decideResponse';
import { renderText } from './renderText';

let reloadPending = false;

/** Carries out what decideResponse decided. Several failing calls at once reload the page only once. */
export function runEffects(effects: readonly Effect[]): void {
  for (const effect of effects) {
    switch (effect.type) {
      case 'toast':
        notify[effect.level](renderText(effect.text));
        break;
      case 'navigate':
        navigateTo(effect.to, { replace: true });
        break;
      case 'clearSession':
        clearSession();
        break;
      case 'reload':
        if (reloadPending) break;
        reloadPending = true;
        setTimeout(reloadPage, effect.delayMs);
        break;
    }
  }
}

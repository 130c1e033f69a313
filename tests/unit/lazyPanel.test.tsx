import { type ReactElement, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyPanel } from '../../src/app/features/login/lazyPanel';
import { i18n, i18nReady } from '../../src/app/i18n';

async function html(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('lazyPanel (sign-in method panels off the /login critical path)', () => {
  it('loads the panel and the whole message catalogue when it first renders', async () => {
    await i18nReady;
    let loads = 0;
    const Panel = lazyPanel(async () => {
      loads += 1;
      return ({ label }: { label: string }) => <p>{label}</p>;
    });
    expect(loads).toBe(0);
    expect(i18n.exists('msg.passwordWeak')).toBe(false);
    const page = await html(
      <Suspense fallback="loading">
        <Panel label="sms code" />
      </Suspense>,
    );
    expect(page).toContain('<p>sms code</p>');
    expect(loads).toBe(1);
    expect(i18n.exists('msg.passwordWeak')).toBe(true);
  });
});

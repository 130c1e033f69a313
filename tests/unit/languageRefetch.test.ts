import { describe, expect, it } from 'vitest';
import { queryClient } from '../../src/app/data/queryClient';
import { i18n } from '../../src/app/i18n';

describe('a language switch', () => {
  it('marks what the server wrote in the old language for fetching again; the same language does not', async () => {
    const key = ['messages', 'latest'];
    queryClient.setQueryData(key, [{ messageTitle: '命令审批' }]);
    await i18n.changeLanguage(i18n.language);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    await i18n.changeLanguage(i18n.language === 'en' ? 'zh-CN' : 'en');
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** With dynamic title on, the browser tab shows "page - product"; otherwise the product alone. */
export function useDynamicTitle(isDynamic: boolean, pageTitle: string): void {
  const { t } = useTranslation();
  const product = t('layout.appTitle');
  useEffect(() => {
    document.title = isDynamic && pageTitle ? `${pageTitle} - ${product}` : product;
  }, [isDynamic, pageTitle, product]);
}

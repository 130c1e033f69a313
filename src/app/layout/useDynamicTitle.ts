import { useEffect } from 'react';

/** With dynamic title on, the browser tab shows "page - product"; otherwise the product alone (the site's web title). */
export function useDynamicTitle(isDynamic: boolean, pageTitle: string, product: string): void {
  useEffect(() => {
    document.title = isDynamic && pageTitle ? `${pageTitle} - ${product}` : product;
  }, [isDynamic, pageTitle, product]);
}

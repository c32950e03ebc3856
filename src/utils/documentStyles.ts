import { iconStyles } from '@ant-design/icons/es/utils';
import { updateCSS } from 'rc-util/es/Dom/dynamicCSS';
import { warmScrollbarSize } from './scrollbarSize';

/**
 * What a page's first commit would otherwise change in the document's styles, done before the
 * first render while the document is still empty: the `lang` of <html> (a new language restyles
 * every element, its font fallback depends on it), the icons' own <style> (the first icon inserts
 * it with these same arguments, so that becomes a no-op) and the plain scrollbar's size (a table's
 * mount reads it; src/utils/scrollbarSize.ts). Changing the active stylesheets or a document-wide
 * attribute while the page's new elements wait for their first layout restyles and lays them out
 * again.
 */
export function settleDocumentStyles(lang: string): void {
  setDocumentLang(lang);
  updateCSS(iconStyles, '@ant-design-icons', { prepend: true });
  warmScrollbarSize();
}

/** Sets <html lang>, only when it changes (an equal write still restyles the document). */
export function setDocumentLang(lang: string): void {
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

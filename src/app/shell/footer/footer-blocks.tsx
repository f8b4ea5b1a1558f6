import { useEffect, useRef } from 'react';
import { CmsBlockGroup } from '../../../features/cms';
import { trackFooterClick } from './footer-clicks';

export const FOOTER_BLOCK = 'pwa-footer';

/**
 * The footer's CMS block: a chunk of its own, as it brings the CMS renderer and the HTML sanitiser. Clicks on
 * its links are recorded (delegated: the links are inside HTML React did not write).
 */
export default function FooterBlocks() {
  const links = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = links.current;
    root?.addEventListener('click', trackFooterClick);
    return () => root?.removeEventListener('click', trackFooterClick);
  }, []);
  return (
    <div ref={links}>
      <CmsBlockGroup identifiers={[FOOTER_BLOCK]} className="site-footer__blocks" />
    </div>
  );
}

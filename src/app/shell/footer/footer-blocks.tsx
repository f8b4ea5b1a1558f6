import { CmsBlockGroup } from '../../../features/cms';

export const FOOTER_BLOCK = 'pwa-footer';

/** The footer's CMS block: a chunk of its own, as it brings the CMS renderer and the HTML sanitiser. */
export default function FooterBlocks() {
  return <CmsBlockGroup identifiers={[FOOTER_BLOCK]} className="site-footer__blocks" />;
}

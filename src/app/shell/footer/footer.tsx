import './footer.css';
import { lazy } from 'react';
import { useQuery } from '@apollo/client/react';
import { NearViewport } from '../../../ui/near-viewport/near-viewport';
import { GET_STORE_CONFIG_DATA, type StoreConfigData } from '../api/shell.graphql';
import { SHELL_MESSAGES } from '../messages';
import { copyrightLine } from './copyright';

const FooterBlocks = lazy(() => import(/* webpackChunkName: "footer-blocks" */ './footer-blocks'));

/** The height the seeded pwa-footer block takes on desktop, held while it loads so nothing moves. */
const BLOCKS_MIN_HEIGHT = '20.5rem';

/**
 * The desktop footer: the CMS block 'pwa-footer' (its link groups and social images) and the copyright line,
 * the footer's only one (the seeded block carries none), with this year (copyright.ts). The block, with the
 * CMS renderer and sanitiser it needs, loads only when the footer scrolls into view: the shell's main is at
 * least a screen tall, so the first paint never needs it.
 */
export default function Footer() {
  const { data } = useQuery<StoreConfigData>(GET_STORE_CONFIG_DATA);
  const copyright = copyrightLine(data?.storeConfig?.copyright);
  return (
    <footer className="site-footer">
      <div className="site-width">
        {/* The height is held through every stage: placeholder, the block's own loading states, content. */}
        <div style={{ minHeight: BLOCKS_MIN_HEIGHT }}>
          <NearViewport minHeight={BLOCKS_MIN_HEIGHT} label={SHELL_MESSAGES.loadingFooter} margin="0px">
            <FooterBlocks />
          </NearViewport>
        </div>
        {copyright ? <p className="site-footer__copyright">{copyright}</p> : null}
      </div>
    </footer>
  );
}

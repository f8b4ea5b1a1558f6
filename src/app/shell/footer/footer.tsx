import './footer.css';
import { useQuery } from '@apollo/client/react';
import { CmsBlockGroup } from '../../../features/cms';
import { GET_STORE_CONFIG_DATA, type StoreConfigData } from '../api/shell.graphql';

export const FOOTER_BLOCK = 'pwa-footer';

/** The desktop footer: the CMS block 'pwa-footer' (its link groups and social images) and the copyright. */
export function Footer() {
  const { data } = useQuery<StoreConfigData>(GET_STORE_CONFIG_DATA);
  const copyright = data?.storeConfig?.copyright;
  return (
    <footer className="site-footer">
      <div className="site-width">
        <CmsBlockGroup identifiers={[FOOTER_BLOCK]} className="site-footer__blocks" />
        {copyright ? <p className="site-footer__copyright">{copyright}</p> : null}
      </div>
    </footer>
  );
}

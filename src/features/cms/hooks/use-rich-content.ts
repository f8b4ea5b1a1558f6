import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadedSanitizer, loadSanitizer, sanitizeHtml } from '../sanitize';
import { inAppPath } from '../internal-links';

/**
 * Sanitised CMS HTML (null while the sanitizer loads) and a ref for its container: clicks on internal links
 * inside become client-side navigations, everything else stays an ordinary full page load.
 */
export function useRichContent(html: string) {
  const [purify, setPurify] = useState(loadedSanitizer);
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (purify) return undefined;
    let active = true;
    void loadSanitizer().then((loaded) => {
      if (active) setPurify(() => loaded);
    });
    return () => {
      active = false;
    };
  }, [purify]);

  const sanitized = useMemo(() => (purify ? sanitizeHtml(purify, html) : null), [purify, html]);

  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    // Delegated on the container: the links are inside HTML React did not render.
    const onClick = (event: MouseEvent) => {
      const path = inAppPath(event, window.location.origin);
      if (path === null) return;
      event.preventDefault();
      navigate(path);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [navigate, sanitized]);

  return { sanitized, container };
}

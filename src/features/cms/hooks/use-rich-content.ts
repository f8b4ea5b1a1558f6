import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DOMPurify } from 'dompurify';
import { loadedSanitizer, loadSanitizer } from '../load-sanitizer';
import { loadedPageBuilder, loadPageBuilder } from '../page-builder/load';
import { inAppPathOfClick } from '../internal-links';

export interface RichContentTools {
  purify: DOMPurify;
  PageBuilder: Awaited<ReturnType<typeof loadPageBuilder>>['PageBuilder'];
}

function loadedTools(): RichContentTools | null {
  const purify = loadedSanitizer();
  const renderer = loadedPageBuilder();
  return purify && renderer ? { purify, PageBuilder: renderer.PageBuilder } : null;
}

/**
 * The sanitiser and the Page Builder renderer (null while they load, both on demand) and a ref for the content's
 * container: clicks on internal links inside become client-side navigations, everything else stays an ordinary
 * full page load.
 */
export function useRichContent() {
  const [tools, setTools] = useState(loadedTools);
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const ready = tools !== null;

  useEffect(() => {
    if (ready) return undefined;
    let active = true;
    void Promise.all([loadSanitizer(), loadPageBuilder()]).then(([purify, renderer]) => {
      if (active) setTools({ purify, PageBuilder: renderer.PageBuilder });
    });
    return () => {
      active = false;
    };
  }, [ready]);

  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    // Delegated on the container: some links are inside HTML React did not render.
    const onClick = (event: MouseEvent) => {
      const path = inAppPathOfClick(event);
      if (path === null) return;
      event.preventDefault();
      navigate(path);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [navigate, ready]);

  return { tools, container };
}

import { useEffect } from 'react';
import { scheduleTags } from './load-tags';
import { readTagConfig } from './tag-config';

/** Loads the configured analytics tags by SPEC 7.3's rule (mounted once, by the deferred shell). */
export function useAnalyticsTags(): void {
  useEffect(() => scheduleTags(readTagConfig()), []);
}

// Video and map: where they come from. Whether they may be framed is decided when they are shown.
import { boolAttr, part, safeMediaUrl, styleValue } from '../../parse/dom';
import type { ContentTypeParser } from '../../parse/types';

export interface VideoConfig {
  src?: string;
  /** An embedded player (iframe in the content) or a video file (<video>). */
  kind: 'embed' | 'file';
  maxWidth?: string;
  autoplay: boolean;
}

export const videoParser: ContentTypeParser<VideoConfig> = {
  container: false,
  aggregate(element) {
    // The sanitiser turns the content's iframe into a placeholder that keeps only its URL.
    const embed = element.querySelector('[data-video-src]');
    const file = element.querySelector('video');
    const src = embed?.getAttribute('data-video-src') ?? file?.getAttribute('src');
    return {
      src: safeMediaUrl(src),
      kind: embed ? 'embed' : 'file',
      maxWidth: styleValue(part(element, 'inner'), 'max-width'),
      autoplay: file?.hasAttribute('autoplay') ?? false,
    };
  },
};

export interface MapLocation {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

export interface MapConfig {
  locations: MapLocation[];
  height?: string;
  showControls: boolean;
}

function parseLocations(raw: string | null): unknown {
  if (!raw) return [];
  try {
    return JSON.parse(raw);
  } catch {
    try {
      return JSON.parse(raw.replace(/\\(.)/g, '$1'));
    } catch {
      return [];
    }
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function toLocation(entry: unknown): MapLocation[] {
  if (!entry || typeof entry !== 'object') return [];
  const record = entry as Record<string, unknown>;
  const position = (record.position ?? {}) as Record<string, unknown>;
  const latitude = Number(position.latitude);
  const longitude = Number(position.longitude);
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 90) return [];
  if (!Number.isFinite(longitude) || Math.abs(longitude) > 180) return [];
  const address = ['address', 'city', 'state', 'zipcode', 'country']
    .map((key) => text(record[key]))
    .filter(Boolean)
    .join(', ');
  return [{ name: text(record.location_name), address, latitude, longitude }];
}

export const mapParser: ContentTypeParser<MapConfig> = {
  container: false,
  aggregate(element) {
    const parsed = parseLocations(element.getAttribute('data-locations'));
    return {
      locations: Array.isArray(parsed) ? parsed.flatMap(toLocation) : [],
      height: styleValue(element, 'height'),
      showControls: boolAttr(element, 'data-show-controls', true),
    };
  },
};

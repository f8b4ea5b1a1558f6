import './media.css';
import { isSameOrigin } from '../../../../../lib/navigation';
import { isEmbeddable } from '../../config';
import { DEFAULT_MAP_ZOOM, MAP_EMBED_ORIGIN } from '../../constants';
import { PAGE_BUILDER_MESSAGES as M } from '../../messages';
import { boxProps, type ContentProps } from '../content-props';
import type { MapConfig, MapLocation, VideoConfig } from './media-config';

/** A player from an allowed host is framed; anything else is a link to the video (a full page load). */
export function Video({ config }: ContentProps<VideoConfig>) {
  if (!config.src) return null;
  let player;
  if (config.kind === 'embed' && isEmbeddable(config.src)) {
    player = (
      <div className="pb-video__frame">
        <iframe
          src={config.src}
          title={M.video}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      </div>
    );
  } else if (config.kind === 'file' && (isSameOrigin(config.src) || isEmbeddable(config.src))) {
    player = (
      // Page Builder gives a video no caption file to add; captions are the content author's to burn in.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        className="pb-video__file"
        src={config.src}
        controls
        preload="metadata"
        autoPlay={config.autoplay}
        muted={config.autoplay}
      >
        <a href={config.src}>{M.watchVideo}</a>
      </video>
    );
  } else {
    player = <a href={config.src}>{M.watchVideo}</a>;
  }
  return (
    <div {...boxProps(config, 'pb-video')}>
      <div className="pb-video__inner" style={{ maxWidth: config.maxWidth }}>
        {player}
      </div>
    </div>
  );
}

const mapPoint = (location: MapLocation) => `${location.latitude},${location.longitude}`;

function mapEmbedUrl(location: MapLocation): string {
  return `${MAP_EMBED_ORIGIN}/maps?q=${mapPoint(location)}&z=${DEFAULT_MAP_ZOOM}&output=embed`;
}

function mapLinkUrl(location: MapLocation): string {
  return `${MAP_EMBED_ORIGIN}/maps/search/?api=1&query=${mapPoint(location)}`;
}

/** The first location framed from an allowed map host; every location listed with a link to the map. */
export function MapView({ config }: ContentProps<MapConfig>) {
  const [first] = config.locations;
  if (!first) return null;
  const framed = isEmbeddable(mapEmbedUrl(first));
  return (
    <div {...boxProps(config, 'pb-map')}>
      {framed ? (
        <iframe
          className="pb-map__frame"
          src={mapEmbedUrl(first)}
          title={M.map(first.name)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          style={{ height: config.height }}
        />
      ) : null}
      <ul className="pb-map__locations">
        {config.locations.map((location) => (
          <li key={mapPoint(location)}>
            {location.name ? <strong>{location.name}</strong> : null}
            {location.address ? <span> {location.address}</span> : null}{' '}
            <a href={mapLinkUrl(location)}>{M.viewOnMap(location.name)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Link } from 'react-router-dom';

export function HeaderLogo({ src, alt }: { src: string | null; alt: string }) {
  return (
    <Link className="header-logo" to="/">
      {src ? <img src={src} alt={alt} height={32} /> : <span className="header-logo__text">{alt}</span>}
    </Link>
  );
}

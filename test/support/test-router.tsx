// Tests render the app's declarative <Routes> inside a MemoryRouter, the way main.tsx does inside a
// BrowserRouter. A TestRouter, filled in by <RouterProbe> from inside that router, lets a test read where the
// app went and navigate like a shopper following a link or pressing back.
import { useLayoutEffect } from 'react';
import { act } from '@testing-library/react';
import { useLocation, useNavigate, type Location, type NavigateFunction, type To } from 'react-router-dom';

export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: To | number): Promise<void>;
}

interface Probed {
  location: Location | null;
  navigate: NavigateFunction | null;
}

export function createTestRouter(): { router: TestRouter; probed: Probed } {
  const probed: Probed = { location: null, navigate: null };
  const router: TestRouter = {
    get state() {
      if (!probed.location) throw new Error('the router has not rendered yet');
      return { location: probed.location };
    },
    // In act: the router commits a navigation as a React transition, which act lets finish.
    async navigate(to) {
      const navigate = probed.navigate;
      if (!navigate) throw new Error('the router has not rendered yet');
      await act(async () => {
        await (typeof to === 'number' ? navigate(to) : navigate(to));
      });
    },
  };
  return { router, probed };
}

/** Rendered inside the router (beside the routes): keeps the TestRouter's location and navigate current. */
export function RouterProbe({ probed }: { probed: Probed }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    probed.location = location;
    probed.navigate = navigate;
  }, [probed, location, navigate]);
  return null;
}
